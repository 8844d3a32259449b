#if PulseAudio
    import CPulse
    import Dispatch
    import Foundation

    /// A continuous sine through libpulse on a threaded main loop of its own: mono s16le at 48 kHz, amplitude 0.5,
    /// about 20 ms of latency.
    final class ToneStream: @unchecked Sendable {
        /// The sample rate.
        static let rate = 48_000
        /// The sine's peak, of full scale.
        static let amplitude = 0.5
        /// How long starting waits for the server.
        static let startTimeout = DispatchTimeInterval.seconds(5)

        /// The sine's frequency in hertz.
        let frequency: Double
        /// Signalled by the context's and the stream's state callbacks.
        let stateChanged = DispatchSemaphore(value: 0)
        // Touched by the write callback only, on the main loop's thread.
        private var phase = 0.0
        private var mainloop: OpaquePointer?
        private var context: OpaquePointer?
        private var stream: OpaquePointer?

        /// A tone of `frequency` hertz, silent until started.
        init(frequency: Double) { self.frequency = frequency }

        deinit { stop() }

        /// Connects to libpulse's server (`PULSE_SERVER`, else its default) as `name` and plays to `sink` (else the
        /// default sink) a stream with `properties`; returns once the stream plays.
        func start(name: String, properties: [String: String], sink: String?) throws(ToneStreamError) {
            guard let loop = pa_threaded_mainloop_new() else { throw ToneStreamError("no main loop") }
            mainloop = loop
            guard let newContext = pa_context_new(pa_threaded_mainloop_get_api(loop), name) else {
                throw ToneStreamError("no context")
            }
            context = newContext
            let me = Unmanaged.passUnretained(self).toOpaque()
            pa_context_set_state_callback(newContext, toneStateChanged, me)
            guard pa_context_connect(newContext, nil, PA_CONTEXT_NOAUTOSPAWN, nil) >= 0,
                pa_threaded_mainloop_start(loop) >= 0
            else { throw ToneStreamError("cannot connect: \(reason())") }
            try wait(
                until: PA_CONTEXT_READY.rawValue, failing: [PA_CONTEXT_FAILED.rawValue, PA_CONTEXT_TERMINATED.rawValue]
            ) {
                pa_context_get_state(newContext).rawValue
            }

            pa_threaded_mainloop_lock(loop)
            var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(Self.rate), channels: 1)
            let list = pa_proplist_new()
            for (key, value) in properties { pa_proplist_sets(list, key, value) }
            let newStream = pa_stream_new_with_proplist(newContext, "tone", &spec, nil, list)
            pa_proplist_free(list)
            guard let newStream else {
                pa_threaded_mainloop_unlock(loop)
                throw ToneStreamError("no stream: \(reason())")
            }
            stream = newStream
            pa_stream_set_state_callback(newStream, toneStreamStateChanged, me)
            pa_stream_set_write_callback(newStream, toneWrite, me)
            let bytesPerMillisecond = UInt32(Self.rate / 1_000 * 2)
            var attributes = pa_buffer_attr(
                maxlength: UInt32.max, tlength: 20 * bytesPerMillisecond, prebuf: UInt32.max,
                minreq: 5 * bytesPerMillisecond, fragsize: UInt32.max)
            let flags = pa_stream_flags_t(rawValue: PA_STREAM_ADJUST_LATENCY.rawValue)
            let connected = pa_stream_connect_playback(newStream, sink, &attributes, flags, nil, nil)
            pa_threaded_mainloop_unlock(loop)
            guard connected >= 0 else { throw ToneStreamError("cannot play: \(reason())") }
            try wait(
                until: PA_STREAM_READY.rawValue, failing: [PA_STREAM_FAILED.rawValue, PA_STREAM_TERMINATED.rawValue]
            ) {
                pa_stream_get_state(newStream).rawValue
            }
        }

        /// Stops the stream and the main loop; safe to call twice.
        func stop() {
            guard let loop = mainloop else { return }
            pa_threaded_mainloop_lock(loop)
            if let stream {
                pa_stream_set_write_callback(stream, nil, nil)
                pa_stream_set_state_callback(stream, nil, nil)
                pa_stream_disconnect(stream)
                pa_stream_unref(stream)
            }
            if let context {
                pa_context_set_state_callback(context, nil, nil)
                pa_context_disconnect(context)
                pa_context_unref(context)
            }
            stream = nil
            context = nil
            pa_threaded_mainloop_unlock(loop)
            pa_threaded_mainloop_stop(loop)
            pa_threaded_mainloop_free(loop)
            mainloop = nil
        }

        /// Fills `bytes` of the stream's buffer with the sine (on the main loop's thread).
        fileprivate func write(_ bytes: Int) {
            guard let stream else { return }
            var data: UnsafeMutableRawPointer?
            var size = bytes
            guard pa_stream_begin_write(stream, &data, &size) >= 0, let data, size >= 2 else { return }
            let samples = data.bindMemory(to: Int16.self, capacity: size / 2)
            let step = 2 * Double.pi * frequency / Double(Self.rate)
            for index in 0..<(size / 2) {
                samples[index] = Int16(Self.amplitude * 32_767 * sin(phase))
                phase += step
                if phase >= 2 * Double.pi { phase -= 2 * Double.pi }
            }
            pa_stream_write(stream, data, size / 2 * 2, nil, 0, PA_SEEK_RELATIVE)
        }

        /// Waits until `state` reads `goal`, failing on one of `failures` or after ``startTimeout``.
        private func wait(until goal: UInt32, failing failures: [UInt32], state: () -> UInt32) throws(ToneStreamError) {
            let deadline = DispatchTime.now() + Self.startTimeout
            while true {
                pa_threaded_mainloop_lock(mainloop)
                let current = state()
                pa_threaded_mainloop_unlock(mainloop)
                if current == goal { return }
                if failures.contains(current) { throw ToneStreamError(reason()) }
                if stateChanged.wait(timeout: deadline) == .timedOut { throw ToneStreamError("timed out") }
            }
        }

        /// The context's last error.
        private func reason() -> String {
            guard let context else { return "no context" }
            return String(cString: pa_strerror(pa_context_errno(context)))
        }
    }

    /// Why the tone cannot play.
    struct ToneStreamError: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
        /// An error saying `description`.
        init(_ description: String) { self.description = description }
    }

    /// The context's state callback.
    private func toneStateChanged(_ context: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?) {
        guard let userdata else { return }
        Unmanaged<ToneStream>.fromOpaque(userdata).takeUnretainedValue().stateChanged.signal()
    }

    /// The stream's state callback.
    private func toneStreamStateChanged(_ stream: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?) {
        guard let userdata else { return }
        Unmanaged<ToneStream>.fromOpaque(userdata).takeUnretainedValue().stateChanged.signal()
    }

    /// The stream's write callback.
    private func toneWrite(_ stream: OpaquePointer?, _ bytes: Int, _ userdata: UnsafeMutableRawPointer?) {
        guard let userdata else { return }
        Unmanaged<ToneStream>.fromOpaque(userdata).takeUnretainedValue().write(bytes)
    }
#endif
