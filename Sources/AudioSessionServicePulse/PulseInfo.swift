#if PulseAudio
    import AudioSessionService
    import CPulse

    /// libpulse's "no such object" index (`PA_INVALID_INDEX`, a macro Swift does not import).
    let pulseInvalidIndex = UInt32.max

    /// An index, or `nil` for `PA_INVALID_INDEX`.
    func pulseIndex(_ index: UInt32) -> UInt32? { index == pulseInvalidIndex ? nil : index }

    /// A C string, or `nil`.
    func pulseString(_ text: UnsafePointer<CChar>?) -> String? { text.map { String(cString: $0) } }

    /// The string properties of a proplist (the binary ones are left out).
    func pulseProperties(_ proplist: OpaquePointer?) -> [String: String] {
        guard let proplist else { return [:] }
        var properties: [String: String] = [:]
        var state: UnsafeMutableRawPointer?
        while let key = pa_proplist_iterate(proplist, &state) {
            if let value = pa_proplist_gets(proplist, key) { properties[String(cString: key)] = String(cString: value) }
        }
        return properties
    }

    /// The volumes of a `pa_cvolume`, one per channel.
    func pulseVolumes(_ volume: pa_cvolume) -> [pa_volume_t] {
        withUnsafeBytes(of: volume.values) { Array($0.bindMemory(to: pa_volume_t.self).prefix(Int(volume.channels))) }
    }

    /// The mean of a `pa_cvolume`'s channels, linear (1 is unity); 1 when it has none.
    func pulseLinearVolume(_ volume: pa_cvolume) -> Double {
        let volumes = pulseVolumes(volume)
        guard !volumes.isEmpty else { return 1 }
        return volumes.map { pa_sw_volume_to_linear($0) }.reduce(0, +) / Double(volumes.count)
    }

    /// A port's availability from `pa_port_available_t`.
    func pulseAvailability(_ available: Int32) -> ServerPort.Availability {
        switch UInt32(bitPattern: available) {
        case PA_PORT_AVAILABLE_YES.rawValue: .yes
        case PA_PORT_AVAILABLE_NO.rawValue: .no
        default: .unknown
        }
    }

    /// A sink's or a source's port as libpulse lists it.
    func pulsePort(
        _ name: UnsafePointer<CChar>?, _ description: UnsafePointer<CChar>?, _ available: Int32
    ) -> ServerPort {
        ServerPort(
            name: pulseString(name) ?? "", description: pulseString(description) ?? "",
            availability: pulseAvailability(available))
    }

    extension ServerEndpoint {
        /// A sink as `pa_context_get_sink_info_*` gives it.
        init(sink info: pa_sink_info) {
            let ports = (0..<Int(info.n_ports)).compactMap { info.ports?[$0]?.pointee }
            self.init(
                index: info.index, name: pulseString(info.name) ?? "", description: pulseString(info.description) ?? "",
                properties: pulseProperties(info.proplist),
                ports: ports.map { pulsePort($0.name, $0.description, $0.available) },
                activePort: pulseString(info.active_port?.pointee.name), card: pulseIndex(info.card),
                ownerModule: pulseIndex(info.owner_module), monitor: pulseString(info.monitor_source_name))
        }

        /// A source as `pa_context_get_source_info_*` gives it.
        init(source info: pa_source_info) {
            let ports = (0..<Int(info.n_ports)).compactMap { info.ports?[$0]?.pointee }
            self.init(
                index: info.index, name: pulseString(info.name) ?? "", description: pulseString(info.description) ?? "",
                properties: pulseProperties(info.proplist),
                ports: ports.map { pulsePort($0.name, $0.description, $0.available) },
                activePort: pulseString(info.active_port?.pointee.name), card: pulseIndex(info.card),
                ownerModule: pulseIndex(info.owner_module),
                monitor: pulseIndex(info.monitor_of_sink) == nil ? nil : pulseString(info.monitor_of_sink_name))
        }
    }

    extension ServerCard {
        /// A card as `pa_context_get_card_info_*` gives it.
        init(_ info: pa_card_info) {
            self.init(
                index: info.index, name: pulseString(info.name) ?? "", properties: pulseProperties(info.proplist),
                activeProfile: pulseString(info.active_profile2?.pointee.name))
        }
    }

    extension ServerStream {
        /// A sink input as `pa_context_get_sink_input_info_*` gives it.
        init(_ info: pa_sink_input_info) {
            self.init(
                index: info.index, sink: info.sink, ownerModule: pulseIndex(info.owner_module),
                client: pulseIndex(info.client), properties: pulseProperties(info.proplist), isMuted: info.mute != 0,
                isCorked: info.corked != 0,
                volume: info.has_volume != 0 ? pulseLinearVolume(info.volume) : 1)
        }
    }

    extension RestoreEntry {
        /// An entry as `pa_ext_stream_restore_read` gives it.
        init(_ info: pa_ext_stream_restore_info) {
            let positions = withUnsafeBytes(of: info.channel_map.map) {
                Array($0.bindMemory(to: pa_channel_position_t.self).prefix(Int(info.channel_map.channels)))
            }
            self.init(
                name: pulseString(info.name) ?? "", device: pulseString(info.device), isMuted: info.mute != 0,
                channels: positions.map { Int32(truncatingIfNeeded: $0.rawValue) }, volumes: pulseVolumes(info.volume))
        }
    }
#endif
