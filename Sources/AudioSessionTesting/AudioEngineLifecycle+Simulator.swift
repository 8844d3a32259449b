import AudioSessionEngine
import AudioSessionKit

extension AudioEngineLifecycle {
    /// Follows `session`'s notifications and its app's delegate callbacks in the simulator (not in the SDK; on a
    /// device the host app forwards the callbacks).
    public convenience init(
        followingAppOf session: SimulatedAudioSession, options: Options = Options(), callbacks: Callbacks
    ) {
        self.init(session: session, options: options, callbacks: callbacks)
        let observation = session.addLifecycleObserver { [weak self] event in
            guard let self else { return }
            switch event {
            case .resignedActive: self.applicationWillResignActive()
            case .enteredBackground: self.applicationDidEnterBackground()
            case .enteredForeground: self.applicationWillEnterForeground()
            case .becameActive: self.applicationDidBecomeActive()
            }
        }
        keep(observation)
    }
}
