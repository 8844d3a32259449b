import AudioSessionModel

/// Who owns the device's one route (rule R1).
public enum RouteOwner: Hashable, Sendable {
    /// A connected call, routed as `playAndRecord` with `voiceChat`.
    case call
    /// The most recently activated active session in an input category.
    case app(AppID)

    /// R1's choice: a connected call; else, of the active input sessions (app index and activation sequence),
    /// the most recently activated, the first app on a tie; else nobody.
    static func choose(
        callOwner: RouteOwner?, activeInputs: some Sequence<(index: Int, sequence: Int)>
    ) -> RouteOwner? {
        if let callOwner { return callOwner } // K3: a connected VoIP call's session owns it as the call would.
        var best: (index: Int, sequence: Int)?
        for entry in activeInputs
        where best == nil || (entry.sequence, -entry.index) > (best!.sequence, -best!.index) {
            best = entry
        }
        return best.map { .app(AppID($0.index)) }
    }
}

extension DeviceState {
    /// The route owner (R1): a connected call; else the most recently activated active input session; else nobody.
    public var routeOwner: RouteOwner? {
        RouteOwner.choose(
            callOwner: callRouteOwner,
            activeInputs: apps.indices.lazy
                .filter { apps[$0].session.isActive && apps[$0].session.derived.hasInput }
                .map { (index: $0, sequence: apps[$0].session.activationSequence) })
    }

    /// R1: the owner once a non-mixable session activates, when the owner is an app with a non-mixable session
    /// (A3 interrupts it, so the latest active mixable input session owns the route, or nobody); `nil` otherwise.
    static func ownerAfterNonMixableActivation(
        owner: RouteOwner?, apps: [AppState], activeInputs: some Sequence<(index: Int, sequence: Int)>
    ) -> AppID? {
        guard case .app(let id) = owner, !apps[id.index].session.derived.isMixable else { return nil }
        let mixable = activeInputs.lazy.filter { apps[$0.index].session.derived.isMixable }
        if case .app(let next) = RouteOwner.choose(callOwner: nil, activeInputs: mixable) { return next }
        return nil
    }

    /// The owner and what a non-mixable activation would leave of it (R1), read from every app.
    func routingContext(memo: inout OwnRouteMemo) -> RoutingContext {
        let owner = routeOwner
        let next = Self.ownerAfterNonMixableActivation(
            owner: owner, apps: apps,
            activeInputs: apps.indices.lazy
                .filter { apps[$0].session.isActive && apps[$0].session.derived.hasInput }
                .map { (index: $0, sequence: apps[$0].session.activationSequence) })
        return routingContext(owner: owner, ownerAfterNonMixableActivation: next, memo: &memo)
    }

    /// The route each app has or would get (R1 to R11), in app order.
    public func routes() -> [RouteDescription] {
        var memo = OwnRouteMemo(for: self)
        let context = routingContext(memo: &memo)
        return apps.indices.map { route(of: AppID($0), in: context, memo: &memo) }
    }

    /// The route one app has, or would get if it activated now (R1, decision); empty when it is not running.
    public func route(of id: AppID) -> RouteDescription {
        var memo = OwnRouteMemo(for: self)
        return route(of: id, in: routingContext(memo: &memo), memo: &memo)
    }

    /// Where the system's own sounds play (the ringtone, an alarm, Siri): the outputs a `playback` session in the
    /// background would get now (R2), read from Music; the built-in speaker on a device without Music.
    public func systemSoundOutputs() -> [PortDescription] {
        guard let music else { return [builtIn(.builtInSpeaker)] }
        var probe = self
        probe[music].lifecycle = .background
        probe[music].session.configuration = SessionConfiguration(category: .playback)
        return probe.route(of: music).outputs
    }

