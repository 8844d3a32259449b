import Foundation

/// Not in the SDK: drives an ``AVAudioEngine`` stand-in as the system would: which session it plays through, what
/// `start()` throws, a configuration change, and buffers for its input tap.
public struct AVAudioEngineScript {
    /// The engine driven.
    public let engine: AVAudioEngine

    /// A script for `engine`.
    public init(_ engine: AVAudioEngine) { self.engine = engine }

    /// Makes the engine play through `session` instead of `AVAudioSession.sharedInstance()` (a test's own session).
    public func playThrough(_ session: AVAudioSession) { engine.withState { $0.session = session } }

    /// The calls made on the engine, in order (`"prepare"`, `"start"`, `"stop"`).
    public var calls: [String] { engine.withState { $0.calls } }

    /// Makes the next `start()` throw `error`.
    public func failNextStart(_ error: NSError) { engine.withState { $0.failures.append(error) } }

    /// Makes the next `start()` throw `code` in `NSOSStatusErrorDomain`, as the engine does when the session cannot
    /// start I/O (`cannotStartPlaying` while another app's session holds the hardware, `cannotStartRecording`...).
    public func failNextStart(with code: AVAudioSession.ErrorCode, _ description: String = "") {
        let info: [String: Any] = description.isEmpty ? [:] : [NSLocalizedDescriptionKey: description]
        failNextStart(NSError(domain: NSOSStatusErrorDomain, code: code.rawValue, userInfo: info))
    }

    /// The hardware's channel count or sample rate changed: the engine stops (its players too), then
    /// `AVAudioEngineConfigurationChange` is posted with the engine as object, on the caller's thread.
    public func changeConfiguration() {
        engine.halt()
        NotificationCenter.default.post(name: .AVAudioEngineConfigurationChange, object: engine)
    }

    /// Hands `frames` frames of input to the input node's tap on bus 0, on the caller's thread, if the engine runs
    /// and a tap is installed; whether it was.
    @discardableResult
    public func deliverInput(frames: AVAudioFrameCount) -> Bool {
        guard engine.isRunning, let tap = engine.inputNode.tap(onBus: 0) else { return false }
        tap(AVAudioPCMBuffer(standInFrameLength: frames), AVAudioTime(standInSampleTime: 0))
        return true
    }
}
