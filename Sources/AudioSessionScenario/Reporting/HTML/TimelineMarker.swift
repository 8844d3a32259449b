import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// A point on the timeline: a step of the user or the system, an app's call, a notification it received, or an
/// expectation checked at that time.
package struct TimelineMarker: Hashable, Sendable {
    /// What the marker stands for.
    package enum Kind: String, Hashable, Sendable {
        /// A `user:` or `system:` step.
        case step
        /// A call of the app's code (a step's `do:`, or a reaction's).
        case call
        /// A notification the app received.
        case notification
        /// An expectation about the app.
        case expectation
    }

    /// An identifier unique within the scenario's section (`n3`), which the list below uses for the same item.
    package var id: String
    /// What it stands for.
    package var kind: Kind
    /// When, in nanoseconds; `nil` for an expectation about the whole run (`never`, `sequence`).
    package var time: Int64?
    /// The notification's, call's or step's name (`interruptionBegan`, `activate`, `incomingCall`), or the check's.
    package var name: String
    /// A few words drawn beside the marker.
    package var label: String
    /// Everything about it in one line, shown on hover.
    package var detail: String
    /// The rule of the decision behind it, if any.
    package var rule: String?
    /// The decision's reason, if any.
    package var because: String?
    /// A failed call or a failed expectation.
    package var failed: Bool

    /// A marker.
    package init(
        id: String, kind: Kind, time: Int64?, name: String, label: String, detail: String, rule: String? = nil,
        because: String? = nil, failed: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.time = time
        self.name = name
        self.label = label
        self.detail = detail
        self.rule = rule
        self.because = because
        self.failed = failed
    }

    /// A notification's short label: a few words for the known kinds, the kind's own name for any other.
    static func notificationLabel(_ event: TraceEvent) -> String {
        var label: String
        switch event.notification {
        case .interruptionBegan(let reason)?:
            label = "began"
            if reason != .default { label += " (\(reason))" }
        case .interruptionEnded(let options)?: label = options.contains(.shouldResume) ? "ended, resume" : "ended"
        case .routeChange(let reason, _)?: label = "route: \(reason)"
        case .silenceSecondaryAudioHint(let type)?: label = "hint \(type)"
        case .mediaServicesWereLost?: label = "services lost"
        case .mediaServicesWereReset?: label = "services reset"
        case .recordPermissionPrompt?: label = "permission prompt"
        case .remoteCommand(let command)?: label = "remote \(command.rawValue)"
        default: label = event.kind
        }
        if let rule = event.because?.rule { label += " · \(rule)" }
        return label
    }

    /// A trace line in words, as the text report prints it, without the time.
    static func describe(_ event: TraceEvent) -> String {
        var line = "\(event.actor) \(event.kind)"
        for field in event.fields { line += " \(field.name)=\(ReportRenderer.text(field.value))" }
        if let error = event.error { line += " FAILED \(error.code.name): \(error.message)" }
        if let because = event.because { line += "; because: \(because)" }
        return line
    }
}
