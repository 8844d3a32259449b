/// Options for deactivating a session; mirrors `AVAudioSession.SetActiveOptions`.
///
/// Printed by name; bits this model does not know are kept and printed in hex.
public struct SetActiveOptions: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The SDK's bits.
    public var rawValue: UInt
    /// Wraps the SDK's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell interrupted sessions they may resume; mirrors
    /// `AVAudioSession.SetActiveOptions.notifyOthersOnDeactivation` (`1`).
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)

    /// The known options with their Swift names.
    public static let namedMembers: [(name: String, value: SetActiveOptions)] = [
        ("notifyOthersOnDeactivation", .notifyOthersOnDeactivation)
    ]

    /// `[notifyOthersOnDeactivation]`, with unknown bits in hex.
    public var description: String { OptionSetText.describe(rawValue, namedMembers: Self.namedMembers) }
}
