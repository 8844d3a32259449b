import Foundation

/// `AVAudioSession` as the iOS 26.2 SDK imports it into Swift (`NS_SWIFT_SENDABLE`, so `Sendable`): the members the
/// package's adapter and SDK code use, with the SDK's names, optionality, `throws`, availability and deprecations.
///
/// Availability is declared as the SDK declares it for iOS, tvOS, watchOS and visionOS (members introduced after the
/// package's deployment targets carry their version), so that the deployment-target scan in the tests can see a use of
/// an iOS 17 member outside `if #available`; macOS, where the SDK has no `AVAudioSession`, is left out because the
/// stand-in is built only off Apple platforms.
///
/// Off Apple platforms nothing arbitrates: each instance holds its state, and an ``AVAudioSessionScript`` drives it
/// (routes, other audio, errors to throw, notifications to post) so that code written against the SDK can be run.
open class AVAudioSession: NSObject, @unchecked Sendable {
    let script = AVAudioSessionScript.State()

    /// `-init`: deprecated in the SDK (use `sharedInstance()`); here, a separate session for a test.
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use sharedInstance()")
    public override init() { super.init() }

    private static let shared = AVAudioSession()

    /// `+sharedInstance`.
    open class func sharedInstance() -> AVAudioSession { shared }

    // MARK: - Category, mode, options, policy

    /// `category`.
    open var category: Category { script.read { $0.category } }
    /// `categoryOptions`.
    open var categoryOptions: CategoryOptions { script.read { $0.options } }
    /// `mode`.
    open var mode: Mode { script.read { $0.mode } }
    /// `routeSharingPolicy` (iOS 11).
    open var routeSharingPolicy: RouteSharingPolicy { script.read { $0.policy } }

