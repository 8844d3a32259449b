import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import AudioSessionScenario
import AudioSessionVocabulary

/// What the daemon pushes to an app: a notification (`received`, as a scenario's EVENT with its fields) or an
/// app-delegate callback (`lifecycle`), with `t`, `because` and `rule`; or the keys of its state that changed.
package enum Push {
    /// The line for a delivery.
    package static func line(_ delivery: Delivery, because: Because?, at time: TimeSpan) -> WireLine {
        var line = WireLine()
        line.setTime(time)
        switch delivery {
        case .notification(let notification):
            line["received"] = .string(Vocabulary.standard.name(of: notification))
            for field in Vocabulary.standard.fields(of: notification) { line[field.name] = value(field.value) }
            if case .routeChange(_, let previous) = notification {
                line["previousRoute"] = SessionStateKeys.route(previous) // AVAudioSessionRouteChangePreviousRouteKey
            }
        case .lifecycle(let event):
            line["lifecycle"] = .string(event.rawValue)
        }
        if let because {
            line["because"] = .string(because.description)
            line["rule"] = .string(because.rule)
        }
        return line
    }

    /// The line for state keys that changed.
    package static func state(_ keys: [String: JSONValue], at time: TimeSpan) -> WireLine {
        var line = WireLine()
        line.setTime(time)
        line["state"] = .object(keys)
        return line
    }

    /// The EVENT a scenario's `received` would name: the notification's name, or a one-key map from it to its
    /// fields (for the record, which replays as a scenario).
    package static func event(_ notification: SessionNotification) -> JSONValue {
        let fields = Vocabulary.standard.fields(of: notification)
        let name = Vocabulary.standard.name(of: notification)
        guard !fields.isEmpty else { return .string(name) }
        var members: [String: JSONValue] = [:]
        for field in fields { members[field.name] = value(field.value) }
        return .object([name: .object(members)])
    }

    /// `true` and `false` as JSON booleans, anything else as a string.
    static func value(_ text: String) -> JSONValue {
        switch text {
        case "true": .bool(true)
        case "false": .bool(false)
        default: .string(text)
        }
    }
}
