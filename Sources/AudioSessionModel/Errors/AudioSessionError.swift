/// An error as the audio session reports it: an `AVAudioSession.ErrorCode` and a message.
///
/// Equality and hashing look at the code only, so `error == AudioSessionError(.badParam)` reads naturally.
public struct AudioSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The SDK's error code.
    public var code: Code
    /// What went wrong and where it would have been valid.
    public var message: String {
        get {
            switch text {
            case .written(let message): message
            case .deferred(let message): message.text
            }
        }
        set { text = .written(newValue) }
    }
    /// The rule that decided the error, when its message names one (`A1`, `C3`), typed so that code asks for it
    /// instead of reading it out of the message (not in the SDK).
    public var rule: RuleID?
    private var text: Text

    /// The message as given, or kept in pieces until read.
    private enum Text: Sendable {
        case written(String)
        case deferred(DeferredMessage)
    }

    /// An error with a code and a message, and the rule that decided it, if any.
    public init(_ code: Code, _ message: String = "", rule: RuleID? = nil) {
        self.code = code
        self.rule = rule
        self.text = .written(message)
    }

    /// An error whose message is joined only if it is read (engines return many errors nobody prints).
    package init(_ code: Code, deferred message: DeferredMessage, rule: RuleID? = nil) {
        self.code = code
        self.rule = rule
        self.text = .deferred(message)
    }

    /// Compares codes only.
    public static func == (lhs: AudioSessionError, rhs: AudioSessionError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code only.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `badParam '-50': message`, as the CLI prints it.
    public var description: String {
        message.isEmpty ? "\(code.name) \(code)" : "\(code.name) \(code): \(message)"
    }
}

extension AudioSessionError {
    /// An `AVAudioSession.ErrorCode` value: an `OSStatus`, usually a four-character code.
    public struct Code: NamedConstant, Codable {
        /// The `OSStatus` value.
        public var rawValue: Int
        /// Wraps an `OSStatus`, known or not.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Success; mirrors `AVAudioSession.ErrorCode.none` (0).
        public static let none = Code(rawValue: 0)
        /// `'msrv'`: media services failed; mirrors `AVAudioSession.ErrorCode.mediaServicesFailed`.
        public static let mediaServicesFailed = Code(fourCharacterCode: "msrv")
        /// `'!act'`: deactivated with I/O running; mirrors `AVAudioSession.ErrorCode.isBusy`.
        public static let isBusy = Code(fourCharacterCode: "!act")
        /// `'!cat'`: not supported by the category; mirrors `AVAudioSession.ErrorCode.incompatibleCategory`.
        public static let incompatibleCategory = Code(fourCharacterCode: "!cat")
        /// `'!int'`: non-mixable activation from the background; mirrors
        /// `AVAudioSession.ErrorCode.cannotInterruptOthers`.
        public static let cannotInterruptOthers = Code(fourCharacterCode: "!int")
        /// `'ent?'`: a required entitlement is missing; mirrors `AVAudioSession.ErrorCode.missingEntitlement`.
        public static let missingEntitlement = Code(fourCharacterCode: "ent?")
        /// `'siri'`: Siri is recording; mirrors `AVAudioSession.ErrorCode.siriIsRecording`.
        public static let siriIsRecording = Code(fourCharacterCode: "siri")
        /// `'!pla'`: playing is not allowed; mirrors `AVAudioSession.ErrorCode.cannotStartPlaying`.
        public static let cannotStartPlaying = Code(fourCharacterCode: "!pla")
        /// `'!rec'`: recording is not allowed; mirrors `AVAudioSession.ErrorCode.cannotStartRecording`.
        public static let cannotStartRecording = Code(fourCharacterCode: "!rec")
        /// `-50`: an illegal value; mirrors `AVAudioSession.ErrorCode.badParam`.
        public static let badParam = Code(rawValue: -50)
        /// `'!pri'`: another session has priority; mirrors `AVAudioSession.ErrorCode.insufficientPriority`.
        public static let insufficientPriority = Code(fourCharacterCode: "!pri")
        /// `'!res'`: not enough hardware; mirrors `AVAudioSession.ErrorCode.resourceNotAvailable`.
        public static let resourceNotAvailable = Code(fourCharacterCode: "!res")
        /// `'what'`: unspecified; mirrors `AVAudioSession.ErrorCode.unspecified`.
        public static let unspecified = Code(fourCharacterCode: "what")
        /// `'!ses'`: the session was destroyed; mirrors `AVAudioSession.ErrorCode.expiredSession`.
        public static let expiredSession = Code(fourCharacterCode: "!ses")
        /// `'inac'`: the session must be active; mirrors `AVAudioSession.ErrorCode.sessionNotActive`.
        public static let sessionNotActive = Code(fourCharacterCode: "inac")

