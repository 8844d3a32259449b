import Foundation

/// Not in the SDK: drives an ``AVAudioSession`` stand-in as the system would, so that code written against the SDK
/// runs off Apple platforms. It sets what the session reads back, makes calls fail, and posts the session's
/// notifications on `NotificationCenter.default` with the SDK's user-info keys and `NSNumber` values, where iOS posts
/// them (``Delivery``), returning once the observers have run.
public struct AVAudioSessionScript: Sendable {
    /// What a stand-in session reads back; every value a script may set.
    public struct Values: Sendable {
        /// The category set last.
        public var category: AVAudioSession.Category = .soloAmbient
        /// The mode set last.
        public var mode: AVAudioSession.Mode = .default
        /// The options set last.
        public var options: AVAudioSession.CategoryOptions = []
        /// The policy set last.
        public var policy: AVAudioSession.RouteSharingPolicy = .default
        /// Whether the last activation call succeeded and no interruption or reset followed (the SDK never says).
        public var isActive = false
        /// The override set last.
        public var portOverride: AVAudioSession.PortOverride = .none
        /// `isOtherAudioPlaying`.
        public var isOtherAudioPlaying = false
        /// `secondaryAudioShouldBeSilencedHint`.
        public var secondaryAudioShouldBeSilencedHint = false
        /// `promptStyle`.
        public var promptStyle: AVAudioSession.PromptStyle = .normal
        /// `isInputAvailable`.
        public var isInputAvailable = true
        /// `prefersNoInterruptionsFromSystemAlerts`.
        public var prefersNoInterruptionsFromSystemAlerts = false
        /// `prefersInterruptionOnRouteDisconnect`.
        public var prefersInterruptionOnRouteDisconnect = true
        /// `isOutputMuted` (iOS 26).
        public var isOutputMuted = false
        /// `preferredSampleRate`.
        public var preferredSampleRate: Double = 0
        /// `sampleRate`.
        public var sampleRate: Double = 48_000
        /// `preferredIOBufferDuration`.
        public var preferredIOBufferDuration: Double = 0
        /// `ioBufferDuration`.
        public var ioBufferDuration: Double = 0.021_333
        /// `outputVolume`.
        public var outputVolume: Float = 0.5
        /// `inputGain`.
        public var inputGain: Float = 0.5
        /// `isInputGainSettable`.
        public var isInputGainSettable = true
        /// `preferredInputNumberOfChannels`.
        public var preferredInputChannels = 0
        /// `preferredOutputNumberOfChannels`.
        public var preferredOutputChannels = 0
        /// `maximumInputNumberOfChannels`.
        public var maximumInputChannels = 1
        /// `maximumOutputNumberOfChannels`.
        public var maximumOutputChannels = 2
        /// `currentRoute`'s inputs (type, name, UID).
        public var routeInputs: [PortValues] = [PortValues(port: .builtInMic, name: "iPhone Microphone")]
        /// `currentRoute`'s outputs.
        public var routeOutputs: [PortValues] = [PortValues(port: .builtInSpeaker, name: "Speaker")]
        /// `availableInputs`.
        public var availableInputs: [PortValues]? = [PortValues(port: .builtInMic, name: "iPhone Microphone")]
        /// `preferredInput`.
        public var preferredInput: PortValues?
    }

    /// A port as a script describes it.
    public struct PortValues: Hashable, Sendable {
        /// `portType`.
        public var port: AVAudioSession.Port
        /// `portName`.
        public var name: String
        /// `uid`; by default the port type's string.
        public var uid: String
        /// A port.
        public init(port: AVAudioSession.Port, name: String, uid: String? = nil) {
            self.port = port
            self.name = name
            self.uid = uid ?? port.rawValue
        }
        var description: AVAudioSessionPortDescription {
            AVAudioSessionPortDescription(standInPort: port, name: name, uid: uid)
        }
    }

    /// The state behind one stand-in session.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var values = Values()
        private var calls: [String] = []
        private var failures: [(call: String, error: NSError)] = []
        /// Where notifications are posted.
        var delivery = Delivery.asOnIOS

        func read<T>(_ body: (Values) -> T) -> T { lock.locking { body(values) } }

        /// Records a call, throws the error scripted for it, else applies it.
        func call(_ name: String, _ apply: (inout Values) -> Void) throws {
            try lock.locking {
                calls.append(name)
                if let index = failures.firstIndex(where: { $0.call == name }) {
                    throw failures.remove(at: index).error
                }
                apply(&values)
            }
        }

        func update(_ body: (inout Values) -> Void) { lock.locking { body(&values) } }

        private struct RunningEngine {
            weak var engine: AVAudioEngine?
        }
        private var running: [ObjectIdentifier: RunningEngine] = [:]

