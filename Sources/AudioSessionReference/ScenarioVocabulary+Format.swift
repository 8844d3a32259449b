// swift-format-ignore-file
import AudioSessionModel

// The words of the scenario format's tables, generated from its DocC articles (Sources/AudioSessionScenario/
// Documentation.docc), where they are written: edit the articles, then run
// `RECORD_REFERENCE=1 swift test --filter ReferenceGenerationTests` to write this file again. A test fails
// while this file differs from what the articles give.

extension ScenarioVocabulary {
    /// Every word the scenario format's articles explain in a table, with its kind, in article order.
    public static let formatWords: [FormatWord] = [
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"format"#,
                #"The format version: `1`, the default. Any other value is refused, so a file written for a later format fails loudly instead of being misread."#,
                facts: [
                    .init(#"required"#, #"no"#),
                ],
                rules: [])),
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"name"#,
                #"A one-line title, printed at the top of the report."#,
                facts: [
                    .init(#"required"#, #"yes"#),
                ],
                rules: [])),
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"description"#,
                #"Free text for the reader; the simulator ignores it."#,
                facts: [
                    .init(#"required"#, #"no"#),
                ],
                rules: [])),
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"device"#,
                #"The device at time 0 (below). Without it: an unlocked iPhone on iOS 18 with the ringer on and nothing plugged in."#,
                facts: [
                    .init(#"required"#, #"no"#),
                ],
                rules: [])),
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"apps"#,
                #"The apps, by display name. Their order matters only where the rules say "declaration order" (rule O1)."#,
                facts: [
                    .init(#"required"#, #"yes"#),
                ],
                rules: ["O1"])),
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"steps"#,
                #"What happens and when: see <doc:ScenarioSteps>."#,
                facts: [
                    .init(#"required"#, #"no"#),
                ],
                rules: [])),
        FormatWord(
            kind: .topLevelKey,
            Entry(
                #"expect"#,
                #"What must be observed: see <doc:ScenarioExpectations>."#,
                facts: [
                    .init(#"required"#, #"no"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"model"#,
                #"`iPhone` has an earpiece (`builtInReceiver`); `iPad` has none, so `playAndRecord` defaults to the speaker there, and only an iPad has the Smart Folio of rule I8."#,
                facts: [
                    .init(#"default"#, #"`iPhone`"#),
                ],
                rules: ["I8"])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"ringer"#,
                #"The Ring/Silent switch: `ring` or `silent`. `silent` silences `ambient` and `soloAmbient` output (rule P5)."#,
                facts: [
                    .init(#"default"#, #"`ring`"#),
                ],
                rules: ["P5"])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"locked"#,
                #"Whether the screen is locked at time 0: no app is in front, and `ambient`/`soloAmbient` output is silenced."#,
                facts: [
                    .init(#"default"#, #"`false`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"foreground"#,
                #"The app in front at time 0, or `none` for the home screen. The other running apps start `suspended`."#,
                facts: [
                    .init(#"default"#, #"the first app listed"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"devices"#,
                #"External audio devices already connected at time 0, oldest first (below)."#,
                facts: [
                    .init(#"default"#, #"`[]`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"os"#,
                #"The iOS version the rules follow: `18` or `26`. It changes which options and modes exist (rules C3, C5) and whether deactivating with running I/O reports `isBusy` (rule A5)."#,
                facts: [
                    .init(#"default"#, #"`18`"#),
                ],
                rules: ["C3", "C5", "A5"])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"callStyle"#,
                #"How the Phone shows an incoming call on an unlocked screen: `banner` (the app in front stays `foreground`) or `fullScreen` (it becomes `inactive`). Rules S1, S3, I6. Alarms always show as a banner (rule S5)."#,
                facts: [
                    .init(#"default"#, #"`banner`"#),
                ],
                rules: ["S1", "S3", "I6", "S5"])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"music"#,
                #"`playing`: the built-in Music app is already playing in the background at time 0 (rule N3)."#,
                facts: [
                    .init(#"default"#, #"`stopped`"#),
                ],
                rules: ["N3"])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"suspendAfter"#,
                #"How long an app in the background may keep running after rule L3 decides to suspend it. iOS promises "a few seconds" with no guarantee; the default 0 makes code that relies on that grace fail."#,
                facts: [
                    .init(#"default"#, #"`0s`"#),
                ],
                rules: ["L3"])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"wiredHeadphones"#,
                #"Headphones without a microphone."#,
                facts: [
                    .init(#"outputs"#, #"`headphones`"#),
                    .init(#"inputs"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"wiredHeadset"#,
                #"EarPods-style headset with a microphone."#,
                facts: [
                    .init(#"outputs"#, #"`headphones`"#),
                    .init(#"inputs"#, #"`headsetMic`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"bluetoothSpeaker"#,
                #"A stereo Bluetooth speaker."#,
                facts: [
                    .init(#"outputs"#, #"`bluetoothA2DP`"#),
                    .init(#"inputs"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"bluetoothHeadset"#,
                #"Earbuds with both profiles; they are in one profile at a time (rule R11)."#,
                facts: [
                    .init(#"outputs"#, #"`bluetoothA2DP`, or `bluetoothHFP`"#),
                    .init(#"inputs"#, #"`bluetoothHFP`"#),
                ],
                rules: ["R11"])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"bluetoothHandsFree"#,
                #"A car kit or a mono headset: hands-free only, so output-only categories ignore it (rule R2)."#,
                facts: [
                    .init(#"outputs"#, #"`bluetoothHFP`"#),
                    .init(#"inputs"#, #"`bluetoothHFP`"#),
                ],
                rules: ["R2"])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"bluetoothLE"#,
                #"A Bluetooth Low Energy audio device."#,
                facts: [
                    .init(#"outputs"#, #"`bluetoothLE`"#),
                    .init(#"inputs"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"airPlay"#,
                #"An AirPlay destination the user picked. The map form takes `for: system` (default), `longFormAudio` or `longFormVideo`: a long-form destination serves only sessions with that route-sharing policy (rule R2)."#,
                facts: [
                    .init(#"outputs"#, #"`airPlay`"#),
                    .init(#"inputs"#, #"none"#),
                ],
                rules: ["R2"])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"carPlay"#,
                #"CarPlay."#,
                facts: [
                    .init(#"outputs"#, #"`carAudio`"#),
                    .init(#"inputs"#, #"`carAudio`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"usbAudio"#,
                #"A USB audio interface."#,
                facts: [
                    .init(#"outputs"#, #"`usbAudio`"#),
                    .init(#"inputs"#, #"`usbAudio`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"hdmi"#,
                #"An HDMI adapter or display."#,
                facts: [
                    .init(#"outputs"#, #"`HDMI`"#),
                    .init(#"inputs"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKind,
            Entry(
                #"lineOut"#,
                #"A line-level output."#,
                facts: [
                    .init(#"outputs"#, #"`lineOut`"#),
                    .init(#"inputs"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"kind"#,
                #"The kind of device, from the table above."#,
                facts: [
                    .init(#"default"#, #"required"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"name"#,
                #"The name `disconnect` and `setPreferredInput` use; two devices of one kind need different names."#,
                facts: [
                    .init(#"default"#, #"the kind"#),
                ],
                rules: [])),
        FormatWord(
            kind: .deviceKey,
            Entry(
                #"for"#,
                #"For `airPlay` only: `system`, `longFormAudio` or `longFormVideo`, the sessions the destination serves (rule R2)."#,
                facts: [
                    .init(#"default"#, #"`system`"#),
                ],
                rules: ["R2"])),
        FormatWord(
            kind: .appKey,
            Entry(
                #"backgroundAudio"#,
                #"Its Info.plist lists `audio` in `UIBackgroundModes`, so it may keep playing or recording in the background (rules A1, L3)."#,
                facts: [
                    .init(#"default"#, #"`false`"#),
                ],
                rules: ["A1", "L3"])),
        FormatWord(
            kind: .appKey,
            Entry(
                #"recordPermission"#,
                #"The microphone permission at time 0: `undetermined`, `granted` or `denied`."#,
                facts: [
                    .init(#"default"#, #"`undetermined`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .appKey,
            Entry(
                #"answersPermissionPrompt"#,
                #"What the simulated user answers when the system asks for the microphone: `grant` or `deny` (rules P2, P7, P8)."#,
                facts: [
                    .init(#"default"#, #"`grant`"#),
                ],
                rules: ["P2", "P7", "P8"])),
        FormatWord(
            kind: .appKey,
            Entry(
                #"running"#,
                #"`false`: not launched at time 0; it launches on `openApp` or on its first step."#,
                facts: [
                    .init(#"default"#, #"`true`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .appKey,
            Entry(
                #"remoteCommands"#,
                #"It handles remote commands, so it can become the Now Playing app (rule N1)."#,
                facts: [
                    .init(#"default"#, #"`true` when it has an `on: remoteCommand` reaction, else `false`"#),
                ],
                rules: ["N1"])),
        FormatWord(
            kind: .appKey,
            Entry(
                #"reactions"#,
                #"What its code does when something happens to it (below)."#,
                facts: [
                    .init(#"default"#, #"`[]`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .reactionKey,
            Entry(
                #"on"#,
                #"The event that triggers it: a notification (`interruptionBegan`, `interruptionEnded`, `routeChange`, `silenceSecondaryAudioHint`, `mediaServicesWereLost`, `mediaServicesWereReset`, `recordPermissionPrompt`, `remoteCommand`) or a lifecycle event (`resignedActive`, `enteredBackground`, `enteredForeground`, `becameActive`). The SDK's notification name works too: `AVAudioSessionRouteChangeNotification` is `routeChange`."#,
                rules: [])),
        FormatWord(
            kind: .reactionKey,
            Entry(
                #"if"#,
                #"Optional: the event's fields must have these values (`shouldResume`, `reason`, `type`, `command`). Reasons may be written with their Objective-C names (`AVAudioSessionRouteChangeReasonOldDeviceUnavailable`)."#,
                rules: [])),
        FormatWord(
            kind: .reactionKey,
            Entry(
                #"after"#,
                #"Optional: a delay. Without it the reaction runs at the same instant, right after the event is delivered."#,
                rules: [])),
        FormatWord(
            kind: .reactionKey,
            Entry(
                #"unless"#,
                #"With `after`: an event that cancels the reaction if the app receives it before the delay ends."#,
                rules: [])),
        FormatWord(
            kind: .reactionKey,
            Entry(
                #"do"#,
                #"One app action or a list (see <doc:ScenarioSteps>). A failing action is recorded like a step's and does not stop the list."#,
                rules: [])),
        FormatWord(
            kind: .check,
            Entry(
                #"received"#,
                #"A received EVENT at exactly time T."#,
                facts: [
                    .init(#"form"#, #"`{at: T, app: A, received: EVENT}`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .check,
            Entry(
                #"never"#,
                #"A never received EVENT (within the window, both ends included)."#,
                facts: [
                    .init(#"form"#, #"`{app: A, never: EVENT}`, optionally `between: [T1, T2]`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .check,
            Entry(
                #"sequence"#,
                #"The notifications A received over the whole run are exactly these, in this order. Fields written are compared; fields left out are not."#,
                facts: [
                    .init(#"form"#, #"`{app: A, sequence: [EVENT, ...]}`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .check,
            Entry(
                #"error"#,
                #"An action of A at T failed with CODE; `error: none` means every action of A at T succeeded."#,
                facts: [
                    .init(#"form"#, #"`{at: T, app: A, error: CODE}`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .check,
            Entry(
                #"state"#,
                #"Every key listed has that value at T."#,
                facts: [
                    .init(#"form"#, #"`{at: T, app: A, state: {KEY: VALUE, ...}}`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .expectationKey,
            Entry(
                #"app"#,
                #"The app whose deliveries or state are checked: a declared app, `Music` or `Phone`."#,
                facts: [
                    .init(#"with"#, #"every check"#),
                ],
                rules: [])),
        FormatWord(
            kind: .expectationKey,
            Entry(
                #"at"#,
                #"The time of the check, after everything at that instant has settled."#,
                facts: [
                    .init(#"with"#, #"`received`, `error`, `state`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .expectationKey,
            Entry(
                #"between"#,
                #"A window `[T1, T2]`, both ends included; without it, the whole run."#,
                facts: [
                    .init(#"with"#, #"`never`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .expectationKey,
            Entry(
                #"ignore"#,
                #"Events left out of the app's notifications before comparing, one or a list: `ignore: [{routeChange: {reason: categoryChange}}]` leaves out the route changes of its own `setCategory` calls."#,
                facts: [
                    .init(#"with"#, #"`sequence`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"interruptionBegan"#,
                #"`AVAudioSession.interruptionNotification`, type `began`"#,
                facts: [
                    .init(#"fields"#, #"`reason`: `default`, `builtInMicMuted`, `routeDisconnected` (also `appWasSuspended`, which the rules never produce)"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"interruptionEnded"#,
                #"`AVAudioSession.interruptionNotification`, type `ended`"#,
                facts: [
                    .init(#"fields"#, #"`shouldResume`: `true` or `false`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"routeChange"#,
                #"`AVAudioSession.routeChangeNotification`"#,
                facts: [
                    .init(#"fields"#, #"`reason`: `newDeviceAvailable`, `oldDeviceUnavailable`, `categoryChange`, `override`, `noSuitableRouteForCategory`, `routeConfigurationChange` (also `wakeFromSleep`, `unknown`)"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"silenceSecondaryAudioHint"#,
                #"`AVAudioSession.silenceSecondaryAudioHintNotification`"#,
                facts: [
                    .init(#"fields"#, #"`type`: `begin` or `end`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"mediaServicesWereLost"#,
                #"`AVAudioSession.mediaServicesWereLostNotification`"#,
                facts: [
                    .init(#"fields"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"mediaServicesWereReset"#,
                #"`AVAudioSession.mediaServicesWereResetNotification`"#,
                facts: [
                    .init(#"fields"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"recordPermissionPrompt"#,
                #"the alert of `AVAudioApplication.requestRecordPermission()`"#,
                facts: [
                    .init(#"fields"#, #"none: the system asked the user"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"remoteCommand"#,
                #"`MPRemoteCommandCenter`'s commands"#,
                facts: [
                    .init(#"fields"#, #"`command`: `play`, `pause`, `togglePlayPause`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .event,
            Entry(
                #"inputMuteStateChange"#,
                #"`AVAudioApplication.inputMuteStateChangeNotification` (iOS 17), while a session of the app in an input category is active (rule P9)"#,
                facts: [
                    .init(#"fields"#, #"`isMuted`: `true` or `false`"#),
                ],
                rules: ["P9"])),
        FormatWord(
            kind: .event,
            Entry(
                #"outputMuteStateChange"#,
                #"`AVAudioSession.outputMuteStateChangeNotification` (iOS 26, rule P10)"#,
                facts: [
                    .init(#"fields"#, #"`isMuted`: `true` or `false`"#),
                ],
                rules: ["P10"])),
        FormatWord(
            kind: .event,
            Entry(
                #"userIntentToUnmuteOutput"#,
                #"`AVAudioSession.userIntentToUnmuteOutputNotification` (iOS 26, rule P10)"#,
                facts: [
                    .init(#"fields"#, #"none"#),
                ],
                rules: ["P10"])),
        FormatWord(
            kind: .event,
            Entry(
                #"availableInputsChange"#,
                #"`AVAudioSession.availableInputsChangeNotification` (iOS 26, rule R12)"#,
                facts: [
                    .init(#"fields"#, #"none"#),
                ],
                rules: ["R12"])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"reason"#,
                #"Why: an `AVAudioSession.InterruptionReason` or `AVAudioSession.RouteChangeReason`."#,
                facts: [
                    .init(#"of"#, #"`interruptionBegan`, `routeChange`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"shouldResume"#,
                #"Whether the app may resume its audio (`AVAudioSession.InterruptionOptions.shouldResume`, rules I2, I3)."#,
                facts: [
                    .init(#"of"#, #"`interruptionEnded`"#),
                ],
                rules: ["I2", "I3"])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"type"#,
                #"`begin` when another app's non-mixable audio starts, `end` when it stops (rule H2)."#,
                facts: [
                    .init(#"of"#, #"`silenceSecondaryAudioHint`"#),
                ],
                rules: ["H2"])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"command"#,
                #"The remote command: `play`, `pause` or `togglePlayPause` (rule N2)."#,
                facts: [
                    .init(#"of"#, #"`remoteCommand`"#),
                ],
                rules: ["N2"])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"onHold"#,
                #"`true` when the call is held, `false` when it is resumed (rule K5)."#,
                facts: [
                    .init(#"of"#, #"`performSetHeld`"#),
                ],
                rules: ["K5"])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"isMuted"#,
                #"The new mute state (`AVAudioApplication.muteStateKey`, `AVAudioSession.muteStateKey`; rules P9, P10)."#,
                facts: [
                    .init(#"of"#, #"`inputMuteStateChange`, `outputMuteStateChange`"#),
                ],
                rules: ["P9", "P10"])),
        FormatWord(
            kind: .eventField,
            Entry(
                #"muted"#,
                #"`true` when the user muted the call, `false` when they unmuted it (`CXSetMutedCallAction.isMuted`, rule P9)."#,
                facts: [
                    .init(#"of"#, #"`performSetMuted`"#),
                ],
                rules: ["P9"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"appState"#,
                #"The app's lifecycle state (rules L1, L3)."#,
                facts: [
                    .init(#"value"#, #"`foreground`, `inactive`, `background`, `suspended`, `notRunning`"#),
                ],
                rules: ["L1", "L3"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"active"#,
                #"Whether the session is active."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"interrupted"#,
                #"Whether it is inactive because of an interruption that has not ended, as far as the app has been told (rule I2)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["I2"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"interruptedBy"#,
                #"Who interrupted it; `none` when not interrupted or orphaned (rule I5)."#,
                facts: [
                    .init(#"value"#, #"an app name, `system`, or `none`"#),
                ],
                rules: ["I5"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"preferredInput"#,
                #"The port of the session's preferred input; `none` when it has none, or when a newly connected input replaced it (rule R7)."#,
                facts: [
                    .init(#"value"#, #"a port, or `none`"#),
                ],
                rules: ["R7"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"playing"#,
                #"Whether output / input I/O runs."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"recording"#,
                #"Whether output / input I/O runs."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"audible"#,
                #"Playing, on a route with an output, not silenced and not output-muted (rules P6, P10)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["P6", "P10"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"silenced"#,
                #"Muted by the Ring/Silent switch, the lock, or another app's active `record` session (rule P5)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["P5"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"ducked"#,
                #"Attenuated because another session ducks others (rule D1)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["D1"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"inputIsSilent"#,
                #"Recording delivers silence: permission denied, the app's input muted, or the mic muted with the override (rules P2, P9, I8)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["P2", "P9", "I8"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"inputMuted"#,
                #"The app's own input mute, `AVAudioApplication.isInputMuted` (rule P9)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["P9"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"outputMuted"#,
                #"The session's output mute, `AVAudioSession.isOutputMuted` (iOS 26, rule P10)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["P10"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"category"#,
                #"The session's configuration."#,
                facts: [
                    .init(#"value"#, #"a name"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"mode"#,
                #"The session's configuration."#,
                facts: [
                    .init(#"value"#, #"a name"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"policy"#,
                #"The session's configuration."#,
                facts: [
                    .init(#"value"#, #"a name"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"options"#,
                #"The options as the session reads them back, implied ones included; compared as a set (rule C4)."#,
                facts: [
                    .init(#"value"#, #"a list of option names"#),
                ],
                rules: ["C4"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"outputs"#,
                #"The current route's ports; compared as a set."#,
                facts: [
                    .init(#"value"#, #"a list of port names"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"inputs"#,
                #"The current route's ports; compared as a set."#,
                facts: [
                    .init(#"value"#, #"a list of port names"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"otherAudioPlaying"#,
                #"`AVAudioSession.isOtherAudioPlaying` (rule H1)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["H1"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"secondaryAudioShouldBeSilencedHint"#,
                #"The property of the same name (rule H2)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["H2"])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"recordPermission"#,
                #"The app's microphone permission."#,
                facts: [
                    .init(#"value"#, #"`undetermined`, `granted`, `denied`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stateKey,
            Entry(
                #"nowPlaying"#,
                #"Whether the app is the Now Playing app (rule N1)."#,
                facts: [
                    .init(#"value"#, #"`true`/`false`"#),
                ],
                rules: ["N1"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"woken"#,
                #"A suspended app runs again to receive what was held for it, or for a remote command or a CallKit delivery (rules L4, L5)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["L4", "L5"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"suspended"#,
                #"An app in the background with no audio running is suspended; what reaches it is held until it runs (rules L3, L5)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["L3", "L5"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"launched"#,
                #"An app that was not running starts: in the background for a VoIP push or a remote command, in front when opened (rules L2, K1)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["L2", "K1"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"terminated"#,
                #"The app ends (`killApp`): its session is gone and its I/O stops (rule L6)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["L6"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"held"#,
                #"A notification for a suspended app is kept, in order, until the app runs again; field `notification` names it (rule L5)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["L5"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"timerHeld"#,
                #"A reaction's `after` timer fell due while its app was suspended; it runs when the app wakes (rule L5)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["L5"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"playbackFinished"#,
                #"A `play` with `for` ran out: the player stopped by itself (rule P3)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["P3"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"recordingFinished"#,
                #"A `record` with `for` ran out: the recorder stopped by itself (rule P3)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["P3"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"unducked"#,
                #"No active session ducks others any more, so the app plays at full level again (rule D2)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["D2"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"remoteIgnored"#,
                #"A remote command no app takes: no app is Now Playing and Music cannot take it (rule N2)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["N2"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"connected"#,
                #"A device was plugged in or paired; field `device` describes it (rule R8)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["R8"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"disconnected"#,
                #"A device was unplugged or unpaired; field `device` describes it (rule R10)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["R10"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"mediaServicesReset"#,
                #"The media services restarted: every session is back to its initial state (rule S7)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["S7"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"route"#,
                #"An app's route changed without a `routeChange` notification carrying it (an interruption cleared a speaker override, a suppressed change); fields `outputs` and `inputs` (rules R5, S7)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["R5", "S7"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"tap"#,
                #"The user tapped play or pause in Music itself; handled like the remote command (rules N2, E7)."#,
                facts: [
                    .init(#"where"#, #"`▸` step of Music"#),
                ],
                rules: ["N2", "E7"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"alreadyActive"#,
                #"The system would activate a call's session, but the app had already activated it itself: it receives no `didActivateAudioSession` (rule K2)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["K2"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"call"#,
                #"A CallKit call changed phase; field `phase`: `ringing`, `waiting`, `connected`, `held`, `dialing` or `ended` (rules K1 to K6)."#,
                facts: [
                    .init(#"where"#, #"`·` note"#),
                ],
                rules: ["K1", "K6"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"phase"#,
                #"The call's new phase."#,
                facts: [
                    .init(#"where"#, #"field of `call`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"notification"#,
                #"The notification that was held."#,
                facts: [
                    .init(#"where"#, #"field of `held`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"device"#,
                #"The device: its kind and name."#,
                facts: [
                    .init(#"where"#, #"field of `connected`, `disconnected`, `connect`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"outputs"#,
                #"The ports of the new route."#,
                facts: [
                    .init(#"where"#, #"fields of `routeChange`, `route`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"inputs"#,
                #"The ports of the new route."#,
                facts: [
                    .init(#"where"#, #"fields of `routeChange`, `route`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"previousOutputs"#,
                #"The ports of the route before the change (the SDK's `AVAudioSessionRouteChangePreviousRouteKey`)."#,
                facts: [
                    .init(#"where"#, #"fields of `routeChange`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"previousInputs"#,
                #"The ports of the route before the change (the SDK's `AVAudioSessionRouteChangePreviousRouteKey`)."#,
                facts: [
                    .init(#"where"#, #"fields of `routeChange`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"for"#,
                #"How long the player or recorder runs before it stops by itself (rule P3)."#,
                facts: [
                    .init(#"where"#, #"field of `play`, `record`"#),
                ],
                rules: ["P3"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"port"#,
                #"The override: `speaker` or `none` (rule R5)."#,
                facts: [
                    .init(#"where"#, #"field of `overrideOutput`"#),
                ],
                rules: ["R5"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"input"#,
                #"The preferred input: a port, a device name or `none` (rule R7)."#,
                facts: [
                    .init(#"where"#, #"field of `setPreferredInput`"#),
                ],
                rules: ["R7"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"value"#,
                #"The value set."#,
                facts: [
                    .init(#"where"#, #"field of the `setPrefers…` actions"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"notifyOthers"#,
                #"`true` when the app deactivates with `.notifyOthersOnDeactivation` (rule I3)."#,
                facts: [
                    .init(#"where"#, #"field of `deactivate`"#),
                ],
                rules: ["I3"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"bus"#,
                #"The sound engine's bus."#,
                facts: [
                    .init(#"where"#, #"field of `muteBus`, `unmuteBus`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"renderAnyway"#,
                #"The sound engine keeps rendering silently while suspended (Wwise's `Suspend(true)`)."#,
                facts: [
                    .init(#"where"#, #"field of `suspendEngine`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"position"#,
                #"The Ring/Silent switch: `ring` or `silent` (rule P5)."#,
                facts: [
                    .init(#"where"#, #"field of `ringer`"#),
                ],
                rules: ["P5"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"target"#,
                #"The app opened or swiped away."#,
                facts: [
                    .init(#"where"#, #"field of `openApp`, `killApp`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"cover"#,
                #"The iPad's Smart Folio: `closed` or `open` (rule I8)."#,
                facts: [
                    .init(#"where"#, #"field of `smartFolio`"#),
                ],
                rules: ["I8"])),
        FormatWord(
            kind: .traceWord,
            Entry(
                #"command"#,
                #"The remote command, as the `remote` user action names it (rule N2)."#,
                facts: [
                    .init(#"where"#, #"field of `remote`, `remoteIgnored`, `tap`"#),
                ],
                rules: ["N2"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"callKit"#,
                #"the app reports its calls to CallKit (`CXProvider`); default `false`"#,
                facts: [
                    .init(#"where"#, #"`apps.NAME`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"reportIncomingCall"#,
                #"the app reports an incoming VoIP call (K1); allowed in the background, suspended or not running"#,
                facts: [
                    .init(#"where"#, #"app actions (`do`)"#),
                ],
                rules: ["K1"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"startCall"#,
                #"an outgoing call, from the app in front (K6)"#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                ],
                rules: ["K6"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"endCall"#,
                #"the app ends its own call: `CXEndCallAction` or `reportCall(with:endedAt:reason:)` (K4)"#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                ],
                rules: ["K4"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"requestEndCall"#,
                #"the app's `CXEndCallAction` request, told apart: `performEndCall` first, as iOS delivers it (K4)"#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                ],
                rules: ["K4"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"requestHold"#,
                #"the app's `CXSetHeldCallAction` requests: its connected call goes on hold, its held call comes off it (K5)"#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                ],
                rules: ["K5"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"requestResume"#,
                #"the app's `CXSetHeldCallAction` requests: its connected call goes on hold, its held call comes off it (K5)"#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                ],
                rules: ["K5"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"answerCall"#,
                #"the ringing call, cellular or VoIP; `declineCall` also ends a waiting call"#,
                facts: [
                    .init(#"where"#, #"user actions"#),
                ],
                rules: [])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"declineCall"#,
                #"the ringing call, cellular or VoIP; `declineCall` also ends a waiting call"#,
                facts: [
                    .init(#"where"#, #"user actions"#),
                ],
                rules: [])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"holdAndAccept"#,
                #"a call waits while another is connected: the connected call is held and the waiting one answered (K5)"#,
                facts: [
                    .init(#"where"#, #"user actions"#),
                ],
                rules: ["K5"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"endAndAccept"#,
                #"a call waits while another is connected: the connected call ends and the waiting one is answered (K5)"#,
                facts: [
                    .init(#"where"#, #"user actions"#),
                ],
                rules: ["K5"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"resumeCall"#,
                #"the held call comes off hold once no other call rings or is connected (K5)"#,
                facts: [
                    .init(#"where"#, #"user actions"#),
                ],
                rules: ["K5"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"performAnswerCall"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"performStartCall"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"performEndCall"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"performSetHeld"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"onHold"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"didActivateAudioSession"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"didDeactivateAudioSession"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"providerDidReset"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"performSetMuted"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"muted"#,
                #"the `CXProviderDelegate` callbacks, delivered to the CallKit app only (`providerDidReset` after a media services reset, K4; `performSetMuted` for the headset's mute gesture during the app's connected call, P9)"#,
                facts: [
                    .init(#"where"#, #"events (`on`, `unless`, `received`, `never`, `sequence`)"#),
                ],
                rules: ["K4", "P9"])),
        FormatWord(
            kind: .callKit,
            Entry(
                #"call"#,
                #"the app's VoIP call; for `Phone`, the cellular call"#,
                facts: [
                    .init(#"where"#, #"`state` keys"#),
                ],
                rules: [])),
        FormatWord(
            kind: .stepKey,
            Entry(
                #"at"#,
                #"When the step happens: a time. Steps at the same time run in file order."#,
                rules: [])),
        FormatWord(
            kind: .stepKey,
            Entry(
                #"app"#,
                #"The app whose code acts; its actions are in `do`."#,
                rules: [])),
        FormatWord(
            kind: .stepKey,
            Entry(
                #"do"#,
                #"One app action or a list of them, run in order."#,
                rules: [])),
        FormatWord(
            kind: .stepKey,
            Entry(
                #"user"#,
                #"One user action: what the person holding the device does."#,
                rules: [])),
        FormatWord(
            kind: .stepKey,
            Entry(
                #"system"#,
                #"One system event: what the phone network, the clock, Siri or the media server does."#,
                rules: [])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setCategory"#,
                #"`setCategory(_:mode:policy:options:)`. `mode` defaults to `default`, `options` to none, `policy` to `default`; options never carry over from an earlier call (rule C2)."#,
                facts: [
                    .init(#"argument"#, #"`{category, mode?, options?, policy?}`"#),
                ],
                rules: ["C2"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setMode"#,
                #"`setMode(_:)`, checked against the current category (rule C6)."#,
                facts: [
                    .init(#"argument"#, #"a mode"#),
                ],
                rules: ["C6"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"activate"#,
                #"`setActive(true)` (rules A1 to A3)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["A1", "A3"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"deactivate"#,
                #"`setActive(false)`, with `.notifyOthersOnDeactivation` when asked (rules A5, I3)."#,
                facts: [
                    .init(#"argument"#, #"none, or `{notifyOthers: true}`"#),
                ],
                rules: ["A5", "I3"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"play"#,
                #"A player starts; it activates the session first if needed (rule P1). With `for`, it stops by itself."#,
                facts: [
                    .init(#"argument"#, #"none, or `{for: TIME}`"#),
                ],
                rules: ["P1"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"stop"#,
                #"The player stops; the session stays active (rule P3)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["P3"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"record"#,
                #"A recorder starts (rule P2)."#,
                facts: [
                    .init(#"argument"#, #"none, or `{for: TIME}`"#),
                ],
                rules: ["P2"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"stopRecording"#,
                #"The recorder stops."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"overrideOutput"#,
                #"`overrideOutputAudioPort(_:)` (rule R5)."#,
                facts: [
                    .init(#"argument"#, #"`speaker` or `none`"#),
                ],
                rules: ["R5"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setPreferredInput"#,
                #"`setPreferredInput(_:)`; `none` clears it (rule R7)."#,
                facts: [
                    .init(#"argument"#, #"a port, a device name, or `none`"#),
                ],
                rules: ["R7"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"requestRecordPermission"#,
                #"`AVAudioApplication.requestRecordPermission()` (rule P7)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["P7"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setPrefersNoInterruptionsFromSystemAlerts"#,
                #"The setter of the same name (rule I6)."#,
                facts: [
                    .init(#"argument"#, #"`true` or `false`"#),
                ],
                rules: ["I6"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setPrefersInterruptionOnRouteDisconnect"#,
                #"The setter of the same name (rule R10)."#,
                facts: [
                    .init(#"argument"#, #"`true` or `false`"#),
                ],
                rules: ["R10"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setInputMuted"#,
                #"`AVAudioApplication.setInputMuted(_:)`: the app's own input mute (iOS 17); never fails (rule P9)."#,
                facts: [
                    .init(#"argument"#, #"`true` or `false`"#),
                ],
                rules: ["P9"])),
        FormatWord(
            kind: .appAction,
            Entry(
                #"setOutputMuted"#,
                #"`AVAudioSession.setOutputMuted(_:)`, with `os: 26` only (a file error otherwise); `badParam` for `playAndRecord` in a mode other than `default` (rule P10)."#,
                facts: [
                    .init(#"argument"#, #"`true` or `false`"#),
                ],
                rules: ["P10"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"connect"#,
                #"Plugs in or pairs a device (rule R8)."#,
                facts: [
                    .init(#"argument"#, #"a device: a kind or `{kind, name, for}`"#),
                ],
                rules: ["R8"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"disconnect"#,
                #"Unplugs or unpairs it."#,
                facts: [
                    .init(#"argument"#, #"a device name"#),
                ],
                rules: [])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"ringer"#,
                #"Flips the Ring/Silent switch (rule P5)."#,
                facts: [
                    .init(#"argument"#, #"`ring` or `silent`"#),
                ],
                rules: ["P5"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"lock"#,
                #"Presses the side button (rule L2)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["L2"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"unlock"#,
                #"Presses the side button (rule L2)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["L2"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"openApp"#,
                #"Brings the app to the front, launching it if needed (rule L2). `openApp: Phone` brings a call back to the front."#,
                facts: [
                    .init(#"argument"#, #"an app name"#),
                ],
                rules: ["L2"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"home"#,
                #"Goes to the home screen."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"answerCall"#,
                #"Acts on the phone call (rules S2 to S4)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S2", "S4"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"declineCall"#,
                #"Acts on the phone call (rules S2 to S4)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S2", "S4"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"endCall"#,
                #"Acts on the phone call (rules S2 to S4)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S2", "S4"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"dismissAlarm"#,
                #"Stops a ringing alarm (rule S5)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S5"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"remote"#,
                #"Presses a remote control: earbuds, a headset or the lock screen (rule N2)."#,
                facts: [
                    .init(#"argument"#, #"`play`, `pause` or `togglePlayPause`"#),
                ],
                rules: ["N2"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"killApp"#,
                #"Swipes the app away (rule L6)."#,
                facts: [
                    .init(#"argument"#, #"an app name"#),
                ],
                rules: ["L6"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"muteInput"#,
                #"The AirPods or headset mute gesture: mutes or unmutes the app whose active input session owns the route; during its CallKit call, CallKit asks it with `performSetMuted` (rule P9)."#,
                facts: [
                    .init(#"argument"#, #"`true` or `false`"#),
                ],
                rules: ["P9"])),
        FormatWord(
            kind: .userAction,
            Entry(
                #"volumeUp"#,
                #"Presses the volume-up button: the app in front, if its output is muted, receives `userIntentToUnmuteOutput` (rule P10)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["P10"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"incomingCall"#,
                #"A cellular call starts ringing (rules S1, I6). A second call while one exists is an error."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S1", "I6"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"remoteHangUp"#,
                #"The other party ends the call, ringing or connected (rules S2, S4)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S2", "S4"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"alarm"#,
                #"A Clock alarm rings, always as a banner (rule S5)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S5"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"siri"#,
                #"Siri starts listening / finishes (rule S6)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S6"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"siriEnded"#,
                #"Siri starts listening / finishes (rule S6)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S6"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"resetMediaServices"#,
                #"The media server crashes and restarts (rule S7)."#,
                facts: [
                    .init(#"argument"#, #"none"#),
                ],
                rules: ["S7"])),
        FormatWord(
            kind: .systemEvent,
            Entry(
                #"smartFolio"#,
                #"An iPad's cover mutes or unmutes the built-in mic (rule I8); on an iPhone it is an error."#,
                facts: [
                    .init(#"argument"#, #"`closed` or `open`"#),
                ],
                rules: ["I8"])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"sound"#,
                #"What the app plays when it plays, for `render`."#,
                facts: [
                    .init(#"where"#, #"`apps.NAME`"#),
                    .init(#"value"#, #"a voice or a list of voices: a number (a sine at that many Hz), or a map with one source (`tone: HZ`, `sweep: {from, to, over}`, `noise: SEED`, `file: PATH`) and optional `level` (dB, default `-12`) and `bus` (default `main`)"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"engine"#,
                #"The app runs the Wwise sound engine's own reactions: suspend on `interruptionBegan`, wake on `interruptionEnded`, mute the `bgm` bus while the secondary-audio hint says so."#,
                facts: [
                    .init(#"where"#, #"`apps.NAME`"#),
                    .init(#"value"#, #"`wwise`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"duck"#,
                #"How deep and how fast ducking is heard in a render."#,
                facts: [
                    .init(#"where"#, #"`device`"#),
                    .init(#"value"#, #"`{level: -14dB, attack: 0.5s, release: 0.5s}`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"sounds"#,
                #"Replaces the system's own sounds in a render."#,
                facts: [
                    .init(#"where"#, #"`device`"#),
                    .init(#"value"#, #"`Music`, `ringtone`, `call`, `alarm`, `siri`, each a voice"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"suspendEngine"#,
                #"The app's sound engine stops rendering (Wwise's `Suspend`)."#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                    .init(#"value"#, #"none, or `{renderAnyway: true}`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"wakeEngine"#,
                #"The app's sound engine renders again (Wwise's `WakeupFromSuspend`)."#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                    .init(#"value"#, #"none"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"muteBus"#,
                #"Mutes or unmutes one bus of the app's sound engine."#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                    .init(#"value"#, #"a bus name"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"unmuteBus"#,
                #"Mutes or unmutes one bus of the app's sound engine."#,
                facts: [
                    .init(#"where"#, #"app actions"#),
                    .init(#"value"#, #"a bus name"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"engineSuspended"#,
                #"Whether the app's sound engine is suspended."#,
                facts: [
                    .init(#"where"#, #"state keys"#),
                    .init(#"value"#, #"`true` or `false`"#),
                ],
                rules: [])),
        FormatWord(
            kind: .soundKey,
            Entry(
                #"mutedBuses"#,
                #"The buses of the app's sound engine that are muted."#,
                facts: [
                    .init(#"where"#, #"state keys"#),
                    .init(#"value"#, #"a list of bus names, compared as a set"#),
                ],
                rules: [])),
    ]
}
