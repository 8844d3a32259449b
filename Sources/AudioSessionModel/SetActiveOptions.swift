/// Options for deactivating a session; mirrors `AVAudioSession.SetActiveOptions`.
public struct SetActiveOptions: OptionSet, Hashable, Sendable, Codable {
    /// The SDK's bits.
    public var rawValue: UInt
    /// Wraps the SDK's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell interrupted sessions they may resume; mirrors `AVAudioSession.SetActiveOptions.notifyOthersOnDeactivation` (`1`).
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
}
