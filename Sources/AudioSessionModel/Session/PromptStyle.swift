/// What kind of voice prompt fits now; mirrors `AVAudioSession.PromptStyle` with the SDK's raw values.
public struct PromptStyle: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Play no prompt; mirrors `AVAudioSession.PromptStyle.none`.
    public static let `none` = PromptStyle(rawValue: fourCC("none"))
    /// Short, non-verbal prompts; mirrors `AVAudioSession.PromptStyle.short`.
    public static let short = PromptStyle(rawValue: fourCC("shrt"))
    /// Full prompts; mirrors `AVAudioSession.PromptStyle.normal`.
    public static let normal = PromptStyle(rawValue: fourCC("nrml"))

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: PromptStyle)] = [
        ("none", .none), ("short", .short), ("normal", .normal),
    ]
}
