#if PulseAudio
    import CPulse

    extension PulseSoundServer {
        /// Mutes or unmutes a stream.
        package func setMuted(_ muted: Bool, stream: UInt32) -> Bool {
            succeeds { pa_context_set_sink_input_mute($0, stream, muted ? 1 : 0, pulseSucceeded, $1) }
        }

        /// Moves a stream to the sink named `sink`.
        package func move(stream: UInt32, toSink sink: String) -> Bool {
            succeeds { context, reply in
                sink.withCString { pa_context_move_sink_input_by_name(context, stream, $0, pulseSucceeded, reply) }
            }
        }

        /// Sets a stream's volume, linear, on each of its channels: asks for the stream (for its channel count), then
        /// sets it from the answer's callback, so that the caller waits once.
        package func setVolume(_ volume: Double, stream: UInt32) -> Bool {
            let change = VolumeChange(volume: max(0, volume))
            return call(change) { pa_context_get_sink_input_info($0, stream, pulseVolumeStreamRead, $1) }?.succeeded
                ?? false
        }

        /// Suspends or resumes a sink.
        package func setSuspended(_ suspended: Bool, sink: String) -> Bool {
            succeeds { context, reply in
                sink.withCString {
                    pa_context_suspend_sink_by_name(context, $0, suspended ? 1 : 0, pulseSucceeded, reply)
                }
            }
        }

        /// Sets a sink's active port.
        package func setActivePort(_ port: String, sink: String) -> Bool {
            succeeds { context, reply in
                sink.withCString { sink in
                    port.withCString { pa_context_set_sink_port_by_name(context, sink, $0, pulseSucceeded, reply) }
                }
            }
        }

        /// Loads a module and returns its index.
        package func loadModule(_ name: String, arguments: String) -> UInt32? {
            let index = call(pulseInvalidIndex) { context, reply in
                name.withCString { name in
                    arguments.withCString { pa_context_load_module(context, name, $0, pulseModuleLoaded, reply) }
                }
            }
            return index.flatMap(pulseIndex)
        }

        /// Unloads a module.
        package func unloadModule(_ index: UInt32) -> Bool {
            succeeds { pa_context_unload_module($0, index, pulseSucceeded, $1) }
        }
    }

    /// A volume to set, and how it went.
    struct VolumeChange {
        /// The linear volume.
        var volume: Double
        /// Whether the setting was issued (the stream was found).
        var issued = false
        /// Whether the server set it.
        var succeeded = false
    }

    /// The stream's answer for ``PulseSoundServer/setVolume(_:stream:)``: issues the setting with the stream's
    /// channel count (handing the reply to it), or fails when the stream is not there.
    private func pulseVolumeStreamRead(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_sink_input_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        let reply = PulseReply<VolumeChange>.from(userdata)
        if eol != 0 {
            if reply.value.issued { reply.drop() } else { reply.finish(failed: true) }
            return
        }
        guard let info, !reply.value.issued else { return }
        var volume = pa_cvolume()
        let channels = max(1, info.pointee.volume.channels)
        pa_cvolume_set(&volume, UInt32(channels), pa_sw_volume_from_linear(reply.value.volume))
        let pointer = reply.retainedPointer()
        if let operation = pa_context_set_sink_input_volume(
            context, info.pointee.index, &volume, pulseVolumeSet, pointer)
        {
            pa_operation_unref(operation)
            reply.value.issued = true
        } else {
            reply.drop()
        }
    }

    /// The server's answer to the volume setting.
    private func pulseVolumeSet(_ context: OpaquePointer?, _ success: Int32, _ userdata: UnsafeMutableRawPointer?) {
        let reply = PulseReply<VolumeChange>.from(userdata)
        reply.value.succeeded = success != 0
        reply.finish()
    }

    /// The `pa_context_index_cb_t` of a ``PulseReply`` of a module's index.
    private func pulseModuleLoaded(_ context: OpaquePointer?, _ index: UInt32, _ userdata: UnsafeMutableRawPointer?) {
        let reply = PulseReply<UInt32>.from(userdata)
        reply.value = index
        reply.finish(failed: index == pulseInvalidIndex)
    }
#endif