    /// The owner and its route, computed once for all apps.
    struct RoutingContext {
        var owner: RouteOwner?
        var ownerRoute: RouteDescription?
        /// Headsets the owner uses as HFP, whose A2DP output then does not exist (R11).
        var headsetsInHFP: [String]
        /// R1: whether the owner is an app with a non-mixable session, which a non-mixable activation interrupts.
        var ownerYieldsToNonMixable = false
        /// R1: the route of the owner a non-mixable activation would leave (`nil`: nobody), with its HFP headsets.
        var nextOwnerRoute: RouteDescription?
        var nextHeadsetsInHFP: [String] = []
    }

    /// The configuration a connected call routes as (R1).
    static let callConfiguration = SessionConfiguration(category: .playAndRecord, mode: .voiceChat)
    static let callRouteKey = OwnRouteKey(
        category: .playAndRecord, mode: .voiceChat, options: callConfiguration.effectiveOptions, policy: .default,
        override: .none, preferredInput: nil, headsetsInHFP: [])

    /// The context for this owner, with `memo` made ready for the current devices; `next` is the owner a
    /// non-mixable activation would leave when the owner is an app with a non-mixable session (R1).
    func routingContext(
        owner: RouteOwner?, ownerAfterNonMixableActivation next: AppID?, memo: inout OwnRouteMemo
    ) -> RoutingContext {
        memo.prepare(for: self)
        var ownerRoute: RouteDescription?
        var yields = false
        switch owner {
        case .call:
            ownerRoute = ownRoute(Self.callRouteKey, memo: &memo)
        case .app(let id):
            ownerRoute = ownRoute(of: id, headsetsInHFP: [], memo: &memo)
            // K3: a CallKit app's non-mixable session yields to none while its call owns the route.
            yields = !self[id].session.derived.isMixable && !hasConnectedCall(id)
        case nil:
            ownerRoute = nil
        }
        var context = RoutingContext(
            owner: owner, ownerRoute: ownerRoute, headsetsInHFP: headsetsInHFP(ownerRoute),
            ownerYieldsToNonMixable: yields)
        if yields, let next {
            context.nextOwnerRoute = ownRoute(of: next, headsetsInHFP: [], memo: &memo)
            context.nextHeadsetsInHFP = headsetsInHFP(context.nextOwnerRoute)
        }
        return context
    }

    /// The headsets an owner's route uses as HFP (R11).
    private func headsetsInHFP(_ ownerRoute: RouteDescription?) -> [String] {
        var headsets: [String] = []
        func addHeadsets(usedBy ports: [PortDescription]) {
            for port in ports where port.portType == .bluetoothHFP {
                // A device's ports carry its (unique) name.
                if let device = devices.first(where: { $0.name == port.portName }),
                    device.kind == .bluetoothHeadset, !headsets.contains(device.name)
                {
                    headsets.append(device.name)
                }
            }
        }
        if let ownerRoute {
            addHeadsets(usedBy: ownerRoute.outputs)
            addHeadsets(usedBy: ownerRoute.inputs)
        }
        return headsets
    }

    @inline(__always)
    func route(of id: AppID, in context: RoutingContext, memo: inout OwnRouteMemo) -> RouteDescription {
        if self[id].role == .phone {
            guard isCellularCallActive else { return .empty }
            return context.owner == .call ? context.ownerRoute ?? .empty : ownRoute(Self.callRouteKey, memo: &memo)
        }
        guard self[id].lifecycle != .notRunning else { return .empty }
        if case .app(let owner) = context.owner, owner == id, let ownerRoute = context.ownerRoute { return ownerRoute }
        let derived = self[id].session.derived
        let isActive = self[id].session.isActive
        if !isActive, context.ownerYieldsToNonMixable, !derived.isMixable, !derived.hasInput {
            // R1 (decision): its own activation would interrupt the non-mixable owner (A3), which then owns nothing:
            // it shows the route of the owner left, if any, else its own (R2).
            if let next = context.nextOwnerRoute, !next.outputs.isEmpty {
                return RouteDescription(inputs: [], outputs: derived.hasOutput ? next.outputs : [])
            }
            return ownRoute(of: id, headsetsInHFP: context.nextHeadsetsInHFP, memo: &memo)
        }
        // An inactive input session would become the owner if it activated now (R1, decision); not during a call.
        let isOwnRoute =
            (!isActive && derived.hasInput && context.owner != .call)
            || (context.ownerRoute?.outputs.isEmpty ?? true)
        if !isOwnRoute, let ownerRoute = context.ownerRoute {
            // R1: every other session plays on the owner's outputs (and records from its inputs).
            return RouteDescription(
                inputs: derived.hasInput ? ownerRoute.inputs : [],
                outputs: derived.hasOutput ? ownerRoute.outputs : [])
        }
        // E5: with no owner, or an owner without outputs, sessions route by their own configuration (R2, R11).
        return ownRoute(of: id, headsetsInHFP: context.headsetsInHFP, memo: &memo)
    }

