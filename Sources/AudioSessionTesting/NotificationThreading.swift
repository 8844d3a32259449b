import AudioSessionKit
import Dispatch
import Foundation

/// Where a ``SimulatedAudioSession`` runs the observers of its notifications, and its ``SimulatedCallProvider`` the
/// delegate's callbacks (not in the SDK).
///
/// iOS posts `AVAudioSession`'s interruption, media-services and secondary-audio-hint notifications on the main
/// thread and its route changes on a secondary thread (here also `availableInputsChange`, and the mute notifications
/// on the main thread: Apple does not say); `CXProvider(queue: nil)` calls its delegate on the main queue.
/// ``asOnIOS`` (the default) does the same, synchronously: the device waits until the observer or the callback has
/// run, so the order of deliveries and the test's outcome do not depend on scheduling. ``onDrivingThread`` runs
/// every observer and callback on the thread that drives the device.
public enum NotificationThreading: Hashable, Sendable {
    /// Interruptions, media-services notifications, the secondary-audio hint and CallKit callbacks on the main queue,
    /// route changes on a secondary serial queue; each delivery waits for its observer.
    case asOnIOS
    /// Every observer and CallKit callback runs on the thread that drives the device (a `perform` or `advance` call).
    case onDrivingThread

    /// Whether iOS posts `notification` on the main thread.
    static func isPostedOnMain(_ notification: AudioSessionNotification) -> Bool {
        switch notification {
        // Apple does not say where the iOS 17 and 26 notifications are posted: `availableInputsChange` goes with the
        // route change it follows, the mute notifications with the main-thread ones (decisions).
        case .routeChange, .availableInputsChange: false
        case .interruptionBegan, .interruptionEnded, .silenceSecondaryAudioHint, .mediaServicesWereLost,
            .mediaServicesWereReset, .inputMuteStateChange, .outputMuteStateChange, .userIntentToUnmuteOutput:
            true
        }
    }

    /// Runs `observer` for `notification` where this threading says, and returns once it has run.
    func run(_ notification: AudioSessionNotification, _ observer: () -> Void) {
        switch self {
        case .onDrivingThread:
            observer()
        case .asOnIOS where Self.isPostedOnMain(notification):
            if Self.isOnMainQueue { observer() } else { DispatchQueue.main.sync(execute: observer) }
        case .asOnIOS:
            if DispatchQueue.getSpecific(key: Self.secondaryQueueKey) == true {
                observer() // An observer's own call delivered a route change: it is on the secondary queue already.
            } else {
                Self.secondaryQueue.sync(execute: observer)
            }
        }
    }

    /// Runs a CallKit delegate callback where this threading says, and returns once it has run: on the main queue
    /// for ``asOnIOS``, as `CXProvider(queue: nil)` delivers them (synchronously when already there); on the driving
    /// thread for ``onDrivingThread``.
    func runCallKitCallback(_ callback: () -> Void) {
        switch self {
        case .onDrivingThread: callback()
        case .asOnIOS where Self.isOnMainQueue: callback()
        case .asOnIOS: DispatchQueue.main.sync(execute: callback)
        }
    }

    /// The secondary thread route changes are delivered on.
    private static let secondaryQueue: DispatchQueue = {
        let queue = DispatchQueue(label: "SimulatedAudioSession notifications")
        queue.setSpecific(key: secondaryQueueKey, value: true)
        return queue
    }()

    private static let secondaryQueueKey = DispatchSpecificKey<Bool>()

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (on Linux, the test runner may service it from a thread that
    /// `Thread.isMainThread` does not recognise).
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
