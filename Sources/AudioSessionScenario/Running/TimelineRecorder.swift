import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// Moves a device's clock for the runner and records its state after every instant that may change it: the
/// instants of steps and expectations, and every timer instant between them.
struct TimelineRecorder {
    /// What an app's ``AppSnapshot`` is made of, before any of it is spelled out: equal keys give equal snapshots,
    /// so an app whose key did not change since its last record is not recorded again (that record would change
    /// nothing: equal consecutive snapshots merge).
    private struct AppKey: Equatable {
        var appState: AppLifecycleState
        var isActive: Bool
        var isInterrupted: Bool
        var interruptedBy: String
        var isPlaying: Bool
        var isRecording: Bool
        var readings: Engine.AppReadings
        var category: AudioSessionCategory
        var mode: AudioSessionMode
        var isNowPlaying: Bool

        init(_ id: AppID, _ engine: Engine, _ readings: Engine.AppReadings) {
            appState = engine.appState(id)
            isActive = engine.isActive(id)
            isInterrupted = engine.state.apps[id.index].session.isInterrupted
            interruptedBy = engine.interruptedBy(id)
            isPlaying = engine.state.apps[id.index].session.isPlaying
            isRecording = engine.state.apps[id.index].session.isRecording
            self.readings = readings
            category = engine.state.apps[id.index].session.configuration.category
            mode = engine.state.apps[id.index].session.configuration.mode
            isNowPlaying = engine.state.nowPlaying == id
        }
    }

    let device: SimulatedDevice
    let isOn: Bool
    private(set) var timeline: StateTimeline
    private var keys: [AppKey?] = []

    /// Starts with the device as configured, at time 0.
    init(device: SimulatedDevice, isOn: Bool) {
        self.device = device
        self.isOn = isOn
        timeline = isOn ? StateTimeline(apps: device.state) : StateTimeline()
        keys = Array(repeating: nil, count: timeline.tracks.count)
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
        device.reading { engine, time in
            let readings = engine.readingsOfEveryApp()
            for index in timeline.tracks.indices where index < readings.count {
                let id = AppID(index)
                let key = AppKey(id, engine, readings[index])
                guard keys[index] != key else { continue }
                keys[index] = key
                timeline.tracks[index].record(AppSnapshot(of: id, in: engine, readings: readings[index]), at: time)
            }
            timeline.device.record(DeviceSnapshot(of: engine.state), at: time)
        }
    }
}
