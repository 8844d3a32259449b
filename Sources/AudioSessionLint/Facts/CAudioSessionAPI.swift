/// The C Audio Session API (`AudioToolbox/AudioSession.h`), deprecated since iOS 7 and removed from the SDKs'
/// Swift interface: what `deprecated-c-api` reports, and what replaces each function in `AVAudioSession`.
enum CAudioSessionAPI {
    /// A call of one of its functions.
    struct Call: Sendable {
        /// The function's name (`AudioSessionSetProperty`).
        var name: String
        /// 1-based line of the call.
        var line: Int
        /// 1-based column of the call.
        var column: Int
    }

    /// Each function, with what replaces it.
    static let replacements: [String: String] = [
        "AudioSessionInitialize":
            "AVAudioSession.sharedInstance(), with interruptionNotification observed instead of the interruption "
            + "listener",
        "AudioSessionSetActive": "setActive(_:options:)",
        "AudioSessionSetActiveWithFlags": "setActive(_:options:) with .notifyOthersOnDeactivation",
        "AudioSessionSetProperty":
            "the AVAudioSession method for the property: setCategory(_:mode:options:), setMode(_:), "
            + "overrideOutputAudioPort(_:), setPreferredSampleRate(_:) or setPreferredIOBufferDuration(_:)",
        "AudioSessionGetProperty":
            "the AVAudioSession property: category, currentRoute, sampleRate, outputVolume, "
            + "secondaryAudioShouldBeSilencedHint",
        "AudioSessionGetPropertySize": "the AVAudioSession property, read directly",
        "AudioSessionAddPropertyListener":
            "routeChangeNotification for routes, and key-value observing of outputVolume for the volume",
        "AudioSessionRemovePropertyListener": "removing the notification observer",
        "AudioSessionRemovePropertyListenerWithUserData": "removing the notification observer",
    ]

    /// Whether `name` is a function of the C API.
    static func isFunction(_ name: String) -> Bool {
        name.hasPrefix("AudioSession") && replacements[name] != nil
    }
}
