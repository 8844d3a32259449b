/// A named value of a trace line (`outputs=[speaker]`, `reason=newDeviceAvailable`), named as the vocabulary spells
/// it.
public struct NoteField: Hashable, Sendable {
    /// The name (`outputs`).
    public var name: String
    /// The value: a string, a list of strings or a boolean.
    public var value: Value

    /// A field's value.
    public enum Value: Hashable, Sendable {
        /// One string.
        case string(String)
        /// A list.
        case list([String])
        /// A boolean.
        case bool(Bool)
    }

    /// A field.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}
