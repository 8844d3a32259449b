/// Why a session was interrupted; mirrors `AVAudioSession.InterruptionReason` with the SDK's raw values.
public struct InterruptionReason: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Another session or system audio activated; mirrors `AVAudioSession.InterruptionReason.default`.
    public static let `default` = InterruptionReason(rawValue: 0)
    /// Deprecated: the app was suspended; mirrors `AVAudioSession.InterruptionReason.appWasSuspended`.
    public static let appWasSuspended = InterruptionReason(rawValue: 1)
    /// The built-in mic was muted in hardware; mirrors `AVAudioSession.InterruptionReason.builtInMicMuted`.
    public static let builtInMicMuted = InterruptionReason(rawValue: 2)
    /// VisionOS: the scene went to the background; mirrors `AVAudioSession.InterruptionReason.sceneWasBackgrounded`.
    public static let sceneWasBackgrounded = InterruptionReason(rawValue: 3)
    /// The Now Playing route disconnected; mirrors `AVAudioSession.InterruptionReason.routeDisconnected`.
    public static let routeDisconnected = InterruptionReason(rawValue: 4)
    /// The device was taken off or locked; mirrors `AVAudioSession.InterruptionReason.deviceUnauthenticated`.
    public static let deviceUnauthenticated = InterruptionReason(rawValue: 5)

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: InterruptionReason)] = [
        ("default", .default), ("appWasSuspended", .appWasSuspended), ("builtInMicMuted", .builtInMicMuted),
        ("sceneWasBackgrounded", .sceneWasBackgrounded), ("routeDisconnected", .routeDisconnected),
        ("deviceUnauthenticated", .deviceUnauthenticated),
    ]
}
