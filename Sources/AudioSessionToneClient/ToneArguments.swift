/// What `audiosession-tone` was asked: `--app NAME [--hz 440] [--sink NAME] [--socket PATH]`.
struct ToneArguments: Equatable {
    /// The usage line.
    static let usage = "usage: audiosession-tone --app NAME [--hz 440] [--sink NAME] [--socket PATH]"

    /// The app to speak for.
    var app: String
    /// The sine's frequency in hertz.
    var frequency = 440.0
    /// The sink to play to, else the server's default.
    var sink: String?
    /// The daemon's socket, else the client library's default lookup.
    var socket: String?

    /// Reads the arguments; `nil` with the reason when they are wrong.
    static func parse(_ arguments: [String]) -> Result<ToneArguments, ToneArgumentError> {
        var app: String?
        var parsed = ToneArguments(app: "")
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard ["--app", "--hz", "--sink", "--socket"].contains(name) else {
                return .failure(ToneArgumentError(description: "unknown argument '\(name)'"))
            }
            guard let value = rest.popFirst() else {
                return .failure(ToneArgumentError(description: "\(name) needs a value"))
            }
            switch name {
            case "--app": app = value
            case "--hz":
                guard let hertz = Double(value), hertz > 0, hertz < 24_000 else {
                    return .failure(
                        ToneArgumentError(description: "--hz takes a frequency below 24000, not '\(value)'"))
                }
                parsed.frequency = hertz
            case "--sink": parsed.sink = value
            default: parsed.socket = value
            }
        }
        guard let app, !app.isEmpty else { return .failure(ToneArgumentError(description: "--app is required")) }
        parsed.app = app
        return .success(parsed)
    }
}

/// Arguments `audiosession-tone` cannot use.
struct ToneArgumentError: Error, CustomStringConvertible {
    /// What is wrong.
    var description: String
}
