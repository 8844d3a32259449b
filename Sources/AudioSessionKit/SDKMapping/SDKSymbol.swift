/// One value of the model with the names the SDK gives it (not in the SDK).
public struct SDKSymbol<Value: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The model's value; its raw value is the SDK's.
    public var value: Value
    /// The Swift name (`AVAudioSession.Category.playback`).
    public var swiftName: String
    /// The Objective-C name (`AVAudioSessionCategoryPlayback`).
    public var objCName: String

    /// A row of a mapping table (not in the SDK).
    public init(_ value: Value, _ swiftName: String, _ objCName: String) {
        self.value = value
        self.swiftName = swiftName
        self.objCName = objCName
    }

    /// The Swift name, as the SDK documentation writes it.
    public var description: String { swiftName }
}
