import AudioSessionTesting
import Testing

/// The XappAds plugin as its documentation (seed 000) describes it: before an ad it makes sure the session is in
/// `playAndRecord` with `defaultToSpeaker` and active, needs the record permission, and changes the category back
/// after the ad.
struct XappAdsPlugin {
    enum AdError: Error, Equatable {
        case microphonePermissionMissing
        case playbackFailed
    }

    let session: SimulatedAudioSession
    let shared: SharedActivation

    /// Plays an ad of `duration` seconds; `failingAfter` makes the ad's player fail after that many seconds.
    func playAd(seconds duration: Int64, failingAfter: Int64? = nil) throws {
        guard session.recordPermission == .granted else { throw AdError.microphonePermissionMissing }
        try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            shared.beginIO("XappAds")
            defer {
                session.stopPlayback()
                shared.endIO("XappAds")
            }
            try session.startPlayback(for: seconds(duration))
            let start = session.device.now
            if let failingAfter {
                try session.device.advance(to: start + seconds(failingAfter))
                throw AdError.playbackFailed
            }
            try session.device.advance(to: start + seconds(duration))
        }
    }
}

@Suite struct XappAdsSeedTests {
    /// A podcast app in `playback`/`spokenAudio`, playing.
    private func podcastApp(devices: [ExternalDevice] = []) throws -> (SimulatedAudioSession, SharedActivation) {
        let device = makeDevice(
            [.init(name: "Podcasts", backgroundAudio: true, recordPermission: .granted)], devices: devices)
        let podcasts = try session(device, "Podcasts")
        let shared = podcasts.sharedActivation
        try podcasts.setCategory(.playback, mode: .spokenAudio, options: [])
        try shared.acquire("player")
        shared.beginIO("player")
        try podcasts.startPlayback()
        return (podcasts, shared)
    }

    @Test func adBorrowsPlayAndRecordWithDefaultToSpeakerAndRestoresExactly() throws {
        let (podcasts, shared) = try podcastApp()
        let (notes, observation) = record(podcasts)
        defer { observation.cancel() }
        let before = SessionSnapshot(of: podcasts)
        podcasts.stopPlayback()
        shared.endIO("player")

        let reports = Recorder<RestoreReport>()
        let events = shared.addEventObserver { event in
            if case .restored(let report) = event { reports.append(report) }
        }
        defer { events.cancel() }
        let plugin = XappAdsPlugin(session: podcasts, shared: shared)
        try plugin.playAd(seconds: 15)

        #expect(podcasts.device.now == seconds(15))
        #expect(SessionSnapshot(of: podcasts) == before)
        #expect(podcasts.configuration == SessionConfiguration(category: .playback, mode: .spokenAudio))
        #expect(podcasts.isActive)
        #expect(shared.holders == ["player"])
        let seen = notes.all
        #expect(seen.map(Seen.init) == [.route(.categoryChange), .route(.categoryChange)])
        // The first change leaves playback's route, the second leaves the ad's speaker and microphone.
        #expect(seen.map(previousPorts) == [[.builtInSpeaker], [.builtInSpeaker, .builtInMic]])
        let report = try #require(reports.all.first)
        #expect(report.components == ["XappAds"])
        #expect(report.isExact)
        #expect(report.steps == [.init(.setConfiguration(before.configuration))])
        #expect(report.keptActiveFor.isEmpty) // the target is active: nothing to keep

        shared.beginIO("player")
        try podcasts.startPlayback()
        #expect(podcasts.isPlaying)
    }

