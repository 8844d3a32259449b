import AudioSessionModel

/// Configurations that passed validation (rules C3 to C7) on one iOS version, with their derived facts, so that an
/// app setting a configuration seen before costs a comparison, not a validation. Failures are not kept: their
/// messages are made again each time.
struct ValidConfigurations: Sendable {
    /// Configurations kept before the list starts over.
    static let capacity = 32

    private var os: OSVersion?
    private var entries: [(configuration: SessionConfiguration, derived: SessionState.Derived)] = []

    /// The derived facts of a configuration that passed validation on `os`, if it did.
    func derived(of configuration: SessionConfiguration, on os: OSVersion) -> SessionState.Derived? {
        guard os == self.os else { return nil }
        for entry in entries where entry.configuration == configuration { return entry.derived }
        return nil
    }

    /// Keeps a configuration that passed validation on `os`.
    mutating func add(_ configuration: SessionConfiguration, _ derived: SessionState.Derived, on os: OSVersion) {
        if os != self.os || entries.count >= Self.capacity {
            self.os = os
            entries.removeAll(keepingCapacity: true)
        }
        entries.append((configuration, derived))
    }
}
