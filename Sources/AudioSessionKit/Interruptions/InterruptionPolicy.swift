/// A reusable answer to interruptions and route changes, applied by an ``InterruptionHandler`` (not in the SDK;
/// each is a pattern from Apple's guidance or the seeds).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum InterruptionPolicy: Hashable, Sendable {
    /// Resume when an interruption ends with `shouldResume` (`AVAudioSession.InterruptionOptions.shouldResume`).
    case resumeWhenShouldResume
    /// End the call when an interruption lasts longer than this, as the Sinch SDK does after 30 seconds.
    case endCall(after: Duration)
    /// Pause when the previous output goes away (`AVAudioSession.RouteChangeReason.oldDeviceUnavailable`), as
    /// Apple asks of media apps when headphones are unplugged.
    case pauseOnOldDeviceUnavailable

    /// The Sinch SDK's policies: resume after a short interruption, end the call after 30 seconds.
    public static let sinchCall: [InterruptionPolicy] = [.resumeWhenShouldResume, .endCall(after: .seconds(30))]
    /// A media player's policies: resume when told to, pause on unplug (not in the SDK).
    public static let mediaPlayback: [InterruptionPolicy] = [.resumeWhenShouldResume, .pauseOnOldDeviceUnavailable]
}
