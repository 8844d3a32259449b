import AudioSessionEngine

/// One gain change of one source on one port: when, what changed, from and to which gain, over which ramp, and why.
public struct SoundCue: Hashable, Sendable {
    /// What changed.
    public enum Kind: String, Hashable, Sendable {
        /// The source started or stopped reaching the port (play, stop, interruption, silencing, route move).
        case route
        /// Ducking began or ended (rule D1).
        case duck
        /// The source's sound engine was suspended or woken.
        case engine
        /// A bus was muted or unmuted.
        case bus
    }

    /// The decision's instant, since time 0.
    public var time: TimeSpan
    /// The port.
    public var port: PortID
    /// The source's name.
    public var source: String
    /// What changed.
    public var kind: Kind
    /// The bus, for ``Kind/bus``.
    public var bus: String?
    /// The gain before, in dB (`nil` for silence).
    public var from: Double?
    /// The gain after, in dB (`nil` for silence).
    public var to: Double?
    /// Where the ramp starts and ends, in samples.
    public var rampStart: Int64
    /// Where the ramp ends, in samples.
    public var rampEnd: Int64
    /// Why.
    public var reason: SoundReason
}
