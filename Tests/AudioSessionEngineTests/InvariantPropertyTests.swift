import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator
import PropertyBased
import Testing

/// Random valid devices and event sequences; the engine's invariants are checked after every event.
@Suite struct InvariantPropertyTests {
    static let names = ["Alpha", "Bravo", "Charlie"]

    @Test func invariantsHoldAfterEveryEvent() async {
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...1_000_000).array(of: 1...60), Gen.int(in: 0...4095)) {
            codes, setup in
            let driver = RandomDriver(setup: setup)
            for code in codes {
                driver.apply(code)
                let problems = driver.invariantViolations()
                #expect(problems.isEmpty, "after \(driver.lastEvent): \(problems.joined(separator: "; "))")
                if !problems.isEmpty { return }
            }
            #expect(driver.device.fatalError == nil, "\(driver.device.fatalError?.message ?? "")")
            #expect(
                driver.heldDeliveryProblems.withLock { $0 }.isEmpty, "\(driver.heldDeliveryProblems.withLock { $0 })")
        }
    }

    @Test func theSameCodesGiveTheSameTrace() {
        let codes = (0..<400).map { ($0 * 7_919 + 13) % 1_000_000 }
        let first = RandomDriver(setup: 1234)
        let second = RandomDriver(setup: 1234)
        for code in codes {
            first.apply(code)
            second.apply(code)
        }
        #expect(first.device.trace == second.device.trace)
        #expect(first.device.trace.count > 100)
    }
}

/// Turns integers into valid events on a small random device, and checks invariants.
final class RandomDriver: Sendable {
    let device: SimulatedDevice
    let heldDeliveryProblems = Locked<[String]>([])
    private let connectedCount = Locked(0)
    private let last = Locked("setup")

    var lastEvent: String { last.withLock { $0 } }

    init(setup: Int) {
        let apps = InvariantPropertyTests.names.enumerated().map { index, name in
            DeviceConfiguration.App(
                name: name, backgroundAudio: (setup >> index) & 1 == 1,
                handlesRemoteCommands: (setup >> (index + 3)) & 1 == 1,
                recordPermission: [.undetermined, .granted, .denied][(setup >> 6) % 3],
                isRunning: index != 2 || setup & 64 == 0, usesCallKit: index != 0)
        }
        let configuration = DeviceConfiguration(
            model: setup & 128 == 0 ? .iPhone : .iPad, os: setup & 256 == 0 ? .iOS18 : .iOS26,
            ringer: setup & 512 == 0 ? .ring : .silent, isLocked: setup & 1024 != 0,
            callStyle: setup & 2048 == 0 ? .banner : .fullScreen,
            devices: setup & 8 == 0 ? [] : [ExternalDevice(kind: .bluetoothHeadset, name: "Buds")],
            apps: apps, foreground: InvariantPropertyTests.names[setup % 3], isMusicPlaying: setup & 16 != 0)
        device = SimulatedDevice(configuration)
        for index in 0..<device.state.apps.count {
            let id = AppID(index)
            device.observe(id) { [weak self, device] delivery in
                let state = device.state[id]
                if state.role != .phone, !state.lifecycle.isRunning {
                    self?.heldDeliveryProblems.withLock {
                        $0.append("\(state.name) received \(delivery) while \(state.lifecycle)")
                    }
                }
                if case .notification(.interruptionEnded) = delivery, state.role == .declared,
                    device.state.call(of: id)?.phase != .held
                {
                    device.apply(.activate, by: id)
                    device.apply(.play(for: nil), by: id)
                }
            }
        }
    }

    func apply(_ code: Int) {
        let state = device.state
        let choice = code % 100
        let app = AppID((code / 100) % 3)
        let pick = code / 300
        switch choice {
        case 0..<45:
            guard let action = Self.appAction(pick, state: state, app: app) else { return }
            last.withLock { $0 = "\(state[app].name) \(action)" }
            device.apply(action, by: app)
        case 45..<80:
            guard let action = userAction(pick, state: state) else { return }
            last.withLock { $0 = "user \(action)" }
            device.apply(action)
        case 80..<90:
            guard let event = Self.systemEvent(pick, state: state) else { return }
            last.withLock { $0 = "system \(event)" }
            device.apply(event)
        default:
            let seconds = Int64(pick % 40)
            last.withLock { $0 = "advance \(seconds)s" }
            device.advance(toNanoseconds: device.nanosecondsNow + seconds * 1_000_000_000)
        }
    }

