/// Why each file of `SpecConformance/Rejected/` is refused: the error's path and a fragment of its message.
///
/// Every rejected file needs an entry; a file refused for another reason than the one it was written for is a
/// test failure.
enum RejectedFileReasons {
    /// File name → (path, message fragment).
    static let table: [String: (path: String, reason: String)] = [
        "bad-time-unit.yaml": ("steps[0].at", "bad time '2d': a time is a number of seconds or a number"),
        "state-preferred-input-not-a-port.yaml": (
            "expect[0].state.preferredInput", "unknown port 'builtInMik'"
        ),
        "set-output-muted-on-ios-18.yaml": (
            "steps[0].do", "setOutputMuted needs iOS 26 (device: {os: 26}); this scenario's device runs iOS 18"
        ),
        "set-input-muted-not-a-bool.yaml": ("steps[0].do.setInputMuted", "expected true or false, found 'yes please'"),
        "mute-input-without-value.yaml": ("steps[0].user", "muteInput needs true or false"),
        "state-output-muted-not-a-bool.yaml": ("expect[0].state.outputMuted", "expected true or false, found"),
        "misspelled-mute-event-field.yaml": (
            "expect[0].received.inputMuteStateChange", "inputMuteStateChange has no field 'muted'; its field is isMuted"
        ),
        "misspelled-volume-up.yaml": ("steps[0].user", "unknown user action 'volumeUpp'"),
        "bad-time.yaml": ("steps[0].at", "bad time 'soon': a time is a number of seconds or a number"),
        "declares-music.yaml": ("apps.Music", "'Music' is the built-in Music app and cannot be declared;"),
        "declares-phone.yaml": ("apps.Phone", "'Phone' is the built-in Phone app and cannot be declared;"),
        "disconnect-before-connect.yaml": (
            "steps[0].user.disconnect", "no device named 'wiredHeadphones' is connected at 0s"
        ),
        "disconnect-twice.yaml": ("steps[1].user.disconnect", "no device named 'wiredHeadphones' is connected at 1s"),
        "endcall-while-ringing.yaml": ("steps[1].user", "at 1s: endCall: no call is connected (rule E9)"),
        "format-2.yaml": ("format", "unsupported format '2'; this version reads format 1"),
        "ignore-without-sequence.yaml": ("expect[0].ignore", "'ignore' goes with 'sequence'"),
        "lifecycle-event-in-expect.yaml": (
            "expect[0].received", "becameActive is a lifecycle event, not a notification:"
        ),
        "missing-apps.yaml": ("", "missing key 'apps': a scenario needs at least one app"),
        "missing-name.yaml": ("", "missing key 'name'"),
        "misspelled-device-kind-case.yaml": (
            "steps[0].user.connect.kind", "unknown device kind 'airplay' (the kinds: wiredHeadphones,"
        ),
        "misspelled-device-name.yaml": (
            "steps[0].user.disconnect", "unknown device 'Kitchn': disconnect names a device of"
        ),
        "misspelled-event-field-value.yaml": (
            "expect[0].never.routeChange.reason", "unknown routeChange reason 'oldDeviceUnavailble'"
        ),
        "misspelled-interrupted-by.yaml": ("expect[0].state.interruptedBy", "undefined app 'Radoi'"),
        "misspelled-lifecycle-trigger.yaml": ("apps.Game.reactions[0].on", "unknown event 'becameActiv'"),
        "music-step-action.yaml": ("steps[0].do", "app: Music takes only play or pause, not 'activate'"),
        "negative-duration.yaml": ("steps[0].do.play.for", "bad time '-250ms': times cannot be negative"),
        "negative-number-time.yaml": ("expect[0].at", "bad time '-0.5': times cannot be negative"),
        "negative-time.yaml": ("steps[0].at", "bad time '-1s': times cannot be negative"),
        "not-yaml.yaml": ("", "not valid YAML at column 5: a '[' list is not closed with"),
        "nothing-to-answerCall.yaml": ("steps[0].user", "at 1s: answerCall: no call is ringing (rule E9)"),
        "nothing-to-declineCall.yaml": ("steps[0].user", "at 1s: declineCall: no call is ringing (rule E9)"),
        "nothing-to-dismissAlarm.yaml": ("steps[0].user", "at 1s: dismissAlarm: no alarm is ringing (rule E9)"),
        "nothing-to-endCall.yaml": ("steps[0].user", "at 1s: endCall: no call is connected (rule E9)"),
        "nothing-to-remoteHangUp.yaml": ("steps[0].system", "at 1s: remoteHangUp: there is no call (rule E9)"),
        "nothing-to-siriEnded.yaml": ("steps[0].system", "at 1s: siriEnded: Siri is not listening (rule E9)"),
        "phone-step.yaml": ("steps[0].app", "the built-in Phone app takes no steps; use user and system"),
        "reaction-user-action.yaml": ("apps.Game.reactions[0].do", "unknown action 'home'"),
        "second-alarm.yaml": ("steps[1].system", "at 1s: alarm: an alarm is already ringing (rule E9)"),
        "second-call.yaml": ("steps[1].system", "at 1s: incomingCall: a call already exists (rule S1)"),
        "second-siri.yaml": ("steps[1].system", "at 1s: siri: Siri is already listening (rule E9)"),
        "smart-folio-iphone.yaml": ("steps[0].system", "smartFolio needs an iPad (device: {model: iPad}); an iPhone"),
        "smart-folio-value.yaml": ("steps[0].system.smartFolio", "unknown Smart Folio position 'shut'"),
        "step-no-actor.yaml": ("steps[0]", "a step needs one of app, user or system"),
        "step-no-at.yaml": ("steps[0]", "missing key 'at'"),
        "step-two-actors.yaml": ("steps[0]", "a step takes one of app, user or system, found app and user"),
        "two-devices-same-kind-connect.yaml": (
            "steps[0].user.connect", "a device named 'wiredHeadphones' is already connected at"
        ),
        "two-devices-same-kind.yaml": (
            "device.devices[1]", "two devices are named 'bluetoothSpeaker'; give each its own"
        ),
        "undefined-app-expect.yaml": ("expect[0].app", "undefined app 'Radio'"),
        "undefined-app-foreground.yaml": ("device.foreground", "undefined app 'Radio'"),
        "undefined-app-open.yaml": ("steps[0].user.openApp", "undefined app 'Gmae'"),
        "undefined-app-step.yaml": ("steps[0].app", "undefined app 'Gmae'"),
        "unknown-action.yaml": ("steps[0].do[0]", "unknown action 'activte'"),
        "unknown-airplay-for.yaml": ("device.devices[0].for", "unknown AirPlay target 'everything'"),
        "unknown-app-key.yaml": ("apps.Game", "unknown key 'backgroundAudo'"),
        "unknown-call-style.yaml": ("device.callStyle", "unknown call style 'popup'"),
        "unknown-category.yaml": ("steps[0].do.setCategory.category", "unknown category 'playbak'"),
        "unknown-device-key.yaml": ("device", "unknown key 'ringr'"),
        "unknown-device-kind.yaml": ("device.devices[0]", "unknown device kind 'wiredHeadphone' (the kinds:"),
        "unknown-device-name.yaml": (
            "steps[0].user.disconnect", "unknown device 'Kitchen': disconnect names a device of"
        ),
        "unknown-error-code.yaml": ("expect[0].error", "unknown error code 'isBusyy'"),
        "unknown-event-field.yaml": (
            "expect[0].never.interruptionEnded", "interruptionEnded has no field 'reason'; its field is"
        ),
        "unknown-event.yaml": ("expect[0].never", "unknown event 'interruptionBegun'"),
        "unknown-expect-key.yaml": ("expect[0]", "unknown key 'recieved'"),
        "unknown-mode.yaml": ("steps[0].do.setMode", "unknown mode 'voiceChatt'"),
        "unknown-model.yaml": ("device.model", "unknown model 'iPod'"),
        "unknown-music.yaml": ("device.music", "unknown music state 'paused'"),
        "unknown-option.yaml": ("steps[0].do.setCategory.options[0]", "unknown option 'duckOther'"),
        "unknown-os.yaml": ("device.os", "unknown iOS version '17'"),
        "unknown-override.yaml": ("steps[0].do.overrideOutput", "unknown output override 'receiver'"),
        "unknown-permission-answer.yaml": ("apps.Game.answersPermissionPrompt", "unknown permission answer 'maybe'"),
        "unknown-policy.yaml": ("steps[0].do.setCategory.policy", "unknown route-sharing policy 'longFormAudoi'"),
        "unknown-port.yaml": ("expect[0].state.outputs[0]", "unknown port 'speaker'"),
        "unknown-preferred-input.yaml": (
            "steps[0].do.setPreferredInput", "'Kitchen' is neither a port name nor a device of"
        ),
        "unknown-reaction-event.yaml": ("apps.Game.reactions[0].on", "unknown event 'interruptionBegun'"),
        "unknown-reaction-field-value.yaml": (
            "apps.Game.reactions[0].if.reason", "unknown routeChange reason 'oldDeviceGone'"
        ),
        "unknown-reaction-key.yaml": ("apps.Game.reactions[0]", "unknown key 'iff'"),
        "unknown-record-permission.yaml": ("apps.Game.recordPermission", "unknown record permission 'allowed'"),
        "unknown-remote-command.yaml": ("steps[0].user.remote", "unknown remote command 'next'"),
        "unknown-ringer.yaml": ("device.ringer", "unknown ringer position 'vibrate'"),
        "unknown-state-key.yaml": ("expect[0].state", "unknown state key 'activ'"),
        "unknown-state-value.yaml": ("expect[0].state.appState", "unknown app state 'running'"),
        "unknown-system-event.yaml": ("steps[0].system", "unknown system event 'incomingCal'"),
        "unknown-top-level-key.yaml": ("", "unknown key 'stpes'"),
        "unknown-user-action.yaml": ("steps[0].user", "unknown user action 'unlok'"),
        "wrong-type-bool.yaml": ("apps.Game.backgroundAudio", "expected true or false, found '3'"),
        "wrong-type-list.yaml": ("expect[0].between", "expected a list, found the string '5s'"),
        "wrong-type-steps.yaml": ("steps", "expected a list, found a map"),
    ]
}
