#if PulseAudio
    import AudioSessionRemote
    import Foundation

    /// Writes one line to standard output at once (a pipe's reader waits for it).
    func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The tone client's run: hello, the stream, then one command per line of standard input.
    enum ToneClient {
        /// Runs with `arguments`; the exit status.
        static func run(arguments: [String]) -> Int32 {
            let parsed: ToneArguments
            switch ToneArguments.parse(arguments) {
            case .success(let arguments): parsed = arguments
            case .failure(let error):
                FileHandle.standardError.write(Data("error: \(error)\n\(ToneArguments.usage)\n".utf8))
                return 2
            }
            let session: RemoteAudioSession
            do {
                session = try RemoteAudioSession(app: parsed.app, socket: parsed.socket)
            } catch {
                say("error hello: \(error)")
                return 1
            }
            // The stream keeps the token of this hello (a daemon that restarts knows the process by its id).
            let properties = session.streamProperties.merging(["application.name": parsed.app]) { $1 }
            let tone = ToneStream(frequency: parsed.frequency)
            do {
                try tone.start(name: parsed.app, properties: properties, sink: parsed.sink)
            } catch {
                say("error stream: \(error)")
                session.close()
                return 1
            }
            // Interruptions are ignored on purpose: the tone plays on, and only the daemon can silence it.
            say("ready token=\(session.token)")
            while let line = readLine() {
                let command = ToneCommand(line)
                if command == .quit {
                    say("ok")
                    break
                }
                say(command.perform(on: session))
            }
            tone.stop()
            session.close()
            return 0
        }
    }
#endif
