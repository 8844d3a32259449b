import AudioSessionModel

/// Who owns the device's one route (rule R1).
public enum RouteOwner: Hashable, Sendable {
    /// A connected call, routed as `playAndRecord` with `voiceChat`.
    case call
    /// The most recently activated active session in an input category.
    case app(AppID)
}

extension DeviceState {
    /// The route owner (R1): a connected call; else the most recently activated active input session; else nobody.
    public var routeOwner: RouteOwner? {
        if call?.isConnected == true { return .call }
        var best: (id: AppID, sequence: Int)?
        for index in apps.indices where apps[index].session.isActive && apps[index].session.derived.hasInput {
            let sequence = apps[index].session.activationSequence
            if best == nil || sequence > best!.sequence { best = (AppID(index), sequence) }
        }
        return best.map { .app($0.id) }
    }

    /// The route each app has or would get (R1 to R11), in app order.
    public func routes() -> [RouteDescription] {
        let context = routingContext()
        return apps.indices.map { route(of: AppID($0), in: context) }
    }

    /// The route one app has, or would get if it activated now (R1, decision); empty when it is not running.
    public func route(of id: AppID) -> RouteDescription {
        route(of: id, in: routingContext())
    }

    /// The owner and its route, computed once for all apps.
    struct RoutingContext {
        var owner: RouteOwner?
        var ownerRoute: RouteDescription?
        /// Headsets the owner uses as HFP, whose A2DP output then does not exist (R11).
        var headsetsInHFP: [String]
    }

    func routingContext() -> RoutingContext {
        let owner = routeOwner
        var ownerRoute: RouteDescription?
        switch owner {
        case .call:
            ownerRoute = ownRoute(
                configuration: SessionConfiguration(category: .playAndRecord, mode: .voiceChat),
                override: .none, preferredInput: nil, headsetsInHFP: [])
        case .app(let id):
            let session = self[id].session
            ownerRoute = ownRoute(
                configuration: session.configuration, override: session.portOverride,
                preferredInput: session.preferredInput, headsetsInHFP: [])
        case nil:
            ownerRoute = nil
        }
        var headsets: [String] = []
        if let ownerRoute {
            for port in ownerRoute.outputs + ownerRoute.inputs where port.portType == .bluetoothHFP {
                if let device = devices.first(where: { portUID($0, .bluetoothHFP) == port.uid }),
                    device.kind == .bluetoothHeadset, !headsets.contains(device.name)
                {
                    headsets.append(device.name)
                }
            }
        }
        return RoutingContext(owner: owner, ownerRoute: ownerRoute, headsetsInHFP: headsets)
    }

    func route(of id: AppID, in context: RoutingContext) -> RouteDescription {
        let app = self[id]
        if app.role == .phone { return call != nil ? (context.owner == .call ? context.ownerRoute ?? .empty : callRoute) : .empty }
        guard app.lifecycle != .notRunning else { return .empty }
        let session = app.session
        let category = session.configuration.category
        let own = {
            self.ownRoute(
                configuration: session.configuration, override: session.portOverride,
                preferredInput: session.preferredInput, headsetsInHFP: context.headsetsInHFP)
        }
        if case .app(let owner) = context.owner, owner == id { return context.ownerRoute ?? own() }
        // An inactive input session would become the owner if it activated now (R1, decision); not during a call.
        if !session.isActive, category.hasInput, context.owner != .call { return own() }
        if let ownerRoute = context.ownerRoute, !ownerRoute.outputs.isEmpty {
            // R1: every other session plays on the owner's outputs (and records from its inputs).
            return RouteDescription(
                inputs: category.hasInput ? ownerRoute.inputs : [],
                outputs: category.hasOutput ? ownerRoute.outputs : [])
        }
        // E5: with no owner, or an owner without outputs, sessions route by their own configuration (R2, R11).
        return own()
    }

    private var callRoute: RouteDescription {
        ownRoute(
            configuration: SessionConfiguration(category: .playAndRecord, mode: .voiceChat), override: .none,
            preferredInput: nil, headsetsInHFP: [])
    }

