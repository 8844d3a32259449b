import AudioSessionTesting
import Testing

/// Preferences are hints; the read-back values are the device's.
@Suite struct PreferencesTests {
    private func app(devices: [ExternalDevice] = []) throws -> SimulatedAudioSession {
        try session(makeDevice([.init(name: "App", recordPermission: .granted)], devices: devices), "App")
    }

    @Test func preferredSampleRateIsAHint() throws {
        let app = try app()
        #expect(app.preferredSampleRate == 0)
        try app.setPreferredSampleRate(44_100)
        #expect(app.preferredSampleRate == 44_100)
        #expect(app.sampleRate == 48_000)
    }

    @Test func handsFreeRouteRunsAtSixteenKilohertz() throws {
        let app = try app(devices: [ExternalDevice(kind: .bluetoothHeadset, name: "AirPods")])
        try app.setCategory(.playAndRecord, mode: .voiceChat, options: [])
        try app.setActive(true)
        #expect(ports(app.currentRoute) == ([.bluetoothHFP], [.bluetoothHFP]))
        try app.setPreferredSampleRate(48_000)
        #expect(app.sampleRate == 16_000)
    }

    @Test func ioBufferDurationRoundsTheHintToAPowerOfTwoFrameCount() throws {
        let app = try app()
        try app.setPreferredIOBufferDuration(0.005)
        #expect(app.preferredIOBufferDuration == 0.005)
        #expect(app.ioBufferDuration == 256.0 / 48_000)
        try app.setPreferredIOBufferDuration(0)
        #expect(app.ioBufferDuration == 2048.0 / 48_000)
    }

    @Test func outOfRangePreferencesThrowBadParamAndKeepTheOldValue() throws {
        let app = try app()
        try app.setPreferredSampleRate(32_000)
        #expect(throws: AudioSessionError(.badParam)) { try app.setPreferredSampleRate(192_000) }
        #expect(throws: AudioSessionError(.badParam)) { try app.setPreferredIOBufferDuration(0.5) }
        #expect(app.preferredSampleRate == 32_000)
        #expect(app.preferredIOBufferDuration == 0)
    }
}
