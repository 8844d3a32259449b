import AudioSessionModel

extension Engine {
    /// Runs one app action (the `AVAudioSession` call or the player's start and stop); returns its error.
    mutating func perform(_ action: AppAction, by id: AppID, _ decision: inout Decision) -> AudioSessionError? {
        let name = state[id].name
        decision.routeCause = .changedConfiguration(app: name)
        switch action {
        case .setCategory(let configuration):
            decision.routeCause = .setCategory(app: name, configuration.category)
            return configure(id, configuration, &decision)
        case .setMode(let mode):
            decision.routeCause = .setMode(app: name, mode)
            return configure(id, state[id].session.configuration.settingMode(mode), &decision)
        case .activate:
            decision.routeCause = .activated(app: name)
            return activate(id, &decision)
        case .deactivate(let options):
            decision.routeCause = .deactivated(app: name)
            return deactivate(id, options: options, &decision)
        case .play(let duration):
            decision.routeCause = .activated(app: name)
            return play(id, for: duration, &decision)
        case .stop:
            stopOutput(id, &decision)
            return nil
        case .record(let duration):
            decision.routeCause = .activated(app: name)
            return record(id, for: duration, &decision)
        case .stopRecording:
            var session = state[id].session
            session.isRecording = false
            session.recordToken = nil
            state[id].session = session
            return nil
        case .overrideOutput(let value):
            return overrideOutput(id, value, &decision)
        case .setPreferredInput(let selection):
            return setPreferredInput(id, selection, &decision)
        case .requestRecordPermission:
            requestRecordPermission(id, &decision)
            return nil
        case .setPrefersNoInterruptionsFromSystemAlerts(let flag):
            state[id].session.prefersNoInterruptionsFromSystemAlerts = flag
            return nil
        case .setPrefersInterruptionOnRouteDisconnect(let flag):
            state[id].session.prefersInterruptionOnRouteDisconnect = flag
            return nil
        case .setInputMuted(let muted):
            let because =
                muted
                ? Because(subject: name, " muted its input", rule: "P9")
                : Because(subject: name, " unmuted its input", rule: "P9")
            setInputMuted(id, muted, because, &decision)
            return nil
        case .setOutputMuted(let muted):
            return setOutputMuted(id, muted, &decision)
        case .soundEngine:
            // The app's own sound engine: recorded in the trace, nothing for the session.
            return nil
        case .callKit:
            return nil // Run by `perform(_:by:_:)` of rules K, which may stop the scenario.
        }
    }

    /// C2 to C8, A4, R5, R9, E12: sets a configuration, or fails with `badParam` and changes nothing.
    mutating func configure(_ id: AppID, _ configuration: SessionConfiguration, _ decision: inout Decision)
        -> AudioSessionError?
    {
        let derived: SessionState.Derived
        if let known = routeCache.validConfigurations.derived(of: configuration, on: state.os) {
            derived = known
        } else {
            do {
                try configuration.validated(on: state.os)
            } catch {
                return error
            }
            derived = SessionState.Derived(configuration)
            routeCache.validConfigurations.add(configuration, derived, on: state.os)
        }
        // Changed in place: a session copied out and back costs more than the changes.
        let old = state[id].session.configuration
        state[id].session.setConfiguration(configuration, derived: derived)
        if old.category != configuration.category { state[id].session.portOverride = .none } // R5, E12
        unmuteOutputIfUnsupported(id, &decision) // P10
        if let preferred = state[id].session.preferredInput,
            !state.availableInputs(for: configuration).contains(preferred)
        {
            state[id].session.preferredInput = nil // E12: kept only while the new configuration can use it.
        }
        if old != configuration, state[id].session.isActive {
            // A4: re-run A3 as if it had just activated; it becomes the most recently activated (E4).
            state.activationCounter += 1
            state[id].session.activationSequence = state.activationCounter
            arbitrate(id, &decision)
        }
        if old.category != configuration.category, state[id].lifecycle.isRunning {
            // R9: a category change always delivers a route change to the app itself.
            decision.deliver(
                id, .routeChange(reason: .categoryChange, previousRoute: routeBefore(id, decision)),
                decision.routeBecause, order: .routeChange)
        }
        return nil
    }

