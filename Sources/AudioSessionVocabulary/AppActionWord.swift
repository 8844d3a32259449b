import AudioSessionEngine

/// An app action, without its argument: what `AppAction` is, case by case (the sound engine's and CallKit's
/// actions flattened).
public enum AppActionWord: String, VocabularyWord {
    /// `setCategory(_:mode:policy:options:)`.
    case setCategory
    /// `setMode(_:)`.
    case setMode
    /// `setActive(true)`.
    case activate
    /// `setActive(false, options:)`.
    case deactivate
    /// A player starts.
    case play
    /// The player stops.
    case stop
    /// A recorder starts.
    case record
    /// The recorder stops.
    case stopRecording
    /// `overrideOutputAudioPort(_:)`.
    case overrideOutput
    /// `setPreferredInput(_:)`.
    case setPreferredInput
    /// `AVAudioApplication.requestRecordPermission()`.
    case requestRecordPermission
    /// `setPrefersNoInterruptionsFromSystemAlerts(_:)`.
    case setPrefersNoInterruptionsFromSystemAlerts
    /// `setPrefersInterruptionOnRouteDisconnect(_:)`.
    case setPrefersInterruptionOnRouteDisconnect
    /// `AVAudioApplication.setInputMuted(_:)`.
    case setInputMuted
    /// `AVAudioSession.setOutputMuted(_:)`.
    case setOutputMuted
    /// `AK::SoundEngine::Suspend(renderAnyway)`.
    case soundEngineSuspend
    /// `AK::SoundEngine::WakeupFromSuspend()`.
    case soundEngineWake
    /// Mutes a bus of the sound engine.
    case soundEngineMuteBus
    /// Unmutes a bus of the sound engine.
    case soundEngineUnmuteBus
    /// `CXProvider.reportNewIncomingCall(with:update:completion:)`.
    case callKitReportIncomingCall
    /// `CXCallController.request(_:completion:)` with a `CXStartCallAction`.
    case callKitStartCall
    /// `CXProvider.reportCall(with:endedAt:reason:)`.
    case callKitEndCall
    /// `CXCallController.request(_:completion:)` with a `CXEndCallAction`.
    case callKitRequestEndCall
    /// `CXCallController.request(_:completion:)` with a `CXSetHeldCallAction` holding the call.
    case callKitRequestHold
    /// `CXCallController.request(_:completion:)` with a `CXSetHeldCallAction` resuming the call.
    case callKitRequestResume

    /// The app actions of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.appActions }
}

extension AppAction {
    /// The action without its argument, as the vocabulary names it.
    public var word: AppActionWord {
        switch self {
        case .setCategory: .setCategory
        case .setMode: .setMode
        case .activate: .activate
        case .deactivate: .deactivate
        case .play: .play
        case .stop: .stop
        case .record: .record
        case .stopRecording: .stopRecording
        case .overrideOutput: .overrideOutput
        case .setPreferredInput: .setPreferredInput
        case .requestRecordPermission: .requestRecordPermission
        case .setPrefersNoInterruptionsFromSystemAlerts: .setPrefersNoInterruptionsFromSystemAlerts
        case .setPrefersInterruptionOnRouteDisconnect: .setPrefersInterruptionOnRouteDisconnect
        case .setInputMuted: .setInputMuted
        case .setOutputMuted: .setOutputMuted
        case .soundEngine(.suspend): .soundEngineSuspend
        case .soundEngine(.wake): .soundEngineWake
        case .soundEngine(.muteBus): .soundEngineMuteBus
        case .soundEngine(.unmuteBus): .soundEngineUnmuteBus
        case .callKit(.reportIncomingCall): .callKitReportIncomingCall
        case .callKit(.startCall): .callKitStartCall
        case .callKit(.endCall): .callKitEndCall
        case .callKit(.requestEndCall): .callKitRequestEndCall
        case .callKit(.requestHold): .callKitRequestHold
        case .callKit(.requestResume): .callKitRequestResume
        }
    }
}

extension AppActionWord {
    /// The CallKit action this word is, if it is one.
    public var callKitAction: CallKitAction? {
        switch self {
        case .callKitReportIncomingCall: .reportIncomingCall
        case .callKitStartCall: .startCall
        case .callKitEndCall: .endCall
        case .callKitRequestEndCall: .requestEndCall
        case .callKitRequestHold: .requestHold
        case .callKitRequestResume: .requestResume
        default: nil
        }
    }
}
