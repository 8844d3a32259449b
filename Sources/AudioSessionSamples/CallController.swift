import AudioSessionKit

/// A sample voice-call SDK, like Sinch's: a call borrows `playAndRecord`/`voiceChat`, runs the microphone and the
/// speaker, holds on an interruption, resumes when told, and ends the call when the interruption lasts more than
/// 30 seconds; the host's session comes back when the call ends.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public final class CallController: Sendable {
    /// What happened to the call, in order.
    public enum Event: Hashable, Sendable {
        case connected
        case held
        case resumed
        case ended(tooLongInterrupted: Bool)
    }

    private struct Call {
        var borrow: ConfigurationBorrow
        var handler: InterruptionHandler
    }

    private let session: any AudioSessionProtocol
    private let io: any AudioIO
    private let scheduler: any AudioSessionScheduler
    private let call = Protected<Call?>(nil)
    private let log = Protected<[Event]>([])

    /// A call controller on the host's session.
    public init(session: any AudioSessionProtocol, io: any AudioIO, scheduler: any AudioSessionScheduler) {
        self.session = session
        self.io = io
        self.scheduler = scheduler
    }

    /// What happened so far.
    public var events: [Event] { log.withLock { $0 } }
    /// Whether a call is on.
    public var isInCall: Bool { call.withLock { $0 != nil } }

    /// Connects a call.
    public func startCall() throws {
        let borrow = try session.sharedActivation.borrow(.voiceCall, component: "Calls")
        let handler = InterruptionHandler(
            session: session, policies: InterruptionPolicy.sinchCall, scheduler: scheduler,
            actions: .init(
                pause: { [weak self] _ in self?.hold() },
                resume: { [weak self] in self?.resume() },
                endCall: { [weak self] in self?.end(tooLong: true) }))
        call.withLock { $0 = Call(borrow: borrow, handler: handler) }
        session.sharedActivation.beginIO("Calls")
        try io.startInput()
        try io.startOutput()
        log.withLock { $0.append(.connected) }
    }

    /// Hangs up; returns how the session was restored.
    @discardableResult
    public func endCall() -> RestoreReport? { end(tooLong: false) }

    private func hold() {
        io.stopInput()
        io.stopOutput()
        log.withLock { $0.append(.held) }
    }

    private func resume() {
        guard isInCall else { return }
        try? session.setActive(true)
        try? io.startInput()
        try? io.startOutput()
        log.withLock { $0.append(.resumed) }
    }

    @discardableResult
    private func end(tooLong: Bool) -> RestoreReport? {
        guard
            let ended = call.withLock({ state -> Call? in
                defer { state = nil }
                return state
            })
        else { return nil }
        _ = ended.handler
        io.stopInput()
        io.stopOutput()
        session.sharedActivation.endIO("Calls")
        log.withLock { $0.append(.ended(tooLongInterrupted: tooLong)) }
        return ended.borrow.restore()
    }
}
