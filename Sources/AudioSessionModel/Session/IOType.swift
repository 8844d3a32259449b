/// Aggregated or separate input and output; mirrors `AVAudioSession.IOType` with the SDK's raw values.
public struct IOType: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default; mirrors `AVAudioSession.IOType.notSpecified`.
    public static let notSpecified = IOType(rawValue: 0)
    /// One I/O thread for input and output; mirrors `AVAudioSession.IOType.aggregated`.
    public static let aggregated = IOType(rawValue: 1)

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: IOType)] = [
        ("notSpecified", .notSpecified), ("aggregated", .aggregated),
    ]
}
