import AudioSessionKit
import MyAds

/// In the host app on iOS: the real session, an `AVAudioEngine` for the ad's audio, and the wall clock.
@available(iOS 16, *)
final class AdBreak {
    private let ads = AdPlayer(session: SystemAudioSession(), player: SystemAudioIO(), scheduler: TaskScheduler())

    func playPreRoll() throws {
        try ads.play(for: .seconds(15)) { outcome, report in
            print("ad \(outcome); session restored exactly: \(report.isExact)")
        }
    }
}
