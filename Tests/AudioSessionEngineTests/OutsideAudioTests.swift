import AudioSessionModel
import Testing

@testable import AudioSessionEngine

/// Audio no session accounts for counts for every app's `otherAudioPlaying` (H1) and for nothing else: no hint (H2,
/// H3), no delivery, no change to any session.
@Suite struct OutsideAudioTests {
    static func engine() throws -> Engine {
        var engine = Engine(
            state: DeviceState(apps: [
                AppState(name: "Radio", backgroundAudio: true, lifecycle: .foreground),
                AppState(name: "Maps", backgroundAudio: true, lifecycle: .background),
            ]))
        engine.state.front = .app(AppID(0))
        _ = try engine.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
        _ = try engine.apply(.app(AppID(0), .activate))
        return engine
    }

    @Test func itCountsForEveryAppsOtherAudioAndNothingElse() throws {
        var engine = try Self.engine()
        #expect(!engine.isOtherAudioPlaying(for: AppID(0)))
        let before = engine.state
        let outputs = try engine.apply(.outsideAudio(playing: true)).outputs
        #expect(outputs.isEmpty, "nothing is delivered or noted")
        #expect(engine.isOtherAudioPlaying(for: AppID(0)))
        #expect(engine.isOtherAudioPlaying(for: AppID(1)))
        #expect(!engine.secondaryAudioShouldBeSilencedHint(for: AppID(0)), "H2 asks for a non-mixable session")
        #expect(engine.state.apps == before.apps, "no session changed")
        let readings = engine.readingsOfEveryApp()
        #expect(readings.map(\.isOtherAudioPlaying) == [true, true], "every app's readings agree")
        _ = try engine.apply(.outsideAudio(playing: false))
        #expect(!engine.isOtherAudioPlaying(for: AppID(0)))
        #expect(engine.state == before)
    }

    @Test func theReadingsOfChangedAppsSeeItChange() throws {
        var engine = try Self.engine()
        let context = engine.readingsContext
        _ = try engine.apply(.outsideAudio(playing: true))
        #expect(engine.readingsContext != context, "readers re-read every app when it changes")
    }
}
