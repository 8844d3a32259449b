#if PulseAudio
    import AudioSessionEngine
    import AudioSessionModel
    import AudioSessionScenario
    import AudioSessionService
    import AudioSessionServicePulse
    import AudioSessionSoundServerTesting
    import Testing

    /// `serve --check` against a PulseAudio of the test's own: it passes as the daemon enforces (the restore entry
    /// written back), and fails with the fix when the mute is left in the restore database.
    @Suite(
        .enabled(
            if: HeadlessPulseAudio.isInstalled,
            "pulseaudio, pactl and pacat are not installed: run `\(HeadlessPulseAudio.installCommand)`"))
    struct PulseCheckTests {
        @Test func aServerThatKeepsNoMuteForTheNextStreamPasses() throws {
            let pulse = try HeadlessPulseAudio()
            defer { pulse.stop() }
            let ports = PortMap(rules: [ServicePortRule(sink: "speaker", portType: .builtInSpeaker)])
            let report = PulseCheck.run(PulseSoundServer(server: pulse.address), ports: ports)
            #expect(report.passed, "\(report.text)")
            #expect(report.text.contains("server: PulseAudio"))
            #expect(report.text.contains("sinks: speaker, headphones"))
            #expect(report.text.contains("ports: speaker → builtInSpeaker"))
            #expect(report.text.contains("probe: a muted probe stream's next stream starts unmuted"))
        }

        @Test func aMuteLeftInTheRestoreDatabaseFailsWithTheFix() throws {
            let pulse = try HeadlessPulseAudio()
            defer { pulse.stop() }
            let report = PulseCheck.run(PulseSoundServer(server: pulse.address), writesBack: false)
            #expect(!report.passed)
            #expect(report.text.contains("next stream started muted"))
            #expect(report.text.contains("fix: "))
        }

        @Test func noServerFailsAtConnectWithTheFix() {
            let report = PulseCheck.run(PulseSoundServer(server: "unix:/nonexistent/native"))
            #expect(!report.passed)
            #expect(report.text.hasPrefix("connect: cannot connect to the sound server"))
            #expect(report.text.contains("fix: start PulseAudio"))
        }
    }
#endif