    /// A session's route from its own configuration and the devices (R2 to R7, R11).
    func ownRoute(
        configuration: SessionConfiguration, override: PortOverride, preferredInput: PreferredInput?,
        headsetsInHFP: [String]
    ) -> RouteDescription {
        let options = configuration.effectiveOptions
        switch configuration.category {
        case .record:
            return RouteDescription(inputs: [recordInput(options: options, preferred: preferredInput)], outputs: [])
        case .playAndRecord:
            return playAndRecordRoute(configuration: configuration, override: override, preferred: preferredInput)
        case .multiRoute:
            return multiRoute(preferred: preferredInput)
        default:
            return RouteDescription(inputs: [], outputs: [outputOnlyPort(policy: configuration.policy, headsetsInHFP: headsetsInHFP)])
        }
    }

    /// R2: the newest device with an eligible output, else the speaker; HFP-only devices are ignored.
    func outputOnlyPort(policy: RouteSharingPolicy, headsetsInHFP: [String]) -> PortDescription {
        for device in devices.reversed() {
            switch device.kind {
            case .wiredHeadphones, .wiredHeadset: return port(device, .headphones)
            case .bluetoothSpeaker: return port(device, .bluetoothA2DP)
            case .bluetoothHeadset:
                return headsetsInHFP.contains(device.name) ? port(device, .bluetoothHFP) : port(device, .bluetoothA2DP)
            case .bluetoothHandsFree: continue
            case .bluetoothLE: return port(device, .bluetoothLE)
            case .airPlay:
                if device.airPlayPolicy == .default || device.airPlayPolicy == policy { return port(device, .airPlay) }
            case .carPlay: return port(device, .carAudio)
            case .usbAudio: return port(device, .usbAudio)
            case .hdmi: return port(device, .HDMI)
            case .lineOut: return port(device, .lineOut)
            }
        }
        return builtIn(.builtInSpeaker)
    }

    /// R3: the newest wired, USB, car or (with `allowBluetoothHFP`) hands-free input, else the built-in mic.
    func recordInput(options: CategoryOptions, preferred: PreferredInput?) -> PortDescription {
        if let preferred, let found = resolve(preferred) { return found }
        for device in devices.reversed() {
            switch device.kind {
            case .wiredHeadset: return port(device, .headsetMic)
            case .usbAudio: return port(device, .usbAudio)
            case .carPlay: return port(device, .carAudio)
            case .bluetoothHeadset, .bluetoothHandsFree:
                if options.contains(.allowBluetoothHFP) { return port(device, .bluetoothHFP) }
            default: continue
            }
        }
        return builtIn(.builtInMic)
    }

