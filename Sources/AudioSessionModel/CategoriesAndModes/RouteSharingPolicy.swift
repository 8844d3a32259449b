/// How a session shares the output route with others; mirrors `AVAudioSession.RouteSharingPolicy`.
///
/// The SDK declares this as `NS_ENUM(NSUInteger)`, so the raw value is the SDK's number, not a string.
public struct RouteSharingPolicy: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Follow the system route; mirrors `AVAudioSession.RouteSharingPolicy.default`.
    public static let `default` = RouteSharingPolicy(rawValue: 0)
    /// The shared long-form audio route (Music, Podcasts); mirrors `AVAudioSession.RouteSharingPolicy.longFormAudio`.
    public static let longFormAudio = RouteSharingPolicy(rawValue: 1)
    /// Set by the system only; mirrors `AVAudioSession.RouteSharingPolicy.independent`.
    public static let independent = RouteSharingPolicy(rawValue: 2)
    /// The shared long-form video route; mirrors `AVAudioSession.RouteSharingPolicy.longFormVideo`.
    public static let longFormVideo = RouteSharingPolicy(rawValue: 3)
    /// The deprecated alias of ``longFormAudio``; mirrors `AVAudioSession.RouteSharingPolicy.longForm`.
    @available(*, deprecated, renamed: "longFormAudio")
    public static var longForm: RouteSharingPolicy { .longFormAudio }

    /// The known policies with their Swift names.
    public static let namedCases: [(name: String, value: RouteSharingPolicy)] = [
        ("default", .default), ("longFormAudio", .longFormAudio),
        ("independent", .independent), ("longFormVideo", .longFormVideo),
    ]

    /// The deprecated spelling `longForm`, accepted when parsing; mirrors `AVAudioSession.RouteSharingPolicy.longForm`.
    public static let aliases: [(name: String, value: RouteSharingPolicy)] = [("longForm", .longFormAudio)]
}
