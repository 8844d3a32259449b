import AudioSessionModel

extension Engine {
    /// Runs a user action (scenario format, "User actions").
    mutating func perform(_ action: UserAction, _ decision: inout Decision) throws(SimulationError) {
        switch action {
        case .connect(let device):
            let before = availableInputsOfInputApps()
            try connect(device, &decision)
            tellAvailableInputsChanges(
                since: before, Because(subject: device.description, " connected", rule: "R12"), &decision)
        case .disconnect(let name):
            let before = availableInputsOfInputApps()
            try disconnect(name, &decision)
            tellAvailableInputsChanges(since: before, Because(subject: name, " disconnected", rule: "R12"), &decision)
        case .ringer(let position):
            state.ringer = position
            decision.note(
                .system, .ringer(position),
                Because("the user flipped the Ring/Silent switch", rule: "P5"))
        case .lock:
            guard !state.isLocked else { return }
            state.appBehindLock = state.appInFront
            state.isLocked = true
            sendFrontToBackground(Because("the user locked the screen", rule: "L2"), &decision)
        case .unlock:
            guard state.isLocked else { return }
            state.isLocked = false
            if let id = state.appBehindLock, state[id].lifecycle != .notRunning {
                bringToFront(id, Because("the user unlocked the screen", rule: "L2"), &decision)
            }
            state.appBehindLock = nil
        case .openApp(let name):
            try openApp(name, &decision)
        case .home:
            sendFrontToBackground(Because("the user went to the home screen", rule: "L2"), &decision)
        case .answerCall:
            try answerRingingCall(&decision)
        case .declineCall:
            try declineCall(&decision)
        case .endCall:
            try endCall(named: nil, &decision)
        case .endCallOf(let name):
            try endCall(named: name, &decision)
        case .holdAndAccept:
            try holdAndAccept(&decision)
        case .endAndAccept:
            try endAndAccept(&decision)
        case .resumeCall:
            try resumeCall(&decision)
        case .dismissAlarm:
            guard state.isAlarmRinging else {
                throw SimulationError("dismissAlarm: no alarm is ringing (rule E9)", rule: "E9")
            }
            state.isAlarmRinging = false
            endSystemAudio(.alarm, Because("the user dismissed the alarm", rule: "S5"), &decision)
        case .remote(let command):
            remote(command, &decision)
        case .killApp(let name):
            guard let id = app(named: name), state[id].role != .phone else {
                throw SimulationError("killApp: no app named \(name)")
            }
            guard state[id].lifecycle != .notRunning else { return }
            terminate(id, Because("the user swiped \(name) away", rule: "L6"), &decision)
        case .muteInput(let muted):
            muteInputGesture(muted, &decision)
        case .volumeUp:
            volumeUp(&decision)
        }
    }

    private mutating func openApp(_ name: String, _ decision: inout Decision) throws(SimulationError) {
        let because = Because(after: "the user opened ", name, rule: "L2")
        if name == "Phone", let phone = state.phone, state[phone].role == .phone {
            state.isLocked = false
            sendFrontToBackground(because, &decision)
            state.front = .phone
            return
        }
        guard let id = app(named: name) else { throw SimulationError("openApp: no app named \(name)") }
        state.isLocked = false
        state.appBehindLock = nil
        if state.front == .app(id) { return }
        sendFrontToBackground(because, &decision)
        bringToFront(id, because, &decision)
    }

    /// The app with this name, from the names index (app names never change on a device); the first one on a tie.
    mutating func app(named name: String) -> AppID? {
        if routeCache.appsByName.count != state.apps.count {
            routeCache.appsByName = [:]
            for index in state.apps.indices.reversed() { routeCache.appsByName[state.apps[index].name] = index }
            if routeCache.appsByName.count != state.apps.count { return state.app(named: name) } // Two share a name.
        }
        guard let index = routeCache.appsByName[name], state.apps[index].name == name else { return nil }
        // A removed app's name may belong to an app registered after it.
        if state.apps[index].isRemoved { return state.app(named: name) }
        return AppID(index)
    }

