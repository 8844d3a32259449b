/// What a route-sharing policy does and what it needs (rule C7): data `explain` and validation read.
public struct PolicyTraits: Hashable, Sendable {
    /// The policy described.
    public var policy: RouteSharingPolicy
    /// Whether an app may set it; `independent` is the system's alone.
    public var isSettableByApp: Bool
    /// The only category it may be set with, or `nil` for any.
    public var requiredCategory: AudioSessionCategory?
    /// The only modes it may be set with, or `nil` for any.
    public var allowedModes: [AudioSessionMode]?
    /// Whether options may be given with it.
    public var allowsOptions: Bool
    /// One sentence on its use.
    public var summary: String
    /// Where this comes from.
    public var source: String

    /// The traits of a known policy, or `nil` for one this model does not know.
    public static func of(_ policy: RouteSharingPolicy) -> PolicyTraits? { table.first { $0.policy == policy } }

    /// Where it may be set, in words: `category playback; mode default, moviePlayback or spokenAudio; no options`.
    public var requirementText: String {
        guard isSettableByApp else { return "set by the system only; an app cannot set it" }
        var parts: [String] = []
        if let requiredCategory { parts.append("category \(requiredCategory)") }
        if let allowedModes { parts.append("mode " + Self.orList(allowedModes.map(\.description))) }
        if !allowsOptions { parts.append("no options") }
        return parts.isEmpty ? "any category, mode and options" : parts.joined(separator: "; ")
    }

    /// `a`, `a or b`, `a, b or c`.
    static func orList(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Rule C7's table, in raw-value order.
    public static let table: [PolicyTraits] = [
        PolicyTraits(
            policy: .default, isSettableByApp: true, requiredCategory: nil, allowedModes: nil, allowsOptions: true,
            summary: "Follow the system's route like every other session; the default.",
            source: "AVAudioSessionTypes.h"),
        PolicyTraits(
            policy: .longFormAudio, isSettableByApp: true, requiredCategory: .playback,
            allowedModes: [.default, .moviePlayback, .spokenAudio], allowsOptions: false,
            summary: "Play on the shared long-form audio route that Music and Podcasts use; matters only for "
                + "AirPlay (rule R2).",
            source: "AVAudioSessionTypes.h; AVAudioSession.h setCategory:mode:routeSharingPolicy:options:error:"),
        PolicyTraits(
            policy: .independent, isSettableByApp: false, requiredCategory: nil, allowedModes: nil, allowsOptions: true,
            summary: "Set by the system when the route picker sends video to a wireless route.",
            source: "AVAudioSessionTypes.h"),
        PolicyTraits(
            policy: .longFormVideo, isSettableByApp: true, requiredCategory: .playback,
            allowedModes: [.default, .moviePlayback, .spokenAudio], allowsOptions: false,
            summary: "Play on the shared long-form video route (with Info.plist AVInitialRouteSharingPolicy); "
                + "matters only for AirPlay (rule R2).",
            source: "AVAudioSessionTypes.h; AVAudioSession.h setCategory:mode:routeSharingPolicy:options:error:"),
    ]
}
