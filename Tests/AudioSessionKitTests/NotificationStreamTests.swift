import AudioSessionTesting
import Testing

@Suite struct NotificationStreamTests {
    @Test func notificationsArriveAsAnAsyncSequenceInDeliveryOrder() async throws {
        let device = makeDevice([.init(name: "App")])
        let app = try session(device, "App")
        let stream = app.notifications()
        try app.setCategory(.playback)
        try app.setActive(true)
        try device.perform(SystemEvent.incomingCall)
        try device.perform(UserAction.declineCall)

        var received: [AudioSessionNotification] = []
        for await notification in stream {
            received.append(notification)
            if received.count == 5 { break }
        }
        #expect(
            received.map(Seen.init) == [
                .route(.categoryChange), .began(.default), .route(.categoryChange), .route(.categoryChange),
                .ended(shouldResume: true),
            ])
        if case .routeChange(_, let previous) = received[0] {
            #expect(previous.outputs.map(\.portType) == [.builtInSpeaker])
        } else {
            Issue.record("the first notification is the category's route change")
        }
    }

    @Test func eachStreamHasItsOwnObserver() async throws {
        let device = makeDevice([.init(name: "App")])
        let app = try session(device, "App")
        let first = app.notifications()
        let second = app.notifications()
        try app.setCategory(.playback)
        var firstIterator = first.makeAsyncIterator()
        var secondIterator = second.makeAsyncIterator()
        let a = await firstIterator.next()
        let b = await secondIterator.next()
        #expect(a == b)
        #expect(a.map(Seen.init) == .route(.categoryChange))
    }

    @Test func cancellingTheConsumingTaskEndsTheStream() async throws {
        let device = makeDevice([.init(name: "App")])
        let app = try session(device, "App")
        let task = Task {
            var count = 0
            for await _ in app.notifications() { count += 1 }
            return count
        }
        await Task.yield()
        task.cancel()
        #expect(await task.value == 0)
        try app.setCategory(.playback) // no stream is left to deliver to; this must not crash or block
        #expect(app.category == .playback)
    }
}
