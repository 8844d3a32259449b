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
    /// What every app's readings depended on at the last record: while it holds, only the apps events changed
    /// are read again.
    private var lastContext: Engine.ReadingsContext?
    /// The key of the device's last record: while it holds, the device's snapshot is not spelled out again.
    private var lastDeviceKey: DeviceSnapshot.Key?
    /// Whether every app is read at every record (the reference the changed-apps reading is tested against).
    let readsEveryApp: Bool

    /// Starts with the device as configured, at time 0.
    init(device: SimulatedDevice, isOn: Bool, readsEveryApp: Bool = false) {
        self.device = device
        self.isOn = isOn
        self.readsEveryApp = readsEveryApp
        timeline = isOn ? StateTimeline(apps: device.state) : StateTimeline()
        last = Array(repeating: nil, count: timeline.tracks.count)
        recordNow()
    }

    /// Fires every timer due up to `time`, one instant at a time, recording the state after each.
    mutating func advance(to time: Int64) {
        if isOn {
            while !device.isStopped, let due = device.nextTimerDueNanoseconds, due < time {
                device.advance(toNanoseconds: due)
                recordNow()
            }
        }
        device.advance(toNanoseconds: time)
        recordNow()
    }

    /// Fires the timers due at `due`, the next timer instant (none falls due before it), and records the state
    /// after them: ``advance(to:)`` without looking for earlier timers.
    mutating func advance(toNextTimerAt due: Int64) {
        device.advance(toNanoseconds: due)
        recordNow()
    }

    /// Records the state now: the apps whose values changed since their last record, and the device. Only the
    /// apps the runtime's events changed are read, unless what every app depends on changed.
    mutating func recordNow() {
        guard isOn else { return }
        let previousContext = lastContext
        let previousDeviceKey = lastDeviceKey
        let readsEveryApp = readsEveryApp
        let (indices, readings, context, deviceKey, device, time) = self.device.runtime.readingChangedApps {
            engine, time, changed in
            let context = engine.readingsContext
            let every = readsEveryApp || changed == nil || context != previousContext
            let indices = every ? Array(engine.state.apps.indices) : changed!
            let readings = every ? engine.readingsOfEveryApp() : engine.readings(ofApps: indices, in: context)
            let deviceKey = DeviceSnapshot.Key(of: engine)
            // An unchanged key gives the snapshot last recorded: recording it again would change nothing.
            let device = readsEveryApp || deviceKey != previousDeviceKey ? DeviceSnapshot(of: engine.state) : nil
            return (indices, readings, context, deviceKey, device, time.nanoseconds)
        }
        lastContext = context
        lastDeviceKey = deviceKey
        // By position: the readings are compared in place, and copied only when they changed.
        for position in indices.indices where indices[position] < last.count {
            let index = indices[position]
            if let previous = last[index], previous == readings[position] { continue }
            last[index] = readings[position]
            timeline.tracks[index].record(AppSnapshot(readings[position]), at: time)
        }
        if let device { timeline.device.record(device, at: time) }
    }
}
