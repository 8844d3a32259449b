import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionRuntime
import AudioSessionScenario
import AudioSessionService
import Testing

/// A Bluetooth device's sink that goes away and comes back within 500 ms is a profile switch (A2DP ↔ HFP), not a
/// disconnection: no route change, no R10 pause. Away longer, it is disconnected.
@Suite struct BluetoothSwitchTests {
    typealias Bench = EnforcementTests.Bench

    static let a2dp = ServerEndpoint(
        index: 20, name: "bluez_output.A8_E6.1", description: "AirPods",
        properties: ["device.api": "bluez5", "device.profile.name": "a2dp-sink-sbc"])
    static let handsFree = ServerEndpoint(
        index: 21, name: "bluez_output.A8_E6.headset-head-unit", description: "AirPods",
        properties: ["device.api": "bluez5", "device.profile.name": "headset-head-unit"])

    /// Radio playing on the AirPods, the Now Playing app; what Radio was told is taken.
    static func radioOnAirPods() throws -> (Bench, ConnectionID, UInt32) {
        let bench = try Bench(apps: "Radio: {remoteCommands: true, backgroundAudio: true}")
        let radio = bench.service.hello("Radio", pid: 500)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(EnforcementTests.play, from: radio)
        bench.server.put(Self.a2dp)
        bench.pump()
        #expect(bench.server.sinkName(of: stream) == Self.a2dp.name)
        _ = bench.service.transport.take(radio)
        return (bench, radio, stream)
    }

    static func received(_ bench: Bench, _ radio: ConnectionID) -> [String] {
        bench.service.transport.take(radio).map(ServiceHarness.object).compactMap { line in
            if case .string(let name)? = line["received"] { return name }
            return nil
        }
    }

    @Test func aSinkBackWithin500MillisecondsIsAProfileSwitch() throws {
        let (bench, radio, stream) = try Self.radioOnAirPods()
        bench.server.remove(sink: Self.a2dp.index)
        bench.pump()
        bench.server.put(Self.handsFree)
        bench.pump()
        bench.steps.run() // The 500 ms pass.
        bench.pump()
        #expect(Self.received(bench, radio).isEmpty, "no route change, no interruption")
        #expect(bench.server.stream(stream)?.isMuted == false)
        let devices = bench.service.core.runtime.state.devices.map(\.name)
        #expect(devices == ["AirPods"], "still connected")
    }

    @Test func aSinkAwayFor500MillisecondsIsADisconnection() throws {
        let (bench, radio, stream) = try Self.radioOnAirPods()
        bench.server.remove(sink: Self.a2dp.index)
        bench.pump()
        #expect(Self.received(bench, radio).isEmpty, "nothing yet")
        bench.steps.run()
        bench.pump()
        #expect(Self.received(bench, radio) == ["routeChange", "interruptionBegan"], "R10: the Now Playing app pauses")
        #expect(bench.server.stream(stream)?.isMuted == true)
        #expect(bench.service.core.runtime.state.devices.isEmpty)
    }
}
