import AudioSessionEngine
import AudioSessionKit
import AudioSessionSimulator

/// An `AudioSessionScheduler` on a simulated device's virtual clock: work runs as one app's code, in timer order,
/// and is held while the app is suspended (rules O1, L5; not in the SDK).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SimulatedScheduler: AudioSessionScheduler {
    /// The device whose clock runs the work (not in the SDK).
    public let device: SimulatedDevice
    /// The app whose code the work is (not in the SDK).
    public let app: AppID

    /// A scheduler for an app on a device (not in the SDK).
    public init(device: SimulatedDevice, app: AppID) {
        self.device = device
        self.app = app
    }

    /// The device's virtual clock as the app's code sleeps on it: held while the app is suspended (rule L5) (not in
    /// the SDK).
    public var clock: SimulatedClock { SimulatedClock(device: device, app: app) }

    /// Sets a timer on the device (like an `after` reaction); `device.advance(to:)` fires it (not in the SDK).
    public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
        let id = device.schedule(after: delay, for: app, work)
        return ScheduledWork { [device] in device.cancel(id) }
    }
}
