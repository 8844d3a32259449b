import AudioSessionKit

extension SimulatedAudioSession: AudioIO {
    /// Starts the app's player on the device (P1, P3) (not in the SDK).
    public func startOutput() throws(AudioSessionError) { try perform(.play(for: nil)) }
    /// Stops the app's player (not in the SDK).
    public func stopOutput() { stopPlayback() }
    /// Starts the app's recorder on the device (P2, P3) (not in the SDK).
    public func startInput() throws(AudioSessionError) { try perform(.record(for: nil)) }
    /// Stops the app's recorder (not in the SDK).
    public func stopInput() { stopRecording() }
    /// Whether the app's player runs (not in the SDK).
    public var isOutputRunning: Bool { isPlaying }
    /// Whether the app's recorder runs (not in the SDK).
    public var isInputRunning: Bool { isRecording }
}