        /// The known codes with their Swift names.
        public static let namedCases: [(name: String, value: Code)] = [
            ("none", .none), ("mediaServicesFailed", .mediaServicesFailed), ("isBusy", .isBusy),
            ("incompatibleCategory", .incompatibleCategory), ("cannotInterruptOthers", .cannotInterruptOthers),
            ("missingEntitlement", .missingEntitlement), ("siriIsRecording", .siriIsRecording),
            ("cannotStartPlaying", .cannotStartPlaying), ("cannotStartRecording", .cannotStartRecording),
            ("badParam", .badParam), ("insufficientPriority", .insufficientPriority),
            ("resourceNotAvailable", .resourceNotAvailable), ("unspecified", .unspecified),
            ("expiredSession", .expiredSession), ("sessionNotActive", .sessionNotActive),
        ]

        /// The code whose big-endian bytes spell four ASCII characters (`"!pri"`).
        public init(fourCharacterCode code: String) {
            precondition(code.utf8.count == 4, "a four-character code has four ASCII characters")
            self.init(rawValue: code.utf8.reduce(0) { $0 << 8 | Int($1) })
        }

        /// The four characters, when the value spells four printable ASCII characters.
        public var fourCharacterCode: String? {
            guard rawValue > 0, rawValue <= 0xFFFF_FFFF else { return nil }
            let bytes = (0..<4).reversed().map { UInt8((rawValue >> ($0 * 8)) & 0xFF) }
            guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Looks up a known code the way people write one: its Swift name (`insufficientPriority`), its four-character
        /// code with or without quotes (`'!pri'`, `!pri`), or its value in decimal (`561017449`, `-50`) or hex
        /// (`0x21707269`).
        public init?(parsing text: String) {
            if let named = Code(name: text) {
                self = named
                return
            }
            var candidates: [Code] = []
            var unquoted = Substring(text)
            if unquoted.count == 6, unquoted.first == "'", unquoted.last == "'" {
                unquoted = unquoted.dropFirst().dropLast()
            }
            if unquoted.utf8.count == 4, unquoted.unicodeScalars.allSatisfy({ $0.isASCII }) {
                candidates.append(Code(fourCharacterCode: String(unquoted)))
            }
            if let value = Int(text) { candidates.append(Code(rawValue: value)) }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) {
                candidates.append(Code(rawValue: value))
            }
            guard let known = candidates.first(where: { $0.knownName != nil }) else { return nil }
            self = known
        }

        /// The Swift name, or `code(N)` for an unknown value.
        public var name: String { knownName ?? "code(\(rawValue))" }

        /// `'!pri' (561017449)`, or `-50` for codes that are not four characters.
        public var description: String {
            if let fourCC = fourCharacterCode { return "'\(fourCC)' (\(rawValue))" }
            return "\(rawValue)"
        }
    }
}

/// Matches an error against a code in a `catch` pattern: `catch AudioSessionError.Code.badParam`.
public func ~= (code: AudioSessionError.Code, error: any Error) -> Bool {
    (error as? AudioSessionError)?.code == code
}
