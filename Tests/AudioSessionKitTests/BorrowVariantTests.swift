import AudioSessionTesting
import Testing

/// The typed-throws borrowed scope and the A2DP variant of the ad configuration.
@Suite struct BorrowVariantTests {
    private func podcasts(
        devices: [ExternalDevice] = []
    ) throws -> (SimulatedDevice, SimulatedAudioSession, SharedActivation) {
        let device = makeDevice(
            [.init(name: "Podcasts", backgroundAudio: true, recordPermission: .granted)], devices: devices)
        let app = try session(device, "Podcasts")
        try app.setCategory(.playback, mode: .spokenAudio, options: [])
        return (device, app, app.sharedActivation)
    }

    /// Code in a typed-throws context uses the scope without `any Error` leaking in.
    private func playAd(
        _ shared: SharedActivation, _ app: SimulatedAudioSession, failing: Bool
    ) throws(AudioSessionError) -> AudioSession.Category {
        try shared.withBorrowedConfiguration(.adPlayback, component: "Ads") { () throws(AudioSessionError) in
            if failing { throw AudioSessionError(.cannotStartPlaying, "the ad failed") }
            return app.category
        }
    }

    @Test func aTypedBodyMakesATypedScope() throws {
        let (_, app, shared) = try podcasts()
        #expect(try playAd(shared, app, failing: false) == .playAndRecord)
        #expect(app.category == .playback, "restored")
        #expect(throws: AudioSessionError(.cannotStartPlaying)) { try playAd(shared, app, failing: true) }
        #expect(app.category == .playback && shared.holders.isEmpty, "restored after the throw too")
    }

    @Test func aBorrowThatCannotBeginThrowsTheBodysErrorType() throws {
        // Game runs in the background without the audio background mode: it cannot activate (A1).
        let device = makeDevice([.init(name: "Game"), .init(name: "Notes")], foreground: "Notes")
        let game = try session(device, "Game")
        var ran = false
        let error = device.step(of: game.app) {
            #expect(throws: AudioSessionError.self) {
                try game.sharedActivation.withBorrowedConfiguration(.adPlayback, component: "Ads") {
                    () throws(AudioSessionError) in ran = true
                }
            }
        }
        #expect(error?.code == .cannotStartPlaying)
        #expect(!ran, "the body does not run when the borrow fails")
        #expect(game.category == .soloAmbient, "what the borrow set is restored")
    }

    @Test func anUntypedBodyStillCompilesAndRethrowsAnyError() throws {
        struct Failure: Error {}
        let (_, _, shared) = try podcasts()
        #expect(throws: Failure.self) {
            try shared.withBorrowedConfiguration(.adPlayback, component: "Ads") { throw Failure() }
        }
        let value = try shared.withBorrowedConfiguration(.adPlayback, component: "Ads") { 42 }
        #expect(value == 42)
    }

    @Test func theA2DPVariantKeepsTheAdOnTheHeadphonesWhereAdPlaybackLeavesThem() throws {
        let (_, app, shared) = try podcasts(devices: [ExternalDevice(kind: .bluetoothHeadset, name: "AirPods")])
        try app.setActive(true)
        #expect(app.currentRoute.outputs.map(\.portType) == [.bluetoothA2DP])
        let plain = try shared.withBorrowedConfiguration(.adPlayback, component: "Ads") { app.currentRoute }
        #expect(plain.outputs.map(\.portType) == [.builtInSpeaker], "no Bluetooth option: the speaker")
        let a2dp = try shared.withBorrowedConfiguration(.adPlaybackOverBluetoothA2DP, component: "Ads") {
            app.currentRoute
        }
        #expect(a2dp.outputs.map(\.portType) == [.bluetoothA2DP], "still on the headphones' A2DP output")
        #expect(a2dp.inputs.map(\.portType) == [.builtInMic], "with the built-in microphone, not hands-free")
        #expect(BorrowedConfiguration.adPlaybackOverBluetoothA2DP.configuration.options.contains(.allowBluetoothA2DP))
    }
}
