import AudioSessionModel

/// The configuration a component needs for a scope, such as an ad or a call (not in the SDK; the seeds' SDKs set
/// it with `setCategory(_:mode:options:)` and `setActive(true)`, then restore what was there).
public struct BorrowedConfiguration: Hashable, Sendable {
    /// When the session already suits the borrower, so that nothing is set (not in the SDK).
    public enum Matching: Hashable, Sendable {
        /// Only this exact configuration suits: any difference is set.
        case configuration
        /// Any configuration in the same category suits, as the XappAds plugin does with `playAndRecord`.
        case category
    }

    /// Category, mode, options and policy for the scope (not in the SDK).
    public var configuration: SessionConfiguration
    /// When the current configuration already suits (not in the SDK).
    public var matching: Matching
    /// Whether the scope needs the session active (not in the SDK); the borrower holds it until the scope ends.
    public var activates: Bool
    /// Whether the restore keeps what the host changed during the scope (a category, a preferred input, an
    /// override set by the app meanwhile) instead of bringing back the state before the scope (not in the SDK).
    public var keepsHostChanges = false

    /// A borrowed configuration (not in the SDK).
    public init(_ configuration: SessionConfiguration, matching: Matching = .configuration, activates: Bool = true) {
        self.configuration = configuration
        self.matching = matching
        self.activates = activates
    }

    /// A borrowed configuration from its parts (not in the SDK).
    public init(
        category: AudioSession.Category, mode: AudioSession.Mode = .default, options: CategoryOptions = [],
        policy: RouteSharingPolicy = .default,
        matching: Matching = .configuration, activates: Bool = true
    ) {
        self.init(
            SessionConfiguration(category: category, mode: mode, options: options, policy: policy), matching: matching,
            activates: activates)
    }

    /// What the XappAds plugin needs to play an ad: `playAndRecord` with `defaultToSpeaker`, left alone when the
    /// session is already in `playAndRecord`.
    public static let adPlayback = BorrowedConfiguration(
        category: .playAndRecord, options: [.defaultToSpeaker], matching: .category)

    /// ``adPlayback`` with `allowBluetoothA2DP`: the ad plays on the user's Bluetooth headphones in their high-quality
    /// output profile, as the host's audio did, instead of the speaker (not in the SDK).
    ///
    /// In `playAndRecord` a Bluetooth device is a route only with an option: with none the ad leaves the headphones
    /// for the speaker (`defaultToSpeaker`); with `allowBluetoothHFP` (the deprecated `allowBluetooth`) the headphones
    /// drop to the hands-free profile, low quality and with their microphone, which the XappAds seed warns about
    /// (rules R4, R11). `allowBluetoothA2DP` keeps them on A2DP, output only, with the built-in microphone. Like
    /// ``adPlayback`` it leaves a session already in `playAndRecord` alone.
    public static let adPlaybackOverBluetoothA2DP = BorrowedConfiguration(
        category: .playAndRecord, options: [.defaultToSpeaker, .allowBluetoothA2DP], matching: .category)

    /// What the Sinch SDK needs for a call: `playAndRecord` in mode `voiceChat`.
    public static let voiceCall = BorrowedConfiguration(category: .playAndRecord, mode: .voiceChat)

    /// This configuration, keeping what the host changes during the scope (not in the SDK).
    public func keepingHostChanges() -> BorrowedConfiguration {
        var copy = self
        copy.keepsHostChanges = true
        return copy
    }

    /// Whether a session in `current` can serve the scope as it is (not in the SDK).
    public func isSatisfied(by current: SessionConfiguration) -> Bool {
        switch matching {
        case .configuration: current == configuration
        case .category: current.category == configuration.category
        }
    }
}
