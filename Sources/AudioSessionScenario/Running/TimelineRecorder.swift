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
    /// The first record reads every app, in app order, and fills it.
    private var last: [Engine.AppReadings] = []
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
        let runtime = device.runtime
        runtime.readingChangedApps { engine, time, changed in record(engine, at: time.nanoseconds, changed: changed) }
    }

    /// Records `engine`'s values after the instant `time`, under the runtime's lock: the readings are compared where
    /// they are made, so that an instant that changed no reading (the most common) copies and keeps none.
    private mutating func record(_ engine: borrowing Engine, at time: Int64, changed: [Int]?) {
        let context = engine.readingsContext
        if readsEveryApp || changed == nil || context != lastContext {
            let readings = engine.readingsOfEveryApp()
            for index in readings.indices { record(readings[index], ofApp: index, at: time) }
        } else {
            engine.readings(ofApps: changed!, in: context) { index, readings in
                record(readings, ofApp: index, at: time)
            }
        }
        lastContext = context
        let deviceKey = DeviceSnapshot.Key(of: engine, context: context)
        // An unchanged key gives the snapshot last recorded: recording it again would change nothing.
        if readsEveryApp || deviceKey != lastDeviceKey {
            timeline.device.record(DeviceSnapshot(of: engine.state), at: time)
        }
        lastDeviceKey = deviceKey
    }

    /// Records one app's readings, unless they are those of its last record.
    private mutating func record(_ readings: Engine.AppReadings, ofApp index: Int, at time: Int64) {
        guard index < timeline.tracks.count else { return }
        if index < last.count {
            // Compared in place: copying the last readings out (their route, their strings) costs more than the
            // comparison.
            guard !last.withUnsafeBufferPointer({ $0[index] == readings }) else { return }
            last[index] = readings
        } else {
            last.append(readings)
        }
        timeline.tracks[index].record(AppSnapshot(readings), at: time)
    }
}
