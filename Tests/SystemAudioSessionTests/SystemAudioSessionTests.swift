#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import Testing

    /// `SystemAudioSession` compiled against the AVFAudio stand-in and driven by its script: the adapter maps values,
    /// errors and notifications as it would on iOS.
    @Suite struct SystemAudioSessionTests {
        @Test func setsTheCategoryThroughTheSDKAndReadsItBack() throws {
            let sdk = AVAudioSession()
            let session = SystemAudioSession(session: sdk)
            try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetoothA2DP])
            #expect(sdk.category == .playAndRecord)
            #expect(sdk.mode == .voiceChat)
            #expect(session.category == .playAndRecord)
            #expect(session.configuration.options == [.allowBluetoothA2DP])
            #expect(AVAudioSessionScript(sdk).calls == ["setCategory"])
        }

        @Test func mapsAnSDKErrorToItsCode() {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            script.failNext("setActive(true)", with: .cannotInterruptOthers, "in the background")
            let session = SystemAudioSession(session: sdk)
            #expect(throws: AudioSessionError.self) { try session.setActive(true) }
            do {
                try session.setActive(true)
            } catch {
                Issue.record("the second activation should succeed: \(error)")
            }
            #expect(script.values.isActive)
        }
    }
#endif
