import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSound
import Foundation
import Testing

/// Each claim of the README's "What to listen for" paragraph, measured on the rendered example: the level of each
/// tone per window and port, in dB (peak level of its sine, from the amplitude at its frequency).
@Suite struct ListeningClaimsTests {
    static let rate = 16_000

    /// The example rendered as `render --float` writes it: each port's samples.
    static func render(_ example: String) throws -> [String: [Float]] {
        let (outcome, _, ports) = try RenderCommandTests.render(example, rate: rate, float: true)
        #expect(outcome.status == 0, "\(example): \(outcome.errors)")
        return ports
    }

    /// The level of the sine at `frequency` between `from` and `to` seconds, in dB (-infinity for none).
    static func level(_ samples: [Float]?, _ frequency: Double, _ from: Double, _ to: Double) -> Double {
        20 * log10(Measure.amplitude(of: frequency, in: samples ?? [], rate: rate, from: from, to: to))
    }

    /// "Music plays from the start; under the navigation prompt (494 Hz, 4 s to 7 s) it drops 14 dB over half a
    /// second, and comes back over half a second when Maps deactivates."
    @Test func navigationDucksMusicBy14dBOverHalfASecondAndBack() throws {
        let speaker = try Self.render("navigation-ducks-music.yaml")["builtInSpeaker"]
        let maps = 440 * pow(2, 1.0 / 6)
        func music(_ from: Double, _ to: Double) -> Double { Self.level(speaker, 330, from, to) }
        // From the start: the first window reads Music's full level (-12 dB), not a fraction of it.
        let before = music(1, 4)
        #expect(abs(before - -12) < 0.1, "\(before)")
        #expect(abs(music(0.2, 1) - before) < 0.1)
        #expect(abs(music(0.01, 0.2) - before) < 0.2)
        #expect(Self.level(speaker, maps, 0.5, 3.9) < -60)
        // Under the prompt: 14 dB lower, the ramp half-way (7 dB) at 4.25 s and done by 4.5 s.
        #expect(abs(before - music(4.5, 7) - 14) < 1, "\(music(4.5, 7))")
        #expect(abs(before - music(4.2375, 4.2625) - 7) < 1, "\(music(4.2375, 4.2625))")
        #expect(before - music(4.0, 4.1) < 4)
        #expect(abs(Self.level(speaker, maps, 4.1, 6.9) - -12) < 0.1)
        // Back over half a second once Maps deactivates at 7 s.
        #expect(abs(before - music(7.2375, 7.2625) - 7) < 1, "\(music(7.2375, 7.2625))")
        #expect(abs(music(7.5, 10) - before) < 0.1)
        #expect(Self.level(speaker, maps, 7.1, 9.9) < -60)
    }

    /// "In `Earbuds.bluetoothA2DP.wav` the game's music (220 Hz, bus `bgm`) stops while Music (330 Hz) plays from 4 s
    /// to 10 s, ...; the effects (880 Hz) go on."
    @Test func wwiseMutesTheGamesMusicOnlyWhileMusicPlays() throws {
        let ports = try Self.render("wwise-earbud-remote-mutes-bgm.yaml")
        let buds = ports["Earbuds.bluetoothA2DP"]
        for (from, to) in [(0.5, 3.9), (10.1, 13.9)] {
            #expect(Self.level(buds, 220, from, to) > -12.5)
            #expect(Self.level(buds, 330, from, to) < -60)
        }
        #expect(Self.level(buds, 220, 4.0, 10.0) < -50)
        #expect(Self.level(buds, 330, 4.1, 9.9) > -12.5)
        // The effects go on at one level throughout.
        let effects = [(0.5, 3.9), (4.1, 9.9), (10.1, 13.9)].map { Self.level(buds, 880, $0.0, $0.1) }
        #expect(effects.allSatisfy { abs($0 - effects[0]) < 0.1 && $0 > -19 }, "\(effects)")
        #expect(ports["builtInSpeaker"]?.allSatisfy { $0 == 0 } == true)
    }

