import AudioSessionService
import AudioSessionServicePulse

/// The sound-server backends this build has (the package traits `PulseAudio` and `PipeWire`), and `--backend`'s
/// choice among them.
enum SoundServerChoice {
    /// The backends built in, besides `none`.
    static var built: [String] {
        #if PipeWire
            ["pulse", "pipewire"]
        #elseif PulseAudio
            ["pulse"]
        #else
            []
        #endif
    }

    /// How to build the backends in, for the messages of a build without them.
    static let howToBuild =
        "build with `swift build --traits PulseAudio,PipeWire` after `apt-get install -y libpulse-dev "
        + "libpipewire-0.3-dev`"

    /// A backend by name (`pulse`, `pipewire`, or `auto`: `pipewire` on PipeWire where built, else `pulse`), not
    /// started; none when this build does not have it.
    static func make(_ name: String) -> (any SoundServer)? {
        guard built.contains(name) || (name == "auto" && !built.isEmpty) else { return nil }
        #if PulseAudio
            return PulseSoundServer(name: name)
        #else
            return nil
        #endif
    }
}
