import Foundation

/// `CXCallUpdate` as the iOS 26.2 SDK imports it: what a provider tells the system about a call.
open class CXCallUpdate: NSObject {
    /// `remoteHandle`.
    open var remoteHandle: CXHandle?
    /// `localizedCallerName`.
    open var localizedCallerName: String?
    /// `supportsHolding`.
    open var supportsHolding = false
    /// `supportsDTMF`.
    open var supportsDTMF = false
    /// `hasVideo`.
    open var hasVideo = false

    /// `-init`.
    public override init() { super.init() }
}
