import AudioSessionSound
import Foundation
import Testing

/// The iOS 26 output mute in rendered sound: a muted session still plays but nothing of it is heard (rule P10).
@Suite struct MuteRenderTests {
    @Test func aMutedOutputRendersNothingUntilItIsUnmuted() throws {
        let render = try Rendered(
            """
            name: a player mutes its output for a second
            device: {os: 26, foreground: Player}
            apps:
              Player: {}
            steps:
              - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
              - {at: 1s, app: Player, do: {setOutputMuted: true}}
              - {at: 2s, app: Player, do: {setOutputMuted: false}}
              - {at: 3s, app: Player, do: stop}
            """)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 0.2, 0.9) - 0.25) < 0.005)
        #expect(render.amplitude("builtInSpeaker", 440, 1.1, 1.9) < 0.001)
        #expect(abs(render.amplitude("builtInSpeaker", 440, 2.2, 2.9) - 0.25) < 0.005)
    }
}
