import AudioSessionEngine
import AudioSessionSimulator

/// Moves a device's clock for the runner and records its state after every instant that may change it: the
/// instants of steps and expectations, and every timer instant between them.
struct TimelineRecorder {
    let device: SimulatedDevice
    let isOn: Bool
    private(set) var timeline: StateTimeline

    /// Starts with the device as configured, at time 0.
    init(device: SimulatedDevice, isOn: Bool) {
        self.device = device
        self.isOn = isOn
        timeline = isOn ? StateTimeline(apps: device.state) : StateTimeline()
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

    /// Records the state now.
    mutating func recordNow() {
        guard isOn else { return }
        timeline.record(device.engine, at: device.nanosecondsNow)
    }
}
