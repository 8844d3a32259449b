/// An app's state, as `UIApplication.State` and the app delegate see it (rule L1).
public enum AppLifecycleState: String, Hashable, Sendable, CaseIterable, Codable {
    /// In front and active.
    case foreground
    /// In front but covered by a full-screen call, an alarm or Siri.
    case inactive
    /// Running in the background.
    case background
    /// In memory, running nothing.
    case suspended
    /// Not launched, or terminated.
    case notRunning

    /// Whether the app runs code: `foreground`, `inactive` or `background`.
    public var isRunning: Bool { self == .foreground || self == .inactive || self == .background }
    /// Whether the app is in front: `foreground` or `inactive`.
    public var isInFront: Bool { self == .foreground || self == .inactive }
}

/// The app-delegate callbacks of rule L1; they can trigger reactions but are not notifications.
public enum LifecycleEvent: String, Hashable, Sendable, CaseIterable, Codable {
    /// `applicationWillResignActive`.
    case resignedActive
    /// `applicationDidEnterBackground`.
    case enteredBackground
    /// `applicationWillEnterForeground`.
    case enteredForeground
    /// `applicationDidBecomeActive`.
    case becameActive
}
