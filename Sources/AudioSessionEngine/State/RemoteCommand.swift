/// A remote-control command from earbuds, a headset or the lock screen; mirrors `MPRemoteCommandCenter`'s commands.
public enum RemoteCommand: String, Hashable, Sendable, CaseIterable, Codable {
    /// `playCommand`.
    case play
    /// `pauseCommand`.
    case pause
    /// `togglePlayPauseCommand`.
    case togglePlayPause
}
