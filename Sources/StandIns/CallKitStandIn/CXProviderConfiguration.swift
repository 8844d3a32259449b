import Foundation

/// `CXProviderConfiguration` as the iOS 26.2 SDK imports it: what a provider supports.
open class CXProviderConfiguration: NSObject {
    /// `localizedName`: the app's name, read-only since iOS 14.
    open private(set) var localizedName: String?
    /// `maximumCallGroups`.
    open var maximumCallGroups = 2
    /// `maximumCallsPerCallGroup`.
    open var maximumCallsPerCallGroup = 5
    /// `supportsVideo`.
    open var supportsVideo = false
    /// `includesCallsInRecents` (iOS 11).
    open var includesCallsInRecents = true
    /// `supportedHandleTypes`.
    open var supportedHandleTypes: Set<CXHandle.HandleType> = []

    /// `-init` (iOS 14): the name is the app's bundle display name.
    public override init() { super.init() }

    /// `-initWithLocalizedName:`: deprecated in iOS 14.
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use init() instead")
    public init(localizedName: String) {
        self.localizedName = localizedName
        super.init()
    }
}
