import AudioSessionModel

/// Reads SDK constant names, in their Swift (`.playback`) and Objective-C (`AVAudioSessionCategoryPlayback`) forms.
enum ConstantNames {
    /// A category from its Swift case name or its Objective-C constant.
    static func category(_ name: String) -> Category? {
        if let value = Category(name: name) { return value }
        let value = Category(rawValue: name)
        return value.knownName == nil ? nil : value
    }

    /// A mode from its Swift case name or its Objective-C constant.
    static func mode(_ name: String) -> Mode? {
        if let value = Mode(name: name) { return value }
        let value = Mode(rawValue: name)
        return value.knownName == nil ? nil : value
    }

    /// An option from its Swift name (`allowBluetooth` included) or its Objective-C constant.
    static func option(_ name: String) -> CategoryOptions? {
        let swiftName = strip(name, prefix: "AVAudioSessionCategoryOption")
        if let value = CategoryOptions(name: swiftName) { return value }
        return CategoryOptions.aliases.first { $0.name == swiftName }?.value
    }

    /// A route-sharing policy from its Swift name (`longForm` included) or its Objective-C constant.
    static func policy(_ name: String) -> RouteSharingPolicy? {
        let swiftName = strip(name, prefix: "AVAudioSessionRouteSharingPolicy")
        if let value = RouteSharingPolicy(name: swiftName) { return value }
        return RouteSharingPolicy.aliases.first { $0.name == swiftName }?.value
    }

    /// Whether a `setActive` option names `notifyOthersOnDeactivation`; `nil` for an unknown name.
    static func notifiesOthers(_ name: String) -> Bool? {
        switch strip(name, prefix: "AVAudioSessionSetActiveOption") {
        case "notifyOthersOnDeactivation": true
        default: nil
        }
    }

    /// Whether a port override names `.speaker` (`true`) or `.none` (`false`); `nil` for an unknown name.
    static func speakerOverride(_ name: String) -> Bool? {
        switch strip(name, prefix: "AVAudioSessionPortOverride") {
        case "speaker": true
        case "none": false
        default: nil
        }
    }

    /// `AVAudioSessionCategoryOptionMixWithOthers` less its prefix, lower-camel-cased: `mixWithOthers`.
    private static func strip(_ name: String, prefix: String) -> String {
        guard name.hasPrefix(prefix), name.count > prefix.count else { return name }
        let rest = name.dropFirst(prefix.count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }
}
