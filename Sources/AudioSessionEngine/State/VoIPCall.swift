import AudioSessionModel

/// Where a call is in its life (rules S and K): the `call` state key.
public enum CallPhase: String, Hashable, Sendable, CaseIterable {
    /// It rings (S1, K1): system audio.
    case ringing
    /// It arrived while another call is connected (K5): it interrupts nobody.
    case waiting
    /// An outgoing VoIP call between `performStartCall` and its connection (K6); never seen once a step settles.
    case dialing
    /// Answered or started, and not held: system audio.
    case connected
    /// Held (K5): its session is inactive.
    case held
}

/// What a CallKit app's code asks of `CXProvider` and `CXCallController` (scenario format, app actions).
public enum CallKitAction: String, Hashable, Sendable, CaseIterable {
    /// `CXProvider.reportNewIncomingCall(with:update:completion:)` (K1).
    case reportIncomingCall
    /// `CXCallController.request(_:)` with a `CXStartCallAction` (K6).
    case startCall
    /// `CXCallController.request(_:)` with a `CXEndCallAction`, or `CXProvider.reportCall(with:endedAt:reason:)`
    /// (K4).
    case endCall
    /// `CXCallController.request(_:)` with a `CXEndCallAction`, told apart: the app first receives `performEndCall`,
    /// as iOS delivers it (K4).
    case requestEndCall
    /// `CXCallController.request(_:)` with a `CXSetHeldCallAction` holding the app's connected call (K5).
    case requestHold
    /// `CXCallController.request(_:)` with a `CXSetHeldCallAction` taking the app's held call off hold (K5).
    case requestResume
}

/// A `CXProviderDelegate` callback delivered to a CallKit app (K2 to K7).
public enum CallKitDelivery: Hashable, Sendable {
    /// `provider(_:perform:)` with a `CXAnswerCallAction`.
    case performAnswerCall
    /// `provider(_:perform:)` with a `CXStartCallAction`.
    case performStartCall
    /// `provider(_:perform:)` with a `CXEndCallAction`.
    case performEndCall
    /// `provider(_:perform:)` with a `CXSetHeldCallAction`, whose `isOnHold` is `onHold`.
    case performSetHeld(onHold: Bool)
    /// `provider(_:didActivate:)`.
    case didActivateAudioSession
    /// `provider(_:didDeactivate:)`.
    case didDeactivateAudioSession
    /// `providerDidReset(_:)`: the media services were reset; the app's calls are gone.
    case providerDidReset
    /// `provider(_:perform:)` with a `CXSetMutedCallAction`, whose `isMuted` is `muted` (P9).
    case performSetMuted(muted: Bool)
}

/// The second half of a CallKit action, run once the reactions to its `perform…` delivery have run (K7).
public enum CallKitStep: Hashable, Sendable {
    /// K2: the app's answered call connects and the system activates its session.
    case connectAnswered(AppID)
    /// K6: the app's outgoing call connects and the system activates its session.
    case connectStarted(AppID)
    /// K4: the user ended the app's call; with `accepting`, the waiting call is answered next (K5).
    case finishEnd(AppID, accepting: Bool)
    /// K5: the app's call is held and the waiting call answered.
    case finishHold(AppID)
    /// K5: the app's held call is resumed and the system activates its session again.
    case finishResume(AppID)
    /// K4, K5: the app's own request (``CallKitAction/requestEndCall``, ``CallKitAction/requestHold``,
    /// ``CallKitAction/requestResume``) is carried out.
    case finishRequest(AppID, CallKitAction)
}

extension DeviceState {
    /// The position in ``calls`` of the app's VoIP call (`nil` for the cellular call).
    public func callIndex(of app: AppID?) -> Int? {
        calls.firstIndex { $0.app == app }
    }

    /// The app's VoIP call, or for `nil` the cellular call.
    public func call(of app: AppID?) -> CallState? {
        callIndex(of: app).map { calls[$0] }
    }

    /// The first call in this phase.
    public func call(in phase: CallPhase) -> CallState? {
        for call in calls where call.phase == phase { return call }
        return nil
    }

    /// Whether the app has a VoIP call in any phase (K3: it runs until the call ends).
    public func hasCall(_ app: AppID) -> Bool {
        for call in calls where call.app == app { return true }
        return false
    }

    /// Whether the app's VoIP call is connected and not held (K3: its session is system audio then).
    public func hasConnectedCall(_ app: AppID) -> Bool {
        for call in calls where call.app == app && call.phase == .connected { return true }
        return false
    }

    /// Whether the cellular call rings, waits or is connected: the Phone's session is active (S8, K5).
    public var isCellularCallActive: Bool {
        for call in calls where call.app == nil && call.phase != .held { return true }
        return false
    }

    /// R1, K3: the owner a connected call makes: the call for the cellular one, the app for a VoIP call whose
    /// session is active; `nil` otherwise.
    var callRouteOwner: RouteOwner? {
        guard let call, call.isConnected else { return nil }
        guard let app = call.app else { return .call }
        return apps[app.index].session.isActive ? .app(app) : nil
    }

    /// H1, K terms: system audio other than the app's own VoIP call.
    public func isSystemAudioActive(forOthersThan id: AppID) -> Bool {
        if isAlarmRinging || isSiriListening { return true }
        guard let call else { return false }
        return call.app != id
    }
}
