/// The app's permission to record; mirrors `AVAudioApplication.recordPermission` with the SDK's raw values.
public struct RecordPermission: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Not asked yet; mirrors `AVAudioApplication.recordPermission.undetermined`.
    public static let undetermined = RecordPermission(rawValue: fourCC("undt"))
    /// The user refused; mirrors `AVAudioApplication.recordPermission.denied`.
    public static let denied = RecordPermission(rawValue: fourCC("deny"))
    /// The user allowed it; mirrors `AVAudioApplication.recordPermission.granted`.
    public static let granted = RecordPermission(rawValue: fourCC("grnt"))

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: RecordPermission)] = [
        ("undetermined", .undetermined), ("denied", .denied), ("granted", .granted),
    ]
}
