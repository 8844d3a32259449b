import AudioSessionModel

/// One call on a receiver resolved to `AVAudioSession`, with its arguments as far as they could be read.
struct SessionCall: Sendable {
    /// The properties whose reading `activate-to-read` is about.
    static let readProperties: Set<String> = ["outputVolume", "availableInputs", "currentRoute"]

    /// What the call does.
    enum Kind: Sendable {
        /// `setCategory(_:mode:policy:options:)` and its shorter forms.
        case setCategory(
            category: Resolved<Category>, mode: Resolved<Mode>, options: Resolved<CategoryOptions>,
            policy: Resolved<RouteSharingPolicy>)
        /// `setMode(_:)`.
        case setMode(Resolved<Mode>)
        /// `setActive(_:options:)`; `notifyOthers` is whether `.notifyOthersOnDeactivation` is given.
        case setActive(Resolved<Bool>, notifyOthers: Resolved<Bool>)
        /// `overrideOutputAudioPort(_:)`; `true` for `.speaker`.
        case overrideToSpeaker(Resolved<Bool>)
        /// A read of `outputVolume`, `availableInputs` or `currentRoute` (or a key-value observation of one).
        case read(String)
        /// Any other method of the session.
        case other(String)
    }

    /// What the call does.
    var kind: Kind
    /// 1-based line of the call.
    var line: Int
    /// 1-based column of the call.
    var column: Int
    /// The index of the function that holds it, in ``FileFacts/functions``.
    var function: Int
    /// Whether it sits in a closure or block inside that function (it may run later).
    var inClosure: Bool
    /// Where the call is, in the file's own units (UTF-8 offset for Swift, token index for Objective-C).
    var position: Int
    /// The stretch of the file, in the same units, in which code after the call surely runs after it: the
    /// innermost block, `switch` case or brace-less `if` statement that holds it.
    var reach: Range<Int>

    /// Whether this call surely ran before `later` in the same function: `later` is inside its reach.
    func dominates(_ later: SessionCall) -> Bool {
        function == later.function && position < later.position && reach.contains(later.position)
    }
}

/// A function, method, initializer or top-level block of a source file.
struct FunctionFacts: Sendable {
    /// `application(_:didFinishLaunchingWithOptions:)`, `application:didFinishLaunchingWithOptions:`, `init`.
    var name: String
    /// Whether it runs at launch: `application(_:didFinishLaunchingWithOptions:)` or an `App`'s initializer.
    var runsAtLaunch: Bool
    /// Calls in it that are neither session calls nor reading helpers (`print`, `contains`).
    var otherCalls: Int = 0
}

/// What one source file tells the rules.
struct FileFacts: Sendable {
    /// The path as the user gave it.
    var path: String
    /// Session calls in source order.
    var calls: [SessionCall] = []
    /// The functions calls point into; index 0 is the file's top level.
    var functions: [FunctionFacts] = [FunctionFacts(name: "top level", runsAtLaunch: false)]
    /// Whether code or a string names the interruption notification or an interruption handler.
    var mentionsInterruption = false
    /// Whether code or a string names the media-services-reset notification or a reset handler.
    var mentionsReset = false
    /// Whether the file adds `MPRemoteCommandCenter` handlers.
    var handlesRemoteCommands = false
    /// Whether code names a way of capturing audio (`AVAudioRecorder`, an engine's `inputNode`, speech recognition,
    /// an `AudioQueue` input, WebRTC, a record-permission request).
    var recordsAudio = false
    /// Calls of the deprecated C Audio Session API, in source order.
    var cAPICalls: [CAudioSessionAPI.Call] = []
    /// Why the file was skipped, if it was.
    var problem: (message: String, line: Int, column: Int)?
}

/// Text signals shared by both languages, searched byte by byte (identifiers and strings are mostly short).
enum Mentions {
    private static let interruptionNeedles = [Array("nterruption".utf8), Array("RTCAudioSession".utf8)]
    private static let resetNeedles = [
        Array("ediaServicesWereReset".utf8), Array("ediaServerReset".utf8), Array("ediaServicesReset".utf8),
        Array("RTCAudioSession".utf8),
    ]

    private static let recordingNeedles = [
        "AVAudioRecorder", "installTap", "inputNode", "SFSpeech", "AudioQueueNewInput", "EnableIO", "AVCaptureAudio",
        "RTCPeerConnection", "RTCAudioSession", "RecordPermission", "AVAudioSinkNode", "setPreferredInput",
        "AgoraRtcEngine", "VoiceProcessingIO", "AVAudioInputNode", "AVCaptureSession", "MicrophoneEnabled", "WebRTC",
    ].map { Array($0.utf8) }

    /// Whether an identifier names a way of capturing audio from the microphone.
    static func recording(_ text: String) -> Bool {
        text.utf8.count >= 8 && containsAny(text, recordingNeedles)
    }

    /// Whether an identifier or string names interruption handling, or WebRTC's `RTCAudioSession`, which observes
    /// the notification itself and forwards it to its delegates.
    static func interruption(_ text: String) -> Bool {
        text.utf8.count >= 11 && containsAny(text, interruptionNeedles)
    }

    /// Whether an identifier or string names media-services-reset handling, or WebRTC's `RTCAudioSession`.
    static func reset(_ text: String) -> Bool {
        text.utf8.count >= 15 && containsAny(text, resetNeedles)
    }

    private static func containsAny(_ text: String, _ needles: [[UInt8]]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            needles.contains { needle in
                guard bytes.count >= needle.count else { return false }
                var start = 0
                while start + needle.count <= bytes.count {
                    if bytes[start] == needle[0] {
                        var offset = 1
                        while offset < needle.count && bytes[start + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
