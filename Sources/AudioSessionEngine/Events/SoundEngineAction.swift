/// What an app does to its own sound engine (Wwise's `AK::SoundEngine`): it never fails and does not touch the
/// session; the trace records it, and a render plays it.
public enum SoundEngineAction: Hashable, Sendable {
    /// `AK::SoundEngine::Suspend(renderAnyway)`: rendering stops; with `renderAnyway` voices keep advancing silently.
    case suspend(renderAnyway: Bool)
    /// `AK::SoundEngine::WakeupFromSuspend()`.
    case wake
    /// Mutes a bus (Wwise mutes its background-music bus this way).
    case muteBus(String)
    /// Unmutes a bus.
    case unmuteBus(String)
}
