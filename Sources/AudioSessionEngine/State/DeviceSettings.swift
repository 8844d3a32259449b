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
