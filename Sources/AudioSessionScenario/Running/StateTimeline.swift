import AudioSessionEngine
import AudioSessionModel

/// Every app's ``AppSnapshot`` over a run, as intervals: the runner records the device after each instant.
///
/// Equal consecutive snapshots merge, so an interval is a stretch of time in which nothing the page shows changed.
/// Changes and undoings within one instant are not intervals (they last no time); the trace shows them.
public struct StateTimeline: Hashable, Sendable {
    /// A stretch of time with one snapshot.
    public struct Interval: Hashable, Sendable {
        /// When it starts, in nanoseconds since time 0.
        public var start: Int64
        /// When the next one starts; `nil` for the last, which lasts until the end of the run.
        public var end: Int64?
        /// The app's values over it.
        public var state: AppSnapshot

        /// An interval.
        public init(start: Int64, end: Int64?, state: AppSnapshot) {
            self.start = start
            self.end = end
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

        /// The snapshot in force at `time` (the first one before the first interval).
        public func state(at time: Int64) -> AppSnapshot? {
            intervals.last { $0.start <= time }?.state ?? intervals.first?.state
        }

        /// Whether the app ever did anything with audio: active, interrupted, playing or recording.
        public var everBusy: Bool { intervals.contains { !$0.state.isIdle } }

        /// Records the app's values after the instant `time`; a second record at the same instant replaces the first.
        public mutating func record(_ state: AppSnapshot, at time: Int64) {
            if let last = intervals.last, last.start >= time {
                intervals.removeLast()
                if let previous = intervals.last, previous.state == state {
                    intervals[intervals.count - 1].end = nil
                    return
                }
            }
            if let last = intervals.last {
                if last.state == state { return }
                intervals[intervals.count - 1].end = time
            }
            intervals.append(Interval(start: time, end: nil, state: state))
        }
    }

    /// One track per app on the device, in delivery order (declared apps, then Music and Phone where present).
    public var tracks: [Track]

    /// A timeline with these tracks.
    public init(tracks: [Track] = []) {
        self.tracks = tracks
    }

    /// Empty tracks for the apps of a device.
    public init(apps state: DeviceState) {
        tracks = state.apps.map { Track(app: $0.name, isBuiltIn: $0.role != .declared) }
    }

    /// Records every app's values after the instant `time`.
    public mutating func record(_ engine: Engine, at time: Int64) {
        for index in tracks.indices where index < engine.state.apps.count {
            tracks[index].record(AppSnapshot(of: AppID(index), in: engine), at: time)
        }
    }

    /// The track of the app with this name.
    public func track(named name: String) -> Track? {
        tracks.first { $0.app == name }
    }
}
