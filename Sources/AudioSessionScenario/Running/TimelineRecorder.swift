import AudioSessionEngine
import AudioSessionSimulator

/// Moves a device's clock for the runner and records its state after every instant that may change it: the
/// instants of steps and expectations, and every timer instant between them.
struct TimelineRecorder {
    let device: SimulatedDevice
    let isOn: Bool
    private(set) var timeline: StateTimeline
    /// Each app's values at its last record: equal readings give equal snapshots, so an app whose readings did not
    /// change is not recorded again (that record would change nothing: equal consecutive snapshots merge).
    private var last: [Engine.AppReadings?] = []

    /// Starts with the device as configured, at time 0.
    init(device: SimulatedDevice, isOn: Bool) {
        self.device = device
        self.isOn = isOn
        timeline = isOn ? StateTimeline(apps: device.state) : StateTimeline()
        last = Array(repeating: nil, count: timeline.tracks.count)
        recordNow()
    }

    /// Fires every timer due up to `time`, one instant at a time, recording the state after each.
    mutating func advance(to time: Int64) {
        if isOn {
            while device.fatalError == nil, let due = device.nextTimerDueNanoseconds, due < time {
                device.advance(toNanoseconds: due)
                recordNow()
            }
        }
        device.advance(toNanoseconds: time)
        recordNow()
    }

    /// Records the state now: the apps whose values changed since their last record, and the device.
    mutating func recordNow() {
        guard isOn else { return }
        let (readings, device, time) = self.device.reading { engine, time in
            (engine.readingsOfEveryApp(), DeviceSnapshot(of: engine.state), time)
        }
        for index in timeline.tracks.indices where index < readings.count && last[index] != readings[index] {
            last[index] = readings[index]
            timeline.tracks[index].record(AppSnapshot(readings[index]), at: time)
        }
        timeline.device.record(device, at: time)
    }
}
