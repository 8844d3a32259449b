import AudioSessionKit
import AudioSessionModel

/// The app's player and recorder as the daemon knows them: starting output is `play` (rules P1, P3), starting input
/// `record` (rule P2); what the daemon enforces on the app's streams follows (not in the SDK).
extension RemoteAudioSession: AudioIO {
    /// Starts the output: `play`, which activates the session first if needed (rule P1).
    public func startOutput() throws(AudioSessionError) { try perform("play") }
    /// Stops the output: `stop`.
    public func stopOutput() { try? perform("stop") }
    /// Starts the input: `record` (rule P2).
    public func startInput() throws(AudioSessionError) { try perform("record") }
    /// Stops the input: `stopRecording`.
    public func stopInput() { try? perform("stopRecording") }
    /// Whether the output runs, as the daemon last said.
    public var isOutputRunning: Bool { stateValue("playing") as? Bool ?? false }
    /// Whether the input runs, as the daemon last said.
    public var isInputRunning: Bool { stateValue("recording") as? Bool ?? false }
}
