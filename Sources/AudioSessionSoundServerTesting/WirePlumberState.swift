#if PulseAudio
    import Foundation

    /// What WirePlumber saved for streams (its `restore-stream` state file), which pipewire-pulse does not show:
    /// the file `AUDIOSESSION_TEST_WIREPLUMBER_STATE` names (CI's headless PipeWire sets it).
    package enum WirePlumberState {
        /// The state file, when the environment names one.
        package static let path = ProcessInfo.processInfo.environment["AUDIOSESSION_TEST_WIREPLUMBER_STATE"].flatMap {
            $0.isEmpty ? nil : $0
        }

        /// The saved lines of an app's output streams (`Output/Audio:application.name:Radio:mute=false`), sorted;
        /// `nil` without a state file.
        package static func lines(of app: String) -> [String]? {
            guard let path else { return nil }
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("Output/Audio:application.name:\(app):") }.sorted()
        }
    }
#endif