    /// "The game stops as the ringtone starts at 4 s, the caller is in `builtInReceiver.wav` from 6 s, and the game
    /// comes back on the speaker at 12 s with its engine woken."
    @Test func thePhoneCallTakesTheGamesPlaceAndGivesItBack() throws {
        let ports = try Self.render("wwise-phone-call-game-engine.yaml")
        let speaker = ports["builtInSpeaker"]
        let receiver = ports["builtInReceiver"]
        #expect(Self.level(speaker, 220, 0.5, 3.9) > -12.5)
        #expect(Self.level(speaker, 1_200, 0.5, 3.9) < -60)
        #expect(Self.level(speaker, 220, 4.0, 12.0) < -60)
        #expect(Self.level(speaker, 1_200, 4.01, 5.99) > -12.5)
        #expect(Self.level(receiver, 300, 4.0, 6.0) < -60)
        #expect(Self.level(receiver, 300, 6.01, 11.99) > -12.5)
        #expect(Self.level(speaker, 300, 6.0, 12.0) < -60)
        #expect(Self.level(speaker, 220, 12.01, 15.99) > -12.5)
        #expect(Self.level(receiver, 300, 12.01, 15.99) < -60)
        // The engine: suspended by the call, awake again when the game plays at 12 s.
        let scenario = try ScenarioLoader.load(
            path: RenderCommandTests.examples.appendingPathComponent("wwise-phone-call-game-engine.yaml").path)
        let timeline = ScenarioSound(running: scenario).timeline
        let game = try #require(timeline.sources.firstIndex { $0.name == "Game" })
        let changes = timeline.changes.filter { $0.source == game }
        #expect(changes.first { $0.time.nanoseconds == 4_000_000_000 }?.state.isEngineSuspended == true)
        let back = try #require(changes.first { $0.time.nanoseconds == 12_000_000_000 })
        #expect(!back.state.isEngineSuspended && back.state.isAdvancing)
    }

    /// "A sweep rising 50 Hz per second; after the alarm it resumes at the pitch it stopped at, and at 14 s it moves
    /// from the speaker file to the headphones file without a gap."
    @Test func theSweepResumesAtItsPitchAndMovesWithoutAGap() throws {
        let ports = try Self.render("sweep-resumes-after-an-alarm.yaml")
        let speaker = ports["builtInSpeaker"] ?? []
        let phones = ports["Headphones.headphones"] ?? []
        func pitch(_ samples: [Float], _ from: Double, _ to: Double) -> Double {
            Measure.peakFrequency(in: samples, rate: Self.rate, from: from, to: to, low: 150, high: 1_300, step: 2)
        }
        // 50 Hz per second: 2 s apart, 100 Hz apart.
        #expect(abs(pitch(speaker, 4.45, 4.55) - pitch(speaker, 2.45, 2.55) - 100) <= 6)
        // Stopped by the alarm at 6 s, resumed at 10 s at the same pitch.
        #expect(Self.level(speaker, 1_500, 6.1, 9.9) > -12.5)
        #expect(abs(pitch(speaker, 10.0, 10.1) - pitch(speaker, 5.9, 6.0)) <= 6)
        // At 14 s: the last sound of the speaker file meets the first of the headphones file.
        let move = 14 * Self.rate
        let lastOnSpeaker = try #require(speaker.lastIndex { $0 != 0 })
        let firstOnPhones = try #require(phones.firstIndex { $0 != 0 })
        #expect(lastOnSpeaker >= move - 1 && lastOnSpeaker < move + 1, "\(lastOnSpeaker)")
        #expect(firstOnPhones >= move && firstOnPhones <= move + 1, "\(firstOnPhones)")
        #expect(abs(pitch(phones, 14.0, 14.1) - pitch(speaker, 13.9, 14.0)) <= 8)
    }
}
