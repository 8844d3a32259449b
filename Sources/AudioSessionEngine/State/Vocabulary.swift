import AudioSessionModel

/// The simulated hardware: an iPhone (with a receiver) or an iPad (without).
public enum DeviceModel: String, Hashable, Sendable, CaseIterable, Codable {
    /// Has an earpiece (`builtInReceiver`).
    case iPhone
    /// Has no earpiece; has a Smart Folio that can mute the built-in mic (rule I8).
    case iPad
}

/// The Ring/Silent switch.
public enum RingerPosition: String, Hashable, Sendable, CaseIterable, Codable {
    /// Ring.
    case ring
    /// Silent: `ambient` and `soloAmbient` output is silenced (rule P5).
    case silent
}

/// How incoming calls show on an unlocked screen (rules S1, I6).
public enum CallStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// A banner: the app in front stays `foreground`.
    case banner
    /// Full screen: the app in front becomes `inactive`.
    case fullScreen
}

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

/// A remote-control command from earbuds, a headset or the lock screen; mirrors `MPRemoteCommandCenter`'s commands.
public enum RemoteCommand: String, Hashable, Sendable, CaseIterable, Codable {
    /// `playCommand`.
    case play
    /// `pauseCommand`.
    case pause
    /// `togglePlayPauseCommand`.
    case togglePlayPause
}

/// Where a preferred input points: a port kind, a device by name, or nothing (rule R7).
public enum InputSelection: Hashable, Sendable, CustomStringConvertible {
    /// Clear the preference; `setPreferredInput(nil)`.
    case none
    /// The newest connected input of this kind.
    case port(AudioSessionPort)
    /// The input of the connected device with this name.
    case device(String)

    /// `none`, a port name, or a device name.
    public var description: String {
        switch self {
        case .none: "none"
        case .port(let port): port.description
        case .device(let name): name
        }
    }
}
