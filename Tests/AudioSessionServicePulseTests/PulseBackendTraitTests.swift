import AudioSessionServicePulse
import Testing

/// The trait decides whether the pulse backend is built; its tests need both.
@Suite struct PulseBackendTraitTests {
    #if PulseAudio
        @Test("with the PulseAudio trait the pulse backend is built and links libpulse")
        func builtWithTheTrait() {
            #expect(PulseBackend.isBuilt)
            #expect(PulseBackend.libraryVersion.split(separator: ".").count >= 2)
        }
    #else
        @Test(
            """
            without the PulseAudio trait the pulse backend is empty: its tests need \
            `apt-get install -y pulseaudio pulseaudio-utils libpulse-dev` and `swift test --traits PulseAudio`
            """)
        func emptyWithoutTheTrait() {
            #expect(!PulseBackend.isBuilt)
        }
    #endif
}
