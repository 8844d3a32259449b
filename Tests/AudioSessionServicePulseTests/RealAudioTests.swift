#if PulseAudio
    import AudioSessionSoundServerTesting
    import Foundation
    import Testing

    /// `audiosession serve` enforcing its decisions on real audio: tone clients (`audiosession-tone`, Radio at
    /// 440 Hz, Podcasts and Maps at 880 Hz) play to a PulseAudio's or a pipewire-pulse's null sinks, and the sinks'
    /// monitors, recorded, say what is heard. The clients ignore interruptions: only the daemon silences them.
    @Suite(
        .serialized,
        .enabled(
            if: ServerUnderTest.isAvailable,
            "pulseaudio, pactl and parec are not installed: run `\(ServerUnderTest.installCommand)`"))
    struct RealAudioTests {
        /// Below this RMS (1 % of full scale) a tone is not heard.
        static let silence = 0.01
        /// The RMS of an undiminished tone (amplitude 0.5), as each channel of the stereo sink carries it.
        static let full = 0.5 / (2 as Double).squareRoot()
        /// The duck level in decibels: 20·log10(0.2).
        static let duckDecibels = 20 * log10(0.2)

        /// Levels in decibels of full, to a tenth.
        static func decibels(_ levels: [Double]) -> [Double] {
            levels.map { (ToneLevel.decibels($0, relativeTo: full) * 10).rounded() / 10 }
        }

        /// Waits `seconds`.
        static func wait(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

        /// The middle value.
        static func median(_ values: [Double]) -> Double {
            values.isEmpty ? 0 : values.sorted()[values.count / 2]
        }

        /// Whether a deactivation's reply says the session is inactive: `ok`, or the error of an app whose output
        /// still ran, deactivated anyway (rule A5; the tone clients never stop theirs).
        static func deactivated(_ reply: String) -> Bool {
            reply == "ok" || (reply.hasPrefix("error") && reply.contains("inactive anyway (rule A5)"))
        }

        /// Prints how long `what` took to be heard after `decision`, and expects it within the bound.
        static func heard(_ what: String, after decision: UInt64, at change: UInt64?) {
            guard let change else {
                Issue.record("not heard within 5 s: \(what)")
                return
            }
            let milliseconds = RealAudioStage.milliseconds(from: decision, to: change)
            print("[real audio] \(what): \(Int(milliseconds.rounded())) ms")
            #expect(milliseconds < RealAudioStage.enforcementBound * 1_000, "\(what)")
        }

        /// Expects `tone` heard undiminished on `recorder` for `seconds` from now.
        static func expectAudible(
            _ hertz: Double, on recorder: ToneRecorder, for seconds: Double = 0.4, _ what: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let from = RealAudioStage.now
            let levels = recorder.levels(hertz, from: from, to: from + UInt64(seconds * 1e9))
            #expect(!levels.isEmpty, "\(what): nothing recorded", sourceLocation: sourceLocation)
            #expect(
                abs(ToneLevel.decibels(median(levels), relativeTo: full)) < 1, "\(what): \(levels)",
                sourceLocation: sourceLocation)
        }

        /// Expects `tone` silent on `recorder` in every window for `seconds` from now.
        static func expectSilent(
            _ hertz: Double, on recorder: ToneRecorder, for seconds: Double = 0.4, _ what: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let from = RealAudioStage.now
            let levels = recorder.levels(hertz, from: from, to: from + UInt64(seconds * 1e9))
            #expect(!levels.isEmpty, "\(what): nothing recorded", sourceLocation: sourceLocation)
            #expect(levels.allSatisfy { $0 < silence }, "\(what): \(levels)", sourceLocation: sourceLocation)
        }

        /// Expects the test apps' restore entries as they were before the test.
        static func expectRestoreEntriesKept(_ stage: RealAudioStage, sourceLocation: SourceLocation = #_sourceLocation)
        {
            let differences = stage.restoreDifferences()
            #expect(differences.isEmpty, "\(differences)\n\(stage.logs)", sourceLocation: sourceLocation)
        }

        /// Radio playing alone at 440 Hz, heard on the speaker.
        static func radioPlaying(_ stage: RealAudioStage, options: String = "") throws -> (ToneProcess, ToneRecorder) {
            let speaker = try stage.record(stage.server.speaker)
            let radio = try stage.tone("Radio", hertz: 440)
            #expect(radio.send("category playback \(options)") == "ok")
            #expect(radio.send("activate") == "ok")
            #expect(radio.send("play") == "ok")
            wait(0.2)
            expectAudible(440, on: speaker, "Radio plays")
            return (radio, speaker)
        }

        /// Podcasts at 880 Hz, activated and playing: Radio, not mixable, is interrupted.
        static func podcastsInterrupt(_ stage: RealAudioStage, heardOn speaker: ToneRecorder) throws -> ToneProcess {
            let podcasts = try stage.tone("Podcasts", hertz: 880)
            #expect(podcasts.send("category playback") == "ok")
            let decision = RealAudioStage.now
            #expect(podcasts.send("activate") == "ok")
            #expect(podcasts.send("play") == "ok")
            heard(
                "Podcasts activates → Radio silent", after: decision,
                at: speaker.firstWindow(440, after: decision) { $0 < silence }?.start)
            wait(0.2)
            expectSilent(440, on: speaker, "Radio is interrupted")
            expectAudible(880, on: speaker, "Podcasts plays")
            return podcasts
        }

        @Test("an interruption silences the app that ignores it; the end with notifyOthers gives its sound back")
        func interruption() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (_, speaker) = try Self.radioPlaying(stage)
            let podcasts = try Self.podcastsInterrupt(stage, heardOn: speaker)
            let decision = RealAudioStage.now
            #expect(Self.deactivated(podcasts.send("deactivate notifyOthers")))
            Self.heard(
                "Podcasts deactivates → Radio heard", after: decision,
                at: speaker.firstWindow(440, after: decision, ending: true) { $0 > Self.silence }?.end)
            Self.wait(0.2)
            Self.expectAudible(440, on: speaker, "Radio is heard again")
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }

        @Test("a stream that appears while its app is silenced is silenced at once, and heard when the app is")
        func aLaterStream() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (radio, speaker) = try Self.radioPlaying(stage)
            let podcasts = try Self.podcastsInterrupt(stage, heardOn: speaker)
            let started = RealAudioStage.now
            _ = try stage.stream(token: radio.token, hertz: 660)
            Self.wait(0.3)
            let early = speaker.levels(660, from: started, to: RealAudioStage.now)
            print("[real audio] Radio's new stream while silenced, 50 ms windows: \(early)")
            #expect(
                early.filter { $0 >= Self.silence }.count <= 2,
                "heard for at most 100 ms (the server's event, then the call): \(early)")
            Self.expectSilent(660, on: speaker, "Radio's new stream is silenced with it")
            #expect(Self.deactivated(podcasts.send("deactivate notifyOthers")))
            podcasts.kill() // Three tones at once would sum past full scale.
            Self.wait(0.2)
            let from = RealAudioStage.now
            let levels = speaker.levels(660, from: from, to: from + 400_000_000)
            #expect(
                levels.count > 2 && abs(ToneLevel.decibels(Self.median(levels), relativeTo: Self.full / 2)) < 1,
                "Radio's new stream is heard when Radio is, at its own level (half of the tone's): \(levels)")
        }

        @Test("duckOthers lowers the mixable app to the duck level after the ramp, and lifts it after")
        func duck() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (radio, speaker) = try Self.radioPlaying(stage, options: "mixWithOthers")
            let maps = try stage.tone("Maps", hertz: 880)
            #expect(maps.send("category playback duckOthers") == "ok")
            let decision = RealAudioStage.now
            #expect(maps.send("activate") == "ok")
            #expect(maps.send("play") == "ok")
            let ramp = speaker.levels(440, from: decision, to: decision + 800_000_000)
            print("[real audio] Maps ducks → Radio, 50 ms windows: \(Self.decibels(ramp)) dB")
            let low = speaker.firstWindow(440, after: decision) {
                abs(ToneLevel.decibels($0, relativeTo: Self.full) - Self.duckDecibels) < 1
            }
            let reached = low.map { RealAudioStage.milliseconds(from: decision, to: $0.end) } ?? .infinity
            print("[real audio] Maps ducks → Radio at the duck level: \(Int(reached)) ms")
            #expect(reached < 600 + RealAudioStage.enforcementBound * 1_000, "the ramp's 500 ms and the bound")
            Self.wait(0.3)
            let from = RealAudioStage.now
            let ducked = speaker.levels(440, from: from, to: from + 500_000_000)
            let decibels = ducked.map { ToneLevel.decibels($0, relativeTo: Self.full) }
            print("[real audio] ducked, 50 ms windows: \(Self.decibels(ducked)) dB")
            #expect(!decibels.isEmpty)
            #expect(abs(Self.median(decibels) - Self.duckDecibels) < 1, "\(decibels)\n\(stage.logs)")
            Self.expectAudible(880, on: speaker, "Maps plays undiminished")
            let lifted = RealAudioStage.now
            #expect(Self.deactivated(maps.send("deactivate notifyOthers")))
            let up = speaker.levels(440, from: lifted, to: lifted + 800_000_000)
            print("[real audio] Maps deactivates → Radio, 50 ms windows: \(Self.decibels(up)) dB")
            let back = speaker.firstWindow(440, after: lifted) {
                abs(ToneLevel.decibels($0, relativeTo: Self.full)) < 1
            }
            print(
                "[real audio] Maps deactivates → Radio undiminished: \(back.map { Int(RealAudioStage.milliseconds(from: lifted, to: $0.end)) } ?? -1) ms"
            )
            Self.wait(0.3)
            Self.expectAudible(440, on: speaker, "Radio is undiminished again")
            #expect(radio.send("otherAudioPlaying") == "false", "the duck bus's loopback is no other audio")
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }

        @Test("a stream of no app is never touched, and counts for every app's otherAudioPlaying while it plays")
        func unmanagedStream() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (radio, speaker) = try Self.radioPlaying(stage)
            #expect(radio.send("otherAudioPlaying") == "false")
            let stranger = try stage.stream(token: "no-app-has-this-token", hertz: 660)
            Self.wait(0.3)
            #expect(radio.send("otherAudioPlaying") == "true", "\(stage.logs)")
            let from = RealAudioStage.now
            let levels = speaker.levels(660, from: from - 200_000_000, to: from)
            #expect(
                levels.count > 2 && abs(ToneLevel.decibels(Self.median(levels), relativeTo: Self.full / 2)) < 1,
                "the stream of no app plays untouched, at its own level (half of the tone's): \(levels)")
            Self.expectAudible(440, on: speaker, "Radio plays on")
            stranger.terminate()
            stranger.waitUntilExit()
            Self.wait(0.3)
            #expect(radio.send("otherAudioPlaying") == "false", "\(stage.logs)")
            Self.expectRestoreEntriesKept(stage)
        }

        @Test("headphones plugged in take the playback; unplugged, they pause the Now Playing app")
        func headphones() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (_, speaker) = try Self.radioPlaying(stage)
            let plugged = RealAudioStage.now
            try stage.server.loadSink(stage.server.headphones)
            let headphones = try stage.record(stage.server.headphones)
            Self.heard(
                "headphones plugged in → Radio gone from the speaker", after: plugged,
                at: speaker.firstWindow(440, after: plugged) { $0 < Self.silence }?.start)
            Self.wait(0.2)
            Self.expectAudible(440, on: headphones, "Radio plays on the headphones")
            Self.expectSilent(440, on: speaker, "Radio left the speaker")
            // The headphones recorder records on: PulseAudio moves it when its source goes.
            let unplugged = RealAudioStage.now
            try stage.server.unloadSink(stage.server.headphones)
            let blip = speaker.levels(440, from: unplugged, to: unplugged + 300_000_000)
            print("[real audio] headphones unplugged → 440 Hz on the speaker, 50 ms windows: \(blip)")
            Self.wait(0.2)
            Self.expectSilent(440, on: speaker, "Radio, the Now Playing app, is paused (rule R10)")
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }

        @Test("a client killed while it interrupts another releases it")
        func killedClient() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (_, speaker) = try Self.radioPlaying(stage)
            let podcasts = try Self.podcastsInterrupt(stage, heardOn: speaker)
            let decision = RealAudioStage.now
            podcasts.kill()
            Self.heard(
                "Podcasts killed → Radio heard", after: decision,
                at: speaker.firstWindow(440, after: decision, ending: true) { $0 > Self.silence }?.end)
            Self.wait(0.2)
            Self.expectAudible(440, on: speaker, "Radio is heard again")
            Self.expectSilent(880, on: speaker, "Podcasts is gone")
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }

        @Test("an app that says bye and plays on is terminated: silenced until its stream ends")
        func byeAndPlayOn() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (radio, speaker) = try Self.radioPlaying(stage)
            let decision = RealAudioStage.now
            #expect(radio.send("bye") == "ok")
            Self.heard(
                "Radio says bye → Radio silent", after: decision,
                at: speaker.firstWindow(440, after: decision) { $0 < Self.silence }?.start)
            Self.wait(0.2)
            Self.expectSilent(440, on: speaker, "Radio, terminated, is silenced (L6)")
            radio.kill()
            Self.wait(0.2)
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }

        @Test(
            "a sound server killed and started again: the daemon connects again and silences what must be",
            .enabled(
                if: ServerUnderTest.externalAddress == nil,
                "the server given (AUDIOSESSION_TEST_PULSE_SERVER) is not the tests' own to kill: the headless run checks this"
            ))
        func restartedServer() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (radio, speaker) = try Self.radioPlaying(stage)
            let podcasts = try Self.podcastsInterrupt(stage, heardOn: speaker)
            try stage.server.restart() // The tones' streams and the recorder go with it; the apps stay connected.
            Self.wait(0.5) // The daemon tries again 50 ms after, then 100 ms, 200 ms...
            #expect(stage.logs.contains("the sound server is back"), "\(stage.logs)")
            let again = try stage.record(stage.server.speaker)
            let started = RealAudioStage.now
            _ = try stage.stream(token: radio.token, hertz: 660)
            Self.wait(0.3)
            let early = again.levels(660, from: started, to: RealAudioStage.now)
            print("[real audio] Radio's stream on the server started again, 50 ms windows: \(early)")
            #expect(
                early.filter { $0 >= Self.silence }.count <= 2, "silenced at once, Radio being interrupted: \(early)")
            Self.expectSilent(660, on: again, "Radio is still interrupted")
            #expect(Self.deactivated(podcasts.send("deactivate notifyOthers")))
            Self.wait(0.3)
            let from = RealAudioStage.now
            let levels = again.levels(660, from: from, to: from + 400_000_000)
            #expect(
                levels.count > 2 && abs(ToneLevel.decibels(Self.median(levels), relativeTo: Self.full / 2)) < 1,
                "Radio's stream is heard once Podcasts lets go: \(levels)")
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }

        @Test("a daemon killed while an app is silenced: the next one, with the same journal, gives its sound back")
        func killedDaemon() throws {
            let stage = try RealAudioStage()
            defer { stage.stop() }
            let (_, speaker) = try Self.radioPlaying(stage)
            _ = try Self.podcastsInterrupt(stage, heardOn: speaker)
            stage.daemon?.kill()
            Self.wait(0.3)
            Self.expectSilent(440, on: speaker, "Radio stays muted without a daemon")
            let restarted = RealAudioStage.now
            try stage.startDaemon()
            let back = speaker.firstWindow(440, after: restarted, ending: true) { $0 > Self.silence }
            if let back {
                print(
                    "[real audio] daemon restarted → Radio heard: \(RealAudioStage.milliseconds(from: restarted, to: back.end)) ms"
                )
            }
            Self.wait(0.3)
            Self.expectAudible(440, on: speaker, "Radio is heard again (rule SV4)")
            Self.expectRestoreEntriesKept(stage)
            if ProcessInfo.processInfo.environment["REAL_AUDIO_LOGS"] != nil { print(stage.logs) }
        }
    }
#endif
