import AudioSessionEngine
import AudioSessionModel

/// Every app's ``AppSnapshot`` over a run, as intervals: the runner records the device after each instant.
///
/// Equal consecutive snapshots merge, so an interval is a stretch of time in which nothing the page shows changed.
/// Changes and undoings within one instant are not intervals (they last no time); the trace shows them.
public struct StateTimeline: Hashable, Sendable {
    /// A stretch of time with one snapshot.
    public struct Interval: Hashable, Sendable {
        /// When it starts, in nanoseconds since time 0 (the public form is ``start``).
        package var startNanoseconds: Int64
        /// When the next one starts, in nanoseconds; `nil` for the last (the public form is ``end``).
        package var endNanoseconds: Int64?
        /// The app's values over it.
        public var state: AppSnapshot

        /// An interval, in nanoseconds since time 0.
        package init(start: Int64, end: Int64?, state: AppSnapshot) {
            self.startNanoseconds = start
            self.endNanoseconds = end
            self.state = state
        }
    }

    /// One app's intervals, in time order, without gaps.
    public struct Track: Hashable, Sendable {
        /// The app's display name.
        public var app: String
        /// Whether it is the built-in Music or Phone app rather than one the scenario declares.
        public var isBuiltIn: Bool
        /// The intervals.
        public var intervals: [Interval]

        /// A track.
        public init(app: String, isBuiltIn: Bool, intervals: [Interval] = []) {
            self.app = app
            self.isBuiltIn = isBuiltIn
            self.intervals = intervals
        }

        /// The snapshot in force at `time` nanoseconds (the first one before the first interval).
        package func state(at time: Int64) -> AppSnapshot? {
            intervals.last { $0.startNanoseconds <= time }?.state ?? intervals.first?.state
        }

        /// Whether the app ever did anything with audio: active, interrupted, playing or recording.
        public var everBusy: Bool { intervals.contains { !$0.state.isIdle } }

        /// Records the app's values after the instant `time`; a second record at the same instant replaces the first.
        package mutating func record(_ state: AppSnapshot, at time: Int64) {
            intervals.record(state, at: time)
        }
    }

    /// A stretch of time with one state of the device itself.
    public struct DeviceInterval: Hashable, Sendable {
        /// When it starts, in nanoseconds since time 0 (the public form is ``start``).
        package var startNanoseconds: Int64
        /// When the next one starts, in nanoseconds; `nil` for the last (the public form is ``end``).
        package var endNanoseconds: Int64?
        /// The device's values over it.
        public var state: DeviceSnapshot

        /// An interval, in nanoseconds since time 0.
        package init(start: Int64, end: Int64?, state: DeviceSnapshot) {
            self.startNanoseconds = start
            self.endNanoseconds = end
            self.state = state
        }
    }

    /// One track per app on the device, in delivery order (declared apps, then Music and Phone where present).
    public var tracks: [Track]
    /// The device's own state over time.
    public var device: [DeviceInterval] = []

    /// A timeline with these tracks.
    public init(tracks: [Track] = []) {
        self.tracks = tracks
    }

    /// Empty tracks for the apps of a device.
    public init(apps state: DeviceState) {
        tracks = state.apps.map { Track(app: $0.name, isBuiltIn: $0.role != .declared) }
    }

    /// Records every app's values after the instant `time`.
    package mutating func record(_ engine: Engine, at time: Int64) {
        let readings = engine.readingsOfEveryApp()
        for index in tracks.indices where index < readings.count {
            tracks[index].record(AppSnapshot(readings[index]), at: time)
        }
        device.record(DeviceSnapshot(of: engine.state), at: time)
    }

    /// The track of the app with this name.
    public func track(named name: String) -> Track? {
        tracks.first { $0.app == name }
    }
}

/// An interval of a timeline: a start, an end (`nil`: until the end of the run) and the state over it.
protocol StretchOfTime {
    associatedtype State: Equatable
    var startNanoseconds: Int64 { get }
    var endNanoseconds: Int64? { get set }
    var state: State { get }
    init(start: Int64, end: Int64?, state: State)
}

extension StateTimeline.Interval: StretchOfTime {}
extension StateTimeline.DeviceInterval: StretchOfTime {}

extension Array where Element: StretchOfTime {
    /// Records the state after the instant `time`: equal consecutive states merge, and a second record at the same
    /// instant replaces the first (a change undone within an instant lasts no time).
    mutating func record(_ state: Element.State, at time: Int64) {
        if let final = last, final.startNanoseconds >= time {
            removeLast()
            if let previous = last, previous.state == state {
                self[count - 1].endNanoseconds = nil
                return
            }
        }
        if let final = last {
            if final.state == state { return }
            self[count - 1].endNanoseconds = time
        }
        append(Element(start: time, end: nil, state: state))
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension StateTimeline.Interval {
    /// When it starts, since time 0.
    public var start: Duration { .nanoseconds(startNanoseconds) }
    /// When the next one starts; `nil` for the last, which lasts until the end of the run.
    public var end: Duration? { endNanoseconds.map { .nanoseconds($0) } }

    /// An interval.
    public init(start: Duration, end: Duration?, state: AppSnapshot) {
        self.init(start: start.saturatingNanoseconds, end: end?.saturatingNanoseconds, state: state)
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension StateTimeline.DeviceInterval {
    /// When it starts, since time 0.
    public var start: Duration { .nanoseconds(startNanoseconds) }
    /// When the next one starts; `nil` for the last.
    public var end: Duration? { endNanoseconds.map { .nanoseconds($0) } }

    /// An interval.
    public init(start: Duration, end: Duration?, state: DeviceSnapshot) {
        self.init(start: start.saturatingNanoseconds, end: end?.saturatingNanoseconds, state: state)
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension StateTimeline.Track {
    /// The snapshot in force at `time` since time 0 (the first one before the first interval).
    public func state(at time: Duration) -> AppSnapshot? { state(at: time.saturatingNanoseconds) }
}