    /// An app's own route: its key's number is kept while its session stays the same, and the route of that number
    /// while the devices stay the same.
    func ownRoute(of id: AppID, headsetsInHFP: [String], memo: inout OwnRouteMemo) -> RouteDescription {
        let version = self[id].session.ownRouteVersion
        var number = memo.apps[id.index].number
        if memo.apps[id.index].ownRouteVersion != version || memo.apps[id.index].headsetsInHFP != headsetsInHFP {
            number = memo.number(of: ownRouteKey(of: id, headsetsInHFP: headsetsInHFP))
            memo.apps[id.index] = OwnRouteMemo.AppKey(
                ownRouteVersion: version, headsetsInHFP: headsetsInHFP, number: number)
        }
        if let route = memo.routes[number] { return route }
        let route = ownRoute(ownRouteKey(of: id, headsetsInHFP: headsetsInHFP))
        memo.routes[number] = route
        return route
    }

    /// What a session's own route depends on besides the devices.
    func ownRouteKey(of id: AppID, headsetsInHFP: [String]) -> OwnRouteKey {
        OwnRouteKey(
            category: self[id].session.configuration.category, mode: self[id].session.configuration.mode,
            options: self[id].session.derived.effectiveOptions, policy: self[id].session.configuration.policy,
            override: self[id].session.portOverride, preferredInput: self[id].session.preferredInput,
            headsetsInHFP: headsetsInHFP)
    }

    /// A session's own route, from the memo when it was computed before for the same devices.
    func ownRoute(_ key: OwnRouteKey, memo: inout OwnRouteMemo) -> RouteDescription {
        let number = memo.number(of: key)
        if let route = memo.routes[number] { return route }
        let route = ownRoute(key)
        memo.routes[number] = route
        return route
    }

