/// Placeholder while the enforcer is written.
package final class Enforcer: @unchecked Sendable {
    /// One call.
    package struct Call: Hashable, Sendable {
        /// The app.
        package var app: String
        /// What was asked.
        package var enforcement: Enforcement
    }
    /// Every call so far.
    package var calls: [Call] = []
    /// An enforcer.
    package init() {}
    /// The backend's name.
    package var backendName: String { "none" }
    /// Records.
    package func enforce(_ enforcement: Enforcement, app: String, pid: Int32?, token: String?) -> (
        how: String, ok: Bool
    ) {
        calls.append(Call(app: app, enforcement: enforcement))
        return ("none", true)
    }
    /// Lifts.
    package func liftAll() {}
}
