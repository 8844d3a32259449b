import AudioSessionModel
import Testing

@testable import AudioSessionEngine

/// The system's own sounds (ringtone, alarm, Siri) play where a background `playback` session would (R2): the
/// speaker alone, a wired headset or an A2DP headset when one is connected, whatever Music is doing.
@Suite struct SystemSoundRouteTests {
    static func device(music: Bool = true) -> Engine {
        var apps = [AppState(name: "Game", backgroundAudio: true, lifecycle: .foreground)]
        if music { apps.append(AppState(name: "Music", role: .music, backgroundAudio: true)) }
        return Engine(state: DeviceState(apps: apps))
    }

    @Test func theSpeakerWithNothingConnected() {
        #expect(Self.device().state.systemSoundOutputs().map(\.portType) == [.builtInSpeaker])
        #expect(Self.device(music: false).state.systemSoundOutputs().map(\.portType) == [.builtInSpeaker])
    }

    @Test func theLastConnectedHeadsetTakesThem() throws {
        var engine = Self.device()
        _ = try engine.apply(.user(.connect(ExternalDevice(kind: .wiredHeadphones))))
        #expect(engine.state.systemSoundOutputs().map(\.portType) == [.headphones])
        _ = try engine.apply(.user(.connect(ExternalDevice(kind: .bluetoothHeadset, name: "Buds"))))
        #expect(engine.state.systemSoundOutputs().map(\.portType) == [.bluetoothA2DP])
        #expect(engine.state.systemSoundOutputs().map(\.portName) == ["Buds"])
    }

    @Test func musicsOwnSessionDoesNotChangeThem() throws {
        var engine = Self.device()
        let music = try #require(engine.state.music)
        _ = try engine.apply(.app(music, .setCategory(SessionConfiguration(category: .ambient))))
        #expect(engine.state.systemSoundOutputs().map(\.portType) == [.builtInSpeaker])
        #expect(engine.state[music].session.configuration.category == .ambient, "the probe leaves Music as it was")
    }
}
