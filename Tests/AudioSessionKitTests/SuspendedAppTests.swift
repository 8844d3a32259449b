import AudioSessionModel
import AudioSessionSwiftTesting
import AudioSessionTesting
import Testing

/// Rule L5 on the virtual clock and at the session: a suspended app runs nothing, so its sleepers are held until it
/// runs again, and a call from its code is refused loudly instead of waking it.
@Suite struct SuspendedAppTests {
    /// Game in front, then the user opens Notes: Game, which plays nothing, is suspended at once (L3, L5).
    private func suspendGame() throws -> (SimulatedDevice, SimulatedAudioSession) {
        let device = makeDevice([.init(name: "Game"), .init(name: "Notes")], foreground: "Game")
        let game = try session(device, "Game")
        return (device, game)
    }

    @MainActor @Test func aSuspendedAppsSleepersAreHeldUntilItRunsThenWakeInDeadlineOrder() async throws {
        let (device, game) = try suspendGame()
        let woke = Recorder<String>()
        let late = Task { @MainActor in
            try await game.clock.sleep(for: .seconds(5))
            woke.append("5 s sleeper at \(device.now)")
        }
        let early = Task { @MainActor in
            try await Task.sleep(for: .seconds(3), clock: game.scheduler.clock)
            woke.append("3 s sleeper at \(device.now)")
        }
        let test = Task { @MainActor in
            try await device.clock.sleep(for: .seconds(4))
            woke.append("the test's own sleeper at \(device.now)")
        }
        try await device.advance(by: .seconds(1))
        try device.perform(.openApp("Notes"))
        #expect(game.lifecycleState == .suspended)
        try await device.advance(by: .seconds(9))
        #expect(woke.all == ["the test's own sleeper at 4.0 seconds"], "Game's sleepers are held past their deadlines")
        try device.perform(.openApp("Game"))
        await device.settle()
        #expect(
            woke.take() == [
                "the test's own sleeper at 4.0 seconds", "3 s sleeper at 10.0 seconds", "5 s sleeper at 10.0 seconds",
            ])
        try await early.value
        try await late.value
        try await test.value
    }

    @Test func aSleeperHeldWhileSuspendedDoesNotStopTheClock() async throws {
        let (device, game) = try suspendGame()
        try device.perform(.openApp("Notes"))
        let task = Task { try await game.clock.sleep(for: .seconds(2)) }
        await device.settle()
        try await device.advance(by: .seconds(30))
        #expect(device.now == .seconds(30), "advance(by:) moves on past a held sleeper")
        try device.perform(.openApp("Game"))
        await device.settle()
        try await task.value
    }

    @Test func aTerminatedAppsSleeperIsCancelled() async throws {
        let (device, game) = try suspendGame()
        let task = Task { try await game.clock.sleep(for: .seconds(2)) }
        await device.settle()
        try device.perform(.openApp("Notes"))
        try device.perform(.killApp("Game"))
        try await device.advance(by: .seconds(3))
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func aCallFromASuspendedAppsCodeIsRefusedLoudlyAndDoesNotWakeIt() throws {
        let (device, game) = try suspendGame()
        try device.perform(.openApp("Notes"))
        let traced = device.trace.count
        var refusal: AudioSessionError?
        withKnownIssue("the refusal is a test issue too") {
            do { try game.setActive(true) } catch { refusal = error as? AudioSessionError }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Game is suspended (rule L5)") }
        }
        let error = try #require(refusal)
        #expect(error.code == .unspecified)
        #expect(
            error.message.contains("rule L5") && error.message.contains("Game") && error.message.contains("activate"))
        #expect(game.lifecycleState == .suspended, "the call did not wake the app")
        #expect(!game.isActiveOnDevice)
        #expect(device.trace.count == traced, "nothing happened on the device")
        withKnownIssue {
            #expect(throws: AudioSessionError.self) { try game.setPreferredSampleRate(44_100) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("setPreferredSampleRate(_:)") }
        }
        #expect(game.preferredSampleRate == 0)
    }

    @Test func aStepOfTheAppsOwnWakesItAndItsCallsRun() throws {
        let (device, game) = try suspendGame()
        try device.perform(.openApp("Notes"))
        try device.step(of: game.app) {
            #expect(game.lifecycleState == .background, "woken in the background (L4)")
            try game.setCategory(.playback, mode: .default, options: [])
            try game.setMode(.moviePlayback)
        }
        #expect(game.category == .playback && game.mode == .moviePlayback)
        #expect(game.lifecycleState == .suspended, "suspended again once its step is over: it plays nothing (L3)")
    }

    @Test func acquireDoesNotTrustActivationKnowledgeASuspensionMadeStale() throws {
        let (device, game) = try suspendGame()
        try game.setCategory(.playback, mode: .default, options: [])
        let shared = game.sharedActivation
        try shared.acquire("engine")
        try device.perform(.openApp("Notes"))
        #expect(!game.isActiveOnDevice, "suspending deactivated the session without telling the app (L5)")
        #expect(game.activation == .active, "so what the Kit knows is stale")
        try device.perform(.openApp("Game"))
        try shared.acquire("ads")
        #expect(game.isActiveOnDevice, "acquire activated again")
        #expect(shared.holders == ["engine", "ads"])
    }

    @Test func aDeliveryToTheAppRunsItsCode() throws {
        let device = makeDevice([.init(name: "Game"), .init(name: "Notes")], foreground: "Game")
        let game = try session(device, "Game")
        let refused = Recorder<String>()
        let observation = game.addLifecycleObserver { event in
            guard event == .enteredBackground else { return }
            #expect(device.isRunningCode(of: game.app))
            do { try game.setCategory(.ambient, mode: .default, options: []) } catch { refused.append("\(error)") }
        }
        try device.perform(.openApp("Notes"))
        #expect(refused.all.isEmpty)
        #expect(game.category == .ambient)
        #expect(!device.isRunningCode(of: game.app), "only while the device runs the app's code")
        observation.cancel()
    }
}

/// The simulator finds the testing library's Swift Testing reporter by name, since it cannot import it.
@Suite struct SwiftTestingReporterTests {
    @Test func theSimulatorFindsTheTestingLibrarysReporterByName() {
        #expect(_mangledTypeName(IssueRecorder.self) == SettleDiagnostics.testingLibraryReporterName)
        guard let found = SettleDiagnostics.testingLibraryReporter else {
            Issue.record("the simulator does not find IssueRecorder")
            return
        }
        let isTheReporter = ObjectIdentifier(found) == ObjectIdentifier(IssueRecorder.self)
        #expect(isTheReporter)
        withKnownIssue {
            let recorded = found.record("reported from a test", at: nil)
            #expect(recorded, "inside a test it records an issue")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "reported from a test" }
        }
    }

    @Test func outsideATestNothingIsRecorded() async {
        let recorded = await Task.detached { IssueRecorder.record("outside", at: nil) }.value
        #expect(!recorded, "a detached task is outside the running test")
    }
}
