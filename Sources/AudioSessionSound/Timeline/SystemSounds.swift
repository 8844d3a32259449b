/// The voices of the system's own sounds: Music, the ringtone, the other party of a call, the alarm and Siri.
public struct SystemSounds: Hashable, Sendable {
    /// The built-in Music app (default: a sine at 330 Hz).
    public var music = [Voice(.tone(frequency: 330))]
    /// A ringing call (default: 1,200 Hz).
    public var ringtone = [Voice(.tone(frequency: 1_200))]
    /// The other party of a connected call (default: 300 Hz).
    public var call = [Voice(.tone(frequency: 300))]
    /// A ringing alarm (default: 1,500 Hz).
    public var alarm = [Voice(.tone(frequency: 1_500))]
    /// Siri listening (default: 1,800 Hz at -18 dB).
    public var siri = [Voice(.tone(frequency: 1_800), level: -18)]

    /// The defaults.
    public init() {}
}
