#if PulseAudio
    import CPulse
    import Dispatch
    import Foundation

    extension PulseSoundServer {
        /// Issues one operation with the main loop locked and waits, unlocked, for its answer at most `timeout`
        /// (the operation's timeout by default): `nil` when not connected, on the main loop's thread, when the
        /// operation could not be issued, when it failed, or when the answer did not come in time.
        ///
        /// `issue` gets the context and the reply's retained pointer, and returns the operation; its callbacks end
        /// with ``PulseReply/finish(failed:)``.
        func call<Value>(
            _ initial: Value, timeout: DispatchTimeInterval? = nil,
            _ issue: (_ context: OpaquePointer, _ reply: UnsafeMutableRawPointer) -> OpaquePointer?
        ) -> Value? {
            let reply = PulseReply(initial)
            connection.lock()
            guard let mainloop, let context, pa_threaded_mainloop_in_thread(mainloop) == 0 else {
                connection.unlock()
                return nil
            }
            pa_threaded_mainloop_lock(mainloop)
            let pointer = reply.retainedPointer()
            let operation = pa_context_get_state(context) == PA_CONTEXT_READY ? issue(context, pointer) : nil
            if let operation { pa_operation_unref(operation) } else { reply.drop() }
            pa_threaded_mainloop_unlock(mainloop)
            connection.unlock()
            guard operation != nil, reply.done.wait(timeout: .now() + (timeout ?? operationTimeout)) == .success,
                !reply.failed
            else { return nil }
            return reply.value
        }

        /// An operation that answers with success or failure (`pa_context_success_cb_t`).
        func succeeds(_ issue: (_ context: OpaquePointer, _ reply: UnsafeMutableRawPointer) -> OpaquePointer?)
            -> Bool
        {
            call(false, issue) ?? false
        }
    }

    /// The `pa_context_success_cb_t` of a ``PulseReply`` of `Bool`.
    func pulseSucceeded(_ context: OpaquePointer?, _ success: Int32, _ userdata: UnsafeMutableRawPointer?) {
        let reply = PulseReply<Bool>.from(userdata)
        reply.value = success != 0
        reply.finish()
    }
#endif