    /// R4 with R5 (speaker override) and R7 (preferred input).
    func playAndRecordRoute(
        configuration: SessionConfiguration, override: PortOverride, preferred: PreferredInput?
    ) -> RouteDescription {
        if override == .speaker {
            return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [builtIn(.builtInSpeaker)])
        }
        let options = configuration.effectiveOptions
        if let preferred, let input = resolve(preferred) {
            if preferred.port == .bluetoothHFP, let name = preferred.deviceName,
                let device = devices.first(where: { $0.name == name })
            {
                return RouteDescription(inputs: [input], outputs: [port(device, .bluetoothHFP)])
            }
            var route = playAndRecordDeviceRoute(configuration: configuration, options: options)
            route.inputs = [input]
            return route
        }
        return playAndRecordDeviceRoute(configuration: configuration, options: options)
    }

    private func playAndRecordDeviceRoute(configuration: SessionConfiguration, options: CategoryOptions) -> RouteDescription {
        let hfp = options.contains(.allowBluetoothHFP)
        let a2dp = options.contains(.allowBluetoothA2DP)
        let airPlay = options.contains(.allowAirPlay) && configuration.mode != .voiceChat
        for device in devices.reversed() {
            switch device.kind {
            case .wiredHeadphones: return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .headphones)])
            case .wiredHeadset:
                return RouteDescription(inputs: [port(device, .headsetMic)], outputs: [port(device, .headphones)])
            case .usbAudio: return RouteDescription(inputs: [port(device, .usbAudio)], outputs: [port(device, .usbAudio)])
            case .carPlay: return RouteDescription(inputs: [port(device, .carAudio)], outputs: [port(device, .carAudio)])
            case .hdmi: return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .HDMI)])
            case .lineOut: return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .lineOut)])
            case .bluetoothHandsFree:
                if hfp {
                    return RouteDescription(inputs: [port(device, .bluetoothHFP)], outputs: [port(device, .bluetoothHFP)])
                }
            case .bluetoothHeadset:
                if hfp {
                    return RouteDescription(inputs: [port(device, .bluetoothHFP)], outputs: [port(device, .bluetoothHFP)])
                }
                if a2dp { return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .bluetoothA2DP)]) }
            case .bluetoothSpeaker:
                if a2dp { return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .bluetoothA2DP)]) }
            case .airPlay:
                if airPlay, device.airPlayPolicy == .default || device.airPlayPolicy == configuration.policy {
                    return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .airPlay)])
                }
            case .bluetoothLE:
                continue
            }
        }
        let speaker = options.contains(.defaultToSpeaker) || model == .iPad
        return RouteDescription(
            inputs: [builtIn(.builtInMic)], outputs: [builtIn(speaker ? .builtInSpeaker : .builtInReceiver)])
    }

    /// R6: every connected wired, USB, HDMI and line output (else the speaker); the newest wired or USB input.
    func multiRoute(preferred: PreferredInput?) -> RouteDescription {
        var outputs: [PortDescription] = []
        for device in devices {
            switch device.kind {
            case .wiredHeadphones, .wiredHeadset: outputs.append(port(device, .headphones))
            case .usbAudio: outputs.append(port(device, .usbAudio))
            case .hdmi: outputs.append(port(device, .HDMI))
            case .lineOut: outputs.append(port(device, .lineOut))
            default: continue
            }
        }
        if outputs.isEmpty { outputs = [builtIn(.builtInSpeaker)] }
        var input = builtIn(.builtInMic)
        if let preferred, let found = resolve(preferred) {
            input = found
        } else if let device = devices.last(where: { $0.kind == .wiredHeadset || $0.kind == .usbAudio }) {
            input = port(device, device.kind == .wiredHeadset ? .headsetMic : .usbAudio)
        }
        return RouteDescription(inputs: [input], outputs: outputs)
    }

    /// The port a preferred input names, while its device stays connected.
    public func resolve(_ preferred: PreferredInput) -> PortDescription? {
        guard let name = preferred.deviceName else { return builtIn(.builtInMic) }
        guard let device = devices.first(where: { $0.name == name }) else { return nil }
        return port(device, preferred.port)
    }

    /// The inputs a category can use now (`availableInputs`), newest device first, built-in mic last (R7).
    public func availableInputs(for configuration: SessionConfiguration) -> [PreferredInput] {
        let category = configuration.category
        guard category.hasInput else { return [] }
        let hfp = configuration.effectiveOptions.contains(.allowBluetoothHFP)
        var result: [PreferredInput] = []
        for device in devices.reversed() {
            guard let input = device.kind.inputPort else { continue }
            if input == .bluetoothHFP, !hfp || category == .multiRoute { continue }
            if category == .multiRoute, input != .headsetMic, input != .usbAudio { continue }
            result.append(PreferredInput(deviceName: device.name, port: input))
        }
        result.append(PreferredInput(deviceName: nil, port: .builtInMic))
        return result
    }

    /// A built-in port's description.
    func builtIn(_ kind: Port) -> PortDescription {
        switch kind {
        case .builtInSpeaker: PortDescription(portType: kind, portName: "Speaker", uid: "Built-In Speaker")
        case .builtInReceiver: PortDescription(portType: kind, portName: "Receiver", uid: "Built-In Receiver")
        default:
            PortDescription(portType: kind, portName: "\(model.rawValue) Microphone", uid: "Built-In Microphone")
        }
    }

    /// A device port's description: named after the device.
    func port(_ device: ExternalDevice, _ kind: Port) -> PortDescription {
        PortDescription(portType: kind, portName: device.name, uid: portUID(device, kind))
    }

    func portUID(_ device: ExternalDevice, _ kind: Port) -> String { "\(device.name):\(kind)" }
}
