import AudioSessionScenario
import Testing

/// One malformed file and the error it must give.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    /// What is wrong, for the test report.
    var label: String
    /// The file's text.
    var text: String
    /// The expected path.
    var path: String
    /// The expected line.
    var line: Int?
    /// A fragment the message must contain.
    var message: String
    /// The expected suggestion.
    var suggestion: String?

    var testDescription: String { label }

    init(_ label: String, _ text: String, path: String, line: Int?, _ message: String, suggest: String? = nil) {
        self.label = label
        self.text = text
        self.path = path
        self.line = line
        self.message = message
        self.suggestion = suggest
    }

    /// The lines joined, each ending with a newline.
    static func lines(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }

    /// A valid head (lines 1 to 4: name and the apps Game and Radio) followed by `rest` from line 5.
    static func base(_ rest: String) -> String { "name: T\napps:\n  Game: {}\n  Radio: {}\n" + rest }
}

/// Every class of malformed input gives a ``ScenarioError`` with the exact path and line, and a suggestion where a
/// name is misspelled.
@Suite struct ScenarioErrorTests {
    static let documentCases: [ErrorCase] = [
        ErrorCase("YAML syntax error", "name: T\n  apps: x\n", path: "", line: 2, "not valid YAML"),
        ErrorCase("unclosed flow list", "name: T\napps: [Game\n", path: "", line: 3, "not valid YAML"),
        ErrorCase(
            "duplicate key", "name: T\nname: U\napps: {Game: {}}\n", path: "name", line: 2,
            "duplicate key 'name'; it first appears at line 1"),
        ErrorCase("empty file", "", path: "", line: 1, "the file is empty"),
        ErrorCase("list at top level", "[]", path: "", line: 1, "a scenario is a map"),
        ErrorCase("null at top level", "null", path: "", line: 1, "found nothing"),
        ErrorCase("string at top level", "hello", path: "", line: 1, "found the string 'hello'"),
        ErrorCase("missing name", "apps:\n  Game: {}\n", path: "", line: 1, "missing key 'name'"),
        ErrorCase("missing apps", "name: T\n", path: "", line: 1, "missing key 'apps'"),
        ErrorCase("empty apps", "name: T\napps: {}\n", path: "apps", line: 2, "at least one app"),
        ErrorCase(
            "format 2", "format: 2\nname: T\napps: {Game: {}}\n", path: "format", line: 1, "unsupported format '2'"),
        ErrorCase(
            "unknown top-level key", ErrorCase.base("stpes: []\n"), path: "", line: 5, "unknown key 'stpes'",
            suggest: "steps"),
        ErrorCase("name is a list", "name: [a, b]\napps: {Game: {}}\n", path: "name", line: 1, "found a list"),
        ErrorCase("two-line name", "name: \"a\\nb\"\napps: {Game: {}}\n", path: "name", line: 1, "one line"),
    ]

