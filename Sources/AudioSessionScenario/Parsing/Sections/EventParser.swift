import AudioSessionEngine
import AudioSessionModel
import AudioSessionReference
import AudioSessionVocabulary

/// The fields events carry, as reaction conditions (`if`) and EVENT patterns (`expect`) name them.
enum EventFields {
    /// A field and its values; `nil` values for a boolean field.
    struct Field {
        /// The field.
        var word: EventFieldWord
        /// The values it takes, or `nil` for `true`/`false`.
        var values: [String]?

        /// `reason`, `shouldResume`, `type`, `command`, `onHold`, `isMuted` or `muted`.
        var name: String { Vocabulary.standard.name(of: word) }
    }

    /// Every field name, whatever the event.
    static let names = Vocabulary.standard.names(of: EventFieldWord.self)

    /// The fields of an event (none for lifecycle events and field-less notifications).
    static func fields(of trigger: Trigger) -> [Field] {
        guard case .notification(let kind) = trigger else { return [] }
        switch kind {
        case .interruptionBegan:
            // V: `appWasSuspended` (iOS 14.5 to 15 only) is accepted though the rules never produce it.
            return [
                Field(word: .reason, values: ["default", "builtInMicMuted", "routeDisconnected", "appWasSuspended"])
            ]
        case .interruptionEnded:
            return [Field(word: .shouldResume, values: nil)]
        case .routeChange:
            return [
                Field(
                    word: .reason,
                    values: [
                        "newDeviceAvailable", "oldDeviceUnavailable", "categoryChange", "override",
                        "noSuitableRouteForCategory", "routeConfigurationChange", "wakeFromSleep", "unknown",
                    ])
            ]
        case .silenceSecondaryAudioHint:
            return [Field(word: .hintType, values: SilenceSecondaryAudioHintType.knownNames)]
        case .remoteCommand:
            return [Field(word: .command, values: RemoteCommand.allCases.map(\.rawValue))]
        case .performSetHeld:
            return [Field(word: .onHold, values: nil)]
        case .performSetMuted:
            return [Field(word: .muted, values: nil)]
        case .inputMuteStateChange, .outputMuteStateChange:
            return [Field(word: .isMuted, values: nil)]
        case .mediaServicesWereLost, .mediaServicesWereReset, .recordPermissionPrompt, .performAnswerCall,
            .performStartCall, .performEndCall, .didActivateAudioSession, .didDeactivateAudioSession, .providerDidReset,
            .userIntentToUnmuteOutput, .availableInputsChange:
            return []
        }
    }

    /// The fields of a `{field: value}` map for `trigger`, in file order, values as printed.
    static func parse(_ node: ScenarioNode, for trigger: Trigger) throws(ScenarioError) -> [EventField] {
        let map = try node.map(keys: names, what: "event field")
        let known = fields(of: trigger)
        var result: [EventField] = []
        for entry in map.entries {
            guard let field = known.first(where: { $0.name == entry.key }) else {
                let names = known.map(\.name).joined(separator: ", ")
                let has = known.isEmpty ? "it has no fields" : "its field is \(names)"
                throw ScenarioError(
                    file: node.file, path: node.path, line: entry.keyLine,
                    message: "\(trigger) has no field '\(entry.key)'; \(has)")
            }
            let value: String
            if let values = field.values {
                let text = try entry.value.text("\(trigger) \(field.name)")
                if let swift = swiftName(ofObjectiveC: text, for: trigger), values.contains(swift) {
                    value = swift
                } else {
                    value = try entry.value.name("\(trigger) \(field.name)", in: values)
                }
            } else {
                value = try entry.value.bool() ? "true" : "false"
            }
            result.append(EventField(name: field.name, value: value))
        }
        return result
    }

    /// The Swift name of a field value written as its Objective-C name
    /// (`AVAudioSessionRouteChangeReasonOldDeviceUnavailable` is `oldDeviceUnavailable`), if it is one.
    static func swiftName(ofObjectiveC text: String, for trigger: Trigger) -> String? {
        guard text.hasPrefix("AV"), case .notification(let kind) = trigger else { return nil }
        switch kind {
        case .interruptionBegan: return InterruptionReason(name: text)?.description
        case .routeChange: return RouteChangeReason(name: text)?.description
        case .silenceSecondaryAudioHint: return SilenceSecondaryAudioHintType(name: text)?.description
        default: return nil
        }
    }
}

extension ScenarioNode {
    /// The scenario event an SDK notification name stands for (`AVAudioSessionRouteChangeNotification` is
    /// `routeChange`); an error for the interruption notification, which is two events; the text itself otherwise.
    func eventName(_ text: String) throws(ScenarioError) -> String {
        guard text.hasPrefix("AV") || text.hasSuffix("Notification") else { return text }
        let events = ScenarioVocabulary.events.filter { $0.otherNames.contains(text) }.map(\.name)
        if events.count > 1 {
            throw error("\(text) arrives as \(events.joined(separator: " or ")); name the one you mean")
        }
        return events.first ?? text
    }
}

extension ScenarioParser {
    /// Every name `on` and `unless` accept: notifications, then lifecycle events.
    static let triggerNames =
        Vocabulary.standard.names(of: SessionNotification.Kind.self) + LifecycleEvent.allCases.map(\.rawValue)

    /// A notification or lifecycle event by name (`on`, `unless`).
    func parseTrigger(_ node: ScenarioNode) throws(ScenarioError) -> Trigger {
        let text = try node.text("an event name")
        let name = try node.eventName(text)
        guard Self.triggerNames.contains(name) else {
            throw node.error(
                "unknown event \(ScenarioNode.quoted(text))",
                suggestion: NameSuggestion.closest(to: text, in: Self.triggerNames))
        }
        if let kind = Vocabulary.standard.case(named: name, as: SessionNotification.Kind.self) {
            return .notification(kind)
        }
        if let event = LifecycleEvent(rawValue: name) { return .lifecycle(event) }
        throw node.error("unknown event \(ScenarioNode.quoted(name))")
    }

    /// An EVENT of `expect`: a notification name, or a one-key map from the name to fields.
    func parseEventPattern(_ node: ScenarioNode) throws(ScenarioError) -> EventPattern {
        let (written, line, fieldsNode) = try node.nameAndArgument("an event")
        let name = try node.eventName(written)
        let kindNames = Vocabulary.standard.names(of: SessionNotification.Kind.self)
        guard let kind = Vocabulary.standard.case(named: name, as: SessionNotification.Kind.self) else {
            var error = ScenarioError(
                file: node.file, path: node.path, line: line, message: "unknown event \(ScenarioNode.quoted(name))")
            if LifecycleEvent(rawValue: name) != nil {
                error.message =
                    "\(name) is a lifecycle event, not a notification: received, never and sequence do not see it"
            } else {
                error.suggestion = NameSuggestion.closest(to: name, in: kindNames)
            }
            throw error
        }
        guard let fieldsNode else { return EventPattern(kind: kind) }
        return EventPattern(kind: kind, fields: try EventFields.parse(fieldsNode, for: .notification(kind)))
    }
}
