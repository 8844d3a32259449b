#if PulseAudio
    import AudioSessionService
    import CPulse

    extension PulseSoundServer {
        /// The restore database's entry named `name`: reads them all (the extension has no lookup by name).
        package func restoreEntry(named name: String) -> RestoreEntry? {
            let entries = call([RestoreEntry]()) { pa_ext_stream_restore_read($0, pulseRestoreRead, $1) }
            return entries?.first { $0.name == name }
        }

        /// Writes an entry back, replacing the one of its name, without applying it to the streams playing.
        package func writeRestoreEntry(_ entry: RestoreEntry) -> Bool {
            var map = pa_channel_map()
            var volume = pa_cvolume()
            let channels = min(entry.channels.count, entry.volumes.count, Int(PA_CHANNELS_MAX))
            map.channels = UInt8(channels)
            volume.channels = UInt8(channels)
            withUnsafeMutableBytes(of: &map.map) { bytes in
                let positions = bytes.bindMemory(to: pa_channel_position_t.self)
                for channel in 0..<channels {
                    positions[channel] = pa_channel_position_t(
                        rawValue: numericCast(entry.channels[channel]))
                }
            }
            withUnsafeMutableBytes(of: &volume.values) { bytes in
                let volumes = bytes.bindMemory(to: pa_volume_t.self)
                for channel in 0..<channels { volumes[channel] = entry.volumes[channel] }
            }
            return succeeds { context, reply in
                entry.name.withCString { name in
                    withOptionalCString(entry.device) { device in
                        var info = pa_ext_stream_restore_info(
                            name: name, channel_map: map, volume: volume, device: device, mute: entry.isMuted ? 1 : 0)
                        return pa_ext_stream_restore_write(
                            context, PA_UPDATE_REPLACE, &info, 1, 0, pulseSucceeded, reply)
                    }
                }
            }
        }

        /// Deletes the entry named `name`.
        package func deleteRestoreEntry(named name: String) -> Bool {
            succeeds { context, reply in
                name.withCString { name in
                    var names: [UnsafePointer<CChar>?] = [name, nil]
                    return pa_ext_stream_restore_delete(context, &names, pulseSucceeded, reply)
                }
            }
        }
    }

    /// Calls `body` with a C string for `text`, or with `nil`.
    private func withOptionalCString<Result>(
        _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
    ) -> Result {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }

    /// Collects the restore database's entries.
    private func pulseRestoreRead(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_ext_stream_restore_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        let reply = PulseReply<[RestoreEntry]>.from(userdata)
        if eol != 0 { return reply.finish(failed: eol < 0) }
        if let info { reply.value.append(RestoreEntry(info.pointee)) }
    }
#endif
