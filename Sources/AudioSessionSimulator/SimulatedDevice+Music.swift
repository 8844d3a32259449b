import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import AudioSessionVocabulary

extension SimulatedDevice {
    /// Music's built-in behaviour (N3, E7): a scripted app, recorded like reactions.
    func installMusic() {
        guard let music = state.music else { return }
        observe(music) { [weak self] delivery in
            guard let self else { return }
            switch delivery {
            case .notification(.remoteCommand(let command)):
                self.musicCommand(command, app: music)
            case .notification(.interruptionEnded(let options)):
                let resume = self.runtime.reading { engine, _ in
                    engine.state[music].session.wasPlayingWhenInterrupted
                }
                if options.contains(.shouldResume), resume {
                    self.apply(.activate, by: music)
                    self.apply(.play(for: nil), by: music)
                }
            case .notification(.routeChange(.oldDeviceUnavailable, _)):
                self.apply(.stop, by: music)
            default:
                break
            }
        }
    }

    private func musicCommand(_ command: RemoteCommand, app music: AppID) {
        let playing = runtime.reading { engine, _ in engine.state[music].session.isPlaying }
        let play = command == .play || (command == .togglePlayPause && !playing)
        if play {
            guard !playing else { return }
            apply(.activate, by: music)
            apply(.play(for: nil), by: music)
        } else {
            guard playing else { return }
            apply(.stop, by: music)
            apply(.deactivate(.notifyOthersOnDeactivation), by: music)
        }
    }

    /// The user taps play or pause in Music (`app: Music` steps): handled like the remote command, not delivered
    /// as one (E7).
    public func musicTap(_ command: RemoteCommand, app music: AppID) {
        step {
            runtime.applyBookkeeping(.appWillRunCode(music))
            runtime.applyBookkeeping(.handlingRemoteCommand(music, true))
            let vocabulary = Vocabulary.standard
            record(
                TraceEvent(
                    time: nanosecondsNow, actor: "Music", app: music, category: .action,
                    kind: vocabulary.name(of: TraceWord.tap),
                    fields: [vocabulary.field(.command, .string(command.rawValue))]))
            runtime.drainIfIdle()
            runtime.runAsReaction(of: music) { self.musicCommand(command, app: music) }
            runtime.applyBookkeeping(.handlingRemoteCommand(music, false))
        }
    }
}
