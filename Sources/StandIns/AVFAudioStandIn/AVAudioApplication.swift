import Foundation

/// `AVAudioApplication` (iOS 17, macOS 14, tvOS 17, watchOS 10): the app's record permission and input mute.
///
/// An Objective-C class, so `open` in Swift; `NS_SWIFT_SENDABLE` in the current SDK (Apple's documentation lists
/// `Sendable`). The input mute is visionOS 26.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
open class AVAudioApplication: NSObject, @unchecked Sendable {
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

    private static let instance = AVAudioApplication()

    /// `+sharedInstance` (Swift `shared`, a class property).
    open class var shared: AVAudioApplication { instance }

    /// `recordPermission`.
    open var recordPermission: recordPermission { lock.locking { state.permission } }
    /// `inputMuted` (getter `isInputMuted`; visionOS 26).
    @available(visionOS 26.0, *)
    open var isInputMuted: Bool { lock.locking { state.isInputMuted } }
    /// `-setInputMuted:error:` (visionOS 26).
    @available(visionOS 26.0, *)
    open func setInputMuted(_ muted: Bool) throws {
        try lock.locking {
            if let failure = state.failure {
                state.failure = nil
                throw failure
            }
            state.isInputMuted = muted
        }
    }

    /// `+requestRecordPermissionWithCompletionHandler:`: runs at once when already decided, else after the answer. The
    /// SDK's block is not `NS_SWIFT_SENDABLE`, so the closure is not `@Sendable`.
    open class func requestRecordPermission(completionHandler response: @escaping (Bool) -> Void) {
        let granted = shared.lock.locking { () -> Bool in
            if shared.state.permission == .undetermined {
                shared.state.permission = shared.state.answer ? .granted : .denied
            }
            return shared.state.permission == .granted
        }
        response(granted)
    }

    /// `+requestRecordPermissionWithCompletionHandler:` as Swift imports it: `async`.
    open class func requestRecordPermission() async -> Bool {
        await withCheckedContinuation { continuation in
            requestRecordPermission { continuation.resume(returning: $0) }
        }
    }

    /// `AVAudioApplicationInputMuteStateChangeNotification` (visionOS 26).
    @available(visionOS 26.0, *)
    public class var inputMuteStateChangeNotification: NSNotification.Name {
        NSNotification.Name("AVAudioApplicationInputMuteStateChangeNotification")
    }
    /// `AVAudioApplicationMuteStateKey` (visionOS 26).
    @available(visionOS 26.0, *)
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
