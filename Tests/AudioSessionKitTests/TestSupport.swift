import AudioSessionModel
import AudioSessionTesting
import Testing

/// Collects values from callbacks, in order, across threads.
final class Recorder<Element: Sendable>: Sendable {
    private let items = Locked<[Element]>([])

    func append(_ item: Element) { items.withLock { $0.append(item) } }

    var all: [Element] { items.withLock { $0 } }

    /// Returns what was collected and starts afresh.
    func take() -> [Element] {
        items.withLock { items in
            defer { items = [] }
            return items
        }
    }
}

/// Seconds on the simulator's clock.
func seconds(_ value: Int64) -> Duration { .seconds(value) }

/// A device with one app in front.
func makeDevice(
    _ apps: [DeviceConfiguration.App], foreground: String? = nil, devices: [ExternalDevice] = [],
    callStyle: CallStyle = .banner, isMusicPlaying: Bool = false
) -> SimulatedDevice {
    SimulatedDevice(
        DeviceConfiguration(
            callStyle: callStyle, devices: devices, apps: apps, foreground: foreground ?? apps.first?.name,
            isMusicPlaying: isMusicPlaying))
}

/// The session of an app known to exist, as the app sees it from launch: inactive until the Kit activates it.
func session(_ device: SimulatedDevice, _ name: String) throws -> SimulatedAudioSession {
    try #require(SimulatedAudioSession(device: device, appNamed: name, activation: .inactive))
}

/// Records every notification a session posts.
func record(_ session: some AudioSessionProtocol) -> (Recorder<AudioSessionNotification>, AudioSessionObservation) {
    let recorder = Recorder<AudioSessionNotification>()
    let observation = session.addObserver { recorder.append($0) }
    return (recorder, observation)
}

/// A route from port kinds, for comparing notifications' previous routes.
func ports(_ route: RouteDescription) -> (outputs: [Port], inputs: [Port]) {
    (route.outputs.map(\.portType), route.inputs.map(\.portType))
}

/// The route a notification carries, reduced to port kinds, or `nil` for other notifications.
func previousPorts(_ notification: AudioSessionNotification) -> [Port]? {
    guard case .routeChange(_, let previous) = notification else { return nil }
    return previous.outputs.map(\.portType) + previous.inputs.map(\.portType)
}

/// The notifications without their previous routes: kind and payload only.
enum Seen: Hashable, Sendable, CustomStringConvertible {
    case began(InterruptionReason)
    case ended(shouldResume: Bool)
    case route(RouteChangeReason)
    case hint(SilenceSecondaryAudioHintType)
    case lost
    case reset
    case inputMuted(Bool)
    case outputMuted(Bool)
    case unmuteIntent
    case inputsChanged

    init(_ notification: AudioSessionNotification) {
        switch notification {
        case .interruptionBegan(let reason): self = .began(reason)
        case .interruptionEnded(let options): self = .ended(shouldResume: options.contains(.shouldResume))
        case .routeChange(let reason, _): self = .route(reason)
        case .silenceSecondaryAudioHint(let type): self = .hint(type)
        case .mediaServicesWereLost: self = .lost
        case .mediaServicesWereReset: self = .reset
        case .inputMuteStateChange(let muted): self = .inputMuted(muted)
        case .outputMuteStateChange(let muted): self = .outputMuted(muted)
        case .userIntentToUnmuteOutput: self = .unmuteIntent
        case .availableInputsChange: self = .inputsChanged
        }
    }

    var description: String {
        switch self {
        case .began(let reason): "began(\(reason))"
        case .ended(let resume): "ended(shouldResume: \(resume))"
        case .route(let reason): "route(\(reason))"
        case .hint(let type): "hint(\(type))"
        case .inputMuted(let muted): "inputMuted(\(muted))"
        case .outputMuted(let muted): "outputMuted(\(muted))"
        case .unmuteIntent: "unmuteIntent"
        case .inputsChanged: "inputsChanged"
        case .lost: "lost"
        case .reset: "reset"
        }
    }
}

extension Recorder where Element == AudioSessionNotification {
    /// What was collected, as kinds and payloads, and starts afresh.
    func takeSeen() -> [Seen] { take().map(Seen.init) }
}
