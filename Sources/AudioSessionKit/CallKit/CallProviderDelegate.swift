/// Mirrors `CXProviderDelegate`: what the system tells a CallKit app about its calls and its audio session.
///
/// Like `CXProviderDelegate`, it does not inherit `Sendable`: a `@MainActor` class conforms with an isolated
/// conformance (`extension Calls: @MainActor CallProviderDelegate`), and its provider must then call it on the main
/// actor (`SystemCallProvider` with the main queue, the default; `SimulatedCallProvider` driven from the main actor).
///
/// The system, not the app, activates the session for a call: configure it in ``performAnswerCall(_:)`` or
/// ``performStartCall(_:)`` without activating it, fulfill the action, and start audio in ``didActivate(_:)``.
public protocol CallProviderDelegate: AnyObject {
    /// Mirrors `providerDidReset(_:)`: the system ended every call; end them on the app's side too.
    func providerDidReset()
    /// Mirrors `provider(_:perform:)` with a `CXAnswerCallAction`.
    func performAnswerCall(_ action: CallAction)
    /// Mirrors `provider(_:perform:)` with a `CXStartCallAction`.
    func performStartCall(_ action: CallAction)
    /// Mirrors `provider(_:perform:)` with a `CXEndCallAction`.
    func performEndCall(_ action: CallAction)
    /// Mirrors `provider(_:perform:)` with a `CXSetHeldCallAction` whose `isOnHold` is `isOnHold`.
    func performSetHeldCall(_ action: CallAction, isOnHold: Bool)
    /// Mirrors `provider(_:perform:)` with a `CXSetMutedCallAction` whose `isMuted` is `isMuted`: the user muted or
    /// unmuted the call, for example with the headset's mute gesture; mute the input and fulfill the action.
    func performSetMutedCall(_ action: CallAction, isMuted: Bool)
    /// Mirrors `provider(_:didActivate:)`.
    func didActivate(_ session: any AudioSessionProtocol)
    /// Mirrors `provider(_:didDeactivate:)`.
    func didDeactivate(_ session: any AudioSessionProtocol)
}

extension CallProviderDelegate {
    /// Mirrors a `CXProviderDelegate` that leaves `provider(_:perform:)` with a `CXSetMutedCallAction` out: the
    /// action stays pending and the call is not muted.
    public func performSetMutedCall(_ action: CallAction, isMuted: Bool) {}
}