    /// A session's route from its own configuration and the devices (R2 to R7, R11).
    func ownRoute(_ key: OwnRouteKey) -> RouteDescription {
        switch key.category {
        case .record:
            return RouteDescription(
                inputs: [recordInput(options: key.options, preferred: key.preferredInput)], outputs: [])
        case .playAndRecord:
            return playAndRecordRoute(key)
        case .multiRoute:
            return key.mode == .dualRoute ? dualRoute() : multiRoute(preferred: key.preferredInput)
        default:
            return RouteDescription(
                inputs: [], outputs: [outputOnlyPort(policy: key.policy, headsetsInHFP: key.headsetsInHFP)])
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
    func playAndRecordRoute(_ key: OwnRouteKey) -> RouteDescription {
        if key.override == .speaker {
            return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [builtIn(.builtInSpeaker)])
        }
        if let preferred = key.preferredInput, let input = resolve(preferred) {
            if preferred.port == .bluetoothHFP, let name = preferred.deviceName,
                let device = devices.first(where: { $0.name == name })
            {
                return RouteDescription(inputs: [input], outputs: [port(device, .bluetoothHFP)])
            }
            var route = playAndRecordDeviceRoute(key)
            // R7 (version 3): HFP input and output go together, so a non-HFP input takes a headset out of HFP: its
            // output is A2DP when allowed, else what R4 gives without hands-free devices.
            if let output = route.outputs.first, output.portType == .bluetoothHFP,
                devices.contains(where: { $0.kind == .bluetoothHeadset && port($0, .bluetoothHFP) == output })
            {
                var withoutHFP = key
                withoutHFP.options.remove(.allowBluetoothHFP)
                route = playAndRecordDeviceRoute(withoutHFP)
            }
            route.inputs = [input]
            return route
        }
        return playAndRecordDeviceRoute(key)
    }

    private func playAndRecordDeviceRoute(_ key: OwnRouteKey) -> RouteDescription {
        let options = key.options
        let hfp = options.contains(.allowBluetoothHFP)
        let a2dp = options.contains(.allowBluetoothA2DP)
        let airPlay = options.contains(.allowAirPlay) && key.mode != .voiceChat
        for device in devices.reversed() {
            switch device.kind {
            case .wiredHeadphones:
                return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .headphones)])
            case .wiredHeadset:
                return RouteDescription(inputs: [port(device, .headsetMic)], outputs: [port(device, .headphones)])
            case .usbAudio:
                return RouteDescription(inputs: [port(device, .usbAudio)], outputs: [port(device, .usbAudio)])
            case .carPlay:
                return RouteDescription(inputs: [port(device, .carAudio)], outputs: [port(device, .carAudio)])
            case .hdmi: return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .HDMI)])
            case .lineOut: return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .lineOut)])
            case .bluetoothHandsFree:
                if hfp {
                    return RouteDescription(
                        inputs: [port(device, .bluetoothHFP)], outputs: [port(device, .bluetoothHFP)])
                }
            case .bluetoothHeadset:
                if hfp {
                    return RouteDescription(
                        inputs: [port(device, .bluetoothHFP)], outputs: [port(device, .bluetoothHFP)])
                }
                if a2dp {
                    return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .bluetoothA2DP)])
                }
            case .bluetoothSpeaker:
                if a2dp {
                    return RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [port(device, .bluetoothA2DP)])
                }
            case .airPlay:
                if airPlay, device.airPlayPolicy == .default || device.airPlayPolicy == key.policy {
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

    /// R6 (version 3), mode `dualRoute`: the built-in speaker and mic always, then the secondary route, the newest
    /// of wired headphones or headset, Bluetooth LE and Bluetooth hands-free (a headset as HFP).
    func dualRoute() -> RouteDescription {
        var route = RouteDescription(inputs: [builtIn(.builtInMic)], outputs: [builtIn(.builtInSpeaker)])
        for device in devices.reversed() {
            switch device.kind {
            case .wiredHeadphones: route.outputs.append(port(device, .headphones))
            case .wiredHeadset:
                route.outputs.append(port(device, .headphones))
                route.inputs.append(port(device, .headsetMic))
            case .bluetoothLE: route.outputs.append(port(device, .bluetoothLE))
            case .bluetoothHeadset, .bluetoothHandsFree:
                route.outputs.append(port(device, .bluetoothHFP))
                route.inputs.append(port(device, .bluetoothHFP))
            default: continue
            }
            return route
        }
        return route
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
            switch model { // Written out, so that no name is built on every route computed.
            case .iPhone: PortDescription(portType: kind, portName: "iPhone Microphone", uid: "Built-In Microphone")
            case .iPad: PortDescription(portType: kind, portName: "iPad Microphone", uid: "Built-In Microphone")
            }
        }
    }

    /// A device port's description: named after the device.
    func port(_ device: ExternalDevice, _ kind: Port) -> PortDescription {
        PortDescription(portType: kind, portName: device.name, uid: portUID(device, kind))
    }

    func portUID(_ device: ExternalDevice, _ kind: Port) -> String { "\(device.name):\(kind)" }
}
