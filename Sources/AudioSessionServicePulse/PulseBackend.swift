import AudioSessionService

/// The `pulse` backend: libpulse, on PulseAudio and on pipewire-pulse.
package enum PulseBackend {
    /// Whether this build has it (the package trait `PulseAudio`).
    package static var isBuilt: Bool {
        #if PulseAudio
            true
        #else
            false
        #endif
    }
}

#if PulseAudio
    import CPulse

    extension PulseBackend {
        /// The version of libpulse this build links.
        package static var libraryVersion: String { String(cString: pa_get_library_version()) }
    }
#endif
