import AudioSessionModel
import Testing

@testable import AudioSessionEngine

/// Two devices in the same state are equal however they got there: the counters the engine's caches compare are
/// not part of the value, and the caches still see every change.
@Suite struct StateEqualityTests {
    /// One app in front and one in the background.
    static func device() -> DeviceState {
        var apps = (0..<2).map { AppState(name: "App\($0)", backgroundAudio: true) }
        apps[0].lifecycle = .foreground
        var state = DeviceState(apps: apps)
        state.front = .app(AppID(0))
        return state
    }

    @Test func aHeadsetConnectedAndDisconnectedLeavesTheDeviceAsIfItNeverCame() throws {
        var untouched = Engine(state: Self.device())
        var roundTrip = Engine(state: Self.device())
        let headset = ExternalDevice(kind: .wiredHeadset, name: "Wired")
        _ = try roundTrip.apply(.user(.connect(headset)))
        #expect(roundTrip.state != untouched.state, "a connected headset is part of the state")
        _ = try roundTrip.apply(.user(.disconnect("Wired")))
        #expect(roundTrip.state.devicesVersion != untouched.state.devicesVersion)
        #expect(roundTrip.state == untouched.state)
        #expect(roundTrip.state.hashValue == untouched.state.hashValue)
        // The caches still tell the two apart, and each engine goes on deciding the same.
        _ = try untouched.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
        _ = try roundTrip.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
        _ = try untouched.apply(.app(AppID(0), .play(for: nil)))
        _ = try roundTrip.apply(.app(AppID(0), .play(for: nil)))
        #expect(roundTrip.state == untouched.state)
        #expect(roundTrip.state.route(of: AppID(0)) == untouched.state.route(of: AppID(0)))
    }

    @Test func anOverrideSetAndClearedLeavesTheSessionAsItWas() throws {
        var engine = Engine(state: Self.device())
        let voice = SessionConfiguration(category: .playAndRecord)
        _ = try engine.apply(.app(AppID(0), .setCategory(voice)))
        let before = engine.state[AppID(0)].session
        _ = try engine.apply(.app(AppID(0), .overrideOutput(.speaker)))
        #expect(engine.state[AppID(0)].session != before, "the override is part of the session")
        _ = try engine.apply(.app(AppID(0), .overrideOutput(.none)))
        let after = engine.state[AppID(0)].session
        #expect(after.routingVersion != before.routingVersion)
        #expect(after.ownRouteVersion != before.ownRouteVersion)
        #expect(after == before)
        #expect(after.hashValue == before.hashValue)
        #expect(Set([after, before]).count == 1)
    }

    @Test func aCallThatCameAndWentLeavesTheDeviceAsItWas() throws {
        var untouched = Engine(state: Self.device())
        var called = Engine(state: Self.device())
        _ = try called.apply(.system(.incomingCall))
        _ = try called.apply(.user(.declineCall))
        _ = try called.apply(.turnEnded)
        _ = try untouched.apply(.turnEnded)
        #expect(called.state.callsVersion != untouched.state.callsVersion)
        #expect(called.state == untouched.state)
    }
}
