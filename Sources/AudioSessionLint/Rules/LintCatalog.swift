/// Each lint rule's explanation, an example of code it finds, and the fix: what `audiosession explain ID` prints.
public enum LintCatalog {
    /// One rule's entry.
    public struct Entry: Hashable, Sendable, Codable {
        /// The rule's id.
        public var id: String
        /// `error` or `warning`.
        public var severity: LintRule.Severity
        /// The behaviour rules that decide it.
        public var rules: String
        /// What it finds and why it matters at run time.
        public var explanation: String
        /// Code it reports.
        public var example: String
        /// How to fix it.
        public var fix: String
    }

    /// The entry for `rule`.
    public static func entry(for rule: LintRule) -> Entry {
        let (explanation, example, fix) = texts[rule.id] ?? ("", "", "")
        return Entry(
            id: rule.id, severity: rule.severity, rules: rule.behaviourRules, explanation: explanation,
            example: example, fix: fix)
    }

    /// The entry for an id, if it is a lint rule's.
    public static func entry(forID id: String) -> Entry? {
        LintRule(id: id).map(entry(for:))
    }

    /// The entry as `explain` prints it.
    public static func text(_ entry: Entry) -> String {
        let decided = entry.rules.isEmpty ? "" : " (decided by \(entry.rules))"
        return """
            \(entry.id): lint rule, \(entry.severity.rawValue)\(decided)
            \(entry.explanation)

            Example:
            \(entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))

            Fix: \(entry.fix)
            """
    }

