import AudioSessionEngine

extension Vocabulary {
    /// The vocabulary of the scenario format, the trace and the wire protocol: the one place these names are spelled.
    public static let standard = Vocabulary(
        appActions: [
            Entry(.setCategory, "setCategory"), Entry(.setMode, "setMode"), Entry(.activate, "activate"),
            Entry(.deactivate, "deactivate"), Entry(.play, "play"), Entry(.stop, "stop"), Entry(.record, "record"),
            Entry(.stopRecording, "stopRecording"), Entry(.overrideOutput, "overrideOutput"),
            Entry(.setPreferredInput, "setPreferredInput"), Entry(.requestRecordPermission, "requestRecordPermission"),
            Entry(.setPrefersNoInterruptionsFromSystemAlerts, "setPrefersNoInterruptionsFromSystemAlerts"),
            Entry(.setPrefersInterruptionOnRouteDisconnect, "setPrefersInterruptionOnRouteDisconnect"),
            Entry(.setInputMuted, "setInputMuted"), Entry(.setOutputMuted, "setOutputMuted"),
            Entry(.soundEngineSuspend, "suspendEngine"), Entry(.soundEngineWake, "wakeEngine"),
            Entry(.soundEngineMuteBus, "muteBus"), Entry(.soundEngineUnmuteBus, "unmuteBus"),
            Entry(.callKitReportIncomingCall, "reportIncomingCall"), Entry(.callKitStartCall, "startCall"),
            Entry(.callKitEndCall, "endCall"), Entry(.callKitRequestEndCall, "requestEndCall"),
            Entry(.callKitRequestHold, "requestHold"), Entry(.callKitRequestResume, "requestResume"),
        ],
        userActions: [
            Entry(.connect, "connect"), Entry(.disconnect, "disconnect"), Entry(.ringer, "ringer"),
            Entry(.lock, "lock"), Entry(.unlock, "unlock"), Entry(.openApp, "openApp"), Entry(.home, "home"),
            Entry(.answerCall, "answerCall"), Entry(.declineCall, "declineCall"), Entry(.endCall, "endCall"),
            Entry(.holdAndAccept, "holdAndAccept"), Entry(.endAndAccept, "endAndAccept"),
            Entry(.resumeCall, "resumeCall"), Entry(.dismissAlarm, "dismissAlarm"), Entry(.remote, "remote"),
            Entry(.killApp, "killApp"), Entry(.muteInput, "muteInput"), Entry(.volumeUp, "volumeUp"),
        ],
        systemEvents: [
            Entry(.incomingCall, "incomingCall"), Entry(.remoteHangUp, "remoteHangUp"), Entry(.alarm, "alarm"),
            Entry(.siri, "siri"), Entry(.siriEnded, "siriEnded"), Entry(.resetMediaServices, "resetMediaServices"),
            Entry(.smartFolio, "smartFolio"),
        ],
        notifications: [
            Entry(.interruptionBegan, "interruptionBegan"), Entry(.interruptionEnded, "interruptionEnded"),
            Entry(.routeChange, "routeChange"), Entry(.silenceSecondaryAudioHint, "silenceSecondaryAudioHint"),
            Entry(.mediaServicesWereLost, "mediaServicesWereLost"),
            Entry(.mediaServicesWereReset, "mediaServicesWereReset"),
            Entry(.recordPermissionPrompt, "recordPermissionPrompt"), Entry(.remoteCommand, "remoteCommand"),
            Entry(.performAnswerCall, "performAnswerCall"), Entry(.performStartCall, "performStartCall"),
            Entry(.performEndCall, "performEndCall"), Entry(.performSetHeld, "performSetHeld"),
            Entry(.didActivateAudioSession, "didActivateAudioSession"),
            Entry(.didDeactivateAudioSession, "didDeactivateAudioSession"),
            Entry(.providerDidReset, "providerDidReset"), Entry(.performSetMuted, "performSetMuted"),
            Entry(.inputMuteStateChange, "inputMuteStateChange"),
            Entry(.outputMuteStateChange, "outputMuteStateChange"),
            Entry(.userIntentToUnmuteOutput, "userIntentToUnmuteOutput"),
            Entry(.availableInputsChange, "availableInputsChange"),
        ],
        fields: [
            Entry(.shouldResume, "shouldResume"), Entry(.reason, "reason"), Entry(.hintType, "type"),
            Entry(.command, "command"), Entry(.onHold, "onHold"), Entry(.isMuted, "isMuted"), Entry(.muted, "muted"),
        ],
        stateKeys: [
            Entry(.appState, "appState"), Entry(.active, "active"), Entry(.interrupted, "interrupted"),
            Entry(.playing, "playing"), Entry(.recording, "recording"), Entry(.audible, "audible"),
            Entry(.silenced, "silenced"), Entry(.ducked, "ducked"), Entry(.inputIsSilent, "inputIsSilent"),
            Entry(.category, "category"), Entry(.mode, "mode"), Entry(.policy, "policy"), Entry(.options, "options"),
            Entry(.outputs, "outputs"), Entry(.inputs, "inputs"), Entry(.otherAudioPlaying, "otherAudioPlaying"),
            Entry(.secondaryAudioShouldBeSilencedHint, "secondaryAudioShouldBeSilencedHint"),
            Entry(.recordPermission, "recordPermission"), Entry(.nowPlaying, "nowPlaying"),
            Entry(.interruptedBy, "interruptedBy"), Entry(.call, "call"), Entry(.engineSuspended, "engineSuspended"),
            Entry(.mutedBuses, "mutedBuses"), Entry(.preferredInput, "preferredInput"),
            Entry(.inputMuted, "inputMuted"), Entry(.outputMuted, "outputMuted"), Entry(.route, "route"),
            Entry(.availableInputs, "availableInputs"),
        ])
}
