/// Options delivered with an ended interruption; mirrors `AVAudioSession.InterruptionOptions`.
public struct InterruptionOptions: OptionSet, Hashable, Sendable, Codable {
    /// The SDK's bits.
    public var rawValue: UInt
    /// Wraps the SDK's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Resuming without user input is appropriate; mirrors `AVAudioSession.InterruptionOptions.shouldResume` (`1`).
    public static let shouldResume = InterruptionOptions(rawValue: 1)
}
