/// A port of a sink or a source, as the sound server lists it (`pa_port_info`, a PipeWire route).
package struct ServerPort: Hashable, Sendable, Codable {
    /// Whether something is plugged into the port.
    package enum Availability: String, Hashable, Sendable, Codable {
        /// The server cannot tell (a port without jack detection): taken as available.
        case unknown
        /// Nothing is plugged in.
        case no
        /// Something is plugged in.
        case yes
    }

    /// Its name: `analog-output-headphones`, `[Out] Headphones`.
    package var name: String
    /// Its description, for people.
    package var description: String
    /// Whether it is plugged in.
    package var availability: Availability

    /// A port.
    package init(name: String, description: String = "", availability: Availability = .unknown) {
        self.name = name
        self.description = description
        self.availability = availability
    }

    /// Whether it can carry sound now (`unknown` counts).
    package var isAvailable: Bool { availability != .no }
}

/// A sink or a source (`pa_sink_info`, `pa_source_info`; an `Audio/Sink` or `Audio/Source` node on PipeWire).
package struct ServerEndpoint: Hashable, Sendable {
    /// The server's index for it.
    package var index: UInt32
    /// Its name: `speaker`, `alsa_output.pci-0000_00_1f.3.analog-stereo`.
    package var name: String
    /// Its description, for people.
    package var description: String
    /// Its properties (`device.api`, `device.bus`, `device.form_factor`, `device.profile.name`, ...).
    package var properties: [String: String]
    /// Its ports.
    package var ports: [ServerPort]
    /// The port in use.
    package var activePort: String?
    /// The card it belongs to.
    package var card: UInt32?
    /// The module that made it (a null sink, a loopback): the daemon knows its own by this.
    package var ownerModule: UInt32?
    /// For a sink, the source that records what it plays; for a source, the sink it monitors.
    package var monitor: String?

    /// An endpoint.
    package init(
        index: UInt32, name: String, description: String = "", properties: [String: String] = [:],
        ports: [ServerPort] = [], activePort: String? = nil, card: UInt32? = nil, ownerModule: UInt32? = nil,
        monitor: String? = nil
    ) {
        self.index = index
        self.name = name
        self.description = description
        self.properties = properties
        self.ports = ports
        self.activePort = activePort
        self.card = card
        self.ownerModule = ownerModule
        self.monitor = monitor
    }
}

/// A card (`pa_card_info`; a `Device` object on PipeWire): the hardware the sinks and sources of one device share.
package struct ServerCard: Hashable, Sendable {
    /// The server's index for it.
    package var index: UInt32
    /// Its name.
    package var name: String
    /// Its properties (`device.description`, `device.api`, `device.bus`, `device.form_factor`).
    package var properties: [String: String]
    /// The profile in use: `a2dp-sink`, `headset-head-unit`, `output:analog-stereo`.
    package var activeProfile: String?

    /// A card.
    package init(index: UInt32, name: String, properties: [String: String] = [:], activeProfile: String? = nil) {
        self.index = index
        self.name = name
        self.properties = properties
        self.activeProfile = activeProfile
    }

    /// What people call it: its `device.description`, else its name.
    package var description: String { properties["device.description"] ?? name }
}

