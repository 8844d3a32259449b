import AudioSessionEngine
import AudioSessionScenario

/// A line of the service's JSON-lines protocol: an object with its keys sorted, and `t` (seconds since the daemon
/// started) written with six decimals.
package struct WireLine: Sendable {
    private var members: [(key: String, text: String)] = []

    /// An empty object.
    package init() {}

    /// An object with these members.
    package init(_ members: [String: JSONValue]) {
        for (key, value) in members { self[key] = value }
    }

    /// Sets a member.
    package subscript(key: String) -> JSONValue? {
        get { nil }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append((key, newValue.line)) }
        }
    }

    /// Sets `t` to a time since the daemon started.
    package mutating func setTime(_ time: TimeSpan) {
        members.removeAll { $0.key == "t" }
        members.append(("t", Self.seconds(time)))
    }

    /// `12.345678`: seconds with six decimals.
    package static func seconds(_ time: TimeSpan) -> String {
        let micros = (time.nanoseconds + 500) / 1_000
        let whole = micros / 1_000_000
        let fraction = String(micros % 1_000_000)
        return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// The line's text, without its newline.
    package var text: String {
        "{"
            + members.sorted { $0.key < $1.key }.map { JSONValue.string($0.key).line + ":" + $0.text }
            .joined(separator: ",") + "}"
    }
}