    @Test func adPlaysOnTheSpeakerWhileBorrowing() throws {
        let (podcasts, shared) = try podcastApp()
        podcasts.stopPlayback()
        shared.endIO("player")
        let outputs = try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            #expect(podcasts.category == .playAndRecord)
            #expect(podcasts.categoryOptions == [.defaultToSpeaker])
            #expect(podcasts.isActive)
            return podcasts.currentRoute.outputs.map(\.portType)
        }
        #expect(outputs == [.builtInSpeaker])
    }

    @Test func adLeavesASessionAlreadyInPlayAndRecordAlone() throws {
        let device = makeDevice([.init(name: "Radio", recordPermission: .granted)])
        let radio = try session(device, "Radio")
        let shared = radio.sharedActivation
        try radio.setCategory(.playAndRecord, mode: .default, options: [.allowBluetoothA2DP])
        try shared.acquire("app")
        let (notes, observation) = record(radio)
        defer { observation.cancel() }
        let before = SessionSnapshot(of: radio)

        try XappAdsPlugin(session: radio, shared: shared).playAd(seconds: 10)

        #expect(notes.all.isEmpty)
        #expect(SessionSnapshot(of: radio) == before)
        #expect(radio.categoryOptions == [.allowBluetoothA2DP])
    }

    @Test func nestedBorrowsRestoreInReverseOrder() throws {
        let (podcasts, shared) = try podcastApp(devices: [ExternalDevice(kind: .wiredHeadset)])
        podcasts.stopPlayback()
        shared.endIO("player")
        let before = SessionSnapshot(of: podcasts)
        let (notes, observation) = record(podcasts)
        defer { observation.cancel() }

        try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            let adState = SessionSnapshot(of: podcasts)
            #expect(ports(podcasts.currentRoute) == ([.headphones], [.headsetMic]))
            // An interactive ad asks the listener to answer aloud: voice chat, on the speaker, built-in mic.
            let voice = BorrowedConfiguration(category: .playAndRecord, mode: .voiceChat)
            try shared.withBorrowedConfiguration(voice, component: "XappAdsVoice") {
                try podcasts.overrideOutputAudioPort(.speaker)
                #expect(podcasts.mode == .voiceChat)
                #expect(ports(podcasts.currentRoute) == ([.builtInSpeaker], [.builtInMic]))
                #expect(shared.openBorrows.map(\.component) == ["XappAds", "XappAdsVoice"])
            }
            #expect(SessionSnapshot(of: podcasts) == adState)
            #expect(podcasts.portOverride == .none)
            #expect(ports(podcasts.currentRoute) == ([.headphones], [.headsetMic]))
        }
        #expect(SessionSnapshot(of: podcasts) == before)
        #expect(shared.openBorrows.isEmpty)
        #expect(
            notes.takeSeen() == [
                .route(.categoryChange), // the ad's playAndRecord
                .route(.override), // the voice ad's speaker override
                .route(.override), // its restore clears the override
                .route(.categoryChange), // the ad's restore: playback again
            ])
    }

    @Test func throwingAdScopeStillRestores() throws {
        let (podcasts, shared) = try podcastApp()
        podcasts.stopPlayback()
        shared.endIO("player")
        let before = SessionSnapshot(of: podcasts)
        let plugin = XappAdsPlugin(session: podcasts, shared: shared)

        #expect(throws: XappAdsPlugin.AdError.playbackFailed) {
            try plugin.playAd(seconds: 30, failingAfter: 5)
        }
        #expect(podcasts.device.now == seconds(5))
        #expect(SessionSnapshot(of: podcasts) == before)
        #expect(!podcasts.isPlaying)
        #expect(shared.componentsRunningIO.isEmpty)
        #expect(shared.openBorrows.isEmpty)
    }

    @Test func adRequestFailsWithoutMicrophonePermissionUntilTheAppAsks() async throws {
        let device = makeDevice([.init(name: "Podcasts", backgroundAudio: true)])
        let podcasts = try session(device, "Podcasts")
        let shared = podcasts.sharedActivation
        let plugin = XappAdsPlugin(session: podcasts, shared: shared)
        #expect(throws: XappAdsPlugin.AdError.microphonePermissionMissing) { try plugin.playAd(seconds: 5) }
        #expect(podcasts.category == .soloAmbient)

        #expect(await podcasts.requestRecordPermission())
        #expect(podcasts.recordPermission == .granted)
        try plugin.playAd(seconds: 5)
        #expect(podcasts.configuration == .initial)
        #expect(!podcasts.isActive)
    }

    @Test func adFromAnInactiveSessionDeactivatesWithNotifyOthersSoMusicResumes() throws {
        let device = makeDevice([.init(name: "News", recordPermission: .granted)], isMusicPlaying: true)
        let news = try session(device, "News")
        let music = try #require(device.app(named: "Music"))
        let shared = news.sharedActivation
        #expect(device.state[music].session.isPlaying)
        let before = SessionSnapshot(of: news)

        try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            #expect(!device.state[music].session.isPlaying)
            #expect(device.state[music].session.isInterrupted)
        }

        #expect(SessionSnapshot(of: news) == before)
        #expect(!news.isActive)
        #expect(device.state[music].session.isPlaying)
        let musicNotes = device.trace.filter { $0.actor == "Music" && $0.category == .notification }.map(\.kind)
        #expect(musicNotes == ["interruptionBegan", "interruptionEnded"])
    }

    @Test func callDuringTheAdLeavesTheSessionToItsInterruption() throws {
        let (podcasts, shared) = try podcastApp()
        podcasts.stopPlayback()
        shared.endIO("player")
        let before = SessionSnapshot(of: podcasts)
        let reports = Recorder<RestoreReport>()
        let events = shared.addEventObserver { event in
            if case .restored(let report) = event { reports.append(report) }
        }
        defer { events.cancel() }
        let (notes, observation) = record(podcasts)
        defer { observation.cancel() }

        try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            try podcasts.startPlayback(for: seconds(15))
            try podcasts.device.advance(to: seconds(4))
            try podcasts.device.perform(SystemEvent.incomingCall) // the ad stops; the plugin gives up on it
            #expect(shared.isInterrupted)
        }
        let report = try #require(reports.all.first)
        #expect(report.leftInterrupted)
        #expect(report.failures.isEmpty)
        #expect(report.steps == [.init(.setConfiguration(before.configuration))])
        #expect(podcasts.configuration == before.configuration)
        #expect(!podcasts.isActive)

        try podcasts.device.perform(UserAction.declineCall)
        #expect(
            notes.takeSeen() == [
                .route(.categoryChange), // the ad's playAndRecord
                .began(.default), .route(.categoryChange), // the ringing call (I6, I7)
                .route(.categoryChange), // the restore: playback again (R9)
                .route(.categoryChange), .ended(shouldResume: true), // the ringing ends (I4, I7)
            ])
        #expect(!shared.isInterrupted)
        try shared.acquire("player")
        #expect(SessionSnapshot(of: podcasts) == before)
    }
}
