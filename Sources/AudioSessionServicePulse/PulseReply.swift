#if PulseAudio
    import Dispatch

    /// What one libpulse operation answers, handed from its callback on the main loop's thread to the caller that
    /// waits for it. The caller retains it once for the operation (`Unmanaged.passRetained`); the operation's last
    /// callback calls ``finish(failed:)``, which signals the caller and drops that reference. The value is written
    /// before the signal and read after it, so the semaphore orders the two threads.
    final class PulseReply<Value>: @unchecked Sendable {
        /// The answer so far.
        var value: Value
        /// Whether the server refused or the operation could not be issued.
        var failed = false
        /// Signalled once the operation is over.
        let done = DispatchSemaphore(value: 0)

        /// A reply that starts at `value`.
        init(_ value: Value) { self.value = value }

        /// The reply a callback's `userdata` points to, still retained by its operation.
        static func from(_ userdata: UnsafeMutableRawPointer?) -> PulseReply<Value> {
            Unmanaged<PulseReply<Value>>.fromOpaque(userdata!).takeUnretainedValue()
        }

        /// A pointer for one more operation's callback, which ends with ``finish(failed:)`` or ``drop()``.
        func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

        /// Ends the operation: signals the caller and drops the operation's reference.
        func finish(failed: Bool = false) {
            if failed { self.failed = true }
            done.signal()
            drop()
        }

        /// Drops one operation's reference without signalling (an operation that handed over to another).
        func drop() { Unmanaged.passUnretained(self).release() }
    }
#endif
