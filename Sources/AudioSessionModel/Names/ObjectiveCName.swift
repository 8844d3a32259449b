/// How the SDK's Objective-C constant names are formed from the Swift names: `AVAudioSessionCategory` followed by the
/// capitalised Swift name (`playback` is `AVAudioSessionCategoryPlayback`).
public enum ObjectiveCName {
    /// Every prefix with every name; `suffixes` gives the spellings that are not simply capitalised.
    public static func names<Value>(
        of named: [(name: String, value: Value)], prefixes: [String], suffixes: [String: String]
    ) -> [(name: String, value: Value)] {
        prefixes.flatMap { prefix in
            named.map { (prefix + (suffixes[$0.name] ?? capitalised($0.name)), $0.value) }
        }
    }

    /// `playback` → `Playback`; `HDMI` stays `HDMI`.
    public static func capitalised(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `AVAudioSessionCategoryPlayback is the Objective-C name of AVAudioSession.Category.playback`.
    public static func note(_ objectiveCName: String, swiftName: String, type: String) -> String {
        let swift = type.isEmpty ? swiftName : "\(type).\(swiftName)"
        return "\(objectiveCName) is the Objective-C name of \(swift)"
    }
}