        /// An engine started on this session: the session is active from now on, as iOS activates it for the I/O.
        func ioStarted(_ engine: AVAudioEngine) {
            lock.locking {
                running[ObjectIdentifier(engine)] = RunningEngine(engine: engine)
                values.isActive = true
            }
        }
        /// An engine stopped.
        func ioStopped(_ engine: AVAudioEngine) {
            _ = lock.locking { running.removeValue(forKey: ObjectIdentifier(engine)) }
        }
        /// Stops every engine running on this session; whether one ran.
        func haltIO() -> Bool {
            let engines = lock.locking { running.values.compactMap(\.engine) }
            for engine in engines { engine.halt() }
            return !engines.isEmpty
        }
        func fail(_ name: String, _ error: NSError) { lock.locking { failures.append((name, error)) } }
        var recordedCalls: [String] { lock.locking { calls } }
    }

    /// Where a script posts the session's notifications. Either way the script returns once every observer has run.
    public enum Delivery: Hashable, Sendable {
        /// As iOS posts them: interruptions, media-services and secondary-audio hint notifications on the main queue
        /// (the main thread on iOS), route changes on a secondary serial queue. The default.
        case asOnIOS
        /// On the thread that runs the script.
        case onCallerThread
    }

    /// The session driven.
    public let session: AVAudioSession

    /// Where this session's notifications are posted from now on.
    public var delivery: Delivery {
        get { session.script.delivery }
        nonmutating set { session.script.delivery = newValue }
    }

    /// A script for `session`.
    public init(_ session: AVAudioSession) { self.session = session }

    /// The calls made on the session, in order (`"setCategory"`, `"setActive(true)"`, ...).
    public var calls: [String] { session.script.recordedCalls }
    /// What the session reads back now.
    public var values: Values { session.script.read { $0 } }
    /// Changes what the session reads back, without notifications.
    public func update(_ body: (inout Values) -> Void) { session.script.update(body) }

    /// Makes the next call named `call` (as in ``calls``) throw `code` in `NSOSStatusErrorDomain`, as the SDK does.
    public func failNext(_ call: String, with code: AVAudioSession.ErrorCode, _ description: String = "") {
        let info: [String: Any] = description.isEmpty ? [:] : [NSLocalizedDescriptionKey: description]
        session.script.fail(call, NSError(domain: NSOSStatusErrorDomain, code: code.rawValue, userInfo: info))
    }

    /// The system interrupts the session: it is inactive, its engines stop, then `interruptionNotification` (began)
    /// is posted.
    public func beginInterruption(reason: AVAudioSession.InterruptionReason = .default) {
        update { $0.isActive = false }
        _ = session.script.haltIO()
        post(
            AVAudioSession.interruptionNotification,
            [
                AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue,
                AVAudioSessionInterruptionReasonKey: reason.rawValue,
            ])
    }

    /// The interruption ends: `interruptionNotification` (ended) with its options.
    public func endInterruption(shouldResume: Bool) {
        post(
            AVAudioSession.interruptionNotification,
            [
                AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
                AVAudioSessionInterruptionOptionKey: shouldResume
                    ? AVAudioSession.InterruptionOptions.shouldResume.rawValue : 0,
            ])
    }

    /// The route becomes `outputs` and `inputs`; `routeChangeNotification` is posted with the previous route. A route
    /// change other than an override clears the speaker override, as on a device.
    public func changeRoute(
        to outputs: [PortValues], inputs: [PortValues] = [], reason: AVAudioSession.RouteChangeReason
    ) {
        let previous = session.currentRoute
        update { values in
            values.routeOutputs = outputs
            values.routeInputs = inputs
            if reason != .override { values.portOverride = .none }
        }
        post(
            AVAudioSession.routeChangeNotification, [AVAudioSessionRouteChangeReasonKey: reason.rawValue],
            previousRoute: previous, onMainThread: false)
    }

    /// `silenceSecondaryAudioHintNotification` with its type; the hint reads accordingly.
    public func silenceSecondaryAudio(_ type: AVAudioSession.SilenceSecondaryAudioHintType) {
        update { $0.secondaryAudioShouldBeSilencedHint = type == .begin }
        post(
            AVAudioSession.silenceSecondaryAudioHintNotification,
            [AVAudioSessionSilenceSecondaryAudioHintTypeKey: type.rawValue])
    }

    /// The media server restarts: lost, then every engine stops and every property is back to its default, then
    /// reset.
    public func resetMediaServices() {
        post(AVAudioSession.mediaServicesWereLostNotification, [:])
        _ = session.script.haltIO()
        update { $0 = Values() }
        post(AVAudioSession.mediaServicesWereResetNotification, [:])
    }

    private func post(
        _ name: NSNotification.Name, _ numbers: [String: UInt], previousRoute: AVAudioSessionRouteDescription? = nil,
        onMainThread: Bool = true
    ) {
        let session = self.session
        let send = {
            var info: [AnyHashable: Any] = [:]
            for (key, value) in numbers { info[key] = NSNumber(value: value) }
            if let previousRoute { info[AVAudioSessionRouteChangePreviousRouteKey] = previousRoute }
            NotificationCenter.default.post(name: name, object: session, userInfo: info)
        }
        switch (delivery, onMainThread) {
        case (.onCallerThread, _):
            send()
        case (.asOnIOS, true):
            if Self.isOnMainQueue { send() } else { DispatchQueue.main.sync(execute: send) }
        case (.asOnIOS, false):
            Self.notificationQueue.sync(execute: send)
        }
    }

    /// The secondary thread route changes are posted on.
    private static let notificationQueue = DispatchQueue(label: "AVAudioSession notifications (stand-in)")

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or the main queue (where a synchronous hop would deadlock).
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}

extension AVAudioSessionScript.State {
    var route: AVAudioSessionRouteDescription {
        read { values in
            AVAudioSessionRouteDescription(
                standInInputs: values.routeInputs.map(\.description), outputs: values.routeOutputs.map(\.description))
        }
    }
}
