import Foundation

/// `AVAudioEngine` as the iOS 26.2 SDK imports it (not `Sendable`): the members the package's I/O adapter uses.
///
/// Off Apple platforms no audio flows: the engine keeps its graph and running state, starting it activates its
/// session as on a device, the session's deactivation, interruptions and media-services resets stop it, and an
/// ``AVAudioEngineScript`` makes `start()` fail, changes the configuration and feeds the input tap.
open class AVAudioEngine: NSObject {
    struct State {
        var isRunning = false
        var isPrepared = false
        var attached: [AVAudioNode] = []
        var connections: [(from: ObjectIdentifier, to: ObjectIdentifier)] = []
        var mainMixer: AVAudioMixerNode?
        var input: AVAudioInputNode?
        var session: AVAudioSession?
        var calls: [String] = []
        var failures: [NSError] = []
    }

    private let lock = NSLock()
    private var state = State()
    private let output = AVAudioIONode()

    /// `-init`.
    public override init() { super.init() }

    /// The session the engine plays through: `AVAudioSession.sharedInstance()` unless a script says otherwise.
    var session: AVAudioSession { lock.locking { state.session } ?? .sharedInstance() }

    func withState<T>(_ body: (inout State) -> T) -> T { lock.locking { body(&state) } }

    /// `-attachNode:`.
    open func attach(_ node: AVAudioNode) {
        lock.locking {
            if !state.attached.contains(where: { $0 === node }) { state.attached.append(node) }
        }
        node.attach(to: self)
    }

    /// `-detachNode:`.
    open func detach(_ node: AVAudioNode) {
        lock.locking {
            state.attached.removeAll { $0 === node }
            state.connections.removeAll { $0.from == ObjectIdentifier(node) || $0.to == ObjectIdentifier(node) }
        }
        node.attach(to: nil)
    }

    /// `-connect:to:format:`: both nodes must be attached, else the SDK raises.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        precondition(node1.engine === self && node2.engine === self, "required condition is false: node attached")
        lock.locking {
            state.connections.removeAll { $0.from == ObjectIdentifier(node1) }
            state.connections.append((ObjectIdentifier(node1), ObjectIdentifier(node2)))
        }
    }

    /// `mainMixerNode`: made and connected to the output on first access.
    open var mainMixerNode: AVAudioMixerNode {
        if let mixer = lock.locking({ state.mainMixer }) { return mixer }
        let mixer = AVAudioMixerNode()
        attach(mixer)
        attach(output)
        connect(mixer, to: output, format: nil)
        lock.locking { state.mainMixer = mixer }
        return mixer
    }

    /// `inputNode`: the singleton input, made on first access.
    open var inputNode: AVAudioInputNode {
        if let input = lock.locking({ state.input }) { return input }
        let input = AVAudioInputNode()
        attach(input)
        lock.locking { state.input = input }
        return input
    }

    /// `running` (getter `isRunning`).
    open var isRunning: Bool { lock.locking { state.isRunning } }

    /// `-prepare`.
    open func prepare() {
        lock.locking {
            state.calls.append("prepare")
            state.isPrepared = true
        }
    }

    /// `-startAndReturnError:`: activates the session if needed, as iOS does, then runs; throws the `NSError` a
    /// script gave (an `AVAudioSession` error in `NSOSStatusErrorDomain` when the session cannot play).
    open func start() throws {
        let session = self.session
        try lock.locking {
            state.calls.append("start")
            if !state.failures.isEmpty { throw state.failures.removeFirst() }
            precondition(
                state.mainMixer != nil || state.input != nil,
                "required condition is false: inputNode != nullptr || outputNode != nullptr")
            state.isRunning = true
            state.isPrepared = true
        }
        session.script.ioStarted(self)
    }

    /// `-stop`: stops the engine and its players, and releases what `prepare()` allocated.
    open func stop() {
        lock.locking { state.calls.append("stop") }
        halt()
    }

    /// Stops without a call being recorded (the system stopped it); players stop too.
    func halt() {
        let nodes = lock.locking { () -> [AVAudioNode] in
            state.isRunning = false
            state.isPrepared = false
            return state.attached
        }
        for node in nodes { node.engineStopped() }
        session.script.ioStopped(self)
    }

    func isConnected(_ node: AVAudioNode) -> Bool {
        lock.locking { state.connections.contains { $0.from == ObjectIdentifier(node) } }
    }
}

extension NSNotification.Name {
    /// `AVAudioEngineConfigurationChangeNotification`: the engine stopped because the hardware's channel count or
    /// sample rate changed; posted with the engine as object.
    public static let AVAudioEngineConfigurationChange = NSNotification.Name(
        "AVAudioEngineConfigurationChangeNotification")
}
