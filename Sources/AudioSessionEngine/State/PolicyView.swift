import AudioSessionModel

/// What the audio server enforces on one app, as the engine decides it: where its audio goes and comes from, at
/// what gain, and whether it is heard (rules P5, P6, D1, R1). What a sound server applies.
public struct PolicyView: Hashable, Sendable {
    /// The gain the app's output plays at (D1).
    public enum Gain: Hashable, Sendable {
        /// Unchanged.
        case full
        /// Ducked by another app's session, to `level` (a linear gain from 0 to 1).
        case ducked(level: Double)
    }

    /// The output ports of the app's route (R1).
    public var outputs: [PortDescription]
    /// The input ports of the app's route (R1).
    public var inputs: [PortDescription]
    /// The gain (D1).
    public var gain: Gain
    /// Whether the app's output is silenced (P5).
    public var isSilenced: Bool
    /// Whether the session is interrupted.
    public var isInterrupted: Bool
    /// Whether the app is heard (P6).
    public var isAudible: Bool
    /// Whether its recording delivers silence (P2, I8, P9).
    public var inputIsSilent: Bool
    /// Whether output I/O runs.
    public var isPlaying: Bool
    /// Whether input I/O runs.
    public var isRecording: Bool
    /// Whether the session's output is muted (P10).
    public var isOutputMuted: Bool
    /// Whether the app's input is muted (P9).
    public var isInputMuted: Bool

    /// A view with every value given.
    public init(
        outputs: [PortDescription], inputs: [PortDescription], gain: Gain, isSilenced: Bool, isInterrupted: Bool,
        isAudible: Bool, inputIsSilent: Bool, isPlaying: Bool, isRecording: Bool, isOutputMuted: Bool,
        isInputMuted: Bool
    ) {
        self.outputs = outputs
        self.inputs = inputs
        self.gain = gain
        self.isSilenced = isSilenced
        self.isInterrupted = isInterrupted
        self.isAudible = isAudible
        self.inputIsSilent = inputIsSilent
        self.isPlaying = isPlaying
        self.isRecording = isRecording
        self.isOutputMuted = isOutputMuted
        self.isInputMuted = isInputMuted
    }

    /// Whether the output is ducked (D1).
    public var isDucked: Bool { gain != .full }
}
