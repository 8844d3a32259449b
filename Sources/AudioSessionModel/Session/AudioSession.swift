/// The audio session's names, nested as the SDK nests them under `AVAudioSession`: `AudioSession.Category` mirrors
/// `AVAudioSession.Category`, and so on.
///
/// The three string constants are declared as `AudioSessionCategory`, `AudioSessionMode` and `AudioSessionPort`, as
/// the SDK declares `AVAudioSessionCategory` and names it `AVAudioSession.Category` in Swift: a top-level `Category`
/// would clash with the Objective-C runtime's `Category`, and `Port` with Foundation's `Port`, in any file that
/// imports Foundation or UIKit. Write `AudioSession.Category`, or `.playback` where the type is known.
public enum AudioSession {
    /// Mirrors `AVAudioSession.Category`.
    public typealias Category = AudioSessionCategory
    /// Mirrors `AVAudioSession.Mode`.
    public typealias Mode = AudioSessionMode
    /// Mirrors `AVAudioSession.Port`.
    public typealias Port = AudioSessionPort
    /// Mirrors `AVAudioSession.CategoryOptions`.
    public typealias CategoryOptions = AudioSessionModel.CategoryOptions
    /// Mirrors `AVAudioSession.RouteSharingPolicy`.
    public typealias RouteSharingPolicy = AudioSessionModel.RouteSharingPolicy
    /// Mirrors `AVAudioSession.SetActiveOptions`.
    public typealias SetActiveOptions = AudioSessionModel.SetActiveOptions
    /// Mirrors `AVAudioSession.PortOverride`.
    public typealias PortOverride = AudioSessionModel.PortOverride
    /// Mirrors `AVAudioSession.InterruptionType`.
    public typealias InterruptionType = AudioSessionModel.InterruptionType
    /// Mirrors `AVAudioSession.InterruptionOptions`.
    public typealias InterruptionOptions = AudioSessionModel.InterruptionOptions
    /// Mirrors `AVAudioSession.InterruptionReason`.
    public typealias InterruptionReason = AudioSessionModel.InterruptionReason
    /// Mirrors `AVAudioSession.RouteChangeReason`.
    public typealias RouteChangeReason = AudioSessionModel.RouteChangeReason
    /// Mirrors `AVAudioSession.SilenceSecondaryAudioHintType`.
    public typealias SilenceSecondaryAudioHintType = AudioSessionModel.SilenceSecondaryAudioHintType
    /// Mirrors `AVAudioSession.IOType`.
    public typealias IOType = AudioSessionModel.IOType
    /// Mirrors `AVAudioSession.PromptStyle`.
    public typealias PromptStyle = AudioSessionModel.PromptStyle
    /// Mirrors `AVAudioSession.ErrorCode`.
    public typealias ErrorCode = AudioSessionError.Code
}

/// The package's short name for ``AudioSessionCategory`` (not visible outside the package).
package typealias Category = AudioSessionCategory
/// The package's short name for ``AudioSessionMode`` (not visible outside the package).
package typealias Mode = AudioSessionMode
/// The package's short name for ``AudioSessionPort`` (not visible outside the package).
package typealias Port = AudioSessionPort
