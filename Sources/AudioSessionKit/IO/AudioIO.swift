/// The app's own audio I/O, as far as the session's rules care: a player (output) and a recorder (input) that start
/// and stop (not in the SDK; `AVAudioPlayer`, `AVAudioRecorder` or an `AVAudioEngine` play this part in an app).
///
/// The rules depend on it: starting output activates or makes an app Now Playing (L3, N1), a running player makes
/// the secondary-audio hint (H2), and deactivating under running I/O fails with `isBusy`. The simulated session
/// serves it on the simulated device; on iOS ``SystemAudioIO`` serves it over an `AVAudioEngine`, and an app may
/// serve it with its own player.
public protocol AudioIO: AnyObject, Sendable {
    /// Starts the output (a player plays).
    func startOutput() throws(AudioSessionError)
    /// Stops the output.
    func stopOutput()
    /// Starts the input (a recorder records).
    func startInput() throws(AudioSessionError)
    /// Stops the input.
    func stopInput()
    /// Whether the output runs.
    var isOutputRunning: Bool { get }
    /// Whether the input runs.
    var isInputRunning: Bool { get }
}
