import AudioSessionEngine

/// The rows of an app's lane that show state over time, and how each draws and words an interval.
enum TimelineRow: String, CaseIterable, Sendable {
    /// The app's lifecycle state.
    case app
    /// The session: active, interrupted and by whom, ducked, silenced.
    case session
    /// Output I/O.
    case output
    /// Input I/O.
    case input
    /// The route's ports.
    case route

    /// How one interval looks in this row: nothing, or a bar with a fill, a pattern and words.
    struct Look: Hashable, Sendable {
        /// The CSS class of the bar (its colour and pattern live in the page's style sheet); `nil`: no bar.
        var style: String?
        /// The words written on the bar and in the list.
        var words: String
    }

    /// The row's look for a snapshot.
    func look(_ state: AppSnapshot) -> Look {
        switch self {
        case .app:
            switch state.appState {
            case .foreground: return Look(style: "fg", words: "foreground")
            case .inactive: return Look(style: "inactive", words: "inactive (covered)")
            case .background: return Look(style: "bg", words: "background")
            case .suspended: return Look(style: "suspended", words: "suspended")
            case .notRunning: return Look(style: nil, words: "not running")
            }
        case .session:
            let nowPlaying = state.isNowPlaying ? ", Now Playing" : ""
            if state.isInterrupted {
                return Look(style: "interrupted", words: "interrupted by \(state.interruptedBy ?? "no one (orphaned)")")
            }
            guard state.isActive else { return Look(style: nil, words: "inactive" + nowPlaying) }
            var words = "active"
            if state.isDucked { words += ", ducked" }
            if state.isSilenced { words += ", silenced" }
            let style = state.isSilenced ? "silenced" : state.isDucked ? "ducked" : "active"
            return Look(style: style, words: words + nowPlaying)
        case .output:
            guard state.isPlaying else { return Look(style: nil, words: "not playing") }
            if state.isOutputMuted { return Look(style: "unheard", words: "▶ playing, output muted") }
            return state.isAudible
                ? Look(style: "playing", words: "▶ playing")
                : Look(style: "unheard", words: "▶ playing, not heard")
        case .input:
            guard state.isRecording else { return Look(style: nil, words: "not recording") }
            if state.isInputMuted { return Look(style: "silentInput", words: "● recording silence, input muted") }
            return state.inputIsSilent
                ? Look(style: "silentInput", words: "● recording silence")
                : Look(style: "recording", words: "● recording")
        case .route:
            let outputs = state.outputs.map(\.type).joined(separator: "+")
            let inputs = state.inputs.map(\.type).joined(separator: "+")
            if outputs.isEmpty, inputs.isEmpty { return Look(style: nil, words: "no route") }
            var words = "out \(outputs.isEmpty ? "none" : outputs)"
            if !inputs.isEmpty { words += " · in \(inputs)" }
            return Look(style: "route", words: words)
        }
    }

    /// Whether two snapshots look the same in this row (the route compares port names too).
    func sameLook(_ one: AppSnapshot, _ other: AppSnapshot) -> Bool {
        guard look(one) == look(other) else { return false }
        return self != .route || (one.outputs == other.outputs && one.inputs == other.inputs)
    }

    /// The row's title in the lane's margin.
    var title: String {
        switch self {
        case .app: "app"
        case .session: "session"
        case .output: "output"
        case .input: "input"
        case .route: "route"
        }
    }

    /// The rows an app's lane shows: output and input only if it ever played or recorded.
    static func rows(for track: StateTimeline.Track) -> [TimelineRow] {
        allCases.filter { row in
            switch row {
            case .output: track.intervals.contains { $0.state.isPlaying }
            case .input: track.intervals.contains { $0.state.isRecording }
            default: true
            }
        }
    }

    /// The route with port names, for tooltips and the list: `builtInSpeaker (Speaker)`.
    static func routeDetail(_ state: AppSnapshot) -> String {
        func ports(_ list: [AppSnapshot.RoutePort]) -> String {
            list.isEmpty ? "none" : list.map { "\($0.type) (\($0.name))" }.joined(separator: ", ")
        }
        return "outputs \(ports(state.outputs)); inputs \(ports(state.inputs))"
    }
}