    /// The app's route as it was when this decision began, for R9's previous route.
    func routeBefore(_ id: AppID, _ decision: Decision) -> RouteDescription {
        previousRoute(of: id, decision) ?? .empty
    }

    /// P1, E8, N1: starts output, activating first.
    mutating func play(_ id: AppID, for duration: TimeSpan?, _ decision: inout Decision) -> AudioSessionError? {
        let category = state[id].session.configuration.category
        guard category.hasOutput else {
            return AudioSessionError(.incompatibleCategory, deferred: "\(category) has no output (rule P1)", rule: "P1")
        }
        if !state[id].session.isActive, let error = activate(id, &decision) { return error }
        let wasPlaying = state[id].session.isPlaying
        state[id].session.isPlaying = true
        if let duration {
            state.tokenCounter += 1
            state[id].session.playToken = state.tokenCounter
            decision.notes.append(
                .scheduleIOStop(id, output: true, token: state.tokenCounter, after: duration))
        }
        guard !wasPlaying else { return nil }
        // A3 (decision), E8: a spoken-audio session that starts output while another holds spoken audio is
        // interrupted at once; the play succeeds and does not make it Now Playing.
        // The session's fields are read in place: a copy of the whole session would cost more than the play.
        if state[id].session.configuration.mode == .spokenAudio, let holder = latestSpokenAudioHolder(other: id) {
            let because = Because(
                subject: state.apps[holder].name, " holds spoken audio with interruptSpokenAudioAndMixWithOthers",
                rule: "A3")
            interrupt(id, reason: .default, by: .app(AppID(holder)), because, &decision)
            return nil
        }
        // N1: an eligible app starting output with a non-mixable session becomes Now Playing.
        if state[id].handlesRemoteCommands, !state[id].session.derived.isMixable, state.nowPlaying != id {
            state.nowPlaying = id
            decision.note(
                .app(id), .nowPlaying, Because(subject: state[id].name, " started non-mixable output", rule: "N1"))
        }
        return nil
    }

    /// A3 (decision): the most recently activated session holding spoken audio, other than `id`; the latest, so that
    /// the interrupter does not depend on the order apps are declared in (O1).
    private func latestSpokenAudioHolder(other id: AppID) -> Int? {
        var latest: Int?
        for index in state.apps.indices where index != id.index {
            guard state.apps[index].session.isActive,
                state.apps[index].session.derived.effectiveOptions.contains(.interruptSpokenAudioAndMixWithOthers)
            else { continue }
            if latest == nil
                || state.apps[index].session.activationSequence > state.apps[latest!].session.activationSequence
            {
                latest = index
            }
        }
        return latest
    }

    /// P3: stops output; the session stays active.
    mutating func stopOutput(_ id: AppID, _ decision: inout Decision) {
        state[id].session.isPlaying = false
        state[id].session.playToken = nil
    }

    /// P2, I8, E9: starts input, activating first; asks for permission in the foreground.
    mutating func record(_ id: AppID, for duration: TimeSpan?, _ decision: inout Decision) -> AudioSessionError? {
        let app = state[id]
        let category = app.session.configuration.category
        guard category.hasInput else {
            return AudioSessionError(.incompatibleCategory, deferred: "\(category) has no input (rule P2)", rule: "P2")
        }
        if state.isMicMuted, !app.session.derived.effectiveOptions.contains(.overrideMutedMicrophoneInterruption) {
            var probe = state
            probe[id].session.isActive = true
            probe[id].session.activationSequence = Int.max
            if probe.route(of: id).inputs.contains(where: { $0.portType == .builtInMic }) {
                return AudioSessionError(
                    .cannotStartRecording, "the built-in mic is muted by the Smart Folio (rule I8)", rule: "I8")
            }
        }
        // P2 (version 3): a mixable recording cannot start from the background, even in an active session.
        if app.session.isActive, !app.lifecycle.isInFront, app.session.derived.isMixable {
            return AudioSessionError(
                .cannotStartRecording,
                deferred: "a mixable \(category) session cannot start recording from the background (rule P2)",
                rule: "P2")
        }
        if !app.session.isActive, let error = activate(id, &decision) { return error }
        state[id].session.isRecording = true
        if let duration {
            state.tokenCounter += 1
            state[id].session.recordToken = state.tokenCounter
            decision.notes.append(
                .scheduleIOStop(id, output: false, token: state.tokenCounter, after: duration))
        }
        if state[id].recordPermission == .undetermined, state[id].lifecycle == .foreground {
            promptForPermission(id, rule: "P2", &decision)
        }
        return nil
    }