    static func appAction(_ pick: Int, state: DeviceState, app: AppID) -> AppAction? {
        if pick % 5 == 4, state[app].usesCallKit { return callKitAction(pick / 5, state: state, app: app) }
        // A well-behaved CallKit app leaves its held call's session to the system (K5): no activation of its own.
        if state.call(of: app)?.phase == .held, [3, 4, 6, 8].contains(pick % 14) { return nil }
        let categories = Category.allCases
        let modes = Mode.allCases
        let options = CategoryOptions.namedMembers.map(\.value)
        switch pick % 14 {
        case 0, 1:
            var chosen = CategoryOptions()
            if pick & 16 != 0 { chosen.insert(options[(pick / 32) % options.count]) }
            if pick & 1024 != 0 { chosen.insert(options[(pick / 2048) % options.count]) }
            let mode = pick & 64 == 0 ? Mode.default : modes[(pick / 128) % modes.count]
            return .setCategory(
                SessionConfiguration(category: categories[(pick / 4) % categories.count], mode: mode, options: chosen))
        case 2: return .setMode(modes[(pick / 14) % modes.count])
        case 3, 4: return .activate
        case 5:
            // A well-behaved CallKit app leaves its session to the system during its call (K3).
            if state.hasConnectedCall(app) { return nil }
            return .deactivate(pick & 32 == 0 ? [] : .notifyOthersOnDeactivation)
        case 6: return .play(for: pick & 32 == 0 ? nil : .seconds(Int(pick % 7)))
        case 7: return .stop
        case 8: return .record(for: pick & 32 == 0 ? nil : .seconds(Int(pick % 5)))
        case 9: return .stopRecording
        case 10: return .overrideOutput(pick & 32 == 0 ? .speaker : .none)
        case 11:
            let inputs: [InputSelection] = [
                .none, .port(.builtInMic), .port(.bluetoothHFP), .port(.headsetMic), .device("Buds"),
            ]
            return .setPreferredInput(inputs[(pick / 14) % inputs.count])
        case 12: return .requestRecordPermission
        default:
            return pick & 32 == 0
                ? .setPrefersNoInterruptionsFromSystemAlerts(pick & 64 == 0)
                : .setPrefersInterruptionOnRouteDisconnect(pick & 64 == 0)
        }
    }

    /// A CallKit action the app may take now (K1, K4, K5, K6); `nil` when it would be a scenario error.
    static func callKitAction(_ pick: Int, state: DeviceState, app: AppID) -> AppAction? {
        let ringing = state.calls.contains { $0.phase == .ringing || $0.phase == .waiting }
        let waiting = state.call(in: .waiting) != nil
        switch pick % 6 {
        case 0:
            guard !state.hasCall(app), !ringing, state.calls.count < 2 else { return nil }
            return .callKit(.reportIncomingCall)
        case 1:
            guard state.calls.isEmpty, state[app].lifecycle.isInFront else { return nil }
            return .callKit(.startCall)
        case 2:
            return state.hasCall(app) ? .callKit(.endCall) : nil
        case 3:
            return state.hasCall(app) ? .callKit(.requestEndCall) : nil
        case 4:
            return state.call(of: app)?.phase == .connected && !waiting ? .callKit(.requestHold) : nil
        default:
            let alone = state.call == nil && !waiting
            return state.call(of: app)?.phase == .held && alone ? .callKit(.requestResume) : nil
        }
    }

    /// A user action on calls that is possible now (K5), or `nil`.
    static func callUserAction(_ pick: Int, state: DeviceState) -> UserAction? {
        let waiting = state.call(in: .waiting) != nil
        let connected = state.call(in: .connected) != nil
        switch pick % 4 {
        case 0: return waiting && connected ? .holdAndAccept : nil
        case 1: return waiting && connected ? .endAndAccept : nil
        case 2: return state.call(in: .held) != nil && state.call == nil ? .resumeCall : nil
        default:
            let endable = state.calls.filter { $0.phase == .connected || $0.phase == .held }
            guard !endable.isEmpty else { return nil }
            let call = endable[(pick / 4) % endable.count]
            return .endCallOf(call.app.map { state[$0].name } ?? "Phone")
        }
    }

    func userAction(_ pick: Int, state: DeviceState) -> UserAction? {
        if pick % 3 == 2, !state.calls.isEmpty, let action = Self.callUserAction(pick / 3, state: state) {
            return action
        }
        let kinds = DeviceKind.allCases
        switch pick % 14 {
        case 0:
            let count = connectedCount.withLock { value -> Int in
                value += 1
                return value
            }
            return .connect(ExternalDevice(kind: kinds[(pick / 14) % kinds.count], name: "Device\(count)"))
        case 1:
            guard !state.devices.isEmpty else { return nil }
            return .disconnect(state.devices[(pick / 14) % state.devices.count].name)
        case 2: return .ringer(pick & 16 == 0 ? .ring : .silent)
        case 3: return .lock
        case 4: return .unlock
        case 5, 6: return .openApp(InvariantPropertyTests.names[(pick / 14) % 3])
        case 7: return .home
        case 8: return state.call.map { $0.isConnected ? Self.endCall(state) : .answerCall }
        case 9: return state.call.map { $0.isConnected ? Self.endCall(state) : .declineCall }
        case 10: return state.isAlarmRinging ? .dismissAlarm : nil
        case 11, 12: return .remote(RemoteCommand.allCases[(pick / 14) % 3])
        default: return .killApp(InvariantPropertyTests.names[(pick / 14) % 3])
        }
    }

