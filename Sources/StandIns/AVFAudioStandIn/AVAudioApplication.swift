import Foundation

/// `AVAudioApplication` (iOS 17, macOS 14, tvOS 17, watchOS 10): the app's record permission and input mute.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public final class AVAudioApplication: NSObject, @unchecked Sendable {
    /// `AVAudioApplicationRecordPermission` (Swift `AVAudioApplication.recordPermission`; four-character codes).
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public enum recordPermission: Int, @unchecked Sendable {
        /// `AVAudioApplicationRecordPermissionUndetermined` (`'undt'`).
        case undetermined = 0x756e_6474
        /// `AVAudioApplicationRecordPermissionDenied` (`'deny'`).
        case denied = 0x6465_6e79
        /// `AVAudioApplicationRecordPermissionGranted` (`'grnt'`).
        case granted = 0x6772_6e74
    }

    private struct State {
        var permission: recordPermission = .undetermined
        var answer = true
        var isInputMuted = false
        var failure: NSError?
    }

    private let lock = NSLock()
    private var state = State()

    private override init() { super.init() }

    /// `+sharedInstance` (Swift `shared`).
    public static let shared = AVAudioApplication()

    /// `recordPermission`.
    public var recordPermission: recordPermission { lock.locking { state.permission } }
    /// `inputMuted` (getter `isInputMuted`).
    public var isInputMuted: Bool { lock.locking { state.isInputMuted } }
    /// `-setInputMuted:error:`.
    public func setInputMuted(_ muted: Bool) throws {
        try lock.locking {
            if let failure = state.failure {
                state.failure = nil
                throw failure
            }
            state.isInputMuted = muted
        }
    }

    /// `+requestRecordPermissionWithCompletionHandler:`: runs at once when already decided, else after the answer.
    public class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        let granted = shared.lock.locking { () -> Bool in
            if shared.state.permission == .undetermined {
                shared.state.permission = shared.state.answer ? .granted : .denied
            }
            return shared.state.permission == .granted
        }
        response(granted)
    }

    /// `+requestRecordPermissionWithCompletionHandler:` as Swift imports it: `async`.
    public class func requestRecordPermission() async -> Bool {
        await withCheckedContinuation { continuation in
            requestRecordPermission { continuation.resume(returning: $0) }
        }
    }

    /// `AVAudioApplicationInputMuteStateChangeNotification`.
    public class var inputMuteStateChangeNotification: NSNotification.Name {
        NSNotification.Name("AVAudioApplicationInputMuteStateChangeNotification")
    }
    /// `AVAudioApplicationMuteStateKey`.
    public static let muteStateKey = "AVAudioApplicationMuteStateKey"

    /// Not in the SDK: what the prompt answers, the permission already given, the next error (for a script).
    public func script(permission: recordPermission? = nil, answer: Bool? = nil, nextError: NSError? = nil) {
        lock.locking {
            if let permission { state.permission = permission }
            if let answer { state.answer = answer }
            if let nextError { state.failure = nextError }
        }
    }
}