/// A stream playing to a sink (`pa_sink_input_info`; a `Stream/Output/Audio` node on PipeWire).
package struct ServerStream: Hashable, Sendable {
    /// The server's index for it (the sink input's index).
    package var index: UInt32
    /// The sink it plays to.
    package var sink: UInt32
    /// The module it belongs to: the one that made it (a loopback), or, on PulseAudio, the protocol module of its
    /// client's connection.
    package var ownerModule: UInt32?
    /// The client that plays it, if a client does (a module's own streams, such as a loopback's, have none).
    package var client: UInt32?
    /// Its properties, with its client's (`application.process.id`, `audiosession.token`, `object.id`,
    /// `module-stream-restore.id`, `media.role`).
    package var properties: [String: String]
    /// Whether it is muted.
    package var isMuted: Bool
    /// Whether its client paused it (corked).
    package var isCorked: Bool
    /// Its volume, linear, the mean of its channels.
    package var volume: Double

    /// A stream.
    package init(
        index: UInt32, sink: UInt32, ownerModule: UInt32? = nil, client: UInt32? = nil,
        properties: [String: String] = [:], isMuted: Bool = false, isCorked: Bool = false, volume: Double = 1
    ) {
        self.index = index
        self.sink = sink
        self.ownerModule = ownerModule
        self.client = client
        self.properties = properties
        self.isMuted = isMuted
        self.isCorked = isCorked
        self.volume = volume
    }

    /// The token the client library set (`audiosession.token`).
    package var token: String? { properties["audiosession.token"] }
    /// The process id its client claims (`application.process.id`).
    package var processID: Int32? { properties["application.process.id"].flatMap { Int32($0) } }
    /// The process id PipeWire took from the kernel (`pipewire.sec.pid`).
    package var securePID: Int32? { properties["pipewire.sec.pid"].flatMap { Int32($0) } }
    /// Its PipeWire node id (`object.id`), when the server is PipeWire.
    package var node: UInt32? { properties["object.id"].flatMap { UInt32($0) } }
    /// The key of its entry in the server's restore database (`module-stream-restore.id`).
    package var restoreKey: String? { properties["module-stream-restore.id"] }
}

/// Everything the sound server has now: what a backend lists when it starts.
package struct SoundServerGraph: Hashable, Sendable {
    /// The sinks, by index.
    package var sinks: [ServerEndpoint]
    /// The sources, by index.
    package var sources: [ServerEndpoint]
    /// The cards, by index.
    package var cards: [ServerCard]
    /// The streams, by index.
    package var streams: [ServerStream]

    /// A graph.
    package init(
        sinks: [ServerEndpoint] = [], sources: [ServerEndpoint] = [], cards: [ServerCard] = [],
        streams: [ServerStream] = []
    ) {
        self.sinks = sinks
        self.sources = sources
        self.cards = cards
        self.streams = streams
    }
}

/// A change on the sound server, from its subscription.
package enum SoundServerEvent: Hashable, Sendable {
    /// A sink appeared or changed (its ports' availability, its active port).
    case sink(ServerEndpoint)
    /// A sink went away.
    case sinkRemoved(UInt32)
    /// A source appeared or changed.
    case source(ServerEndpoint)
    /// A source went away.
    case sourceRemoved(UInt32)
    /// A card appeared or changed (its profile).
    case card(ServerCard)
    /// A card went away.
    case cardRemoved(UInt32)
    /// A stream appeared or changed.
    case stream(ServerStream)
    /// A stream went away.
    case streamRemoved(UInt32)
    /// The connection to the server was lost (the server stopped); the text says why.
    case lost(String)
}

/// An entry of the server's restore database (`pa_ext_stream_restore_info`): what the server gives the next stream
/// with the same key.
package struct RestoreEntry: Hashable, Sendable, Codable {
    /// Its key: `sink-input-by-application-name:paplay`.
    package var name: String
    /// The sink it sends such streams to, if any.
    package var device: String?
    /// Whether it starts them muted.
    package var isMuted: Bool
    /// The channel positions of its volume (`pa_channel_position_t`), as the server gave them.
    package var channels: [Int32]
    /// The volume per channel (`pa_volume_t`; 65536 is unity), as the server gave it.
    package var volumes: [UInt32]

    /// An entry.
    package init(
        name: String, device: String? = nil, isMuted: Bool = false, channels: [Int32] = [], volumes: [UInt32] = []
    ) {
        self.name = name
        self.device = device
        self.isMuted = isMuted
        self.channels = channels
        self.volumes = volumes
    }
}

/// Why a backend cannot be used.
package struct SoundServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with the server's own reason: `cannot connect to PulseAudio: Connection refused`.
    package var description: String

    /// An error.
    package init(_ description: String) { self.description = description }
}