    static let deviceCases: [ErrorCase] = [
        ErrorCase(
            "unknown device key", ErrorCase.base("device:\n  modle: iPad\n"), path: "device", line: 6,
            "unknown key 'modle'", suggest: "model"),
        ErrorCase(
            "device is a list", ErrorCase.base("device: [iPad]\n"), path: "device", line: 5,
            "expected a map, found a list"),
        ErrorCase(
            "unknown model", ErrorCase.base("device: {model: iPod}\n"), path: "device.model", line: 5,
            "unknown model 'iPod'", suggest: "iPad"),
        ErrorCase(
            "locked is yes", ErrorCase.base("device:\n  locked: yes\n"), path: "device.locked", line: 6,
            "expected true or false, found 'yes'"),
        ErrorCase(
            "locked is quoted", ErrorCase.base("device:\n  locked: \"true\"\n"), path: "device.locked", line: 6,
            "expected true or false"),
        ErrorCase(
            "locked is 1", ErrorCase.base("device: {locked: 1}\n"), path: "device.locked", line: 5,
            "expected true or false"),
        ErrorCase(
            "os 17", ErrorCase.base("device: {os: 17}\n"), path: "device.os", line: 5, "unknown iOS version '17'",
            suggest: "18"),
        ErrorCase(
            "undefined foreground", ErrorCase.base("device:\n  foreground: Gme\n"), path: "device.foreground", line: 6,
            "undefined app 'Gme'", suggest: "Game"),
        ErrorCase(
            "foreground Music", ErrorCase.base("device: {foreground: Music}\n"), path: "device.foreground", line: 5,
            "'Music' is a built-in app"),
        ErrorCase(
            "unknown device kind", ErrorCase.base("device:\n  devices:\n    - bluetoothHeadst\n"),
            path: "device.devices[0]",
            line: 7, "unknown device kind 'bluetoothHeadst'", suggest: "bluetoothHeadset"),
        ErrorCase(
            "unknown device kind in map", ErrorCase.base("device:\n  devices:\n    - {kind: usbAudo, name: Mixer}\n"),
            path: "device.devices[0].kind", line: 7, "unknown device kind 'usbAudo'", suggest: "usbAudio"),
        ErrorCase(
            "unknown device map key", ErrorCase.base("device:\n  devices:\n    - {kind: usbAudio, nmae: Mixer}\n"),
            path: "device.devices[0]", line: 7, "unknown key 'nmae'", suggest: "name"),
        ErrorCase(
            "duplicate device names",
            ErrorCase.base("device:\n  devices:\n    - wiredHeadphones\n    - wiredHeadphones\n"),
            path: "device.devices[1]", line: 8, "two devices are named 'wiredHeadphones'"),
        ErrorCase(
            "for on a non-AirPlay device",
            ErrorCase.base("device:\n  devices:\n    - {kind: hdmi, for: longFormVideo}\n"),
            path: "device.devices[0].for", line: 7, "'for' applies to airPlay devices only"),
        ErrorCase(
            "unknown AirPlay target", ErrorCase.base("device:\n  devices:\n    - {kind: airPlay, for: longFormAudo}\n"),
            path: "device.devices[0].for", line: 7, "unknown AirPlay target", suggest: "longFormAudio"),
    ]