    /// `endCall`, naming the call when two exist (K4).
    static func endCall(_ state: DeviceState) -> UserAction {
        let endable = state.calls.filter { $0.phase == .connected || $0.phase == .held }
        guard endable.count > 1, let connected = state.call else { return .endCall }
        return .endCallOf(connected.app.map { state[$0].name } ?? "Phone")
    }

    static func systemEvent(_ pick: Int, state: DeviceState) -> SystemEvent? {
        let cellularMayArrive =
            state.call(of: nil) == nil && state.calls.count < 2
            && !state.calls.contains { $0.phase == .ringing || $0.phase == .waiting }
        let voipConnected = state.call?.isConnected == true && state.call?.app != nil
        switch pick % 7 {
        case 0: return cellularMayArrive ? .incomingCall : state.call(of: nil) != nil ? .remoteHangUp : nil
        case 1: return state.isAlarmRinging ? nil : .alarm
        case 2: return state.isSiriListening ? .siriEnded : .siri
        case 3: return voipConnected ? nil : .resetMediaServices // S7 would end the call's audio.
        case 4: return state.model == .iPad ? .smartFolio(closed: !state.isMicMuted) : nil
        case 5: return cellularMayArrive ? .incomingCall : nil
        default: return state.isSiriListening ? .siriEnded : nil
        }
    }

    /// The invariants of the issue, each computed here independently of the engine's own helpers.
    func invariantViolations() -> [String] {
        let engine = device.reading { engine in copy engine }
        let state = engine.state
        var problems: [String] = []
        let apps = state.apps.indices.map(AppID.init).filter { state[$0].role != .phone }
        for id in apps {
            let app = state[id]
            let session = app.session
            if (session.isPlaying || session.isRecording) && !session.isActive {
                problems.append("\(app.name) runs I/O on an inactive session")
            }
            if session.isInterrupted && session.isActive { problems.append("\(app.name) is interrupted but active") }
            if !app.lifecycle.isRunning && session.isActive {
                problems.append("\(app.name) is \(app.lifecycle) with an active session")
            }
            let othersDuck = apps.contains { other in
                other != id && state[other].session.isActive
                    && state[other].session.configuration.effectiveOptions.contains(.duckOthers)
            }
            let shouldDuck =
                session.isActive && !session.configuration.effectiveOptions.contains(.duckOthers) && othersDuck
            if engine.isDucked(id) != shouldDuck {
                problems.append("\(app.name) ducked \(engine.isDucked(id)), expected \(shouldDuck)")
            }
        }
        let inFront = apps.filter { state[$0].lifecycle.isInFront }
        if inFront.count > 1 { problems.append("\(inFront.count) apps in front") }
        // K3: a connected VoIP call's session is system audio, which other apps' sessions may play beside.
        let nonMixable = apps.filter { id in
            state[id].session.isActive && !state[id].session.configuration.isMixable
                && !state.calls.contains { call in call.app == id && call.phase == .connected }
        }
        if nonMixable.count > 1 {
            problems.append("non-mixable sessions active together: \(nonMixable.map { state[$0].name })")
        }
        problems += callViolations(state)
        // The readings of every app at once (linear in the apps) are the single-app queries' answers.
        let together = engine.readingsOfEveryApp()
        for index in state.apps.indices where together[index] != Engine.AppReadings(of: AppID(index), in: engine) {
            problems.append("\(state.apps[index].name)'s readings differ read together and alone")
        }
        return problems
    }

    /// The invariants of calls (rules K): at most one call connected and not held; a held call's session is
    /// inactive; a connected VoIP call's session is active and owns the route; its app runs.
    func callViolations(_ state: DeviceState) -> [String] {
        var problems: [String] = []
        let connected = state.calls.filter { $0.phase == .connected }
        if connected.count > 1 { problems.append("\(connected.count) calls connected and not held") }
        if state.calls.count > 2 { problems.append("\(state.calls.count) calls") }
        if state.calls.filter({ $0.phase == .ringing || $0.phase == .waiting }).count > 1 {
            problems.append("two calls ring")
        }
        for call in state.calls {
            guard let app = call.app else { continue }
            let name = state[app].name
            if !state[app].usesCallKit { problems.append("\(name) has a call without CallKit") }
            if !state[app].lifecycle.isRunning { problems.append("\(name) has a call but is \(state[app].lifecycle)") }
            switch call.phase {
            case .held:
                if state[app].session.isActive { problems.append("\(name)'s held call has an active session") }
            case .connected:
                if !state[app].session.isActive { problems.append("\(name)'s connected call has an inactive session") }
                if state.routeOwner != .app(app) { problems.append("\(name)'s connected call does not own the route") }
            case .dialing:
                problems.append("\(name)'s call is still dialing once settled")
            case .ringing, .waiting:
                break
            }
        }
        return problems
    }
}