    /// R8, R5: a device connects: last in wins; overrides are cleared.
    private mutating func connect(_ device: ExternalDevice, _ decision: inout Decision) throws(SimulationError) {
        guard !state.devices.contains(where: { $0.name == device.name }) else {
            throw SimulationError("connect: a device named \(device.name) is already connected")
        }
        state.devices.append(device)
        for index in state.apps.indices where state.apps[index].session.portOverride != .none {
            state[AppID(index)].session.portOverride = .none
        }
        // R7 (version 3): a newly connected input the category can use replaces a preferred input: the system
        // takes the new input and clears the preference.
        if device.kind.inputPort != nil {
            let preferring = state.apps.indices.filter { state.apps[$0].session.preferredInput != nil }
            for index in preferring {
                let configuration = state.apps[index].session.configuration
                if state.availableInputs(for: configuration).contains(where: { $0.deviceName == device.name }) {
                    state[AppID(index)].session.preferredInput = nil
                }
            }
        }
        decision.routeReason = .newDeviceAvailable
        decision.routeBecause = Because(subject: device.description, " connected", rule: "R8")
        decision.note(.system, .connected(device), decision.routeBecause)
    }

    /// R8, R5, R7, R10: a device disconnects.
    private mutating func disconnect(_ name: String, _ decision: inout Decision) throws(SimulationError) {
        guard let position = state.devices.firstIndex(where: { $0.name == name }) else {
            let names = state.devices.map(\.name)
            let hint =
                names.isEmpty
                ? "; no device is connected"
                : NameSuggestion.didYouMean(name, in: names) + "; connected: " + names.joined(separator: ", ")
            throw SimulationError("disconnect: no connected device named \(name)" + hint)
        }
        let device = state.devices[position]
        // An active session runs, so its route is the one the route cache kept.
        let nowPlayingLosesOutput: AppID? = state.nowPlaying.flatMap { id in
            // K3: a connected VoIP call's session is system audio, which a disconnection does not interrupt.
            guard state[id].session.isActive, state[id].session.prefersInterruptionOnRouteDisconnect,
                state.calls.isEmpty || !state.hasConnectedCall(id),
                let route = previousRoute(of: id, decision)
            else { return nil }
            return route.outputs.contains { port in
                device.kind.outputPorts.contains { state.portUID(device, $0) == port.uid }
            }
                ? id : nil
        }
        let previousOfNowPlaying = nowPlayingLosesOutput.flatMap { previousRoute(of: $0, decision) }
        state.devices.remove(at: position)
        // Read in place: reading a session through the array's subscript copies it first (most choose nothing).
        let choosing = state.apps.withUnsafeBufferPointer { apps in
            apps.indices.filter {
                apps[$0].session.portOverride != .none || apps[$0].session.preferredInput?.deviceName != nil
            }
        }
        for index in choosing {
            if state.apps[index].session.portOverride != .none { state[AppID(index)].session.portOverride = .none }
            if state.apps[index].session.preferredInput?.deviceName == name {
                state[AppID(index)].session.preferredInput = nil
            }
        }
        decision.routeReason = .oldDeviceUnavailable
        decision.routeBecause = Because(subject: device.description, " disconnected", rule: "R8")
        decision.note(.system, .disconnected(device), decision.routeBecause)
        if let id = nowPlayingLosesOutput, let previous = previousOfNowPlaying {
            // R10: the Now Playing app hears the route change first, then an interruption with no interrupter.
            let because = Because("\(device) disconnected from the Now Playing app", rule: "R10")
            decision.deliver(
                id, .routeChange(reason: .oldDeviceUnavailable, previousRoute: previous), because,
                order: .disconnectRouteChange)
            interrupt(id, reason: .routeDisconnected, by: nil, because, &decision)
        }
    }

    /// N2: a remote command goes to the Now Playing app, or to Music for play and toggle.
    private mutating func remote(_ command: RemoteCommand, _ decision: inout Decision) {
        let target = state.nowPlaying ?? (command == .pause ? nil : state.music)
        guard let id = target else {
            decision.note(
                .system, .remoteIgnored(command),
                Because("no app is Now Playing", rule: "N2"))
            return
        }
        let because = Because.remote(command, nowPlaying: state.nowPlaying == id ? state[id].name : nil)
        wake(id, because, &decision)
        decision.deliver(id, .remoteCommand(command), because, order: .other)
    }
}