    /// P7: asks for permission when undetermined and in the foreground; otherwise nothing happens.
    mutating func requestRecordPermission(_ id: AppID, _ decision: inout Decision) {
        if state[id].recordPermission == .undetermined, state[id].lifecycle == .foreground {
            promptForPermission(id, rule: "P2", &decision) // P7: "prompts as in P2".
        }
    }

    /// P2, P7, P8: the system asks the user, who answers at once.
    mutating func promptForPermission(_ id: AppID, rule: StaticString, _ decision: inout Decision) {
        let answer: RecordPermission = state[id].grantsPermission ? .granted : .denied
        state[id].recordPermission = answer
        let because =
            answer == .granted
            ? Because("the system asked the user, who answered grant", rule: rule)
            : Because("the system asked the user, who answered deny", rule: rule)
        decision.deliver(id, .recordPermissionPrompt, because, order: .other)
    }

    /// P3: a `for` duration ran out.
    mutating func ioTimerFired(_ id: AppID, output: Bool, token: Int, _ decision: inout Decision) {
        var session = state[id].session
        if output, session.playToken == token {
            session.isPlaying = false
            session.playToken = nil
            decision.note(.app(id), .playbackFinished, Because("its play duration ran out", rule: "P3"))
        } else if !output, session.recordToken == token {
            session.isRecording = false
            session.recordToken = nil
            decision.note(.app(id), .recordingFinished, Because("its record duration ran out", rule: "P3"))
        }
        state[id].session = session
    }

    /// R5: the speaker override, `playAndRecord` only.
    mutating func overrideOutput(_ id: AppID, _ value: PortOverride, _ decision: inout Decision) -> AudioSessionError? {
        let category = state[id].session.configuration.category
        guard category == .playAndRecord else {
            return AudioSessionError(
                .badParam, deferred: "overrideOutputAudioPort needs playAndRecord, not \(category) (rule R5)",
                rule: "R5")
        }
        guard value == .none || value == .speaker else {
            return AudioSessionError(
                .badParam, deferred: "unknown port override \(value.rawValue) (rule R5)", rule: "R5")
        }
        state[id].session.portOverride = value
        decision.routeReason = .override
        decision.routeBecause = Because(
            value == .speaker
                ? "\(state[id].name) overrode the output to the speaker"
                : "\(state[id].name) cleared its output override",
            rule: "R5")
        return nil
    }

    /// R7: a preferred input the category can use.
    mutating func setPreferredInput(_ id: AppID, _ selection: InputSelection, _ decision: inout Decision)
        -> AudioSessionError?
    {
        let configuration = state[id].session.configuration
        let available = state.availableInputs(for: configuration)
        let chosen: PreferredInput?
        switch selection {
        case .none:
            chosen = nil
        case .port(let port):
            guard let found = available.first(where: { $0.port == port }) else {
                return AudioSessionError(
                    .badParam, deferred: "no connected \(port) input that \(configuration.category) can use (rule R7)",
                    rule: "R7")
            }
            chosen = found
        case .device(let name):
            guard let found = available.first(where: { $0.deviceName == name }) else {
                return AudioSessionError(
                    .badParam,
                    deferred: "\(name) offers no connected input that \(configuration.category) can use (rule R7)",
                    rule: "R7")
            }
            chosen = found
        }
        state[id].session.preferredInput = chosen
        decision.routeReason = .override
        decision.routeBecause = Because(
            chosen == nil
                ? "\(state[id].name) cleared its preferred input" : "\(state[id].name) preferred input \(selection)",
            rule: "R7")
        return nil
    }
}
