import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

extension SimulatedAudioSession {
    /// L5: a suspended app runs no code, so a call from its code made outside a delivery to it (a task or a thread
    /// that kept going) is refused, loudly, instead of waking the app.
    ///
    /// The refusal is an `AudioSessionError` (`unspecified`) naming the rule, the app and the call, and a report
    /// through `SettleDiagnostics`: a Swift Testing issue of the running test when the testing library is linked.
    func refuseIfSuspended(_ call: @autoclosure () -> String) throws(AudioSessionError) {
        guard device.lifecycle(of: app) == .suspended, !device.isRunningCode(of: app) else { return }
        let name = device.state[app].name
        let message =
            "\(name) is suspended (rule L5): a suspended app runs no code, so its code cannot call \(call()) on its "
            + "session; the call came from outside a delivery to \(name) (a task or a thread that went on after the "
            + "app was suspended?) and was refused. Let the app run first: the user opens it "
            + "(device.perform(.openApp(\"\(name)\"))), or a step of its own wakes it in the background "
            + "(device.step(of:_:), rule L4)"
        SettleDiagnostics.record(message, at: nil)
        throw AudioSessionError(.unspecified, message)
    }
}
