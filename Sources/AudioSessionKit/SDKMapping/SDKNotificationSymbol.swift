/// A notification with the names the SDK gives it and the `userInfo` keys its payload uses (not in the SDK).
public struct SDKNotificationSymbol: Hashable, Sendable, CustomStringConvertible {
    /// The ``AudioSessionNotification`` case (`interruptionBegan`) (not in the SDK).
    public var caseName: String
    /// The Swift name (`AVAudioSession.interruptionNotification`).
    public var swiftName: String
    /// The Objective-C name (`AVAudioSessionInterruptionNotification`).
    public var objCName: String
    /// The `userInfo` keys of the payload, by their Objective-C names (`AVAudioSessionInterruptionTypeKey`).
    public var userInfoKeys: [String]

    /// A row of the notification table (not in the SDK).
    public init(_ caseName: String, _ swiftName: String, _ objCName: String, userInfoKeys: [String]) {
        self.caseName = caseName
        self.swiftName = swiftName
        self.objCName = objCName
        self.userInfoKeys = userInfoKeys
    }

    /// The Swift name (not in the SDK).
    public var description: String { swiftName }
}
