#if canImport(AVFAudio) && !os(macOS)
    import Foundation

    /// Bridges to `NSError` the way `AVAudioSession` reports errors: `NSOSStatusErrorDomain` and the `OSStatus` code.
    extension AudioSessionError: CustomNSError {
        /// `NSOSStatusErrorDomain`, the domain of `AVAudioSession` errors.
        public static var errorDomain: String { NSOSStatusErrorDomain }
        /// The `OSStatus` value; mirrors `NSError.code` of an `AVAudioSession.ErrorCode` error.
        public var errorCode: Int { code.rawValue }
        /// The message under `NSLocalizedDescriptionKey`; mirrors `NSError.userInfo`.
        public var errorUserInfo: [String: Any] {
            message.isEmpty ? [:] : [NSLocalizedDescriptionKey: message]
        }
    }
#endif
