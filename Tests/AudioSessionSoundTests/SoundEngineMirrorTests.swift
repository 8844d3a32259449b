import AudioSessionEngine
import AudioSessionSimulator
import Testing

@testable import AudioSessionSound

/// The mirror of the apps' sound engines follows each app's own engine actions from the runtime's events, starts an
/// engine anew when its app is terminated, and, made late, finds in the trace what came before it.
@Suite struct SoundEngineMirrorTests {
    func makeDevice() -> (SimulatedDevice, AppID, AppID) {
        let device = SimulatedDevice(
            DeviceConfiguration(apps: [.init(name: "Game", backgroundAudio: true), .init(name: "Radio")]))
        return (device, device.app(named: "Game")!, device.app(named: "Radio")!)
    }

    @Test func followsEachAppsActionsAndStartsAnewAtTermination() throws {
        let (device, game, radio) = makeDevice()
        let mirror = SoundEngineMirror(device)
        _ = try device.perform(.soundEngine(.suspend(renderAnyway: true)), by: game)
        _ = try device.perform(.soundEngine(.muteBus("music")), by: game)
        _ = try device.perform(.soundEngine(.muteBus("dialogue")), by: game)
        _ = try device.perform(.soundEngine(.muteBus("music")), by: radio)
        #expect(mirror.state(of: game).isSuspended)
        #expect(mirror.state(of: game).rendersAnyway)
        #expect(mirror.state(of: game).mutedBuses == ["dialogue", "music"])
        #expect(mirror.state(of: radio).mutedBuses == ["music"])
        #expect(!mirror.state(of: radio).isSuspended)
        _ = try device.perform(.soundEngine(.wake), by: game)
        _ = try device.perform(.soundEngine(.unmuteBus("music")), by: game)
        #expect(!mirror.state(of: game).isSuspended)
        #expect(mirror.state(of: game).mutedBuses == ["dialogue"])
        try device.perform(.killApp("Game"))
        #expect(mirror.state(of: game) == SoundEngineState())
        #expect(mirror.state(of: radio).mutedBuses == ["music"], "another app's engine is untouched")
    }

    @Test func aMirrorMadeLateReadsWhatCameBeforeFromTheTrace() throws {
        let (device, game, radio) = makeDevice()
        _ = try device.perform(.soundEngine(.muteBus("music")), by: radio)
        _ = try device.perform(.soundEngine(.suspend(renderAnyway: false)), by: game)
        try device.perform(.killApp("Game"))
        _ = try device.perform(.soundEngine(.muteBus("sfx")), by: game)
        let mirror = SoundEngineMirror(device)
        #expect(!mirror.state(of: game).isSuspended, "the suspension went with the terminated app")
        #expect(mirror.state(of: game).mutedBuses == ["sfx"])
        #expect(mirror.state(of: radio).mutedBuses == ["music"])
        _ = try device.perform(.soundEngine(.unmuteBus("music")), by: radio)
        #expect(mirror.state(of: radio).mutedBuses.isEmpty)
        #expect(mirror.mirrors(device))
        #expect(!mirror.mirrors(makeDevice().0))
    }
}
