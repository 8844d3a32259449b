#if PulseAudio
    import CPulse
    import Dispatch
    import Foundation

    extension PulseSoundServer {
        /// Opens a corked playback stream with these properties on the backend's connection and waits, at most
        /// two seconds, until the server made it a sink input; its index, or `nil`. What `serve --check` probes with.
        func openProbeStream(properties: [String: String]) -> (stream: OpaquePointer, index: UInt32)? {
            connection.lock()
            guard let mainloop, let context, pa_threaded_mainloop_in_thread(mainloop) == 0 else {
                connection.unlock()
                return nil
            }
            pa_threaded_mainloop_lock(mainloop)
            var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: 48_000, channels: 1)
            let list = pa_proplist_new()
            for (key, value) in properties { pa_proplist_sets(list, key, value) }
            let stream = pa_stream_new_with_proplist(context, "audiosession serve --check", &spec, nil, list)
            pa_proplist_free(list)
            if let stream {
                let flags = pa_stream_flags_t(PA_STREAM_START_CORKED.rawValue)
                if pa_stream_connect_playback(stream, nil, nil, flags, nil, nil) < 0 { pa_stream_unref(stream) }
            }
            pa_threaded_mainloop_unlock(mainloop)
            connection.unlock()
            guard let stream else { return nil }
            let deadline = DispatchTime.now() + .seconds(2)
            while DispatchTime.now() < deadline {
                pa_threaded_mainloop_lock(mainloop)
                let state = pa_stream_get_state(stream)
                let index = pa_stream_get_index(stream)
                pa_threaded_mainloop_unlock(mainloop)
                if state == PA_STREAM_READY { return (stream, index) }
                if state == PA_STREAM_FAILED || state == PA_STREAM_TERMINATED { break }
                usleep(5_000)
            }
            closeProbeStream(stream)
            return nil
        }

        /// Disconnects and frees a probe stream.
        func closeProbeStream(_ stream: OpaquePointer) {
            connection.lock()
            defer { connection.unlock() }
            guard let mainloop else { return }
            pa_threaded_mainloop_lock(mainloop)
            pa_stream_disconnect(stream)
            pa_stream_unref(stream)
            pa_threaded_mainloop_unlock(mainloop)
        }
    }
#endif
