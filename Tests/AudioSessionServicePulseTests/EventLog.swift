#if PulseAudio
    import AudioSessionService
    import Foundation

    /// The events a backend delivered, in order, for a test to wait on.
    final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [SoundServerEvent] = []

        /// The handler to start the backend with.
        var handler: @Sendable (SoundServerEvent) -> Void { { [self] event in lock.withLock { events.append(event) } } }

        /// Everything delivered so far.
        var all: [SoundServerEvent] { lock.withLock { events } }

        /// The first event delivered at or after position `start` that `match` turns into a value, waiting at most
        /// `seconds`.
        func first<Value>(
            after start: Int = 0, within seconds: Double = 5, _ match: (SoundServerEvent) -> Value?
        ) async -> Value? {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                if let value = all.dropFirst(start).lazy.compactMap(match).first { return value }
                try? await Task.sleep(for: .milliseconds(20))
            } while Date() < deadline
            return nil
        }
    }

    extension SoundServerEvent {
        /// The stream of a `.stream` event.
        var stream: ServerStream? { if case .stream(let stream) = self { stream } else { nil } }
        /// The sink of a `.sink` event.
        var sink: ServerEndpoint? { if case .sink(let sink) = self { sink } else { nil } }
        /// The index of a `.sinkRemoved` event.
        var removedSink: UInt32? { if case .sinkRemoved(let index) = self { index } else { nil } }
        /// The reason of a `.lost` event.
        var lostReason: String? { if case .lost(let reason) = self { reason } else { nil } }
    }
#endif
