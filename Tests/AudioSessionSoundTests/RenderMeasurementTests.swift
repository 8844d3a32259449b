import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSimulator
import AudioSessionSound
import Foundation
import Testing

/// Renders scenarios and measures the audio: levels in dBFS and frequencies per window, per port.
@Suite struct RenderMeasurementTests {
    static let quarter = 0.25 // -12 dB, the default level, as an amplitude

    static let mixable = "{setCategory: {category: playback, options: [mixWithOthers]}}"

    @Test func defaultVoicesAreTonesASixthOfAnOctaveApartAtMinus12dB() throws {
        let render = try Rendered(
            """
            name: two apps
            apps:
              A: {}
              B: {backgroundAudio: true}
            steps:
              - {at: 0s, app: A, do: [\(Self.mixable), activate, play]}
              - {at: 0s, app: B, do: [\(Self.mixable), activate, play]}
              - {at: 2s, app: B, do: stop}
              - {at: 3s, app: A, do: stop}
            """)
        let b = 440 * pow(2, 1.0 / 6)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 0.5, 1.5) - Self.quarter) < 0.005)
        #expect(abs(render.amplitude("builtInSpeaker", b, 0.5, 1.5) - Self.quarter) < 0.005)
        #expect(render.amplitude("builtInSpeaker", b, 2.1, 2.9) < 0.001)
        #expect(abs(render.rms("builtInSpeaker", 2.1, 2.9) - Measure.sineRMS(peak: -12)) < 0.1)
        #expect(render.rms("builtInSpeaker", 3.0, 3.0 + 1e-9) == -.infinity)
        #expect(render["builtInSpeaker"].count == 3 * render.rate)
        #expect(render["builtInReceiver"].allSatisfy { $0 == 0 })
    }

    @Test func duckingRampsLinearlyInDecibelsAndBack() throws {
        let render = try Rendered(
            """
            name: ducking
            device: {duck: {level: -20dB, attack: 1s, release: 0.5s}}
            apps:
              Player: {backgroundAudio: true}
              Maps: {backgroundAudio: true, sound: {tone: 1000, level: -6}}
            steps:
              - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, activate, play]}
              - {at: 2s, app: Maps, do: [{setCategory: {category: playback, mode: voicePrompt, options: [mixWithOthers, duckOthers]}}, activate, {play: {for: 2s}}]}
              - {at: 4s, app: Maps, do: {deactivate: {notifyOthers: true}}}
              - {at: 6s, app: Player, do: stop}
            """)
        func level(_ from: Double, _ to: Double) -> Double {
            20 * log10(render.amplitude("builtInSpeaker", 440, from, to))
        }
        #expect(abs(level(1.0, 1.9) - -12) < 0.1)
        // Half-way through the 1 s attack: half the decibels (25 ms windows: whole cycles of 440 Hz and 1 kHz).
        #expect(abs(level(2.4875, 2.5125) - -22) < 0.3)
        #expect(abs(level(2.2375, 2.2625) - -17) < 0.3)
        #expect(abs(level(3.1, 3.9) - -32) < 0.2)
        // Release over 0.5 s: half-way at 4.25 s, back at 0 dB after 4.5 s.
        #expect(abs(level(4.2375, 4.2625) - -22) < 0.3)
        #expect(abs(level(4.6, 5.9) - -12) < 0.1)
        #expect(abs(20 * log10(render.amplitude("builtInSpeaker", 1_000, 2.1, 3.9)) - -6) < 0.1)
        let cues = render.renderer.cues.filter { $0.kind == .duck }
        #expect(cues.map(\.reason.rule) == ["D1", "D2"])
        #expect(cues.first?.to == -20)
    }

    @Test func whatTheDeviceStartsWithIsHeardFromTimeZero() throws {
        // Music playing by the device's configuration, no step before 2 s: heard from the first sample.
        let render = try Rendered(
            """
            name: music from the start
            device: {music: playing}
            apps:
              A: {}
            steps:
              - {at: 2s, app: A, do: [\(Self.mixable), activate, play]}
              - {at: 3s, app: Music, do: pause}
            """)
        let speaker = render["builtInSpeaker"]
        #expect(abs(20 * log10(render.amplitude("builtInSpeaker", 330, 0.2, 1.0)) - -12) < 0.1)
        #expect(abs(20 * log10(render.amplitude("builtInSpeaker", 330, 0.005, 0.2)) - -12) < 0.1)
        // The 5 ms fade-in starts at time 0.
        #expect(speaker.firstIndex { $0 != 0 } == 1)
        let music = try #require(render.sound.timeline.sources.firstIndex { $0.name == "Music" })
        #expect(render.sound.timeline.changes.first { $0.source == music }?.time == TimeSpan(nanoseconds: 0))
        // A step at 0 s decides what plays from 0 s: Music paused then is never heard.
        let paused = try Rendered(
            """
            name: music paused at once
            device: {music: playing}
            apps:
              A: {}
            steps:
              - {at: 0s, app: Music, do: pause}
              - {at: 1s, app: A, do: [\(Self.mixable), activate, play]}
              - {at: 2s, app: A, do: stop}
            """)
        #expect(paused["builtInSpeaker"][..<paused.rate].allSatisfy { $0 == 0 })
        #expect(!paused.sound.timeline.changes.contains { $0.source == music })
        #expect(abs(20 * log10(paused.amplitude("builtInSpeaker", 440, 1.1, 1.9)) - -12) < 0.1)
    }

    @Test func startsAndStopsFadeOver5MillisecondsWithinTheRun() throws {
        let render = try Rendered(
            """
            name: fades
            apps:
              A: {}
            steps:
              - {at: 1s, app: A, do: [\(Self.mixable), activate, play]}
              - {at: 2s, app: A, do: stop}
              - {at: 3s, app: A, do: play}
            """, rate: 48_000)
        let samples = render["builtInSpeaker"]
        let rate = 48_000
        // Nothing before the start; then a linear rise over 240 samples.
        #expect(samples[0..<rate].allSatisfy { $0 == 0 })
        let rise = samples[rate..<(rate + 240)].map { abs($0) }
        #expect(rise.prefix(24).max()! <= Float(Self.quarter * 0.11))
        #expect(rise.suffix(24).max()! >= Float(Self.quarter * 0.85))
        let firstHalf = Measure.peakDecibels(samples, rate: rate, from: 1.0, to: 1.0025)
        #expect(firstHalf < -17.9) // at most half the amplitude (-18 dB) in the first half
        // The stop's fade is over by 2 s exactly; nothing after it.
        #expect(samples[(2 * rate)..<(3 * rate)].allSatisfy { $0 == 0 })
        #expect(Measure.peakDecibels(samples, rate: rate, from: 1.9995, to: 2.0) < -30)
        #expect(abs(Measure.peakDecibels(samples, rate: rate, from: 1.99, to: 1.995) - -12) < 0.1)
    }

    @Test func interruptionSilencesTheAppAndTheRingtoneSounds() throws {
        let render = try Rendered(
            """
            name: call
            apps:
              Podcast:
                reactions:
                  - {on: interruptionEnded, do: [activate, play]}
            steps:
              - {at: 0s, app: Podcast, do: [{setCategory: {category: playback}}, activate, play]}
              - {at: 2s, system: incomingCall}
              - {at: 4s, user: declineCall}
              - {at: 6s, app: Podcast, do: stop}
            """)
        #expect(render.amplitude("builtInSpeaker", 440, 2.0, 3.99) < 0.0001)
        #expect(abs(render.amplitude("builtInSpeaker", 1_200, 2.01, 3.99) - Self.quarter) < 0.005)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 4.1, 5.9) - Self.quarter) < 0.005)
        #expect(render.amplitude("builtInSpeaker", 1_200, 4.0, 5.9) < 0.0001)
        let ring = render.renderer.cues.first { $0.source == "ringtone" }
        #expect(ring?.reason.rule == "S1")
        let stop = render.renderer.cues.first { $0.source == "Podcast" && $0.to == nil }
        #expect(stop?.reason.rule == "I6")
    }

    @Test func theRingerSilencesAnAmbientAppAndTheRingtone() throws {
        let render = try Rendered(
            """
            name: silent
            apps:
              Game:
                reactions:
                  - {on: interruptionEnded, do: [activate, play]}
            steps:
              - {at: 0s, app: Game, do: [{setCategory: {category: ambient}}, activate, play]}
              - {at: 1s, user: {ringer: silent}}
              - {at: 2s, system: incomingCall}
              - {at: 3s, user: declineCall}
              - {at: 4s, user: {ringer: ring}}
              - {at: 5s, system: alarm}
              - {at: 6s, user: dismissAlarm}
            """)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 0.1, 0.9) - Self.quarter) < 0.005)
        #expect(render.rms("builtInSpeaker", 1.0, 4.0) == -.infinity)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 4.1, 4.9) - Self.quarter) < 0.005)
        // The alarm rings whatever the switch says (S5) and interrupts the non-mixable... ambient game mixes.
        #expect(abs(render.amplitude("builtInSpeaker", 1_500, 5.1, 5.9) - Self.quarter) < 0.005)
        let because = render.renderer.cues.first { $0.source == "Game" && $0.to == nil }?.reason
        #expect(because?.rule == "P5")
    }

    @Test func aRouteMoveFadesOutOnTheOldPortAndInOnTheNewAtTheSameInstant() throws {
        let render = try Rendered(
            """
            name: headphones
            apps:
              Podcast: {}
            steps:
              - {at: 0s, app: Podcast, do: [{setCategory: {category: playback}}, activate, play]}
              - {at: 2s, user: {connect: wiredHeadphones}}
              - {at: 4s, user: {disconnect: wiredHeadphones}}
              - {at: 6s, app: Podcast, do: stop}
            """, rate: 48_000)
        let speaker = render["builtInSpeaker"]
        let phones = render["wiredHeadphones.headphones"]
        let rate = 48_000
        #expect(phones.count == speaker.count)
        #expect(speaker[(2 * rate)..<(4 * rate)].allSatisfy { $0 == 0 })
        #expect(phones[0..<(2 * rate)].allSatisfy { $0 == 0 })
        #expect(phones[(4 * rate)...].allSatisfy { $0 == 0 })
        #expect(abs(Measure.peakDecibels(speaker, rate: rate, from: 1.99, to: 1.995) - -12) < 0.1)
        #expect(abs(Measure.peakDecibels(phones, rate: rate, from: 2.005, to: 2.01) - -12) < 0.1)
        #expect(Measure.peakDecibels(phones, rate: rate, from: 2.0, to: 2.0005) < -30)
        #expect(abs(render.amplitude("wiredHeadphones.headphones", 440, 2.1, 3.9) - Self.quarter) < 0.005)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 4.1, 5.9) - Self.quarter) < 0.005)
        let moves = render.renderer.cues.filter { $0.time == .seconds(2) }
        #expect(Set(moves.map(\.port.description)) == ["builtInSpeaker", "wiredHeadphones.headphones"])
        #expect(moves.allSatisfy { $0.reason.rule == moves[0].reason.rule && $0.reason.rule != nil })
    }

    static let sweep = "{sweep: {from: 200, to: 1200, over: 10s}}"

    @Test func aVoiceResumesWhereItStopped() throws {
        let render = try Rendered(
            """
            name: positions
            apps:
              Player: {sound: \(Self.sweep)}
            steps:
              - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, activate, play]}
              - {at: 2s, app: Player, do: stop}
              - {at: 5s, app: Player, do: play}
              - {at: 7s, app: Player, do: stop}
            """)
        // 200 Hz + 100 Hz per second played: 1 s in, 300 Hz; after 2 s played and 3 s stopped, 0.5 s more: 450 Hz.
        #expect(abs(render.peakFrequency("builtInSpeaker", 0.95, 1.05) - 300) <= 10)
        #expect(abs(render.peakFrequency("builtInSpeaker", 5.45, 5.55) - 450) <= 10)
    }

    @Test func suspendingFreezesVoicesUnlessItRendersAnyway() throws {
        func render(_ argument: String) throws -> Rendered {
            try Rendered(
                """
                name: suspend
                apps:
                  Game: {sound: \(Self.sweep)}
                steps:
                  - {at: 0s, app: Game, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 2s, app: Game, do: \(argument)}
                  - {at: 4s, app: Game, do: wakeEngine}
                  - {at: 6s, app: Game, do: stop}
                expect:
                  - {at: 3s, app: Game, state: {engineSuspended: true, playing: true}}
                  - {at: 4s, app: Game, state: {engineSuspended: false}}
                """)
        }
        let frozen = try render("suspendEngine")
        let anyway = try render("{suspendEngine: {renderAnyway: true}}")
        for render in [frozen, anyway] {
            #expect(render.sound.report.failed == 0)
            #expect(render.rms("builtInSpeaker", 2.0, 4.0) == -.infinity)
        }
        // Frozen: at 4.5 s it has played 2.5 s (450 Hz); rendering anyway: 4.5 s (650 Hz).
        #expect(abs(frozen.peakFrequency("builtInSpeaker", 4.45, 4.55) - 450) <= 10)
        #expect(abs(anyway.peakFrequency("builtInSpeaker", 4.45, 4.55) - 650) <= 10)
    }

    @Test func wwiseMutesTheMusicBusWhileOtherAudioPlays() throws {
        let render = try Rendered(
            """
            name: wwise
            device: {foreground: Game}
            apps:
              Game:
                engine: wwise
                sound:
                  - {tone: 220, bus: bgm}
                  - {tone: 880, bus: sfx, level: -18}
            steps:
              - {at: 0s, app: Game, do: [{setCategory: {category: ambient}}, activate, play]}
              - {at: 2s, user: {remote: play}}
              - {at: 4s, user: {remote: pause}}
              - {at: 6s, app: Game, do: stop}
            expect:
              - {at: 3s, app: Game, state: {mutedBuses: [bgm]}}
              - {at: 5s, app: Game, state: {mutedBuses: []}}
            """)
        #expect(render.sound.report.failed == 0)
        #expect(abs(render.amplitude("builtInSpeaker", 220, 0.5, 1.9) - Self.quarter) < 0.005)
        #expect(render.amplitude("builtInSpeaker", 220, 2.0, 3.99) < 0.002) // Music's 330 Hz leaks this much
        #expect(abs(20 * log10(render.amplitude("builtInSpeaker", 880, 2.1, 3.9)) - -18) < 0.1)
        #expect(abs(render.amplitude("builtInSpeaker", 330, 2.1, 3.9) - Self.quarter) < 0.005) // Music
        #expect(abs(render.amplitude("builtInSpeaker", 220, 4.1, 5.9) - Self.quarter) < 0.005)
        let mute = render.renderer.cues.first { $0.kind == .bus }
        #expect(mute?.bus == "bgm")
        #expect(mute?.reason.because == "Game muteBus")
        // The Wwise reaction shows in the trace like a reaction, before the app's own.
        let line = render.sound.report.events.first { $0.kind == "muteBus" }
        #expect(line?.isReaction == true)
    }

    @Test func soundFilesAreResampledAndLooped() throws {
        let rate = 22_050
        let tone = (0..<2_000).map { Float(0.5 * sin(2 * Double.pi * 441 * Double($0) / Double(rate))) }
        let file = WAVEncoder.encode(WAVAudio(sampleRate: rate, channelCount: 1, format: .pcm16, samples: tone))
        let render = try Rendered(
            """
            name: file
            apps:
              Narrator: {sound: {file: media/tone.wav, level: 0}}
            steps:
              - {at: 0s, app: Narrator, do: [{setCategory: {category: playback}}, activate, play]}
              - {at: 1s, app: Narrator, do: stop}
            """, rate: 48_000, media: ["media/tone.wav": file])
        #expect(abs(render.amplitude("builtInSpeaker", 441, 0.2, 0.9) - 0.5) < 0.01)
        #expect(render.amplitude("builtInSpeaker", 882, 0.2, 0.9) < 0.005)
    }

    @Test func seededNoiseIsBroadbandAndRepeatable() throws {
        let yaml = """
            name: noise
            apps:
              Fan: {sound: {noise: 7, level: -6}}
            steps:
              - {at: 0s, app: Fan, do: [{setCategory: {category: playback}}, activate, play]}
              - {at: 1s, app: Fan, do: stop}
            """
        let first = try Rendered(yaml)
        let second = try Rendered(yaml)
        #expect(first["builtInSpeaker"] == second["builtInSpeaker"])
        // Uniform noise with peak -6 dB: RMS is peak/sqrt(3), about -10.8 dBFS.
        #expect(abs(first.rms("builtInSpeaker", 0.1, 0.9) - (-6 - 10 * log10(3.0))) < 0.3)
    }
}
