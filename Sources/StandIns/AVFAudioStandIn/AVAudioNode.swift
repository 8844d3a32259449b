import Foundation

/// `AVAudioNode`: a node of an engine's graph (not `Sendable` in the SDK). Only the members the package uses are
/// reproduced. Misuse the SDK answers with an Objective-C exception (a second tap on a bus, a player started while
/// its engine is stopped) stops the process here too, with the SDK's message.
open class AVAudioNode: NSObject {
    private let lock = NSLock()
    private weak var owner: AVAudioEngine?
    private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

    override init() { super.init() }

    /// `engine`: the engine the node is attached to, if any.
    open var engine: AVAudioEngine? { lock.locking { owner } }

    /// `-installTapOnBus:bufferSize:format:block:`: one tap per bus; the block may run off the main thread.
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
        block tapBlock: @escaping AVAudioNodeTapBlock
    ) {
        lock.locking {
            precondition(taps[bus] == nil, "required condition is false: nullptr == Tap()")
            taps[bus] = tapBlock
        }
    }

    /// `-removeTapOnBus:`.
    open func removeTap(onBus bus: AVAudioNodeBus) { _ = lock.locking { taps.removeValue(forKey: bus) } }

    /// `-inputFormatForBus:`.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { standInFormat }
    /// `-outputFormatForBus:`.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { standInFormat }

    /// The format of the node's buses: the hardware rate in stereo, unless a subclass knows better.
    var standInFormat: AVAudioFormat {
        AVAudioFormat(standInSampleRate: engine?.session.sampleRate ?? 48_000, channels: 2)
    }

    func attach(to engine: AVAudioEngine?) { lock.locking { owner = engine } }
    func tap(onBus bus: AVAudioNodeBus) -> AVAudioNodeTapBlock? { lock.locking { taps[bus] } }
    var hasTap: Bool { lock.locking { !taps.isEmpty } }
    /// The engine stopped: what the node does then (a player stops).
    func engineStopped() {}
}

/// `AVAudioIONode`: the engine's input or output node.
open class AVAudioIONode: AVAudioNode {}

/// `AVAudioInputNode`: the engine's singleton input (`init` is unavailable in the SDK; the engine makes it).
///
/// Its input format reads 0 channels at 0 Hz when the session's category does not record or no input is available,
/// as the SDK documents: check it before tapping.
open class AVAudioInputNode: AVAudioIONode {
    override init() { super.init() }

    override var standInFormat: AVAudioFormat {
        guard let session = engine?.session, session.isStandInInputEnabled else {
            return AVAudioFormat(standInSampleRate: 0, channels: 0)
        }
        let channels = max(1, min(session.preferredInputNumberOfChannels, session.maximumInputNumberOfChannels))
        return AVAudioFormat(standInSampleRate: session.sampleRate, channels: AVAudioChannelCount(channels))
    }
}

/// `AVAudioMixerNode`: mixes its inputs; the engine's main mixer is one. `AVAudioMixing`, as in the SDK.
open class AVAudioMixerNode: AVAudioNode, AVAudioMixing {
    private let mixing = NSLock()
    private var values: (volume: Float, pan: Float) = (1, 0)

    /// `-init`.
    public override init() { super.init() }

    /// `volume` (`AVAudioMixing`).
    open var volume: Float {
        get { mixing.locking { values.volume } }
        set { mixing.locking { values.volume = newValue } }
    }
    /// `pan` (`AVAudioStereoMixing`).
    open var pan: Float {
        get { mixing.locking { values.pan } }
        set { mixing.locking { values.pan = newValue } }
    }
}

/// `AVAudioPlayerNode`: plays scheduled buffers and files (scheduling is left out of the stand-in). `AVAudioMixing`,
/// as in the SDK.
open class AVAudioPlayerNode: AVAudioNode, AVAudioMixing {
    private let playing = NSLock()
    private var isPlayingValue = false
    private var values: (volume: Float, pan: Float) = (1, 0)

    /// `volume` (`AVAudioMixing`).
    open var volume: Float {
        get { playing.locking { values.volume } }
        set { playing.locking { values.volume = newValue } }
    }
    /// `pan` (`AVAudioStereoMixing`).
    open var pan: Float {
        get { playing.locking { values.pan } }
        set { playing.locking { values.pan = newValue } }
    }

    /// `-init`.
    public override init() { super.init() }

    /// `playing` (getter `isPlaying`).
    open var isPlaying: Bool { playing.locking { isPlayingValue } }

    /// `-play`: the engine must run and the player be connected, else the SDK raises.
    open func play() {
        guard let engine else { preconditionFailure("required condition is false: _engine != nil") }
        precondition(engine.isConnected(self), "player started when in a disconnected state")
        precondition(engine.isRunning, "player started when engine not running")
        playing.locking { isPlayingValue = true }
    }

    /// `-stop`.
    open func stop() { playing.locking { isPlayingValue = false } }

    override func engineStopped() { stop() }
}
