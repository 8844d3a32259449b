import AudioSessionEngine
import AudioSessionModel
import Testing

/// Every category × option × device, one device connected to an iPhone, against a table written by hand from
/// rules R2 to R6 (not derived from the engine). Cells read `output / input`; `-` is none.
@Suite struct RoutingTableTests {
    /// The device kinds, in the order of the table's columns.
    static let kinds: [DeviceKind] = [
        .wiredHeadphones, .wiredHeadset, .bluetoothSpeaker, .bluetoothHeadset, .bluetoothHandsFree, .bluetoothLE,
        .airPlay, .carPlay, .usbAudio, .hdmi, .lineOut,
    ]

    /// Rows: a configuration; columns: the kinds above, then no device at all.
    static let table: [(String, SessionConfiguration, [String])] = [
        // R2: output-only categories take the newest eligible output (HFP-only ignored), else the speaker.
        (
            "ambient", .init(category: .ambient),
            [
                "headphones/-", "headphones/-", "bluetoothA2DP/-", "bluetoothA2DP/-", "builtInSpeaker/-",
                "bluetoothLE/-",
                "airPlay/-", "carAudio/-", "usbAudio/-", "HDMI/-", "lineOut/-", "builtInSpeaker/-",
            ]
        ),
        (
            "soloAmbient", .init(category: .soloAmbient),
            [
                "headphones/-", "headphones/-", "bluetoothA2DP/-", "bluetoothA2DP/-", "builtInSpeaker/-",
                "bluetoothLE/-",
                "airPlay/-", "carAudio/-", "usbAudio/-", "HDMI/-", "lineOut/-", "builtInSpeaker/-",
            ]
        ),
        (
            "playback", .init(category: .playback),
            [
                "headphones/-", "headphones/-", "bluetoothA2DP/-", "bluetoothA2DP/-", "builtInSpeaker/-",
                "bluetoothLE/-",
                "airPlay/-", "carAudio/-", "usbAudio/-", "HDMI/-", "lineOut/-", "builtInSpeaker/-",
            ]
        ),
        (
            "playback+allowBluetoothA2DP", .init(category: .playback, options: .allowBluetoothA2DP),
            [
                "headphones/-", "headphones/-", "bluetoothA2DP/-", "bluetoothA2DP/-", "builtInSpeaker/-",
                "bluetoothLE/-",
                "airPlay/-", "carAudio/-", "usbAudio/-", "HDMI/-", "lineOut/-", "builtInSpeaker/-",
            ]
        ),
        // R3: record takes the newest wired, USB or car input; HFP only with allowBluetoothHFP.
        (
            "record", .init(category: .record),
            [
                "-/builtInMic", "-/headsetMic", "-/builtInMic", "-/builtInMic", "-/builtInMic", "-/builtInMic",
                "-/builtInMic", "-/carAudio", "-/usbAudio", "-/builtInMic", "-/builtInMic", "-/builtInMic",
            ]
        ),
        (
            "record+allowBluetoothHFP", .init(category: .record, options: .allowBluetoothHFP),
            [
                "-/builtInMic", "-/headsetMic", "-/builtInMic", "-/bluetoothHFP", "-/bluetoothHFP", "-/builtInMic",
                "-/builtInMic", "-/carAudio", "-/usbAudio", "-/builtInMic", "-/builtInMic", "-/builtInMic",
            ]
        ),
        // R4: playAndRecord: wired, USB, car, HDMI, line out always; Bluetooth and AirPlay by option.
        (
            "playAndRecord", .init(category: .playAndRecord),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInReceiver/builtInMic",
                "builtInReceiver/builtInMic",
                "builtInReceiver/builtInMic", "builtInReceiver/builtInMic", "builtInReceiver/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInReceiver/builtInMic",
            ]
        ),
        (
            "playAndRecord+defaultToSpeaker", .init(category: .playAndRecord, options: .defaultToSpeaker),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInSpeaker/builtInMic",
                "builtInSpeaker/builtInMic",
                "builtInSpeaker/builtInMic", "builtInSpeaker/builtInMic", "builtInSpeaker/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInSpeaker/builtInMic",
            ]
        ),
        (
            "playAndRecord+allowBluetoothHFP", .init(category: .playAndRecord, options: .allowBluetoothHFP),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInReceiver/builtInMic",
                "bluetoothHFP/bluetoothHFP",
                "bluetoothHFP/bluetoothHFP", "builtInReceiver/builtInMic", "builtInReceiver/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInReceiver/builtInMic",
            ]
        ),
        (
            "playAndRecord+allowBluetoothA2DP", .init(category: .playAndRecord, options: .allowBluetoothA2DP),
            [
                "headphones/builtInMic", "headphones/headsetMic", "bluetoothA2DP/builtInMic",
                "bluetoothA2DP/builtInMic",
                "builtInReceiver/builtInMic", "builtInReceiver/builtInMic", "builtInReceiver/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInReceiver/builtInMic",
            ]
        ),
        // R4: on one device with both profiles, HFP wins when both options are set.
        (
            "playAndRecord+HFP+A2DP",
            .init(category: .playAndRecord, options: [.allowBluetoothHFP, .allowBluetoothA2DP]),
            [
                "headphones/builtInMic", "headphones/headsetMic", "bluetoothA2DP/builtInMic",
                "bluetoothHFP/bluetoothHFP",
                "bluetoothHFP/bluetoothHFP", "builtInReceiver/builtInMic", "builtInReceiver/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInReceiver/builtInMic",
            ]
        ),
        (
            "playAndRecord+allowAirPlay", .init(category: .playAndRecord, options: .allowAirPlay),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInReceiver/builtInMic",
                "builtInReceiver/builtInMic",
                "builtInReceiver/builtInMic", "builtInReceiver/builtInMic", "airPlay/builtInMic", "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInReceiver/builtInMic",
            ]
        ),
        // R4: voiceChat implies HFP and never uses AirPlay, even with allowAirPlay.
        (
            "playAndRecord voiceChat+allowAirPlay",
            .init(category: .playAndRecord, mode: .voiceChat, options: .allowAirPlay),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInReceiver/builtInMic",
                "bluetoothHFP/bluetoothHFP",
                "bluetoothHFP/bluetoothHFP", "builtInReceiver/builtInMic", "builtInReceiver/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInReceiver/builtInMic",
            ]
        ),
        // C4, R4: videoChat implies HFP and the speaker.
        (
            "playAndRecord videoChat", .init(category: .playAndRecord, mode: .videoChat),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInSpeaker/builtInMic",
                "bluetoothHFP/bluetoothHFP",
                "bluetoothHFP/bluetoothHFP", "builtInSpeaker/builtInMic", "builtInSpeaker/builtInMic",
                "carAudio/carAudio",
                "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic", "builtInSpeaker/builtInMic",
            ]
        ),
        // R6: multiRoute: every wired, USB, HDMI and line output, else the speaker; input wired or USB, else the mic.
        (
            "multiRoute", .init(category: .multiRoute),
            [
                "headphones/builtInMic", "headphones/headsetMic", "builtInSpeaker/builtInMic",
                "builtInSpeaker/builtInMic",
                "builtInSpeaker/builtInMic", "builtInSpeaker/builtInMic", "builtInSpeaker/builtInMic",
                "builtInSpeaker/builtInMic", "usbAudio/usbAudio", "HDMI/builtInMic", "lineOut/builtInMic",
                "builtInSpeaker/builtInMic",
            ]
        ),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var row: String
        var configuration: SessionConfiguration
        var kind: DeviceKind?
        var expected: String
        var testDescription: String { "\(row) with \(kind?.rawValue ?? "no device")" }
    }

    static var cases: [Case] {
        table.flatMap { row, configuration, cells in
            (kinds.map(Optional.some) + [nil]).enumerated().map { index, kind in
                Case(row: row, configuration: configuration, kind: kind, expected: cells[index])
            }
        }
    }

    @Test func theTableCoversEveryDeviceKind() {
        #expect(Set(Self.kinds) == Set(DeviceKind.allCases))
        for (row, _, cells) in Self.table { #expect(cells.count == Self.kinds.count + 1, "\(row)") }
    }

    @Test(arguments: cases)
    func routeOfAnActiveSession(_ testCase: Case) throws {
        try testCase.configuration.validated()
        var app = AppState(name: "App", backgroundAudio: true, lifecycle: .foreground)
        app.session.configuration = testCase.configuration
        app.session.isActive = true
        app.session.activationSequence = 1
        var state = DeviceState(apps: [app])
        state.front = .app(AppID(0))
        if let kind = testCase.kind { state.devices = [ExternalDevice(kind: kind)] }
        let route = state.route(of: AppID(0))
        let outputs = route.outputs.map(\.portType.description)
        let inputs = route.inputs.map(\.portType.description)
        let actual =
            (outputs.isEmpty ? "-" : outputs.joined(separator: "+")) + "/"
            + (inputs.isEmpty ? "-" : inputs.joined(separator: "+"))
        #expect(actual == testCase.expected)
    }

    @Test func multiRouteFansOutToEveryWiredOutput() {
        var app = AppState(name: "DJ", lifecycle: .foreground)
        app.session.configuration = SessionConfiguration(category: .multiRoute)
        app.session.isActive = true
        var state = DeviceState(apps: [app])
        state.devices = [
            ExternalDevice(kind: .hdmi), ExternalDevice(kind: .wiredHeadphones), ExternalDevice(kind: .usbAudio),
        ]
        let route = state.route(of: AppID(0))
        #expect(route.outputs.map(\.portType) == [.HDMI, .headphones, .usbAudio])
        #expect(route.inputs.map(\.portType) == [.usbAudio])
    }

    @Test func anIPadHasNoReceiver() {
        var app = AppState(name: "Call", lifecycle: .foreground)
        app.session.configuration = SessionConfiguration(category: .playAndRecord)
        app.session.isActive = true
        let state = DeviceState(model: .iPad, apps: [app])
        #expect(state.route(of: AppID(0)).outputs.map(\.portType) == [.builtInSpeaker])
    }

    @Test func lastInWinsAcrossDevices() {
        var app = AppState(name: "Player", lifecycle: .foreground)
        app.session.configuration = SessionConfiguration(category: .playback)
        var state = DeviceState(apps: [app])
        state.devices = [ExternalDevice(kind: .wiredHeadphones), ExternalDevice(kind: .bluetoothSpeaker)]
        #expect(state.route(of: AppID(0)).outputs.map(\.portType) == [.bluetoothA2DP])
        state.devices.reverse()
        #expect(state.route(of: AppID(0)).outputs.map(\.portType) == [.headphones])
    }

    @Test func longFormAirPlayOnlyForItsPolicy() {
        var app = AppState(name: "Player", lifecycle: .foreground)
        app.session.configuration = SessionConfiguration(category: .playback)
        var state = DeviceState(apps: [app])
        state.devices = [ExternalDevice(kind: .airPlay, name: "TV", airPlayPolicy: .longFormVideo)]
        #expect(state.route(of: AppID(0)).outputs.map(\.portType) == [.builtInSpeaker])
        state[AppID(0)].session.configuration = SessionConfiguration(category: .playback, policy: .longFormVideo)
        #expect(state.route(of: AppID(0)).outputs.map(\.portType) == [.airPlay])
    }
}
