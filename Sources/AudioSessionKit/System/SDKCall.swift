#if (canImport(AVFAudio) && (os(iOS) || os(visionOS))) || canImport(AVFAudioStandIn)
    import AudioSessionModel
    import Foundation

    /// Runs an SDK call that throws an `NSError`, and turns the error into an ``AudioSessionError`` with the same
    /// code: an `OSStatus` in `NSOSStatusErrorDomain` (`AVAudioSession.ErrorCode` values, and Core Audio's own, such as
    /// `kAudioUnitErr_FailedInitialization`, which keep their number and read `code(N)`).
    func callingSDK(_ body: () throws -> Void) throws(AudioSessionError) {
        do {
            try body()
        } catch {
            let nsError = error as NSError
            throw AudioSessionError(AudioSessionError.Code(rawValue: nsError.code), nsError.localizedDescription)
        }
    }

    /// A `NotificationCenter` observer token. The SDK does not mark `NSObjectProtocol` tokens `Sendable`, but removing
    /// one is thread-safe, and this wrapper only ever passes it back to `removeObserver(_:)`.
    final class ObserverToken: @unchecked Sendable {
        let token: any NSObjectProtocol
        init(_ token: any NSObjectProtocol) { self.token = token }
    }
#endif
