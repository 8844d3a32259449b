#if PulseAudio
    import AudioSessionModel
    import AudioSessionRemote

    /// One line of the tone client's standard input.
    enum ToneCommand: Equatable {
        /// `category CATEGORY [OPTION...]`.
        case category(AudioSession.Category, CategoryOptions)
        /// `activate`.
        case activate
        /// `deactivate [notifyOthers]`.
        case deactivate(notifyOthers: Bool)
        /// `play`: the app starts its output.
        case play
        /// `otherAudioPlaying`: replies `true` or `false`, as the daemon last told the session.
        case otherAudioPlaying
        /// `bye`: says bye and closes the connection, and plays on (an app the daemon must silence as terminated).
        case bye
        /// `quit`.
        case quit
        /// A line that is none of these, with the reason.
        case invalid(String)

        /// Reads a line.
        init(_ line: String) {
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            switch (words.first, words.dropFirst()) {
            case ("category", let rest):
                guard let name = rest.first, let category = AudioSession.Category(name: name) else {
                    self = .invalid("category needs a category: category playback [mixWithOthers ...]")
                    return
                }
                var options: CategoryOptions = []
                for name in rest.dropFirst() {
                    guard let option = CategoryOptions(name: name) else {
                        self = .invalid("unknown category option '\(name)'")
                        return
                    }
                    options.formUnion(option)
                }
                self = .category(category, options)
            case ("activate", let rest) where rest.isEmpty: self = .activate
            case ("deactivate", let rest) where rest.isEmpty || rest.elementsEqual(["notifyOthers"]):
                self = .deactivate(notifyOthers: !rest.isEmpty)
            case ("play", let rest) where rest.isEmpty: self = .play
            case ("otherAudioPlaying", let rest) where rest.isEmpty: self = .otherAudioPlaying
            case ("bye", let rest) where rest.isEmpty: self = .bye
            case ("quit", let rest) where rest.isEmpty: self = .quit
            default:
                self = .invalid(
                    "unknown command '\(line)': category, activate, deactivate, play, otherAudioPlaying, bye or quit")
            }
        }

        /// Does it on `session`: `ok`, or `error ...`.
        func perform(on session: RemoteAudioSession) -> String {
            do throws(AudioSessionError) {
                switch self {
                case .category(let category, let options):
                    try session.setCategory(category, mode: .default, policy: .default, options: options)
                case .activate: try session.setActive(true, options: [])
                case .deactivate(let notifyOthers):
                    try session.setActive(false, options: notifyOthers ? .notifyOthersOnDeactivation : [])
                case .play: try session.startOutput()
                case .otherAudioPlaying: return session.isOtherAudioPlaying ? "true" : "false"
                case .bye: session.close()
                case .quit: break
                case .invalid(let reason): return "error \(reason)"
                }
                return "ok"
            } catch {
                return "error \(error.code): \(error.message)"
            }
        }
    }
#endif
