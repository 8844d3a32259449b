/// An app on the simulated device, by its place in delivery order (declared apps, then Music, then Phone).
public struct AppID: Hashable, Sendable, Comparable, Codable {
    /// The index in ``DeviceState/apps``.
    public var index: Int
    /// An app by index.
    public init(_ index: Int) { self.index = index }
    /// Orders by delivery order.
    public static func < (lhs: AppID, rhs: AppID) -> Bool { lhs.index < rhs.index }
}
