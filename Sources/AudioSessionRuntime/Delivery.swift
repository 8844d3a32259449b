import AudioSessionEngine

/// What reaches an app's code: a notification or an app-delegate callback.
public enum Delivery: Hashable, Sendable {
    /// An `AVAudioSession` notification (or a remote command, a permission prompt).
    case notification(SessionNotification)
    /// A `UIApplicationDelegate` callback.
    case lifecycle(LifecycleEvent)
}

/// Registers app code to run when something reaches an app; keep it to stay registered.
public struct ObservationToken: Hashable, Sendable {
    let app: AppID
    let id: Int
}