    /// `-setCategory:error:`.
    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, policy: .default, options: [])
    }
    /// `-setCategory:withOptions:error:`.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: .default, policy: .default, options: options)
    }
    /// `-setCategory:mode:options:error:` (iOS 10).
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: .default, options: options)
    }
    /// `-setCategory:mode:routeSharingPolicy:options:error:` (iOS 11).
    open func setCategory(
        _ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
    ) throws {
        try script.call("setCategory") { state in
            state.category = category
            state.mode = mode
            state.policy = policy
            state.options = options
        }
    }
    /// `-setMode:error:`.
    open func setMode(_ mode: Mode) throws {
        try script.call("setMode") { $0.mode = mode }
    }

    // MARK: - Activation

    /// `-setActive:withOptions:error:`. Deactivating while an engine runs stops it, deactivates, and throws
    /// `isBusy`, as iOS 18 does.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        try script.call(active ? "setActive(true)" : "setActive(false)") { $0.isActive = active }
        if !active, script.haltIO() {
            throw NSError(
                domain: NSOSStatusErrorDomain, code: ErrorCode.isBusy.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "deactivated with running I/O"])
        }
    }

    // MARK: - Routing

    /// `currentRoute`.
    open var currentRoute: AVAudioSessionRouteDescription { script.route }
    /// `availableInputs` (iOS 7).
    open var availableInputs: [AVAudioSessionPortDescription]? {
        script.read { $0.availableInputs?.map(\.description) }
    }
    /// `preferredInput` (iOS 7; not on watchOS).
    @available(watchOS, unavailable)
    open var preferredInput: AVAudioSessionPortDescription? { script.read { $0.preferredInput?.description } }
    /// `-setPreferredInput:error:` (iOS 7; not on watchOS).
    @available(watchOS, unavailable)
    open func setPreferredInput(_ inPort: AVAudioSessionPortDescription?) throws {
        let values = inPort.map {
            AVAudioSessionScript.PortValues(port: $0.portType, name: $0.portName, uid: $0.uid)
        }
        try script.call("setPreferredInput") { $0.preferredInput = values }
    }
    /// `-overrideOutputAudioPort:error:`.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {
        try script.call("overrideOutputAudioPort") { $0.portOverride = portOverride }
    }
    /// `inputAvailable` (getter `isInputAvailable`, iOS 6).
    open var isInputAvailable: Bool { script.read { $0.isInputAvailable } }

    // MARK: - Other audio, hints

    /// `otherAudioPlaying` (getter `isOtherAudioPlaying`).
    open var isOtherAudioPlaying: Bool { script.read { $0.isOtherAudioPlaying } }
    /// `secondaryAudioShouldBeSilencedHint` (iOS 8).
    open var secondaryAudioShouldBeSilencedHint: Bool { script.read { $0.secondaryAudioShouldBeSilencedHint } }
    /// `promptStyle` (iOS 13).
    open var promptStyle: PromptStyle { script.read { $0.promptStyle } }

    // MARK: - Permission (deprecated in favour of AVAudioApplication)

    /// `recordPermission` (deprecated iOS 17).
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use AVAudioApplication.shared.recordPermission")
    open var recordPermission: RecordPermission {
        RecordPermission(rawValue: UInt(AVAudioApplication.shared.recordPermission.rawValue)) ?? .undetermined
    }

    /// `-requestRecordPermission:` (deprecated iOS 17).
    /// The SDK's block is not `NS_SWIFT_SENDABLE`, so the closure is not `@Sendable`.
    @available(iOS, introduced: 7.0, deprecated: 17.0, message: "Use AVAudioApplication.requestRecordPermission")
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        AVAudioApplication.requestRecordPermission(completionHandler: response)
    }

    // MARK: - Interruption and route preferences

    /// `prefersNoInterruptionsFromSystemAlerts` (iOS 14.5).
    open var prefersNoInterruptionsFromSystemAlerts: Bool { script.read { $0.prefersNoInterruptionsFromSystemAlerts } }
    /// `-setPrefersNoInterruptionsFromSystemAlerts:error:` (iOS 14.5).
    open func setPrefersNoInterruptionsFromSystemAlerts(_ inValue: Bool) throws {
        try script.call("setPrefersNoInterruptionsFromSystemAlerts") {
            $0.prefersNoInterruptionsFromSystemAlerts = inValue
        }
    }
    /// `prefersInterruptionOnRouteDisconnect` (iOS 17, tvOS 17, watchOS 10).
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    open var prefersInterruptionOnRouteDisconnect: Bool { script.read { $0.prefersInterruptionOnRouteDisconnect } }
    /// `-setPrefersInterruptionOnRouteDisconnect:error:` (iOS 17, tvOS 17, watchOS 10).
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    open func setPrefersInterruptionOnRouteDisconnect(_ inValue: Bool) throws {
        try script.call("setPrefersInterruptionOnRouteDisconnect") { $0.prefersInterruptionOnRouteDisconnect = inValue }
    }

    // MARK: - Output mute (iOS 26)

    /// `outputMuted` (getter `isOutputMuted`; iOS 26, iOS only).
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    open var isOutputMuted: Bool { script.read { $0.isOutputMuted } }
    /// `-setOutputMuted:error:` (iOS 26, iOS only).
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    open func setOutputMuted(_ muted: Bool) throws {
        try script.call("setOutputMuted") { $0.isOutputMuted = muted }
    }

    // MARK: - Hardware preferences and values

    /// `preferredSampleRate`.
    open var preferredSampleRate: Double { script.read { $0.preferredSampleRate } }
    /// `-setPreferredSampleRate:error:`.
    open func setPreferredSampleRate(_ sampleRate: Double) throws {
        try script.call("setPreferredSampleRate") { $0.preferredSampleRate = sampleRate }
    }
    /// `sampleRate`.
    open var sampleRate: Double { script.read { $0.sampleRate } }
    /// `preferredIOBufferDuration` (`NSTimeInterval`).
    open var preferredIOBufferDuration: TimeInterval { script.read { $0.preferredIOBufferDuration } }
    /// `-setPreferredIOBufferDuration:error:`.
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {
        try script.call("setPreferredIOBufferDuration") { $0.preferredIOBufferDuration = duration }
    }
    /// `IOBufferDuration` (Swift `ioBufferDuration`).
    open var ioBufferDuration: TimeInterval { script.read { $0.ioBufferDuration } }
    /// `outputVolume` (0 to 1; KVO in the SDK).
    open var outputVolume: Float { script.read { $0.outputVolume } }
    /// `inputGain` (0 to 1).
    open var inputGain: Float { script.read { $0.inputGain } }
    /// `inputGainSettable` (getter `isInputGainSettable`).
    open var isInputGainSettable: Bool { script.read { $0.isInputGainSettable } }
    /// `-setInputGain:error:`.
    open func setInputGain(_ gain: Float) throws {
        try script.call("setInputGain") { $0.inputGain = gain }
    }
    /// `preferredInputNumberOfChannels`.
    open var preferredInputNumberOfChannels: Int { script.read { $0.preferredInputChannels } }
    /// `-setPreferredInputNumberOfChannels:error:`.
    open func setPreferredInputNumberOfChannels(_ count: Int) throws {
        try script.call("setPreferredInputNumberOfChannels") { $0.preferredInputChannels = count }
    }
    /// `preferredOutputNumberOfChannels`.
    open var preferredOutputNumberOfChannels: Int { script.read { $0.preferredOutputChannels } }
    /// `-setPreferredOutputNumberOfChannels:error:`.
    open func setPreferredOutputNumberOfChannels(_ count: Int) throws {
        try script.call("setPreferredOutputNumberOfChannels") { $0.preferredOutputChannels = count }
    }
    /// `maximumInputNumberOfChannels`.
    open var maximumInputNumberOfChannels: Int { script.read { $0.maximumInputChannels } }
    /// `maximumOutputNumberOfChannels`.
    open var maximumOutputNumberOfChannels: Int { script.read { $0.maximumOutputChannels } }
    /// `inputNumberOfChannels`.
    open var inputNumberOfChannels: Int { script.read { $0.maximumInputChannels > 0 ? 1 : 0 } }
    /// `outputNumberOfChannels`.
    open var outputNumberOfChannels: Int { script.read { min(2, $0.maximumOutputChannels) } }

    /// Not in the SDK: whether the category records and an input is there (what an engine's input node reads).
    var isStandInInputEnabled: Bool {
        script.read { values in
            [.record, .playAndRecord, .multiRoute].contains(values.category) && values.isInputAvailable
                && values.maximumInputChannels > 0
        }
    }

    // MARK: - Notification names

    /// `AVAudioSessionInterruptionNotification`: posted on the main thread.
    public class var interruptionNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionInterruptionNotification")
    }
    /// `AVAudioSessionRouteChangeNotification`: posted on a secondary thread.
    public class var routeChangeNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionRouteChangeNotification")
    }
    /// `AVAudioSessionMediaServicesWereLostNotification`: posted on the main thread.
    public class var mediaServicesWereLostNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionMediaServicesWereLostNotification")
    }
    /// `AVAudioSessionMediaServicesWereResetNotification`: posted on the main thread.
    public class var mediaServicesWereResetNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionMediaServicesWereResetNotification")
    }
    /// `AVAudioSessionSilenceSecondaryAudioHintNotification`: posted on the main thread.
    public class var silenceSecondaryAudioHintNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
    }
    /// `AVAudioSessionOutputMuteStateChangeNotification` (iOS 26, iOS only): `muteStateKey` holds the new state.
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public class var outputMuteStateChangeNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionOutputMuteStateChangeNotification")
    }
    /// `AVAudioSessionUserIntentToUnmuteOutputNotification` (iOS 26, iOS only).
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public class var userIntentToUnmuteOutputNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionUserIntentToUnmuteOutputNotification")
    }
    /// `AVAudioSessionAvailableInputsChangeNotification` (iOS 26, iOS only): no `userInfo`.
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public class var availableInputsChangeNotification: NSNotification.Name {
        NSNotification.Name("AVAudioSessionAvailableInputsChangeNotification")
    }
    /// `AVAudioSessionMuteStateKey` (Swift `AVAudioSession.muteStateKey`; iOS 26, iOS only).
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let muteStateKey = "AVAudioSessionMuteStateKey"
}

/// `AVAudioSessionInterruptionTypeKey`: an `NSNumber` holding an `AVAudioSession.InterruptionType`.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// `AVAudioSessionInterruptionOptionKey`: an `NSNumber` holding `AVAudioSession.InterruptionOptions` (ended only).
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// `AVAudioSessionInterruptionReasonKey` (iOS 14.5): an `NSNumber` holding an `AVAudioSession.InterruptionReason`.
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
/// `AVAudioSessionInterruptionWasSuspendedKey` (deprecated iOS 14.5).
@available(iOS, introduced: 10.3, deprecated: 14.5, message: "Use AVAudioSessionInterruptionReasonKey")
public let AVAudioSessionInterruptionWasSuspendedKey = "AVAudioSessionInterruptionWasSuspendedKey"
/// `AVAudioSessionRouteChangeReasonKey`: an `NSNumber` holding an `AVAudioSession.RouteChangeReason`.
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
/// `AVAudioSessionRouteChangePreviousRouteKey`: the `AVAudioSessionRouteDescription` before the change.
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
/// `AVAudioSessionSilenceSecondaryAudioHintTypeKey`: an `NSNumber` holding the hint's type.
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
