#if PulseAudio
    import AudioSessionService
    import CPulse
    import Dispatch

    /// The part of the backend the main loop's callbacks reach (their `userdata`, unretained: the backend owns it and
    /// frees the main loop before it). Every member is touched with the main loop locked, or on its thread.
    final class PulseEvents: @unchecked Sendable {
        /// Where changes go, from the subscription on; `nil` before it and once the backend stops or the server is
        /// lost.
        var onEvent: (@Sendable (SoundServerEvent) -> Void)?
        /// Set when the backend stops: nothing is delivered after it.
        var isStopping = false
        /// Signalled on every change of the context's state (connecting waits on it).
        let stateChanged = DispatchSemaphore(value: 0)

        /// Hands an event to the daemon unless the backend stopped.
        func deliver(_ event: SoundServerEvent) {
            guard !isStopping, let onEvent else { return }
            onEvent(event)
        }

        /// The pointer the callbacks get.
        var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        /// The object a callback's `userdata` points to.
        static func from(_ userdata: UnsafeMutableRawPointer?) -> PulseEvents {
            Unmanaged<PulseEvents>.fromOpaque(userdata!).takeUnretainedValue()
        }
    }

    /// The context's state callback: wakes whoever waits to connect, and reports a lost server once.
    func pulseContextStateChanged(_ context: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?) {
        let events = PulseEvents.from(userdata)
        let state = pa_context_get_state(context)
        if state == PA_CONTEXT_FAILED || state == PA_CONTEXT_TERMINATED {
            let reason = String(cString: pa_strerror(pa_context_errno(context)))
            events.deliver(.lost(reason))
            events.onEvent = nil
        }
        events.stateChanged.signal()
    }

    /// The subscription callback: a removal is delivered at once; a new or changed object is asked for by index and
    /// delivered when the answer comes (the server answers in order, so the events keep it).
    func pulseSubscriptionEvent(
        _ context: OpaquePointer?, _ type: pa_subscription_event_type_t, _ index: UInt32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        let events = PulseEvents.from(userdata)
        guard !events.isStopping, events.onEvent != nil else { return }
        let facility = type.rawValue & PA_SUBSCRIPTION_EVENT_FACILITY_MASK.rawValue
        let removed = type.rawValue & PA_SUBSCRIPTION_EVENT_TYPE_MASK.rawValue == PA_SUBSCRIPTION_EVENT_REMOVE.rawValue
        var operation: OpaquePointer?
        switch facility {
        case PA_SUBSCRIPTION_EVENT_SINK.rawValue:
            if removed { return events.deliver(.sinkRemoved(index)) }
            operation = pa_context_get_sink_info_by_index(context, index, pulseSinkChanged, userdata)
        case PA_SUBSCRIPTION_EVENT_SOURCE.rawValue:
            if removed { return events.deliver(.sourceRemoved(index)) }
            operation = pa_context_get_source_info_by_index(context, index, pulseSourceChanged, userdata)
        case PA_SUBSCRIPTION_EVENT_CARD.rawValue:
            if removed { return events.deliver(.cardRemoved(index)) }
            operation = pa_context_get_card_info_by_index(context, index, pulseCardChanged, userdata)
        case PA_SUBSCRIPTION_EVENT_SINK_INPUT.rawValue:
            if removed { return events.deliver(.streamRemoved(index)) }
            operation = pa_context_get_sink_input_info(context, index, pulseStreamChanged, userdata)
        default:
            // The server's own changes (its default sink) have no event of their own.
            return
        }
        if let operation { pa_operation_unref(operation) }
    }

    /// A sink that appeared or changed.
    private func pulseSinkChanged(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_sink_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        guard eol == 0, let info else { return }
        PulseEvents.from(userdata).deliver(.sink(ServerEndpoint(sink: info.pointee)))
    }

    /// A source that appeared or changed.
    private func pulseSourceChanged(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_source_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        guard eol == 0, let info else { return }
        PulseEvents.from(userdata).deliver(.source(ServerEndpoint(source: info.pointee)))
    }

    /// A card that appeared or changed.
    private func pulseCardChanged(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_card_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        guard eol == 0, let info else { return }
        PulseEvents.from(userdata).deliver(.card(ServerCard(info.pointee)))
    }

    /// A stream that appeared or changed.
    private func pulseStreamChanged(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_sink_input_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) {
        guard eol == 0, let info else { return }
        PulseEvents.from(userdata).deliver(.stream(ServerStream(info.pointee)))
    }
#endif