    static let appCases: [ErrorCase] = [
        ErrorCase(
            "Music declared", "name: T\napps:\n  Game: {}\n  Music: {}\n", path: "apps.Music", line: 4,
            "built-in Music app"),
        ErrorCase(
            "Phone declared", "name: T\napps:\n  Phone:\n    running: true\n", path: "apps.Phone", line: 3,
            "built-in Phone app"),
        ErrorCase(
            "duplicate app", "name: T\napps:\n  Game: {}\n  Game: {}\n", path: "apps.Game", line: 4,
            "duplicate key 'Game'; it first appears at line 3"),
        ErrorCase(
            "unknown app key", "name: T\napps:\n  Game: {backgroundAudo: true}\n", path: "apps.Game", line: 3,
            "unknown key 'backgroundAudo'", suggest: "backgroundAudio"),
        ErrorCase(
            "app is a list", "name: T\napps:\n  Game: [running]\n", path: "apps.Game", line: 3,
            "expected a map, found a list"),
        ErrorCase(
            "bad permission answer", "name: T\napps:\n  Game: {answersPermissionPrompt: grnt}\n",
            path: "apps.Game.answersPermissionPrompt", line: 3, "unknown permission answer 'grnt'", suggest: "grant"),
        ErrorCase(
            "unknown reaction key",
            "name: T\napps:\n  Game:\n    reactions:\n      - on: routeChange\n        doo: stop\n",
            path: "apps.Game.reactions[0]", line: 6, "unknown key 'doo'", suggest: "do"),
        ErrorCase(
            "unknown trigger", "name: T\napps:\n  Game:\n    reactions:\n      - {on: interuptionBegan, do: stop}\n",
            path: "apps.Game.reactions[0].on", line: 5, "unknown event 'interuptionBegan'", suggest: "interruptionBegan"
        ),
        ErrorCase(
            "unless without after",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:", "      - on: interruptionBegan",
                "        unless: interruptionEnded", "        do: stop"),
            path: "apps.Game.reactions[0].unless", line: 6, "'unless' needs 'after'"),
        ErrorCase(
            "unknown if key",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:",
                "      - {on: interruptionEnded, if: {shouldresume: true}, do: play}"),
            path: "apps.Game.reactions[0].if", line: 5, "unknown event field 'shouldresume'", suggest: "shouldResume"),
        ErrorCase(
            "if field of another event",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:",
                "      - {on: interruptionEnded, if: {reason: default}, do: play}"),
            path: "apps.Game.reactions[0].if", line: 5, "interruptionEnded has no field 'reason'"),
        ErrorCase(
            "misspelled if value",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:", "      - on: routeChange",
                "        if: {reason: oldDeviceUnavailble}", "        do: stop"),
            path: "apps.Game.reactions[0].if.reason", line: 6, "unknown routeChange reason",
            suggest: "oldDeviceUnavailable"),
        ErrorCase(
            "interruption reason not in the table",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:",
                "      - {on: interruptionBegan, if: {reason: lowPower}, do: stop}"),
            path: "apps.Game.reactions[0].if.reason", line: 5, "unknown interruptionBegan reason 'lowPower'"),
        ErrorCase(
            "non-boolean shouldResume",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:",
                "      - {on: interruptionEnded, if: {shouldResume: maybe}, do: play}"),
            path: "apps.Game.reactions[0].if.shouldResume", line: 5, "expected true or false, found 'maybe'"),
        ErrorCase(
            "negative after",
            "name: T\napps:\n  Game:\n    reactions:\n      - {on: interruptionBegan, after: -2s, do: stop}\n",
            path: "apps.Game.reactions[0].after", line: 5, "bad time '-2s': times cannot be negative"),
        ErrorCase(
            "reaction without do", "name: T\napps:\n  Game:\n    reactions:\n      - on: routeChange\n",
            path: "apps.Game.reactions[0]", line: 5, "missing key 'do'"),
        ErrorCase(
            "unknown action in reaction",
            "name: T\napps:\n  Game:\n    reactions:\n      - on: routeChange\n        do: [stop, pauze]\n",
            path: "apps.Game.reactions[0].do[1]", line: 6, "unknown action 'pauze'"),
    ]

    static let stepCases: [ErrorCase] = [
        ErrorCase(
            "steps is a map", ErrorCase.base("steps: {at: 1}\n"), path: "steps", line: 5, "expected a list, found a map"
        ),
        ErrorCase(
            "unknown step key", ErrorCase.base("steps:\n  - at: 1\n    app: Game\n    doo: play\n"), path: "steps[0]",
            line: 8,
            "unknown key 'doo'", suggest: "do"),
        ErrorCase(
            "negative time", ErrorCase.base("steps:\n  - at: -1\n    user: lock\n"), path: "steps[0].at", line: 6,
            "bad time '-1'"),
        ErrorCase(
            "5 sec", ErrorCase.base("steps:\n  - {at: 5 sec, user: lock}\n"), path: "steps[0].at", line: 6,
            "bad time '5 sec'"),
        ErrorCase(
            "abc", ErrorCase.base("steps:\n  - {at: abc, user: lock}\n"), path: "steps[0].at", line: 6, "bad time 'abc'"
        ),
        ErrorCase(
            "time is a list", ErrorCase.base("steps:\n  - {at: [1], user: lock}\n"), path: "steps[0].at", line: 6,
            "bad time"),
        ErrorCase(
            "missing at", ErrorCase.base("steps:\n  - user: lock\n"), path: "steps[0]", line: 6, "missing key 'at'"),
        ErrorCase(
            "no actor", ErrorCase.base("steps:\n  - at: 1\n"), path: "steps[0]", line: 6,
            "needs one of app, user or system"),
        ErrorCase(
            "two actors", ErrorCase.base("steps:\n  - {at: 1, app: Game, user: lock, do: play}\n"), path: "steps[0]",
            line: 6,
            "found app and user"),
        ErrorCase(
            "do with user", ErrorCase.base("steps:\n  - at: 1\n    user: lock\n    do: play\n"), path: "steps[0].do",
            line: 8,
            "'do' goes with 'app'"),
        ErrorCase(
            "app without do", ErrorCase.base("steps:\n  - {at: 1, app: Game}\n"), path: "steps[0]", line: 6,
            "missing key 'do'"),
        ErrorCase(
            "undefined app", ErrorCase.base("steps:\n  - at: 1\n    app: Gmae\n    do: play\n"), path: "steps[0].app",
            line: 7,
            "undefined app 'Gmae'", suggest: "Game"),
        ErrorCase(
            "unknown action",
            ErrorCase.base("steps:\n  - at: 1\n    app: Game\n    do:\n      - play\n      - activte\n"),
            path: "steps[0].do[1]", line: 10, "unknown action 'activte'", suggest: "activate"),
        ErrorCase(
            "unknown action in map form",
            ErrorCase.base("steps:\n  - at: 1\n    app: Game\n    do: {setCategroy: {category: playback}}\n"),
            path: "steps[0].do", line: 8, "unknown action 'setCategroy'", suggest: "setCategory"),
        ErrorCase(
            "nested list in do", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: [[play]]}\n"),
            path: "steps[0].do[0]", line: 6,
            "expected an action, found a list"),
        ErrorCase(
            "empty do", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: []}\n"), path: "steps[0].do", line: 6,
            "empty list"),
        ErrorCase(
            "two-key action", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {play: null, stop: null}}\n"),
            path: "steps[0].do",
            line: 6, "a map with one key"),
        ErrorCase(
            "unknown category",
            ErrorCase.base("steps:\n  - at: 1\n    app: Game\n    do:\n      - setCategory: {category: playbak}\n"),
            path: "steps[0].do[0].setCategory.category", line: 9, "unknown category 'playbak'", suggest: "playback"),
        ErrorCase(
            "unknown mode", ErrorCase.base("steps:\n  - at: 1\n    app: Game\n    do:\n      - setMode: spokenAudo\n"),
            path: "steps[0].do[0].setMode", line: 9, "unknown mode 'spokenAudo'", suggest: "spokenAudio"),
        ErrorCase(
            "unknown option",
            ErrorCase.base(
                ErrorCase.lines(
                    "steps:", "  - at: 1", "    app: Game", "    do:", "      - setCategory:",
                    "          category: playback", "          options: [mixWithOthers, duckOther]")
            ),
            path: "steps[0].do[0].setCategory.options[1]", line: 11, "unknown option 'duckOther'", suggest: "duckOthers"
        ),
        ErrorCase(
            "options a map",
            ErrorCase.base(
                "steps:\n  - {at: 1, app: Game, do: {setCategory: {category: playback, options: {duckOthers: 1}}}}\n"),
            path: "steps[0].do.setCategory.options", line: 6, "expected an option name, found a map"),
        ErrorCase(
            "unknown policy",
            ErrorCase.base(
                "steps:\n  - {at: 1, app: Game, do: {setCategory: {category: playback, policy: longForm}}}\n"),
            path: "steps[0].do.setCategory.policy", line: 6, "unknown route-sharing policy 'longForm'",
            suggest: "longFormAudio"),
        ErrorCase(
            "unknown setCategory key",
            ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {setCategory: {category: playback, mdoe: default}}}\n"),
            path: "steps[0].do.setCategory", line: 6, "unknown key 'mdoe'", suggest: "mode"),
        ErrorCase(
            "setCategory without category",
            ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {setCategory: {mode: default}}}\n"),
            path: "steps[0].do.setCategory", line: 6, "missing key 'category'"),
        ErrorCase(
            "activate with an argument", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {activate: true}}\n"),
            path: "steps[0].do.activate", line: 6, "activate takes no argument"),
        ErrorCase(
            "setMode without argument", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: setMode}\n"),
            path: "steps[0].do",
            line: 6, "setMode needs a mode name"),
        ErrorCase(
            "bad play duration", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {play: {for: 2 minutes}}}\n"),
            path: "steps[0].do.play.for", line: 6, "bad time '2 minutes'"),
        ErrorCase(
            "unknown override", ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {overrideOutput: speakr}}\n"),
            path: "steps[0].do.overrideOutput", line: 6, "unknown output override 'speakr'", suggest: "speaker"),
        ErrorCase(
            "unknown preferred input",
            ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {setPreferredInput: headsetMc}}\n"),
            path: "steps[0].do.setPreferredInput", line: 6, "neither a port name nor a device", suggest: "headsetMic"),
        ErrorCase(
            "non-boolean prefers",
            ErrorCase.base("steps:\n  - {at: 1, app: Game, do: {setPrefersNoInterruptionsFromSystemAlerts: on}}\n"),
            path: "steps[0].do.setPrefersNoInterruptionsFromSystemAlerts", line: 6, "expected true or false, found 'on'"
        ),
        ErrorCase(
            "Music stops", ErrorCase.base("steps:\n  - at: 1\n    app: Music\n    do: paus\n"), path: "steps[0].do",
            line: 8,
            "app: Music takes only play or pause", suggest: "pause"),
        ErrorCase(
            "Music activates", ErrorCase.base("steps:\n  - {at: 1, app: Music, do: [play, activate]}\n"),
            path: "steps[0].do[1]",
            line: 6, "app: Music takes only play or pause"),
        ErrorCase(
            "Phone step", ErrorCase.base("steps:\n  - at: 1\n    app: Phone\n    do: play\n"), path: "steps[0].app",
            line: 7,
            "Phone app takes no steps"),
        ErrorCase(
            "unknown user action", ErrorCase.base("steps:\n  - {at: 1, user: lck}\n"), path: "steps[0].user", line: 6,
            "unknown user action 'lck'", suggest: "lock"),
        ErrorCase(
            "connect without device", ErrorCase.base("steps:\n  - {at: 1, user: connect}\n"), path: "steps[0].user",
            line: 6,
            "connect needs a device kind"),
        ErrorCase(
            "lock with argument", ErrorCase.base("steps:\n  - {at: 1, user: {lock: now}}\n"),
            path: "steps[0].user.lock", line: 6,
            "lock takes no argument"),
        ErrorCase(
            "undefined openApp", ErrorCase.base("steps:\n  - at: 1\n    user: {openApp: Raido}\n"),
            path: "steps[0].user.openApp",
            line: 7, "undefined app 'Raido'", suggest: "Radio"),
        ErrorCase(
            "undefined killApp", ErrorCase.base("steps:\n  - at: 1\n    user:\n      killApp: Gam\n"),
            path: "steps[0].user.killApp",
            line: 8, "undefined app 'Gam'", suggest: "Game"),
        ErrorCase(
            "killApp Music", ErrorCase.base("steps:\n  - {at: 1, user: {killApp: Music}}\n"),
            path: "steps[0].user.killApp", line: 6, "'Music' is a built-in app"),
        ErrorCase(
            "unknown remote command", ErrorCase.base("steps:\n  - {at: 1, user: {remote: toggle}}\n"),
            path: "steps[0].user.remote",
            line: 6, "unknown remote command 'toggle'", suggest: "togglePlayPause"),
        ErrorCase(
            "unknown ringer", ErrorCase.base("steps:\n  - {at: 1, user: {ringer: silence}}\n"),
            path: "steps[0].user.ringer", line: 6,
            "unknown ringer position 'silence'", suggest: "silent"),
        ErrorCase(
            "unknown connect kind", ErrorCase.base("steps:\n  - {at: 1, user: {connect: carplay}}\n"),
            path: "steps[0].user.connect",
            line: 6, "unknown device kind 'carplay'", suggest: "carPlay"),
        ErrorCase(
            "disconnect unknown device",
            ErrorCase.base(
                ErrorCase.lines(
                    "device: {devices: [{kind: bluetoothHeadset, name: AirPods}]}", "steps:", "  - at: 1",
                    "    user: {disconnect: AirPds}")
            ),
            path: "steps[0].user.disconnect", line: 8, "unknown device 'AirPds'", suggest: "AirPods"),
        ErrorCase(
            "second device with a connected name",
            ErrorCase.base(
                ErrorCase.lines(
                    "steps:", "  - {at: 1, user: {connect: bluetoothSpeaker}}",
                    "  - {at: 2, user: {connect: bluetoothSpeaker}}")
            ),
            path: "steps[1].user.connect", line: 7, "a device named 'bluetoothSpeaker' is already connected at 2s"),
        ErrorCase(
            "connect in time order, not file order",
            ErrorCase.base(
                ErrorCase.lines(
                    "device: {devices: [hdmi]}", "steps:", "  - {at: 9, user: {connect: hdmi}}",
                    "  - {at: 3, user: {disconnect: hdmi}}", "  - {at: 4, user: {connect: hdmi}}")
            ),
            path: "steps[0].user.connect", line: 7, "already connected at 9s"),
        ErrorCase(
            "unknown system event", ErrorCase.base("steps:\n  - {at: 1, system: incomingCal}\n"),
            path: "steps[0].system", line: 6,
            "unknown system event 'incomingCal'", suggest: "incomingCall"),
        ErrorCase(
            "unknown smart folio position",
            ErrorCase.base("device: {model: iPad}\nsteps:\n  - {at: 1, system: {smartFolio: shut}}\n"),
            path: "steps[0].system.smartFolio", line: 7, "unknown Smart Folio position 'shut'"),
        ErrorCase(
            "smart folio on an iPhone", ErrorCase.base("steps:\n  - at: 1\n    system: {smartFolio: closed}\n"),
            path: "steps[0].system", line: 7, "smartFolio needs an iPad"),
        ErrorCase(
            "setPreferredInput of an unknown device in a reaction",
            ErrorCase.lines(
                "name: T", "apps:", "  Game:", "    reactions:", "      - on: routeChange",
                "        do: {setPreferredInput: Carr}", "steps:",
                "  - {at: 1, user: {connect: {kind: carPlay, name: Car}}}"),
            path: "apps.Game.reactions[0].do.setPreferredInput", line: 6, "'Carr' is neither", suggest: "Car"),
    ]

    static let expectationCases: [ErrorCase] = [
        ErrorCase(
            "undefined app in expect", ErrorCase.base("expect:\n  - {at: 1, app: Gam, received: routeChange}\n"),
            path: "expect[0].app", line: 6, "undefined app 'Gam'", suggest: "Game"),
        ErrorCase(
            "unknown expectation key", ErrorCase.base("expect:\n  - {at: 1, app: Game, recieved: routeChange}\n"),
            path: "expect[0]", line: 6, "unknown key 'recieved'", suggest: "received"),
        ErrorCase(
            "no check", ErrorCase.base("expect:\n  - {at: 1, app: Game}\n"), path: "expect[0]", line: 6,
            "needs one of received"),
        ErrorCase(
            "two checks", ErrorCase.base("expect:\n  - {at: 1, app: Game, received: routeChange, error: none}\n"),
            path: "expect[0]", line: 6, "found received and error"),
        ErrorCase(
            "received without at", ErrorCase.base("expect:\n  - {app: Game, received: routeChange}\n"),
            path: "expect[0]",
            line: 6, "missing key 'at'"),
        ErrorCase(
            "never with at", ErrorCase.base("expect:\n  - {at: 1, app: Game, never: routeChange}\n"),
            path: "expect[0].at",
            line: 6, "'never' takes no 'at'"),
        ErrorCase(
            "between with received",
            ErrorCase.base("expect:\n  - {at: 1, app: Game, received: routeChange, between: [0, 1]}\n"),
            path: "expect[0].between", line: 6, "'between' goes with 'never'"),
        ErrorCase(
            "reversed window", ErrorCase.base("expect:\n  - {app: Game, never: routeChange, between: [2s, 1s]}\n"),
            path: "expect[0].between", line: 6, "ends before it starts"),
        ErrorCase(
            "window of three", ErrorCase.base("expect:\n  - {app: Game, never: routeChange, between: [1, 2, 3]}\n"),
            path: "expect[0].between", line: 6, "expected two times"),
        ErrorCase(
            "unknown event", ErrorCase.base("expect:\n  - {at: 1, app: Game, received: routeChang}\n"),
            path: "expect[0].received",
            line: 6, "unknown event 'routeChang'", suggest: "routeChange"),
        ErrorCase(
            "lifecycle event in received", ErrorCase.base("expect:\n  - {at: 1, app: Game, received: becameActive}\n"),
            path: "expect[0].received", line: 6, "becameActive is a lifecycle event"),
        ErrorCase(
            "unknown event field",
            ErrorCase.base("expect:\n  - at: 1\n    app: Game\n    received: {routeChange: {reasn: override}}\n"),
            path: "expect[0].received.routeChange", line: 8, "unknown event field 'reasn'", suggest: "reason"),
        ErrorCase(
            "unknown event in sequence",
            ErrorCase.base(
                "expect:\n  - app: Game\n    sequence:\n      - interruptionBegan\n      - interruptionEnd\n"),
            path: "expect[0].sequence[1]", line: 9, "unknown event 'interruptionEnd'", suggest: "interruptionEnded"),
        ErrorCase(
            "sequence a map of two",
            ErrorCase.base("expect:\n  - {app: Game, sequence: {routeChange: {}, interruptionBegan: {}}}\n"),
            path: "expect[0].sequence",
            line: 6, "a map with one key"),
        ErrorCase(
            "unknown error code", ErrorCase.base("expect:\n  - {at: 1, app: Game, error: badParm}\n"),
            path: "expect[0].error",
            line: 6, "unknown error code 'badParm'", suggest: "badParam"),
        ErrorCase(
            "unknown state key", ErrorCase.base("expect:\n  - at: 1\n    app: Game\n    state:\n      activ: true\n"),
            path: "expect[0].state", line: 9, "unknown state key 'activ'", suggest: "active"),
        ErrorCase(
            "state value of the wrong type", ErrorCase.base("expect:\n  - {at: 1, app: Game, state: {playing: 1}}\n"),
            path: "expect[0].state.playing", line: 6, "expected true or false"),
        ErrorCase(
            "unknown port in outputs",
            ErrorCase.base("expect:\n  - at: 1\n    app: Game\n    state:\n      outputs: [headphone]\n"),
            path: "expect[0].state.outputs[0]", line: 9, "unknown port 'headphone'", suggest: "headphones"),
        ErrorCase(
            "outputs a map", ErrorCase.base("expect:\n  - {at: 1, app: Game, state: {outputs: {headphones: 1}}}\n"),
            path: "expect[0].state.outputs", line: 6, "expected a port name, found a map"),
        ErrorCase(
            "unknown app state", ErrorCase.base("expect:\n  - {at: 1, app: Game, state: {appState: backgrounded}}\n"),
            path: "expect[0].state.appState", line: 6, "unknown app state 'backgrounded'", suggest: "background"),
        ErrorCase(
            "unknown category in state",
            ErrorCase.base("expect:\n  - {at: 1, app: Game, state: {category: playAndRecrod}}\n"),
            path: "expect[0].state.category", line: 6, "unknown category", suggest: "playAndRecord"),
        ErrorCase(
            "undefined interruptedBy",
            ErrorCase.base("expect:\n  - {at: 1, app: Game, state: {interruptedBy: Radoi}}\n"),
            path: "expect[0].state.interruptedBy", line: 6, "undefined app 'Radoi'", suggest: "Radio"),
        ErrorCase(
            "empty state", ErrorCase.base("expect:\n  - {at: 1, app: Game, state: {}}\n"), path: "expect[0].state",
            line: 6,
            "at least one key"),
    ]

    @Test(arguments: documentCases + deviceCases + appCases + stepCases + expectationCases)
    func malformedFile_givesAPreciseError(_ errorCase: ErrorCase) {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioLoader.parse(errorCase.text, file: "bad.yaml")
        }
        guard let error else { return }
        #expect(error.file == "bad.yaml")
        #expect(error.path == errorCase.path, "\(error)")
        #expect(error.line == errorCase.line, "\(error)")
        #expect(error.message.contains(errorCase.message), "\(error)")
        #expect(error.suggestion == errorCase.suggestion, "\(error)")
    }

    @Test(arguments: [
        "-1", "-1s", "-0.5ms", "5 sec", "abc", "1.2.3s", "s", "1x", ".inf", ".nan", "1e", "1_000", "0x10", "1:30",
        "99999999999999h", "1.5 s", "2min", "true", "\"\"",
    ])
    func badTime_isAnError(_ time: String) {
        let text = ErrorCase.base("steps:\n  - at: \(time)\n    user: lock\n")
        let error = #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(text, file: "t.yaml") }
        #expect(error?.path == "steps[0].at")
        #expect(error?.line == 6)
        #expect(error?.message.hasPrefix("bad time") == true, "\(String(describing: error))")
    }

    @Test func description_namesFileLinePathAndSuggestion() {
        let full = ScenarioError(
            file: "calls.yaml", path: "steps[3].do[0]", line: 14, message: "unknown action 'activte'",
            suggestion: "activate")
        #expect(full.description == "calls.yaml:14: steps[3].do[0]: unknown action 'activte'; did you mean 'activate'?")
        let bare = ScenarioError(file: "calls.yaml", message: "cannot read the file: no such file")
        #expect(bare.description == "calls.yaml: cannot read the file: no such file")
        let noPath = ScenarioError(file: "calls.yaml", line: 3, message: "not valid YAML")
        #expect(noPath.description == "calls.yaml:3: not valid YAML")
    }

    @Test func description_ofAParsedError() {
        let text = ErrorCase.base("steps:\n  - at: 1\n    app: Game\n    do: [activte]\n")
        #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(text, file: "s.yaml") }
        do {
            _ = try ScenarioLoader.parse(text, file: "s.yaml")
        } catch {
            #expect(error.description == "s.yaml:8: steps[0].do[0]: unknown action 'activte'; did you mean 'activate'?")
        }
    }

    @Test func load_ofAMissingFile_isAScenarioError() {
        let error = #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: "/nonexistent/x.yaml") }
        #expect(error?.file == "/nonexistent/x.yaml")
        #expect(error?.path == "")
        #expect(error?.line == nil)
        #expect(error?.message.contains("cannot read") == true)
    }

    @Test func load_ofADirectory_isAScenarioError() {
        let error = #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: "/tmp") }
        #expect(error?.message.contains("directory") == true)
    }
}
