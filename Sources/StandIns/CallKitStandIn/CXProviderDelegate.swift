import AVFAudioStandIn
import Foundation

/// `CXProviderDelegate` as the iOS 26.2 SDK imports it. Its optional methods (all but `providerDidReset(_:)`) have
/// default implementations here, since a protocol off Apple platforms cannot have optional requirements; on iOS an
/// `@objc` protocol leaves them unimplemented.
public protocol CXProviderDelegate: NSObjectProtocol {
    /// `-providerDidReset:` (required).
    func providerDidReset(_ provider: CXProvider)
    /// `-providerDidBegin:` (optional).
    func providerDidBegin(_ provider: CXProvider)
    /// `-provider:executeTransaction:` (optional): `true` when the delegate performed the transaction itself.
    func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool
    /// `-provider:performStartCallAction:` (optional).
    func provider(_ provider: CXProvider, perform action: CXStartCallAction)
    /// `-provider:performAnswerCallAction:` (optional).
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction)
    /// `-provider:performEndCallAction:` (optional).
    func provider(_ provider: CXProvider, perform action: CXEndCallAction)
    /// `-provider:performSetHeldCallAction:` (optional).
    func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction)
    /// `-provider:performSetMutedCallAction:` (optional).
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction)
    /// `-provider:timedOutPerformingAction:` (optional).
    func provider(_ provider: CXProvider, timedOutPerforming action: CXAction)
    /// `-provider:didActivateAudioSession:` (optional).
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession)
    /// `-provider:didDeactivateAudioSession:` (optional).
    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession)
}

/// What iOS does when a delegate leaves an optional method out.
extension CXProviderDelegate {
    /// `-providerDidBegin:` left out.
    public func providerDidBegin(_ provider: CXProvider) {}
    /// `-provider:executeTransaction:` left out: the system performs the actions one by one.
    public func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool { false }
    /// `-provider:performStartCallAction:` left out: the action stays pending.
    public func provider(_ provider: CXProvider, perform action: CXStartCallAction) {}
    /// `-provider:performAnswerCallAction:` left out: the action stays pending.
    public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {}
    /// `-provider:performEndCallAction:` left out: the action stays pending.
    public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {}
    /// `-provider:performSetHeldCallAction:` left out: the action stays pending.
    public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {}
    /// `-provider:performSetMutedCallAction:` left out: the action stays pending.
    public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {}
    /// `-provider:timedOutPerformingAction:` left out.
    public func provider(_ provider: CXProvider, timedOutPerforming action: CXAction) {}
    /// `-provider:didActivateAudioSession:` left out.
    public func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {}
    /// `-provider:didDeactivateAudioSession:` left out.
    public func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {}
}
