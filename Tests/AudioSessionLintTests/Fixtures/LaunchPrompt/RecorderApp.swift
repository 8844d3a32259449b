// swift-format-ignore-file
import AVFoundation
import SwiftUI

struct RecorderApp: App {
    init() {
        try? AVAudioSession.sharedInstance().setCategory(.record)  // expect: mic-prompt-at-launch
        try? AVAudioSession.sharedInstance().setActive(true)
    }

    var body: some Scene {
        WindowGroup { Text("Recorder") }
    }
}

struct PlayerApp: App {
    init() {
        // Playback only: no microphone prompt.
        try? AVAudioSession.sharedInstance().setCategory(.playback)
        try? AVAudioSession.sharedInstance().setActive(true)
    }

    var body: some Scene {
        WindowGroup { Text("Player") }
    }
}

struct LaterRecorderApp: App {
    init() {
        // Set at launch, activated only when the user records: no prompt at launch.
        try? AVAudioSession.sharedInstance().setCategory(.playAndRecord)
        AVAudioApplication.requestRecordPermission { granted in
            if granted { try? AVAudioSession.sharedInstance().setActive(true) }
        }
    }

    var body: some Scene {
        WindowGroup { Text("Later") }
    }
}