    private static let texts: [String: (String, String, String)] = [
        "invalid-options": (
            "An option that is not valid with the category: setCategory fails with -50 (badParam) and the session "
                + "keeps its previous category, so the app plays with the wrong behaviour. The verdict is "
                + "`audiosession check`'s.",
            "try session.setCategory(.playback, options: [.defaultToSpeaker])",
            "Use options the category allows (`audiosession check --category C --options O` tells which), or the "
                + "category the options are meant for: defaultToSpeaker and allowBluetooth(HFP) need playAndRecord."
        ),
        "invalid-mode": (
            "A mode that is not valid with the category: setCategory or setMode fails with -50 (badParam).",
            "try session.setCategory(.playback, mode: .voiceChat)",
            "Use a mode the category allows: voiceChat, videoChat and gameChat need playAndRecord."
        ),
        "invalid-policy": (
            "A route-sharing policy with a category, mode or options it does not allow: setCategory fails with -50.",
            "try session.setCategory(.playAndRecord, mode: .default, policy: .longFormAudio)",
            "longFormAudio needs category playback and takes no options; drop the policy or change the category."
        ),
        "override-needs-play-and-record": (
            "overrideOutputAudioPort(.speaker) only works in playAndRecord; in any other category it fails with "
                + "-50 and the audio stays on the current route.",
            "try session.setCategory(.playback)\ntry session.overrideOutputAudioPort(.speaker)",
            "Set playAndRecord (or add defaultToSpeaker to it) before overriding, or drop the override: playback "
                + "already plays on the speaker when nothing is connected."
        ),
        "no-interruption-handling": (
            "The target activates a session but observes AVAudioSession.interruptionNotification nowhere. A phone "
                + "call, an alarm or Siri deactivates the session; when the interruption ends, only an app that "
                + "observes the notification can reactivate and resume.",
            "try AVAudioSession.sharedInstance().setActive(true)\n// no observer of interruptionNotification",
            "Observe AVAudioSession.interruptionNotification; on .ended with .shouldResume, call setActive(true) "
                + "and resume playback."
        ),
        "no-reset-handling": (
            "The target activates a session but observes mediaServicesWereResetNotification nowhere. When the media "
                + "server restarts, every session returns to soloAmbient and inactive, and players stop working.",
            "try AVAudioSession.sharedInstance().setActive(true)\n// no observer of mediaServicesWereResetNotification",
            "Observe AVAudioSession.mediaServicesWereResetNotification: rebuild players and audio engines and set "
                + "the category again."
        ),
        "background-audio-mode-missing": (
            "A category that can run in the background (playback, playAndRecord, record, multiRoute) is set and a "
                + "session activated, but no app Info.plist of the target lists audio in UIBackgroundModes: the app "
                + "is suspended when it leaves the foreground and its audio stops. Checked only when the linted "
                + "paths hold an app's Info.plist.",
            "try session.setCategory(.playback)\ntry session.setActive(true)\n// Info.plist: no UIBackgroundModes",
            "Add audio to UIBackgroundModes (Signing & Capabilities, Background Modes, Audio) if the app must keep "
                + "playing in the background; otherwise this category is not needed for background audio."
        ),
        "mic-prompt-at-launch": (
            "record or playAndRecord is set and the session activated in application(_:didFinishLaunchingWithOptions:)"
                + " or an App initializer: activating a recording session asks for the microphone, so the "
                + "permission prompt appears at first launch, with no context for the user.",
            "func application(_ application: UIApplication, didFinishLaunchingWithOptions ...) -> Bool {\n"
                + "    try? session.setCategory(.playAndRecord)\n    try? session.setActive(true)\n}",
            "Set playback (or ambient) at launch and switch to a recording category when the user starts a feature "
                + "that records."
        ),
        "bluetooth-hfp-for-playback": (
            "playAndRecord with allowBluetooth (HFP) and without allowBluetoothA2DP, in a mode other than voiceChat, "
                + "videoChat or gameChat: on Bluetooth headphones the route is the hands-free profile, so music and "
                + "sound play in narrow-band call quality. Recording is exempt: hands-free is the only way to the "
                + "headset's microphone, so a configuration in a file that records (in the same function or elsewhere "
                + "in the file: AVAudioRecorder, an AVAudioEngine input node or tap, speech recognition, an AudioQueue "
                + "input, a voice-processing or capture session, WebRTC, a record-permission request, or the record "
                + "category) is not reported. The exemption is the file's own: another file of the target that sets "
                + "the same configuration for playback is still reported.",
            "try session.setCategory(.playAndRecord, options: [.allowBluetooth])",
            "Add allowBluetoothA2DP for high-quality playback (the microphone then comes from the device), or use "
                + "a chat mode when the app is a call."
        ),
        "mixable-with-remote-commands": (
            "Every category the target sets mixes with others, and the target adds MPRemoteCommandCenter handlers: "
                + "a mixable session never becomes the Now Playing app, so the lock screen and headphone controls "
                + "never reach it.",
            "try session.setCategory(.playback, options: [.mixWithOthers])\n"
                + "MPRemoteCommandCenter.shared().playCommand.addTarget { _ in .success }",
            "Drop mixWithOthers while the app plays its own content, or drop the remote command handlers."
        ),
        "deactivate-without-notify": (
            "setActive(false) without .notifyOthersOnDeactivation, by a session that interrupts or ducks others: "
                + "the apps it interrupted are never told their interruption ended, so they do not resume, and the "
                + "apps it ducked are not told it deactivated either.",
            "try session.setActive(false)",
            "Deactivate with try session.setActive(false, options: .notifyOthersOnDeactivation)."
        ),
        "activate-to-read": (
            "setActive(true) whose only purpose in the function is reading outputVolume, availableInputs or "
                + "currentRoute (logging, error handling and reading other session properties such as category "
                + "aside): these read the same without activation, and activating a non-mixable session interrupts "
                + "the music or podcast the user is listening to.",
            "func isHeadphonesConnected() -> Bool {\n    try? session.setActive(true)\n"
                + "    return session.currentRoute.outputs.contains { $0.portType == .headphones }\n}",
            "Remove the setActive(true) call; activate only when the app starts its own audio."
        ),
        "deprecated-c-api": (
            "A call of the C Audio Session API (AudioSessionInitialize, AudioSessionSetActive, "
                + "AudioSessionSetProperty, AudioSessionGetProperty, AudioSessionAddPropertyListener), deprecated "
                + "since iOS 7 and absent from Swift's view of the SDK: the linter does not read what it configures, "
                + "so none of the other rules check that code. Each finding names the AVAudioSession replacement.",
            "AudioSessionInitialize(NULL, NULL, interruptionListener, (__bridge void *)self);\n"
                + "UInt32 category = kAudioSessionCategory_MediaPlayback;\n"
                + "AudioSessionSetProperty(kAudioSessionProperty_AudioCategory, sizeof(category), &category);",
            "Move to AVAudioSession: [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback "
                + "error:&error], setActive:error:, and interruptionNotification instead of the listener; then lint "
                + "again."
        ),
        "parse": (
            "A file that could not be read or parsed (binary, not UTF-8, too large, nested too deeply, or a syntax "
                + "error), or a path the search does not enter (a link to a folder, a FIFO, a folder too deep): it "
                + "is skipped and reported as a warning, and the other files are still linted.",
            "let x = [1, 2",
            "Fix the file, or pass only source folders to lint."
        ),
    ]
}
