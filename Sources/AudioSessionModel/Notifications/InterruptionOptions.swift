/// Options delivered with an ended interruption; mirrors `AVAudioSession.InterruptionOptions`.
///
/// Printed by name; bits this model does not know are kept and printed in hex.
public struct InterruptionOptions: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The SDK's bits.
    public var rawValue: UInt
    /// Wraps the SDK's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Resuming without user input is appropriate; mirrors `AVAudioSession.InterruptionOptions.shouldResume` (`1`).
    public static let shouldResume = InterruptionOptions(rawValue: 1)

    /// The known options with their Swift names.
    public static let namedMembers: [(name: String, value: InterruptionOptions)] = [("shouldResume", .shouldResume)]

    /// `[shouldResume]`, with unknown bits in hex: `[shouldResume, 0x8]`.
    public var description: String { OptionSetText.describe(rawValue, namedMembers: Self.namedMembers) }
}
