/// An option a session has without the app giving it (rule C4), and what implies it.
///
/// `setCategory(.playAndRecord, mode: .videoChat, options: [.duckOthers])` reads back `allowBluetoothHFP` and
/// `defaultToSpeaker` (implied by the mode) and `mixWithOthers` (implied by `duckOthers`); mirrors what
/// `AVAudioSession.categoryOptions` reports beyond the options set.
public struct OptionImplication: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The Swift name of the implied option (`mixWithOthers`).
    public var name: String
    /// What implies it, in order: `mode videoChat`, `option duckOthers`.
    public var impliedBy: [String]

    /// An implied option and what implies it.
    public init(name: String, impliedBy: [String]) {
        self.name = name
        self.impliedBy = impliedBy
    }

    /// The implied option, or `nil` if the name is not a known option.
    public var option: CategoryOptions? { CategoryOptions(name: name) }

    /// `mixWithOthers (implied by option duckOthers)`.
    public var description: String { "\(name) (implied by \(impliedBy.joined(separator: ", ")))" }
}
