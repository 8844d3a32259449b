#if (canImport(AVFAudio) && (os(iOS) || os(visionOS))) || canImport(AVFAudioStandIn)
    #if canImport(AVFAudioStandIn)
        import AVFAudioStandIn
    #else
        import AVFAudio
    #endif
    import AudioSessionModel
    import Foundation

    /// The app's I/O on a device: an ``AudioIO`` over an `AVAudioEngine`, its output an `AVAudioPlayerNode` into the
    /// main mixer, its input a tap on the engine's `inputNode`.
    ///
    /// Starting either starts the engine (which activates the session if needed, as iOS does); stopping the last one
    /// stops the engine, so that the session can then be deactivated without `isBusy`. The engine's failures come back
    /// as `AudioSessionError` with the SDK's code (`cannotStartPlaying` while another app holds the hardware, for
    /// example). Starting input where the category does not record or no input is available throws
    /// `cannotStartRecording` instead of letting the SDK raise on a zero-channel tap. When the engine reports a
    /// configuration change (`AVAudioEngineConfigurationChange`: it stopped because the hardware changed), the
    /// adapter starts again what was running and calls `restartFailed` if it cannot. An interruption or a
    /// deactivation stops the engine without a notification: ``isOutputRunning`` and ``isInputRunning`` read the
    /// engine, so they say so.
    ///
    /// After a media-services reset every audio object of the app is invalid (Apple's QA1749): make a new
    /// `SystemAudioIO` with a new engine then, as the app rebuilds its session. The stand-in lets a stopped engine
    /// start again, so tests do not catch an engine kept across a reset.
    ///
    /// `AVAudioEngine` is not `Sendable`: every use of it here holds one lock. Use ``engine`` and ``player`` (to
    /// schedule buffers and files, attach effects) from one thread at a time.
    public final class SystemAudioIO: AudioIO, @unchecked Sendable {
        /// The engine; mirrors the app's `AVAudioEngine`.
        public let engine: AVAudioEngine
        /// The output; mirrors the app's `AVAudioPlayerNode`, connected to `engine.mainMixerNode` unless attached
        /// already.
        public let player: AVAudioPlayerNode

        private struct Wanted {
            var output = false
            var input = false
            var tapInstalled = false
        }

        private let lock = NSLock()
        private var wanted = Wanted()
        private let onInput: @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void
        private let restartFailed: @Sendable (AudioSessionError) -> Void
        private var observer: ObserverToken?

        /// I/O over `engine` and `player` (not in the SDK): `onInput` receives the microphone's buffers (off the main
        /// thread, as `AVAudioNodeTapBlock`), `restartFailed` a failed restart after a configuration change.
        public init(
            engine: AVAudioEngine = AVAudioEngine(), player: AVAudioPlayerNode = AVAudioPlayerNode(),
            onInput: @escaping @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void = { _, _ in },
            restartFailed: @escaping @Sendable (AudioSessionError) -> Void = { _ in }
        ) {
            self.engine = engine
            self.player = player
            self.onInput = onInput
            self.restartFailed = restartFailed
            let token = NotificationCenter.default.addObserver(
                forName: .AVAudioEngineConfigurationChange, object: engine, queue: nil
            ) { [weak self] _ in self?.restartAfterConfigurationChange() }
            observer = ObserverToken(token)
        }

        deinit {
            if let observer { NotificationCenter.default.removeObserver(observer.token) }
        }

        /// Whether the player plays on a running engine; mirrors `engine.isRunning && player.isPlaying`.
        public var isOutputRunning: Bool { locked { engine.isRunning && player.isPlaying } }
        /// Whether the input tap runs; mirrors `engine.isRunning` with a tap on `inputNode`.
        public var isInputRunning: Bool { locked { engine.isRunning && wanted.tapInstalled } }

        /// Starts the engine if needed, then the player; mirrors `AVAudioEngine.start()` and `AVAudioPlayerNode.play()`.
        public func startOutput() throws(AudioSessionError) {
            try locked { () throws(AudioSessionError) in
                if player.engine == nil {
                    engine.attach(player)
                    engine.connect(player, to: engine.mainMixerNode, format: nil)
                }
                try startEngineIfNeeded()
                player.play()
                wanted.output = true
            }
        }

        /// Stops the player, and the engine when no input runs; mirrors `AVAudioPlayerNode.stop()`.
        public func stopOutput() {
            locked {
                player.stop()
                wanted.output = false
                stopEngineIfIdle()
            }
        }

        /// Taps the input node and starts the engine if needed; mirrors `AVAudioNode.installTap(onBus:...)` and
        /// `AVAudioEngine.start()`.
        public func startInput() throws(AudioSessionError) {
            try locked { () throws(AudioSessionError) in
                let format = engine.inputNode.inputFormat(forBus: 0)
                guard format.channelCount > 0, format.sampleRate > 0 else {
                    throw AudioSessionError(
                        .cannotStartRecording, "no input: the category does not record or no input is available")
                }
                let installedNow = !wanted.tapInstalled
                if installedNow {
                    engine.inputNode.installTap(onBus: 0, bufferSize: 4_096, format: nil, block: onInput)
                    wanted.tapInstalled = true
                }
                do throws(AudioSessionError) {
                    try startEngineIfNeeded()
                } catch {
                    if installedNow {
                        engine.inputNode.removeTap(onBus: 0)
                        wanted.tapInstalled = false
                    }
                    throw error
                }
                wanted.input = true
            }
        }

        /// Removes the tap, and stops the engine when no output runs; mirrors `AVAudioNode.removeTap(onBus:)`.
        public func stopInput() {
            locked {
                if wanted.tapInstalled { engine.inputNode.removeTap(onBus: 0) }
                wanted.tapInstalled = false
                wanted.input = false
                stopEngineIfIdle()
            }
        }

        /// Runs `body` holding the lock (`NSLocking.withLock` needs iOS 16 and rethrows untyped errors).
        private func locked<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body()
        }

        /// Starts the engine unless it runs; on failure, stops it again if nothing else wants it. Holds the lock.
        private func startEngineIfNeeded() throws(AudioSessionError) {
            guard !engine.isRunning else { return }
            engine.prepare()
            do throws(AudioSessionError) {
                try callingSDK { try engine.start() }
            } catch {
                stopEngineIfIdle()
                throw error
            }
        }

        /// Stops the engine when neither output nor input is wanted. Holds the lock.
        private func stopEngineIfIdle() {
            if !wanted.output, !wanted.input, engine.isRunning { engine.stop() }
        }

        /// The engine stopped for a hardware change: start again what ran, or give it up and say why.
        private func restartAfterConfigurationChange() {
            let failure = locked { () -> AudioSessionError? in
                guard wanted.output || wanted.input else { return nil }
                do throws(AudioSessionError) {
                    try startEngineIfNeeded()
                    if wanted.output { player.play() }
                    return nil
                } catch {
                    if wanted.tapInstalled { engine.inputNode.removeTap(onBus: 0) }
                    wanted = Wanted()
                    return error
                }
            }
            if let failure { restartFailed(failure) }
        }
    }
#endif
