/// How the daemon enforces (`--enforce`, `--duck-level`, `--duck-ramp`, `--journal`).
package struct EnforcementOptions: Hashable, Sendable {
    /// How "must not be heard" is done.
    package enum Silence: String, Hashable, Sendable, CaseIterable {
        /// `pause` where the server can pause streams (PipeWire), else `mute`.
        case auto
        /// The stream is muted; its restore entry is written back.
        case mute
        /// The stream's node is paused in the graph (PipeWire), so its client is not asked for data.
        case pause
        /// The stream is moved to a suspended null sink, `audiosession-parked` (PulseAudio's pause).
        case park
    }

    /// How silence is done.
    package var silence = Silence.auto
    /// The linear gain of a duck.
    package var duckLevel = 0.2
    /// How long a duck takes to apply and to lift, in nanoseconds (10 steps; 0 for one step).
    package var duckRampNanoseconds: Int64 = 500_000_000
    /// The journal (rule SV4), or none.
    package var journalPath: String?

    /// The defaults: `auto`, 0.2, 500 ms, no journal.
    package init() {}

    /// The method `auto` comes to on a server that can or cannot pause streams.
    package func silenceMethod(canPause: Bool) -> Silence {
        switch silence {
        case .auto: canPause ? .pause : .mute
        case .pause: canPause ? .pause : .mute
        default: silence
        }
    }
}
