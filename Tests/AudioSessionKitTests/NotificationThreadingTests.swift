import AudioSessionTesting
import Dispatch
import Foundation
import Testing

/// Where the simulated session runs its observers: as iOS does by default, or on the driving thread when asked.
@Suite struct NotificationThreadingTests {
    /// A notification's kind and whether its observer ran on the main queue.
    struct Observed: Hashable, Sendable {
        var notification: Seen
        var onMain: Bool

        var isRouteChange: Bool {
            if case .route = notification { true } else { false }
        }
    }

    /// Records each notification with whether it arrived on the main queue.
    static func observe(_ session: SimulatedAudioSession) -> (Recorder<Observed>, AudioSessionObservation) {
        let recorder = Recorder<Observed>()
        let mainKey = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainKey, value: true)
        let observation = session.addObserver { notification in
            let onMain = Thread.isMainThread || DispatchQueue.getSpecific(key: mainKey) == true
            recorder.append(Observed(notification: Seen(notification), onMain: onMain))
        }
        return (recorder, observation)
    }

    @Test func interruptionsArriveOnTheMainQueueAndRouteChangesOffIt() throws {
        let device = makeDevice([.init(name: "App")])
        let app = try session(device, "App")
        #expect(app.notificationThreading == .asOnIOS)
        let (recorder, observation) = Self.observe(app)
        defer { observation.cancel() }
        try app.setCategory(.playback)
        try app.setActive(true)
        try device.perform(SystemEvent.incomingCall)
        try device.perform(UserAction.declineCall)
        let seen = recorder.all
        #expect(seen.count == 5, "\(seen)")
        let routeChanges = seen.filter(\.isRouteChange)
        let others = seen.filter { !$0.isRouteChange }
        #expect(routeChanges.count == 3 && routeChanges.allSatisfy { !$0.onMain }, "\(routeChanges)")
        #expect(others.count == 2 && others.allSatisfy(\.onMain), "\(others)")
        #expect(seen.contains { $0.notification == .began(.default) && $0.onMain })
    }

    @Test func anObserverThatCallsTheSessionOnTheMainQueueKeepsTheOrder() throws {
        let device = makeDevice([.init(name: "App")])
        let app = try session(device, "App")
        let order = Recorder<String>()
        let observation = app.addObserver { notification in
            if case .interruptionEnded = notification {
                order.append("ended")
                do {
                    try app.setActive(true) // From the main queue, while the device waits for this observer.
                    order.append("reactivated")
                } catch {
                    order.append("failed: \(error)")
                }
            }
        }
        defer { observation.cancel() }
        try app.setCategory(.playback)
        try app.setActive(true)
        try device.perform(SystemEvent.incomingCall)
        try device.perform(UserAction.declineCall)
        order.append("after decline")
        #expect(order.all == ["ended", "reactivated", "after decline"])
        #expect(app.isActiveOnDevice)
    }

    @Test func onTheDrivingThreadEveryObserverRunsOnTheCaller() throws {
        let device = makeDevice([.init(name: "App")])
        let app = try #require(
            SimulatedAudioSession(
                device: device, appNamed: "App", activation: .inactive, notificationThreading: .onDrivingThread))
        let caller = ObjectIdentifier(Thread.current)
        let threads = Recorder<Bool>()
        let observation = app.addObserver { _ in threads.append(ObjectIdentifier(Thread.current) == caller) }
        defer { observation.cancel() }
        try app.setCategory(.playback)
        try app.setActive(true)
        try device.perform(SystemEvent.incomingCall)
        #expect(threads.all.count == 3)
        #expect(threads.all.allSatisfy { $0 })
    }
}
