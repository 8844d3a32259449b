// swift-format-ignore-file
import AudioSessionModel

// The behaviour rules as data, generated from the engine's DocC articles (Sources/AudioSessionEngine/
// Documentation.docc), where they are written: edit the articles, then run
// `RECORD_REFERENCE=1 swift test --filter RuleCatalogGenerationTests` to write this file again. A test fails
// while this file differs from what the articles give.

extension RuleCatalog {
    /// Every rule, in the order of the sections C, A, I, D, P, L, S, N, H, R, O, E, K.
    public static let rules: [BehaviorRule] = [
        BehaviorRule(
            id: "C1", section: "C. Configuration",
            text: #"""
                A new session: category `soloAmbient`, mode `default`, no options, policy `default`,
                inactive, no override, no preferred input.
                """#,
            source: #"""
                The SDK headers' enum defaults (category SoloAmbient, mode Default, no options, policy Default); the Audio Session Programming Guide, "the default audio session" (2014 edition p.10-11).
                """#,
            example: #"""
                name: "C1: a new session starts as soloAmbient, default mode, no options, default policy, inactive"
                apps:
                  Notes: {}
                  Other: {}
                expect:
                  - {at: 0s, app: Notes, state: {category: soloAmbient, mode: default, options: [], policy: default, active: false, interrupted: false, interruptedBy: none, playing: false, recording: false}}
                  - {at: 0s, app: Notes, state: {outputs: [builtInSpeaker], inputs: []}}
                  - {at: 0s, app: Other, state: {category: soloAmbient, mode: default, options: [], policy: default, active: false}}
                  - {app: Notes, sequence: []}
                """#),
        BehaviorRule(
            id: "C2", section: "C. Configuration",
            text: #"""
                `setCategory` replaces category, mode (`default` when not given), options (exactly those
                given, plus implied ones) and policy (`default` when not given). Options never carry over.
                """#,
            source: #"""
                The header comment on AVAudioSession.CategoryOptions: options do not carry over when the category changes and must be set again each time.
                """#,
            example: #"""
                name: "C2: options implied by a previous mode are gone after setCategory without a mode"
                apps:
                  Chat: {}
                steps:
                  - at: 0s
                    app: Chat
                    do:
                      setCategory: {category: playAndRecord, mode: voiceChat}
                  - at: 1s
                    app: Chat
                    do:
                      setCategory: {category: playAndRecord, options: [allowBluetoothA2DP]}
                expect:
                  - {at: 0s, app: Chat, state: {mode: voiceChat, options: [allowBluetoothHFP]}}
                  - {at: 1s, app: Chat, state: {mode: default, options: [allowBluetoothA2DP]}}
                """#),
        BehaviorRule(
            id: "C3", section: "C. Configuration",
            text: #"""
                Options valid per category; any other combination fails with `badParam` and changes nothing:

                | option | valid with |
                |---|---|
                | `mixWithOthers` | `ambient` (no effect), `playback`, `playAndRecord`, `multiRoute` (with `os: 26`, in mode `default` only) |
                | `duckOthers` | `ambient`, `playback`, `playAndRecord`, `multiRoute` (with `os: 26`, in mode `default` only) |
                | `interruptSpokenAudioAndMixWithOthers` | `playback`, `playAndRecord`, `multiRoute` (with `os: 26`, in mode `default` only) |
                | `allowBluetoothHFP` | `record`, `playAndRecord`; `multiRoute` in mode `dualRoute` only |
                | `defaultToSpeaker` | `playAndRecord` |
                | `allowBluetoothA2DP` | `playAndRecord`; `ambient`, `soloAmbient`, `playback` (no effect: always allowed there) |
                | `allowAirPlay` | `playAndRecord`; `ambient`, `soloAmbient`, `playback` (no effect: always allowed there) |
                | `overrideMutedMicrophoneInterruption` | `playAndRecord`, `multiRoute` |
                | `farFieldInput` | `os: 26` only: `playAndRecord`, `record`, `multiRoute` in mode `dualRoute` only; needs `allowBluetoothHFP` |
                | `bluetoothHighQualityRecording` | `os: 26` only: `playAndRecord`, `record`, in mode `default` only |

                `setMode` checks these again (C6): a mode the options do not allow fails with `badParam` and changes nothing.
                """#,
            source: #"""
                The header comments on each category option ("can only be set" with certain categories); the observed -50 (badParam) for defaultToSpeaker with playback, category left unchanged (audioplayers#1194, audio_session#100); a decision for the combinations Apple does not document. Version 3: the iOS 26.2 header.
                """#,
            changeInVersion3: #"""
                with `os: 26`, `mixWithOthers`, `duckOthers` and `interruptSpokenAudioAndMixWithOthers` on `multiRoute` are valid in mode `default` only; `farFieldInput` is valid on `multiRoute` in mode `dualRoute` too; `bluetoothHighQualityRecording` is valid in mode `default` only (evidence: the iOS 26.2 header: "only valid with ... AVAudioSessionMultiRoute with AVAudioSessionModeDefault", and for `bluetoothHighQualityRecording` "compatible only with mode AVAudioSessionModeDefault"; whether iOS refuses or ignores another mode is not said: refusing with `badParam` is a *decision*)
                """#,
            example: #"""
                name: "C3: farFieldInput and bluetoothHighQualityRecording are badParam with os 18"
                apps:
                  App: {}
                steps:
                  - {at: 1s, app: App, do: {setCategory: {category: playAndRecord, options: [farFieldInput, allowBluetoothHFP]}}}
                  - {at: 2s, app: App, do: {setCategory: {category: record, options: [bluetoothHighQualityRecording]}}}
                expect:
                  - {at: 1s, app: App, error: badParam}
                  - {at: 2s, app: App, error: badParam}
                  - {at: 2s, app: App, state: {category: soloAmbient, options: []}}
                """#),
        BehaviorRule(
            id: "C4", section: "C. Configuration",
            text: #"""
                Implied options, reported in the session's options: `duckOthers` and
                `interruptSpokenAudioAndMixWithOthers` imply `mixWithOthers`; mode `voiceChat` implies
                `allowBluetoothHFP`; mode `videoChat` implies `allowBluetoothHFP` and `defaultToSpeaker`. The
                session keeps the options the app gave apart from those a mode implies.
                """#,
            source: #"""
                The header comments: duckOthers and interruptSpokenAudioAndMixWithOthers (0x11) include mixWithOthers; voiceChat and videoChat set allowBluetoothHFP, videoChat also defaultToSpeaker (header, documentation, Technical Q&A QA1803).
                """#,
            example: #"""
                name: "C4: duckOthers and interruptSpokenAudioAndMixWithOthers imply mixWithOthers; voiceChat and videoChat imply their options"
                apps:
                  App: {}
                steps:
                  - {at: 1s, app: App, do: {setCategory: {category: playback, options: [duckOthers]}}}
                  - {at: 2s, app: App, do: {setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}}
                  - {at: 3s, app: App, do: {setCategory: {category: playAndRecord, mode: voiceChat}}}
                  - {at: 4s, app: App, do: {setCategory: {category: playAndRecord, mode: videoChat}}}
                  - {at: 5s, app: App, do: {setCategory: {category: ambient, options: [duckOthers]}}}
                expect:
                  - {at: 1s, app: App, state: {options: [duckOthers, mixWithOthers]}}
                  - {at: 2s, app: App, state: {options: [interruptSpokenAudioAndMixWithOthers, mixWithOthers]}}
                  - {at: 3s, app: App, state: {options: [allowBluetoothHFP]}}
                  - {at: 4s, app: App, state: {options: [allowBluetoothHFP, defaultToSpeaker]}}
                  - {at: 5s, app: App, state: {options: [duckOthers, mixWithOthers]}}
                """#),
        BehaviorRule(
            id: "C5", section: "C. Configuration",
            text: #"""
                Modes valid per category, else `badParam`: `default` all; `voiceChat`, `gameChat`,
                `videoChat`: `playAndRecord`; `videoRecording`: `record`, `playAndRecord`; `measurement`:
                `playback`, `record`, `playAndRecord`; `moviePlayback`: `playback`; `spokenAudio`: `playback`, `playAndRecord`; `voicePrompt`:
                `playback`, `playAndRecord`. With `os: 26` also `shortFormVideo` (`playback`) and `dualRoute`
                (`multiRoute`, which then requires `allowBluetoothHFP`); with `os: 18` those two are `badParam`.

                Kept on purpose in version 3: the simulator is stricter than Apple's Mode documentation, which says that a mode
                a category does not support "results in ... the default mode behavior" rather than an error. A real device may
                accept such a `setMode` or `setCategory` and behave as mode `default`; the simulator refuses it with `badParam`,
                so a scenario catches the configuration that does not do what its code says.
                """#,
            source: #"""
                The Audio Session Programming Guide, Table B-2 (modes and their categories); the iOS 26 SDK for shortFormVideo and dualRoute. Version 2: spokenAudio with playAndRecord, which the header does not restrict and shipping dictation apps use.
                """#,
            changeInVersion2: #"""
                `spokenAudio` is valid with `playAndRecord` too (evidence: Apple's header sets no category restriction; shipping dictation apps call `setCategory(.playAndRecord, mode: .spokenAudio, ...)` with `try!`, and device reports show it working)
                """#,
            example: #"""
                name: "C5 (version 2): spokenAudio is valid with playAndRecord"
                apps:
                  Dictation: {recordPermission: granted}
                steps:
                  - {at: 1s, app: Dictation, do: {setCategory: {category: playAndRecord, mode: spokenAudio, options: [allowBluetoothHFP]}}}
                  - {at: 2s, app: Dictation, do: [activate, record]}
                  - {at: 3s, app: Dictation, do: {setCategory: {category: record, mode: spokenAudio}}}
                expect:
                  - {at: 1s, app: Dictation, error: none}
                  - {at: 1s, app: Dictation, state: {category: playAndRecord, mode: spokenAudio, options: [allowBluetoothHFP]}}
                  - {at: 2s, app: Dictation, error: none}
                  - {at: 2s, app: Dictation, state: {active: true, recording: true}}
                  - {at: 3s, app: Dictation, error: badParam}
                  - {at: 3s, app: Dictation, state: {category: playAndRecord, mode: spokenAudio}}
                """#),
        BehaviorRule(
            id: "C6", section: "C. Configuration",
            text: #"""
                `setMode` is checked against the current category. The session keeps the options the app
                gave, drops those implied only by the previous mode, and adds those the new mode implies.
                """#,
            source: #"""
                A decision that follows C4: setMode(_:) documentation allows changing the mode of an active session; the implied options follow the mode.
                """#,
            example: #"""
                name: "C6: setMode is checked against the current category; an invalid mode is badParam and changes nothing"
                apps:
                  App: {}
                steps:
                  - {at: 0s, app: App, do: {setCategory: {category: playback, options: [mixWithOthers]}}}
                  - {at: 1s, app: App, do: {setMode: voiceChat}}
                  - {at: 2s, app: App, do: {setMode: spokenAudio}}
                  - {at: 3s, app: App, do: {setMode: videoRecording}}
                expect:
                  - {at: 1s, app: App, error: badParam}
                  - {at: 1s, app: App, state: {category: playback, mode: default, options: [mixWithOthers]}}
                  - {at: 2s, app: App, error: none}
                  - {at: 2s, app: App, state: {category: playback, mode: spokenAudio, options: [mixWithOthers]}}
                  - {at: 3s, app: App, error: badParam}
                  - {at: 3s, app: App, state: {mode: spokenAudio}}
                """#),
        BehaviorRule(
            id: "C7", section: "C. Configuration",
            text: #"""
                Policies `longFormAudio` and `longFormVideo` need category `playback`, mode `default`,
                `moviePlayback` or `spokenAudio`, and no options; `independent` cannot be set by an app. Else
                `badParam`. A policy matters only for AirPlay (R2).
                """#,
            source: #"""
                The documentation of setCategory(_:mode:policy:options:): long-form policies need playback, mode default, moviePlayback or spokenAudio, and no options; independent is set by the system only.
                """#,
            example: #"""
                name: "C7: longFormAudio/longFormVideo need playback, mode default/moviePlayback/spokenAudio and no options; independent is never settable"
                apps:
                  App: {}
                steps:
                  - {at: 1s, app: App, do: {setCategory: {category: playback, policy: longFormAudio}}}
                  - {at: 2s, app: App, do: {setCategory: {category: playback, mode: moviePlayback, policy: longFormVideo}}}
                  - {at: 3s, app: App, do: {setCategory: {category: playback, mode: spokenAudio, policy: longFormAudio}}}
                  - {at: 4s, app: App, do: {setCategory: {category: playback, options: [mixWithOthers], policy: longFormAudio}}}
                  - {at: 5s, app: App, do: {setCategory: {category: playAndRecord, policy: longFormAudio}}}
                  - {at: 6s, app: App, do: {setCategory: {category: playback, mode: voicePrompt, policy: longFormVideo}}}
                  - {at: 7s, app: App, do: {setCategory: {category: playback, policy: independent}}}
                  - {at: 8s, app: App, do: {setCategory: {category: ambient, policy: longFormAudio}}}
                  - {at: 9s, app: App, do: {setCategory: {category: playback, options: [allowAirPlay], policy: longFormVideo}}}
                  - {at: 10s, app: App, do: {setCategory: {category: playback, mode: measurement, policy: longFormAudio}}}
                expect:
                  - {at: 1s, app: App, error: none}
                  - {at: 1s, app: App, state: {policy: longFormAudio}}
                  - {at: 2s, app: App, error: none}
                  - {at: 2s, app: App, state: {policy: longFormVideo, mode: moviePlayback}}
                  - {at: 3s, app: App, error: none}
                  - {at: 3s, app: App, state: {policy: longFormAudio, mode: spokenAudio}}
                  - {at: 4s, app: App, error: badParam}
                  - {at: 5s, app: App, error: badParam}
                  - {at: 6s, app: App, error: badParam}
                  - {at: 7s, app: App, error: badParam}
                  - {at: 8s, app: App, error: badParam}
                  - {at: 9s, app: App, error: badParam}
                  - {at: 10s, app: App, error: badParam}
                  - {at: 10s, app: App, state: {category: playback, mode: spokenAudio, policy: longFormAudio, options: []}}
                """#),
        BehaviorRule(
            id: "C8", section: "C. Configuration",
            text: #"""
                Configuring an active session is allowed; arbitration runs again (A4).
                """#,
            source: #"""
                The setCategory(_:) documentation: a category may be set while the session is active, with an immediate route change.
                """#,
            example: #"""
                name: "C8: configuring an active session is allowed and runs arbitration again"
                apps:
                  Radio:
                    backgroundAudio: true
                    recordPermission: granted
                  Game: {}
                device:
                  foreground: Radio
                steps:
                  - at: 0s
                    app: Radio
                    do:
                      - setCategory: {category: playback}
                      - play
                  - {at: 1s, user: {openApp: Game}}
                  - at: 2s
                    app: Game
                    do:
                      - setCategory: {category: ambient}
                      - play
                  - at: 3s
                    app: Game
                    do:
                      setCategory: {category: soloAmbient}
                expect:
                  - {at: 2s, app: Radio, state: {active: true, playing: true}}
                  - {app: Radio, never: interruptionBegan, between: [0s, 2s]}
                  - {at: 3s, app: Game, error: none}
                  - {at: 3s, app: Game, state: {active: true, category: soloAmbient, playing: true}}
                  - {at: 3s, app: Radio, received: {interruptionBegan: {reason: default}}}
                  - {at: 3s, app: Radio, state: {active: false, interrupted: true, interruptedBy: Game, playing: false}}
                """#),
        BehaviorRule(
            id: "A1", section: "A. Activation and arbitration",
            text: #"""
                `activate` checks, in this order; the first that fails decides the error, and nothing changes:
                1. Siri is listening: input categories fail with `siriIsRecording`, others with `insufficientPriority`.
                2. A call or an alarm is ringing: a non-mixable session fails with `insufficientPriority`.
                3. A call is connected: input categories fail with `insufficientPriority` (output categories may
                   activate and play mixed with the call).
                4. The app is not `foreground` or `inactive` (it is in the background, or woken for this step):
                   the first of these that matches decides: `ambient` and `soloAmbient` fail with
                   `cannotStartPlaying`; so does any category when the app lacks `backgroundAudio`; a mixable
                   input category fails with `cannotStartRecording`; a non-mixable session fails with
                   `cannotInterruptOthers` unless the app is the Now Playing app or is handling a remote command
                   (N2).
                """#,
            source: #"""
                The error-code comments in AudioSessionTypes.h ('!pri', 'siri', '!pla', '!rec', '!int'); the setActive(_:) header comment (Record and PlayAndRecord fail with insufficientPriority while another app hosts a call); the order is a decision.
                """#,
            example: #"""
                name: "A1.4: an app that is inactive (covered by a full-screen call) is not in the background"
                device:
                  callStyle: fullScreen
                apps:
                  Game: {}
                steps:
                  - {at: 1s, system: incomingCall}
                  - at: 2s
                    app: Game
                    do:
                      - setCategory: {category: ambient}
                      - activate
                expect:
                  - {at: 2s, app: Game, state: {appState: inactive, active: true}}
                  - {at: 2s, app: Game, error: none}
                """#),
        BehaviorRule(
            id: "A2", section: "A. Activation and arbitration",
            text: #"""
                Activating an active session whose configuration has not changed since it became active or
                was last reconfigured (A4) is a no-op: nothing is delivered to anyone.
                """#,
            source: #"""
                A decision: iOS does not document a repeated activation; nothing changed, so nothing is announced.
                """#,
            example: #"""
                name: "A2: activating an unchanged active session is a no-op: it does not take the route back"
                apps:
                  Recorder:
                    backgroundAudio: true
                  Chat: {}
                steps:
                  - at: 0s
                    app: Recorder
                    do:
                      - setCategory: {category: playAndRecord, options: [defaultToSpeaker]}
                      - activate
                      - play
                  - {at: 1s, user: {openApp: Chat}}
                  - at: 2s
                    app: Chat
                    do:
                      - setCategory: {category: playAndRecord, options: [mixWithOthers]}
                      - activate
                  - {at: 3s, app: Recorder, do: activate}
                  - {at: 4s, app: Chat, do: activate}
                expect:
                  - {at: 1s, app: Recorder, state: {appState: background, outputs: [builtInSpeaker]}}
                  - {at: 2s, app: Recorder, received: {routeChange: {reason: categoryChange}}}
                  - {at: 2s, app: Recorder, state: {outputs: [builtInReceiver]}}
                  - {at: 3s, app: Recorder, error: none}
                  - {app: Chat, never: routeChange, between: [3s, 4s]}
                  - {app: Recorder, never: routeChange, between: [3s, 4s]}
                  - {at: 4s, app: Chat, state: {outputs: [builtInReceiver], active: true}}
                  - {at: 4s, app: Recorder, state: {outputs: [builtInReceiver], active: true, playing: true}}
                """#),
        BehaviorRule(
            id: "A3", section: "A. Activation and arbitration",
            text: #"""
                On success the session is active and no longer interrupted. Then, toward every other app's
                active session (system audio is never affected):
                - a non-mixable session interrupts every other non-mixable session (I1, reason `default`);
                - `duckOthers` ducks the others (D1);
                - `interruptSpokenAudioAndMixWithOthers` interrupts every other session in mode `spokenAudio`
                  whose output is running, mixable or not (I1); while it stays active, a `spokenAudio` session
                  that starts output is interrupted at that instant (*decision*).
                Mixable sessions are never interrupted by an app's activation, except by the spoken-audio rule.
                """#,
            source: #"""
                The Audio Session Programming Guide, Figure 1-1 (the control tower: a non-mixable activation deactivates other non-mixable sessions); the header comments on duckOthers and interruptSpokenAudioAndMixWithOthers; the hold on a newly started spoken-audio session is a decision.
                """#,
            example: #"""
                name: "A3: a non-mixable activation does not interrupt a mixable session"
                apps:
                  Radio:
                    backgroundAudio: true
                  Podcasts: {}
                steps:
                  - at: 0s
                    app: Radio
                    do:
                      - setCategory: {category: playback, options: [mixWithOthers]}
                      - play
                  - {at: 1s, user: {openApp: Podcasts}}
                  - at: 2s
                    app: Podcasts
                    do:
                      - setCategory: {category: playback}
                      - play
                expect:
                  - {app: Radio, never: interruptionBegan}
                  - {at: 2s, app: Radio, state: {active: true, playing: true, appState: background}}
                """#),
        BehaviorRule(
            id: "A4", section: "A. Activation and arbitration",
            text: #"""
                A configuration change of an active session re-runs A3 as if it had just activated, and
                releases what it no longer holds (a duck it no longer asks for ends: D2).
                """#,
            source: #"""
                A decision that follows C8: a reconfigured active session is arbitrated again; the header says ducking lasts as long as the ducking session asks for it.
                """#,
            example: #"""
                name: "A4: an active session that reconfigures with duckOthers ducks the others at once"
                apps:
                  Radio:
                    backgroundAudio: true
                  Nav: {}
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 1s, user: {openApp: Nav}}
                  - {at: 2s, app: Nav, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 3s, app: Nav, do: {setCategory: {category: playback, options: [duckOthers]}}}
                expect:
                  - {at: 2s, app: Radio, state: {ducked: false}}
                  - {at: 3s, app: Radio, state: {ducked: true, active: true, playing: true}}
                  - {at: 3s, app: Nav, state: {ducked: false}}
                """#),
        BehaviorRule(
            id: "A5", section: "A. Activation and arbitration",
            text: #"""
                `deactivate` of an inactive session succeeds and does nothing. Otherwise the session becomes
                inactive, and its ducks and spoken-audio holds are released (D2); running I/O is stopped, and with
                `os: 18` the call then fails with `isBusy` although the session is now inactive (with `os: 26` it
                succeeds). With `notifyOthers`, rule I3.
                """#,
            source: #"""
                The setActive(_:options:) header comment: deactivating with running I/O stops it and returns isBusy ('!act') while the session still becomes inactive (iOS 8 to 25); the iOS 26 header: isBusy is no longer returned.
                """#,
            example: #"""
                name: "A5: deactivating an inactive session succeeds and does nothing"
                apps:
                  App: {}
                steps:
                  - {at: 1s, app: App, do: deactivate}
                  - {at: 2s, app: App, do: {deactivate: {notifyOthers: true}}}
                expect:
                  - {at: 1s, app: App, error: none}
                  - {at: 2s, app: App, error: none}
                  - {at: 2s, app: App, state: {active: false, category: soloAmbient}}
                  - {app: App, sequence: []}
                """#),
        BehaviorRule(
            id: "I1", section: "I. Interruptions",
            text: #"""
                Interruptions act only on active sessions. An interrupted session becomes inactive and
                interrupted, its I/O stops, its app receives `interruptionBegan` with the reason (held while the
                app is suspended: L5), and its *interrupter* is remembered: the app session or the system audio
                that made it inactive, or none.
                """#,
            source: #"""
                The Audio Session Programming Guide, "Handling Audio Interruptions": on began the session is already inactive; the interruption reason key (iOS 14.5).
                """#,
            example: #"""
                name: "I1: an interrupted session is inactive and interrupted, its output and input stop, and the interrupter is remembered"
                apps:
                  Chat:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord, mode: voiceChat}}, play, record]}
                  - {at: 1s, system: incomingCall}
                expect:
                  - {at: 0s, app: Chat, state: {active: true, playing: true, recording: true}}
                  - {at: 1s, app: Chat, received: {interruptionBegan: {reason: default}}}
                  - {at: 1s, app: Chat, state: {active: false, interrupted: true, playing: false, recording: false, interruptedBy: system}}
                """#),
        BehaviorRule(
            id: "I2", section: "I. Interruptions",
            text: #"""
                A session stays interrupted until it receives `interruptionEnded`, its app activates it
                again, its app is terminated, or media services reset. While its `interruptionEnded` is held
                (L5), it still reads `interrupted: true` and its interrupter: the app has not been told. A session that reactivated gets no
                `interruptionEnded` later for that interruption.
                """#,
            source: #"""
                The interruption documentation and a decision. Version 2: a held interruptionEnded keeps the session reading interrupted, because the app has not been told.
                """#,
            changeInVersion2: #"""
                a held `interruptionEnded` keeps the session reading interrupted (evidence: the app has not been told; what the app can observe is what expectations check)
                """#,
            example: #"""
                name: "I2: terminating an interrupted app ends its interruption; no interruptionEnded ever comes"
                apps:
                  Player: {}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: {killApp: Player}}
                  - {at: 3s, user: declineCall}
                  - {at: 4s, user: {openApp: Player}}
                expect:
                  - {at: 1s, app: Player, state: {interrupted: true}}
                  - {at: 2s, app: Player, state: {interrupted: false, active: false, appState: notRunning}}
                  - {app: Player, never: interruptionEnded}
                  - {at: 4s, app: Player, state: {interrupted: false, appState: foreground, category: soloAmbient}}
                """#),
        BehaviorRule(
            id: "I3", section: "I. Interruptions",
            text: #"""
                When a session deactivates with `notifyOthers`, every session it interrupted that is still
                interrupted receives `interruptionEnded(shouldResume: true)`.
                """#,
            source: #"""
                The header comment on AVAudioSession.SetActiveOptions.notifyOthersOnDeactivation.
                """#,
            example: #"""
                name: "I3: deactivating with notifyOthers sends interruptionEnded(shouldResume: true) to the sessions it interrupted"
                apps:
                  Radio:
                    backgroundAudio: true
                    remoteCommands: true
                    reactions:
                      - on: interruptionEnded
                        if: {shouldResume: true}
                        do: [activate, play]
                  Podcasts: {}
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Podcasts}}
                  - {at: 2s, app: Podcasts, do: [{setCategory: {category: playback}}, play]}
                  - {at: 3s, app: Podcasts, do: [stop, {deactivate: {notifyOthers: true}}]}
                expect:
                  - {at: 2s, app: Radio, state: {interrupted: true, interruptedBy: Podcasts, appState: suspended}}
                  - {at: 3s, app: Podcasts, error: none}
                  - {at: 3s, app: Radio, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 3s, app: Radio, state: {interrupted: false, active: true, playing: true, appState: background}}
                  - app: Radio
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                      - {interruptionBegan: {reason: default}}
                      - {interruptionEnded: {shouldResume: true}}
                """#),
        BehaviorRule(
            id: "I4", section: "I. Interruptions",
            text: #"""
                When system audio ends (a call declined, hung up or ended; an alarm dismissed; Siri ended),
                every session it interrupted that is still interrupted receives
                `interruptionEnded(shouldResume: true)`.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.28): a dismissed call or alarm ends the interruption.
                """#,
            example: #"""
                name: "I4: ending a connected call (endCall, remoteHangUp) ends the interruption it caused"
                device:
                  callStyle: fullScreen
                apps:
                  Player:
                    reactions:
                      - on: interruptionEnded
                        do: [activate, play]
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 3s, user: endCall}
                  - {at: 4s, system: incomingCall}
                  - {at: 5s, user: answerCall}
                  - {at: 6s, system: remoteHangUp}
                expect:
                  - {at: 2s, app: Player, state: {appState: suspended, interrupted: true}}
                  - {at: 3s, app: Player, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 3s, app: Player, state: {appState: foreground, active: true, playing: true}}
                  - {at: 4s, app: Player, received: {interruptionBegan: {reason: default}}}
                  - {at: 6s, app: Player, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 6s, app: Player, state: {appState: foreground, interrupted: false}}
                """#),
        BehaviorRule(
            id: "I5", section: "I. Interruptions",
            text: #"""
                When the interrupter deactivates without `notifyOthers`, is interrupted itself, is suspended
                or is terminated, the sessions it interrupted are *orphaned*: they stay interrupted with no
                interrupter, and no `interruptionEnded` comes for that interruption. A later activation of the
                same app is a new interrupter.
                """#,
            source: #"""
                An Apple engineer on the Developer Forums (thread 776118): there is no guarantee that an ended notification follows a began one.
                """#,
            example: #"""
                name: "I5: an interrupter that is terminated orphans its victims"
                apps:
                  Radio:
                    backgroundAudio: true
                  Podcasts: {}
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Podcasts}}
                  - {at: 2s, app: Podcasts, do: [{setCategory: {category: playback}}, play]}
                  - {at: 3s, user: {killApp: Podcasts}}
                expect:
                  - {at: 3s, app: Radio, state: {interrupted: true, interruptedBy: none}}
                  - {app: Radio, never: interruptionEnded}
                """#),
        BehaviorRule(
            id: "I6", section: "I. Interruptions",
            text: #"""
                System audio starting interrupts every active app session, mixable or not, with reason
                `default`. Exception: ringing from an incoming call does not interrupt a session whose app set
                `prefersNoInterruptionsFromSystemAlerts` when `callStyle` is `banner` and the screen is unlocked;
                that session is interrupted if the call is answered. Alarms and Siri always interrupt.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.14): "the phone always wins"; the setPrefersNoInterruptionsFromSystemAlerts(_:) documentation (iOS 14.5) for banner calls.
                """#,
            example: #"""
                name: "I6: the prefersNoInterruptionsFromSystemAlerts exception does not hold with callStyle fullScreen"
                device:
                  callStyle: fullScreen
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setPrefersNoInterruptionsFromSystemAlerts: true}, {setCategory: {category: playback}}, play]}
                  - {at: 1s, system: incomingCall}
                expect:
                  - {at: 1s, app: Game, received: {interruptionBegan: {reason: default}}}
                  - {at: 1s, app: Game, state: {interrupted: true, appState: inactive}}
                """#),
        BehaviorRule(
            id: "I7", section: "I. Interruptions",
            text: #"""
                An app that system audio interrupts receives `routeChange(categoryChange)` right after its
                `interruptionBegan`; when that system audio ends, it receives `routeChange(categoryChange)` right
                before its `interruptionEnded` (*decision*, from the Wwise seed).
                """#,
            source: #"""
                A decision from the Wwise seed document, which reports a category-change route change around phone-call interruptions.
                """#,
            example: #"""
                name: "I7: routeChange(categoryChange) right after interruptionBegan and right before interruptionEnded for system audio"
                apps:
                  Player: {}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: declineCall}
                expect:
                  - {at: 1s, app: Player, received: {routeChange: {reason: categoryChange}}}
                  - {at: 2s, app: Player, received: {routeChange: {reason: categoryChange}}}
                  - app: Player
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                      - {interruptionBegan: {reason: default}}
                      - {routeChange: {reason: categoryChange}}
                      - {routeChange: {reason: categoryChange}}
                      - {interruptionEnded: {shouldResume: true}}
                """#),
        BehaviorRule(
            id: "I8", section: "I. Interruptions",
            text: #"""
                iPad only: `smartFolio: closed` mutes `builtInMic`; every active session whose input is
                `builtInMic` is interrupted with reason `builtInMicMuted` and no interrupter, unless its options
                include `overrideMutedMicrophoneInterruption` (it stays active and `inputIsSilent` is true).
                `smartFolio: open` ends those interruptions with `interruptionEnded(shouldResume: true)`. While
                the mic is muted, `record` on `builtInMic` without the option fails with `cannotStartRecording`.
                """#,
            source: #"""
                The header comment on overrideMutedMicrophoneInterruption and the interruption reason builtInMicMuted (iPad Smart Folio).
                """#,
            example: #"""
                name: "I8: an active session whose input is builtInMic is interrupted by the Smart Folio even when it is not recording"
                device:
                  model: iPad
                apps:
                  Chat:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, activate]}
                  - {at: 1s, system: {smartFolio: closed}}
                expect:
                  - {at: 0s, app: Chat, state: {inputs: [builtInMic], outputs: [builtInSpeaker]}}
                  - {at: 1s, app: Chat, received: {interruptionBegan: {reason: builtInMicMuted}}}
                  - {at: 1s, app: Chat, state: {active: false, interrupted: true, interruptedBy: none}}
                """#),
        BehaviorRule(
            id: "D1", section: "D. Ducking",
            text: #"""
                While a session with `duckOthers` is active, every other app's active session is ducked:
                its output plays at the duck level (a documented constant). System audio is never ducked; a
                session with `duckOthers` is never ducked; an interrupted session is not ducked.
                """#,
            source: #"""
                The header comment on duckOthers and the Audio Session Programming Guide (2014 edition p.24): other audio is ducked while the session is active; phone audio is never ducked.
                """#,
            example: #"""
                name: "D1: system audio is never ducked"
                apps:
                  Nav: {}
                steps:
                  - {at: 0s, app: Nav, do: [{setPrefersNoInterruptionsFromSystemAlerts: true}, {setCategory: {category: playback, options: [duckOthers]}}, play]}
                  - {at: 1s, system: incomingCall}
                expect:
                  - {at: 1s, app: Nav, state: {active: true}}
                  - {at: 1s, app: Phone, state: {active: true, ducked: false}}
                """#),
        BehaviorRule(
            id: "D2", section: "D. Ducking",
            text: #"""
                Ducks do not stack. A session stays ducked until no active session ducks others: the last
                ducker deactivates, is interrupted, is suspended or terminated, or drops `duckOthers` (A4).
                No notification is delivered for ducking.
                """#,
            source: #"""
                The header comment on duckOthers: ducking ends when the ducking session deactivates; AVAudioSession posts no notification for it.
                """#,
            example: #"""
                name: "D2: a ducker that is terminated releases its duck"
                apps:
                  Nav:
                    backgroundAudio: true
                  Radio: {}
                steps:
                  - {at: 0s, app: Nav, do: [{setCategory: {category: playback, options: [duckOthers]}}, play]}
                  - {at: 1s, user: {openApp: Radio}}
                  - {at: 2s, app: Radio, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 3s, user: {killApp: Nav}}
                expect:
                  - {at: 2s, app: Radio, state: {ducked: true}}
                  - {at: 3s, app: Radio, state: {ducked: false, playing: true}}
                """#),
        BehaviorRule(
            id: "P1", section: "P. Playing, recording, hearing",
            text: #"""
                `play` needs an output category, else `incompatibleCategory`. An inactive session is
                activated first, as AVFoundation players do (A1 to A3); if that fails, `play` fails with the same
                error and nothing plays.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.10): AVFoundation players activate the session themselves.
                """#,
            example: #"""
                name: "P1: play activates an inactive session first, as AVFoundation players do"
                apps:
                  Radio:
                    backgroundAudio: true
                  Player: {}
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Player}}
                  - {at: 2s, app: Player, do: [{setCategory: {category: playback}}, play]}
                expect:
                  - {at: 0s, app: Radio, state: {active: true, playing: true}}
                  - {at: 2s, app: Player, state: {active: true, playing: true}}
                  - {at: 2s, app: Radio, received: {interruptionBegan: {reason: default}}}
                """#),
        BehaviorRule(
            id: "P2", section: "P. Playing, recording, hearing",
            text: #"""
                `record` needs an input category, else `incompatibleCategory`; activation as in P1. Then,
                by the app's record permission: `granted`, input is live; `denied`, recording runs and
                `inputIsSilent` is true; `undetermined` and the app is `foreground`: it receives
                `recordPermissionPrompt`, the user answers at once (`answersPermissionPrompt`), the permission
                becomes `granted` or `denied`, and recording runs accordingly; `undetermined` elsewhere: no prompt,
                recording runs with `inputIsSilent` true and the permission stays `undetermined` (*decision*).
                Activation prompts too: rule P8. An app that is neither `foreground` nor `inactive`, with a mixable session in
                an input category, cannot start recording: `record` fails with `cannotStartRecording` even when the session is
                already active (activation from the background fails as A1 says).
                """#,
            source: #"""
                The Audio Session Programming Guide, "Requesting Permission": without permission only silence is recorded; the prompt in the background is a decision. Version 2: activation prompts too (P8).
                """#,
            changeInVersion2: #"""
                activating an input category prompts for record permission (foreground, undetermined) (evidence: the XappAds seed: PlayAndRecord "will immediately ask the user for permission on the first time the app is used"; App Review's wording "the microphone consent request is generated by the use of either ...Record or ...PlayAndRecord")
                """#,
            changeInVersion3: #"""
                a mixable recording cannot start from the background even in an active session (evidence: the error code's documentation in CoreAudioTypes, `AVAudioSessionErrorCodeCannotStartRecording`: "... because it is starting a mixable recording from the background and is not an Inter-App Audio app")
                """#,
            example: #"""
                name: "P2: recording with an undetermined permission outside the foreground does not prompt; input is silent and the permission stays undetermined"
                apps:
                  Studio:
                    backgroundAudio: true
                steps:
                  - {at: 0s, app: Studio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: home}
                  - {at: 2s, app: Studio, do: [{setCategory: {category: playAndRecord}}, record]}
                expect:
                  - {at: 1s, app: Studio, state: {appState: background}}
                  - {at: 2s, app: Studio, error: none}
                  - {at: 2s, app: Studio, state: {recording: true, inputIsSilent: true, recordPermission: undetermined}}
                  - {app: Studio, never: recordPermissionPrompt}
                """#),
        BehaviorRule(
            id: "P3", section: "P. Playing, recording, hearing",
            text: #"""
                `stop` and `stopRecording` stop the I/O and leave the session active; they never fail.
                `play {for: T}` and `record {for: T}` stop by themselves after T.
                """#,
            source: #"""
                A decision: stopping a player leaves the session as it was.
                """#,
            example: #"""
                name: "P3: play {for: T} and record {for: T} stop by themselves after T, leaving the session active"
                apps:
                  Chat:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, {play: {for: 2s}}, {record: {for: 1500ms}}]}
                expect:
                  - {at: 1s, app: Chat, state: {playing: true, recording: true}}
                  - {at: 1500ms, app: Chat, state: {playing: true, recording: false, active: true}}
                  - {at: 2s, app: Chat, state: {playing: false, recording: false, active: true}}
                """#),
        BehaviorRule(
            id: "P4", section: "P. Playing, recording, hearing",
            text: #"""
                An app's I/O never runs while its session is inactive.
                """#,
            source: #"""
                The setActive(_:) documentation: deactivation stops running I/O.
                """#,
            example: #"""
                name: "P4: an app's I/O never runs while its session is inactive"
                apps:
                  Chat:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, play, record]}
                  - {at: 1s, app: Chat, do: deactivate}
                  - {at: 2s, app: Chat, do: activate}
                  - {at: 3s, app: Chat, do: [play, record]}
                  - {at: 4s, system: siri}
                  - {at: 5s, system: siriEnded}
                  - {at: 6s, app: Chat, do: [play, record]}
                  - {at: 7s, user: home}
                expect:
                  - {at: 1s, app: Chat, state: {active: false, playing: false, recording: false}}
                  - {at: 2s, app: Chat, state: {active: true, playing: false, recording: false}}
                  - {at: 4s, app: Chat, state: {active: false, playing: false, recording: false}}
                  - {at: 5s, app: Chat, state: {active: false, playing: false, recording: false}}
                  - {at: 6s, app: Chat, state: {active: true, playing: true, recording: true}}
                  - {at: 7s, app: Chat, state: {appState: suspended, active: false, playing: false, recording: false}}
                """#),
        BehaviorRule(
            id: "P5", section: "P. Playing, recording, hearing",
            text: #"""
                Output is silenced (a) while the category is `ambient` or `soloAmbient` and the ringer is
                `silent` or the screen is locked, and (b) in every category while another app's `record` session is
                active. System audio is never silenced.
                """#,
            source: #"""
                The Audio Session Programming Guide, Table B-1 (Ambient and SoloAmbient are silenced by the switch and the lock); the record category documentation (it silences virtually all output).
                """#,
            example: #"""
                name: "P5: system audio is never silenced"
                device:
                  ringer: silent
                  locked: true
                apps:
                  Notes: {}
                steps:
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: answerCall}
                expect:
                  - {at: 1s, app: Phone, state: {active: true, silenced: false}}
                  - {at: 2s, app: Phone, state: {active: true, silenced: false}}
                """#),
        BehaviorRule(
            id: "P6", section: "P. Playing, recording, hearing",
            text: #"""
                `audible` = playing, not silenced, and the route has an output. `silenced` describes the
                session's output whether or not it is playing.
                """#,
            source: #"""
                A decision that defines what expectations call audible.
                """#,
            example: #"""
                name: "P6: audible means playing, not silenced, with an output; silenced describes the output whether or not it plays"
                device:
                  ringer: silent
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: {setCategory: {category: playback}}}
                  - {at: 1s, app: Game, do: play}
                  - {at: 2s, app: Game, do: stop}
                  - {at: 3s, app: Game, do: {setCategory: {category: ambient}}}
                  - {at: 4s, app: Game, do: play}
                expect:
                  - {at: 0s, app: Game, state: {playing: false, audible: false, silenced: false}}
                  - {at: 1s, app: Game, state: {playing: true, audible: true, silenced: false}}
                  - {at: 2s, app: Game, state: {playing: false, audible: false, silenced: false}}
                  - {at: 3s, app: Game, state: {playing: false, audible: false, silenced: true}}
                  - {at: 4s, app: Game, state: {playing: true, audible: false, silenced: true}}
                """#),
        BehaviorRule(
            id: "P8", section: "P. Playing, recording, hearing",
            text: #"""
                Activating a session in an input category (`record`, `playAndRecord`, `multiRoute`) while
                the app's permission is `undetermined` and the app is `foreground` prompts as in P2: the app receives
                `recordPermissionPrompt`, the user answers at once, and the permission becomes `granted` or
                `denied`. The activation itself succeeds or fails by A1 to A3 whatever the answer; the prompt comes
                only when it succeeds, after the activation's own deliveries (E2). A session already active does not
                prompt again when it is reconfigured (the XappAds seed: playAndRecord "will immediately ask the user
                for permission on the first time the app is used").

                Kept on purpose in version 3, and the two sources disagree: the XappAds seed and App Review's wording tie the
                prompt to activating an input category, while Apple's current documentation pages name the first recording
                (or `requestRecordPermission`) as what prompts. The simulator prompts at activation, so a scenario shows the
                earliest moment an app can meet the prompt; an app that activates `playAndRecord` at launch and records later
                sees it earlier than Apple's pages suggest.
                """#,
            source: #"""
                Version 2, from the XappAds seed (PlayAndRecord "will immediately ask the user for permission on the first time the app is used") and App Review's wording (the microphone consent request comes from using Record or PlayAndRecord).
                """#,
            changeInVersion2: #"""
                activating an input category prompts for record permission (foreground, undetermined) (evidence: the XappAds seed: PlayAndRecord "will immediately ask the user for permission on the first time the app is used"; App Review's wording "the microphone consent request is generated by the use of either ...Record or ...PlayAndRecord")
                """#,
            changeInVersion3: #"""
                a mixable recording cannot start from the background even in an active session (evidence: the error code's documentation in CoreAudioTypes, `AVAudioSessionErrorCodeCannotStartRecording`: "... because it is starting a mixable recording from the background and is not an Inter-App Audio app")
                """#,
            example: #"""
                name: "P8: activating an input category in the foreground with an undetermined permission prompts, once"
                apps:
                  Memo: {}
                  Shy: {answersPermissionPrompt: deny}
                steps:
                  - {at: 0s, app: Memo, do: [{setCategory: {category: record}}, activate]}
                  - {at: 1s, app: Memo, do: [{setCategory: {category: playAndRecord}}, play]}
                  - {at: 2s, user: {openApp: Shy}}
                  - {at: 2s, app: Shy, do: [{setCategory: {category: playAndRecord, options: [mixWithOthers]}}, activate]}
                  - {at: 3s, app: Shy, do: {setCategory: {category: multiRoute, options: [mixWithOthers]}}}
                expect:
                  - {at: 0s, app: Memo, received: recordPermissionPrompt}
                  - {at: 0s, app: Memo, state: {active: true, recordPermission: granted}}
                  - {at: 1s, app: Memo, state: {active: true, recordPermission: granted}}
                  - {app: Memo, sequence: [{routeChange: {reason: categoryChange}}, recordPermissionPrompt, {routeChange: {reason: categoryChange}}]}
                  - {at: 2s, app: Shy, error: none}
                  - {at: 2s, app: Shy, state: {active: true, recordPermission: denied}}
                  - {app: Shy, sequence: [{routeChange: {reason: categoryChange}}, recordPermissionPrompt, {routeChange: {reason: categoryChange}}]}
                """#),
        BehaviorRule(
            id: "P7", section: "P. Playing, recording, hearing",
            text: #"""
                `requestRecordPermission` never fails and needs no category or active session: with
                `undetermined` and the app `foreground`, it prompts as in P2; otherwise nothing happens. The
                permission belongs to the app: it survives `killApp` and relaunch.
                """#,
            source: #"""
                The AVAudioApplication header (requestRecordPermission: the handler runs at once when the permission is decided).
                """#,
            example: #"""
                name: "P7: requestRecordPermission outside the foreground does nothing and does not fail"
                apps:
                  Notes: {}
                  Memo: {}
                steps:
                  - {at: 1s, app: Memo, do: requestRecordPermission}
                expect:
                  - {at: 1s, app: Memo, error: none}
                  - {at: 1s, app: Memo, state: {recordPermission: undetermined}}
                  - {app: Memo, never: recordPermissionPrompt}
                """#),
        BehaviorRule(
            id: "P9", section: "P. Playing, recording, hearing",
            text: #"""
                Each app has an input mute state, `inputMuted` (default `false`): the app's own, not its session's, so it
                survives deactivation (a terminated app starts unmuted again: *decision*). The app action `setInputMuted: true|false`
                never fails. While muted, the app's input delivers silence: `inputIsSilent` is true and the sound engine records
                silence. The app receives `inputMuteStateChange` with field `isMuted` when the state changes while its session is
                active in an input category; a change made while it is not is stored, and delivered when such a session next
                becomes active (two changes that undo each other leave nothing to deliver). The user action
                `muteInput: true|false` (the AirPods or headset mute gesture) acts on the app whose active input session owns the
                route (R1): during that app's connected CallKit call it receives `performSetMuted` with field `muted`
                (`CXSetMutedCallAction`), and its reactions decide; otherwise its input mute state changes as if it had called
                `setInputMuted`. With no such app the gesture does nothing (*decision*).
                """#,
            source: #"""
                The AVAudioApplication header (iOS 17): `setInputMuted(_:)` mutes the app's input by zeroing its samples, and on `inputMuteStateChangeNotification`, "this notification will only be dispatched for state changes when there is an active record session ... When the record session subsequently goes active, the inputMuted state will be applied, and this notification will be dispatched"; `CXSetMutedCallAction` for a call's mute. The gesture acting on the route owner, and nothing without one, are decisions.
                """#,
            changeInVersion3: #"""
                a new rule: the iOS 17 input mute (evidence: the AVAudioApplication header, iOS 17 to 26.2; the AirPods mute gesture delivers `CXSetMutedCallAction` to a CallKit app during its call)
                """#,
            example: #"""
                name: "P9: a mute made while inactive is told when the recording session activates; the gesture mutes the route owner"
                apps:
                  Chat:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, {setInputMuted: true}]}
                  - {at: 1s, app: Chat, do: [activate, record]}
                  - {at: 2s, user: {muteInput: false}}
                expect:
                  - {app: Chat, never: inputMuteStateChange, between: [0s, 0s]}
                  - {at: 1s, app: Chat, received: {inputMuteStateChange: {isMuted: true}}}
                  - {at: 1s, app: Chat, state: {inputMuted: true, recording: true, inputIsSilent: true}}
                  - {at: 2s, app: Chat, received: {inputMuteStateChange: {isMuted: false}}}
                  - {at: 2s, app: Chat, state: {inputMuted: false, inputIsSilent: false}}
                """#),
        BehaviorRule(
            id: "P10", section: "P. Playing, recording, hearing",
            text: #"""
                With `os: 26` only, the app action `setOutputMuted: true|false` mutes the session's output (with `os: 18` the
                action is a file error naming the OS). It is supported with every category and mode except `playAndRecord` in a
                mode other than `default`, where it fails with `badParam`; setting such a configuration (`setMode` or
                `setCategory`) on a muted session unmutes it. While muted, the app's output is zeroed: it is not `audible`, it is
                still `playing`, and the sound engine renders nothing for it. The state key is `outputMuted`. The app receives
                `outputMuteStateChange` with field `isMuted` whenever the state changes. The user action `volumeUp` while the app
                in front has its output muted delivers `userIntentToUnmuteOutput` to that app; its reactions decide whether to
                unmute. The simulator keeps no volume level: `volumeUp` does nothing else.
                """#,
            source: #"""
                The iOS 26 AVAudioSession header: `setOutputMuted(_:)` is supported in all categories and modes except `playAndRecord` in a non-default mode, and "Changing the mode to non-default mode with playAndRecord category will cause the session to unmute"; `outputMuteStateChangeNotification` with `muteStateKey`; `userIntentToUnmuteOutputNotification` is "sent ... when the application's output is muted and user hints to unmute".
                """#,
            changeInVersion3: #"""
                a new rule: the iOS 26 output mute (evidence: the iOS 26.2 AVAudioSession header)
                """#,
            example: #"""
                name: "P10: a muted output still plays but is not heard; volume up asks the app, whose reaction unmutes"
                device:
                  os: 26
                  foreground: Player
                apps:
                  Player:
                    reactions:
                      - {on: userIntentToUnmuteOutput, do: {setOutputMuted: false}}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play, {setOutputMuted: true}]}
                  - {at: 1s, user: volumeUp}
                expect:
                  - {at: 0s, app: Player, received: {outputMuteStateChange: {isMuted: true}}}
                  - {at: 0s, app: Player, state: {outputMuted: true, playing: true, audible: false}}
                  - {at: 1s, app: Player, received: userIntentToUnmuteOutput}
                  - {at: 1s, app: Player, state: {outputMuted: false, audible: true}}
                """#),
        BehaviorRule(
            id: "L1", section: "L. App lifecycle",
            text: #"""
                States: `foreground`, `inactive` (in front but covered by a ringing full-screen call or
                Siri; an alarm shows as a banner and covers nothing), `background`, `suspended`, `notRunning`. At most one app is `foreground` or
                `inactive`. Apps receive `resignedActive` when they leave `foreground` (for `inactive` or the
                background), `enteredBackground` when they reach the background, `enteredForeground` when they
                come back from it, and `becameActive` when they reach `foreground`.
                """#,
            source: #"""
                UIKit's app lifecycle (applicationWillResignActive and the other UIApplicationDelegate callbacks); the Wwise seed. Version 2: an alarm is a banner and covers nothing (the Clock alarm of iOS 14 and later).
                """#,
            changeInVersion2: #"""
                an alarm shows as a banner and covers nothing (evidence: the Clock alarm of iOS 14 and later appears as a banner over the app in use; `callStyle` is a Phone setting and does not apply to alarms)
                """#,
            example: #"""
                name: "L1 (version 2): an alarm is a banner and covers nothing; a full-screen call and Siri do"
                device:
                  callStyle: fullScreen
                apps:
                  Reader:
                    reactions:
                      - {on: resignedActive, do: {setCategory: {category: ambient}}}
                steps:
                  - {at: 0s, app: Reader, do: {setCategory: {category: playback}}}
                  - {at: 1s, system: alarm}
                  - {at: 2s, user: dismissAlarm}
                  - {at: 3s, system: siri}
                expect:
                  - {at: 1s, app: Reader, state: {appState: foreground, category: playback}}
                  - {at: 2s, app: Reader, state: {appState: foreground, category: playback}}
                  - {at: 3s, app: Reader, state: {appState: inactive, category: ambient}}
                """#),
        BehaviorRule(
            id: "L2", section: "L. App lifecycle",
            text: #"""
                `openApp` sends the current foreground app to the background and brings the app to the
                foreground, launching it (C1) if it was not running; it unlocks the screen. `home` sends the
                foreground app to the background. `lock` sends it to the background and `unlock` brings it back.
                """#,
            source: #"""
                UIKit's app lifecycle and a decision for the simulated user.
                """#,
            example: #"""
                name: "L2: openApp unlocks the screen"
                device:
                  locked: true
                apps:
                  Game: {}
                steps:
                  - {at: 1s, user: {openApp: Game}}
                  - {at: 2s, app: Game, do: [{setCategory: {category: ambient}}, play]}
                expect:
                  - {at: 0s, app: Game, state: {appState: suspended}}
                  - {at: 1s, app: Game, state: {appState: foreground}}
                  - {at: 2s, app: Game, state: {playing: true, silenced: false, audible: true}}
                """#),
        BehaviorRule(
            id: "L3", section: "L. App lifecycle",
            text: #"""
                An app in the background keeps running only while its session is active, output or input
                I/O is running, the category is background-capable and it has `backgroundAudio`. Otherwise it is
                suspended (L5) once the reactions at that instant have run: on entering the background, and
                whenever its I/O stops for any reason (its own `stop`, `deactivate` or `for`, an interruption, a
                reset) without being restarted by those reactions.
                With `device.suspendAfter: T` (default `0s`), the suspension comes T later instead, unless by then
                the app runs audio again or is in front; the app runs normally meanwhile. iOS gives a background
                app "a few seconds" with no guarantee; the default 0 makes code that relies on that grace fail.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.48) and the cannotStartPlaying ('!pla') comment: background audio needs UIBackgroundModes audio and a background-capable category. Version 2: device.suspendAfter, since UIApplicationDelegate promises only about 5 seconds ("shortly after" in the Wwise seed).
                """#,
            changeInVersion2: #"""
                `device.suspendAfter` (additive, default 0) (evidence: UIApplicationDelegate: about 5 s after entering the background, "shortly after" in the Wwise seed; no guarantee)
                """#,
            example: #"""
                name: "L3: running input I/O alone keeps a background-capable app with backgroundAudio running"
                apps:
                  Memo:
                    backgroundAudio: true
                    recordPermission: granted
                  Notes: {}
                steps:
                  - {at: 0s, app: Memo, do: [{setCategory: {category: record}}, record]}
                  - {at: 1s, user: {openApp: Notes}}
                  - {at: 2s, app: Memo, do: stopRecording}
                expect:
                  - {at: 1s, app: Memo, state: {appState: background, recording: true, active: true}}
                  - {at: 2s, app: Memo, state: {appState: suspended, recording: false, active: false}}
                """#),
        BehaviorRule(
            id: "L4", section: "L. App lifecycle",
            text: #"""
                A suspended app is woken in the background: for a step of its own (A1.4 applies), for a
                remote command (N2), and to receive `interruptionEnded` when its session was interrupted while its
                I/O was running, its category is background-capable and it has `backgroundAudio`. A step of a
                not-running app launches it in the background. Afterwards L3 decides again.

                Kept on purpose in version 3: a scenario step of a suspended app wakes it. On iOS something wakes it first (a
                push, a timer the system allows, a background task); a scenario describes code that ran, and its author answers
                for how that code came to run. Tests of app code that need L5's strictness use the testing library, where a call
                from a suspended app's code is refused.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.28: the ended notification arrives when the call ends); a decision for waking.
                """#,
            example: #"""
                name: "L4: a suspended app interrupted while playing in the background is woken to receive interruptionEnded"
                apps:
                  Front: {}
                  Radio:
                    backgroundAudio: true
                device:
                  foreground: Radio
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Front}}
                  - {at: 2s, system: incomingCall}
                  - {at: 3s, user: declineCall}
                expect:
                  - {at: 2s, app: Radio, state: {appState: suspended, interrupted: true}}
                  - {at: 3s, app: Radio, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 3s, app: Radio, state: {appState: suspended, interrupted: false}}
                """#),
        BehaviorRule(
            id: "L5", section: "L. App lifecycle",
            text: #"""
                Suspending an app deactivates its active session without notifying it, and releases its
                ducks and holds (D2, I5). A suspended app runs nothing: notifications addressed to it and its
                `after` reactions that fall due are held, and run in the order they fell due when it next runs,
                after its lifecycle events.
                """#,
            source: #"""
                The interruptionNotification documentation (iOS 10 and later): the system deactivates a suspended app's session and tells it late, if at all.
                """#,
            example: #"""
                name: "L5: suspending an app deactivates its active session without notifying it"
                apps:
                  Game: {}
                  Other: {}
                steps:
                  - {at: 0s, app: Game, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Other}}
                expect:
                  - {at: 1s, app: Game, state: {appState: suspended, active: false, interrupted: false, playing: false}}
                  - app: Game
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                """#),
        BehaviorRule(
            id: "L6", section: "L. App lifecycle",
            text: #"""
                `killApp` terminates the app: its session ends without notifying anyone (I5); what it held
                is discarded; if it was in front, the home screen is. A not-running app reads `appState:
                notRunning`, inactive and not interrupted, C1's configuration, no route. Its next launch starts
                from C1.
                """#,
            source: #"""
                UIKit (a terminated app runs nothing) and a decision.
                """#,
            example: #"""
                name: "L6: killing a background app leaves the front app in front and notifies no one"
                apps:
                  Radio:
                    backgroundAudio: true
                  Notes: {}
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Notes}}
                  - {at: 2s, user: {killApp: Radio}}
                expect:
                  - {at: 2s, app: Radio, state: {appState: notRunning, active: false, playing: false}}
                  - {at: 2s, app: Notes, state: {appState: foreground}}
                  - {app: Notes, sequence: []}
                """#),
        BehaviorRule(
            id: "S1", section: "S. System audio and the built-in Phone",
            text: #"""
                `incomingCall`: the Phone rings; I6, I7. With `callStyle: fullScreen` or a locked screen
                the call covers the screen and the foreground app becomes `inactive`; with `banner` (the default)
                on an unlocked screen it stays `foreground`. A second call while one exists is a scenario error
                (status 2).
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.28) and the incoming-call style setting (banner or full screen, iOS 14).
                """#,
            example: #"""
                name: "S1: a banner call on an unlocked screen rings (Phone active) and leaves the front app foreground"
                apps:
                  Notes: {}
                steps:
                  - {at: 1s, system: incomingCall}
                expect:
                  - {at: 0s, app: Phone, state: {active: false}}
                  - {at: 1s, app: Phone, state: {active: true}}
                  - {at: 1s, app: Notes, state: {appState: foreground}}
                """#),
        BehaviorRule(
            id: "S2", section: "S. System audio and the built-in Phone",
            text: #"""
                `declineCall`, or `remoteHangUp` while ringing: ringing ends; I4; an inactive app is
                `foreground` again.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.28): a declined call ends the interruption.
                """#,
            example: #"""
                name: "S2: declineCall or remoteHangUp while ringing end the ringing, end the interruption, and bring an inactive app back"
                device:
                  callStyle: fullScreen
                apps:
                  Player:
                    reactions:
                      - on: interruptionEnded
                        do: [activate, play]
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: declineCall}
                  - {at: 3s, system: incomingCall}
                  - {at: 4s, system: remoteHangUp}
                expect:
                  - {at: 1s, app: Player, state: {appState: inactive, interrupted: true}}
                  - {at: 2s, app: Phone, state: {active: false}}
                  - {at: 2s, app: Player, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 2s, app: Player, state: {appState: foreground, playing: true}}
                  - {at: 3s, app: Player, state: {appState: inactive}}
                  - {at: 4s, app: Phone, state: {active: false}}
                  - {at: 4s, app: Player, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 4s, app: Player, state: {appState: foreground}}
                """#),
        BehaviorRule(
            id: "S3", section: "S. System audio and the built-in Phone",
            text: #"""
                `answerCall`: the call connects and owns the route (R1); every active app session is
                interrupted (I6, its exception included). Where the ringing covered the screen (`callStyle:
                fullScreen`, or a locked screen), the Phone is in front and the app that was in front goes to the
                background (L3). Where it rang as a banner on an unlocked screen, the call is answered in the
                banner: the app in front stays `foreground` and the Phone is not in front (iOS 14 and later).
                During the call A1.3 applies and `openApp` brings an app to the foreground.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.28). Version 2: iOS 14's compact call interface keeps the current app in front when the call is accepted in the banner; the session is still interrupted (setPrefersNoInterruptionsFromSystemAlerts documentation).
                """#,
            changeInVersion2: #"""
                a call answered in the banner leaves the app in front (evidence: iOS 14's compact call interface: accepting in the banner keeps the current app in front; the session is still interrupted on accept (`setPrefersNoInterruptionsFromSystemAlerts` documentation))
                """#,
            example: #"""
                name: "S3: answering a full-screen call puts the Phone in front with the route; the front app goes to the background; openApp works during the call"
                apps:
                  Notes: {}
                  Radio:
                    backgroundAudio: true
                device:
                  foreground: Radio
                  callStyle: fullScreen
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {openApp: Notes}}
                  - {at: 2s, system: incomingCall}
                  - {at: 3s, user: answerCall}
                  - {at: 4s, user: {openApp: Notes}}
                expect:
                  - {at: 3s, app: Phone, state: {appState: foreground, active: true, outputs: [builtInReceiver], inputs: [builtInMic]}}
                  - {at: 3s, app: Notes, state: {appState: suspended}}
                  - {at: 3s, app: Radio, state: {interrupted: true, appState: suspended}}
                  - {at: 4s, app: Notes, state: {appState: foreground}}
                  - {at: 4s, app: Phone, state: {active: true}}
                """#),
        BehaviorRule(
            id: "S4", section: "S. System audio and the built-in Phone",
            text: #"""
                `endCall`, or `remoteHangUp` while connected: the call ends; I4; if the Phone is still in
                front, the app that was in front when the call began is `foreground` again; otherwise what is in
                front stays.
                """#,
            source: #"""
                The Wwise seed (the game returns to the front after the call) and a decision.
                """#,
            example: #"""
                name: "S4: ending the call returns the original app only if the Phone is still in front"
                device:
                  callStyle: fullScreen
                apps:
                  Notes: {}
                  Maps: {}
                steps:
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 3s, user: endCall}
                  - {at: 4s, system: incomingCall}
                  - {at: 5s, user: answerCall}
                  - {at: 6s, user: {openApp: Maps}}
                  - {at: 7s, system: remoteHangUp}
                expect:
                  - {at: 2s, app: Notes, state: {appState: suspended}}
                  - {at: 3s, app: Notes, state: {appState: foreground}}
                  - {at: 3s, app: Phone, state: {active: false}}
                  - {at: 7s, app: Maps, state: {appState: foreground}}
                  - {at: 7s, app: Notes, state: {appState: suspended}}
                  - {at: 7s, app: Phone, state: {active: false}}
                """#),
        BehaviorRule(
            id: "S5", section: "S. System audio and the built-in Phone",
            text: #"""
                `alarm` rings like S1 (I6, I7) but always as a banner, whatever `callStyle` says: the app in
                front stays `foreground`. `dismissAlarm` ends it like S2.
                """#,
            source: #"""
                The Audio Session Programming Guide (alarms interrupt like calls). Version 2: an alarm always rings as a banner; callStyle is a Phone setting.
                """#,
            changeInVersion2: #"""
                an alarm shows as a banner and covers nothing (evidence: the Clock alarm of iOS 14 and later appears as a banner over the app in use; `callStyle` is a Phone setting and does not apply to alarms)
                """#,
            example: #"""
                name: "S5: an alarm rings like a call but always as a banner, even with callStyle fullScreen; dismissAlarm ends it like a decline"
                device:
                  callStyle: fullScreen
                apps:
                  Player:
                    reactions:
                      - {on: resignedActive, do: {setCategory: {category: ambient}}}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, system: alarm}
                  - {at: 2s, user: dismissAlarm}
                expect:
                  - {at: 1s, app: Player, received: {interruptionBegan: {reason: default}}}
                  - {at: 1s, app: Player, state: {appState: foreground, interrupted: true, interruptedBy: system}}
                  - {at: 2s, app: Player, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 2s, app: Player, state: {appState: foreground, category: playback}}
                """#),
        BehaviorRule(
            id: "S6", section: "S. System audio and the built-in Phone",
            text: #"""
                `siri` interrupts like I6 (without its exception) and makes the foreground app `inactive`;
                `siriEnded` ends it like S2.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.27): Siri interrupts playback.
                """#,
            example: #"""
                name: "S6: Siri interrupts every active session and makes the foreground app inactive; siriEnded ends it"
                apps:
                  Player: {}
                  Radio:
                    backgroundAudio: true
                device:
                  foreground: Radio
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 1s, user: {openApp: Player}}
                  - {at: 2s, app: Player, do: [{setPrefersNoInterruptionsFromSystemAlerts: true}, {setCategory: {category: ambient}}, play]}
                  - {at: 3s, system: siri}
                  - {at: 4s, system: siriEnded}
                expect:
                  - {at: 3s, app: Player, received: {interruptionBegan: {reason: default}}}
                  - {at: 3s, app: Radio, received: {interruptionBegan: {reason: default}}}
                  - {at: 3s, app: Player, state: {appState: inactive}}
                  - {at: 4s, app: Player, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 4s, app: Radio, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 4s, app: Player, state: {appState: foreground}}
                """#),
        BehaviorRule(
            id: "S7", section: "S. System audio and the built-in Phone",
            text: #"""
                `resetMediaServices`: every running app receives `mediaServicesWereLost`, then
                `mediaServicesWereReset`; every session returns to C1 (inactive, I/O stopped, no interruption
                pending, no ducks, no Now Playing app); no interruption or route-change notification is
                delivered; apps in the background are then suspended (L3).
                """#,
            source: #"""
                Technical Q&A QA1749 and the Audio Session Programming Guide (2014 edition p.30): after a media services reset every session property is back to its default.
                """#,
            example: #"""
                name: "S7: after a reset no interruption is pending: ending the system audio delivers no interruptionEnded"
                apps:
                  Player: {}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, system: resetMediaServices}
                  - {at: 3s, user: declineCall}
                expect:
                  - {at: 1s, app: Player, state: {interrupted: true}}
                  - {at: 2s, app: Player, state: {interrupted: false, interruptedBy: none}}
                  - {at: 2s, app: Phone, state: {active: true}}
                  - {app: Player, never: interruptionEnded}
                """#),
        BehaviorRule(
            id: "S8", section: "S. System audio and the built-in Phone",
            text: #"""
                `Phone` can be named in expectations: its session is active while a call rings or is
                connected.
                """#,
            source: #"""
                A decision so that expectations can name the Phone.
                """#,
            example: #"""
                name: "S8: the Phone's session is active while a call rings or is connected, and only then"
                apps:
                  Notes: {}
                steps:
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 3s, user: endCall}
                  - {at: 4s, system: alarm}
                  - {at: 5s, system: incomingCall}
                  - {at: 6s, user: declineCall}
                expect:
                  - {at: 0s, app: Phone, state: {active: false}}
                  - {at: 1s, app: Phone, state: {active: true}}
                  - {at: 2s, app: Phone, state: {active: true}}
                  - {at: 3s, app: Phone, state: {active: false}}
                  - {at: 4s, app: Phone, state: {active: false}}
                  - {at: 5s, app: Phone, state: {active: true}}
                  - {at: 6s, app: Phone, state: {active: false}}
                """#),
        BehaviorRule(
            id: "N1", section: "N. Now Playing and remote control",
            text: #"""
                An app is *eligible* when it handles remote commands (`remoteCommands: true`). The Now
                Playing app is the eligible app that most recently started output with a non-mixable session, in
                any output category. It stays so until another app becomes Now Playing, it is terminated, or media
                services reset; then there is none until an app qualifies again.
                """#,
            source: #"""
                The long-form route-sharing documentation and the Audio Session Programming Guide (2014 edition p.46): the Now Playing app is a non-mixable app playing with remote commands.
                """#,
            example: #"""
                name: "N1: the Now Playing app stays so after stopping, and loses it when terminated or when media services reset"
                apps:
                  Player:
                    remoteCommands: true
                  Other:
                    remoteCommands: true
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, app: Player, do: [stop, deactivate]}
                  - {at: 2s, user: {killApp: Player}}
                  - {at: 3s, user: {openApp: Other}}
                  - {at: 4s, app: Other, do: [{setCategory: {category: playAndRecord}}, play]}
                  - {at: 5s, system: resetMediaServices}
                expect:
                  - {at: 1s, app: Player, state: {nowPlaying: true, playing: false}}
                  - {at: 2s, app: Player, state: {nowPlaying: false}}
                  - {at: 3s, app: Other, state: {nowPlaying: false}}
                  - {at: 3s, app: Music, state: {nowPlaying: false}}
                  - {at: 4s, app: Other, state: {nowPlaying: true}}
                  - {at: 5s, app: Other, state: {nowPlaying: false}}
                  - {at: 5s, app: Music, state: {nowPlaying: false}}
                """#),
        BehaviorRule(
            id: "N2", section: "N. Now Playing and remote control",
            text: #"""
                `remote` delivers `remoteCommand` to the Now Playing app, waking it if needed. With no Now
                Playing app, `play` and `togglePlayPause` go to the built-in Music app. While an app handles a
                remote command it may activate non-mixable from the background (A1.4).
                """#,
            source: #"""
                The cannotInterruptOthers ('!int') comment: only the Now Playing app may activate non-mixable from the background; the Wwise seed (earbud remote).
                """#,
            example: #"""
                name: "N2: with no Now Playing app, play and togglePlayPause go to the built-in Music app"
                apps:
                  Notes: {}
                steps:
                  - {at: 1s, user: {remote: pause}}
                  - {at: 2s, user: {remote: play}}
                  - {at: 3s, user: {remote: pause}}
                  - {at: 4s, user: {remote: togglePlayPause}}
                  - {at: 5s, user: {remote: togglePlayPause}}
                expect:
                  - {at: 1s, app: Music, state: {playing: false, active: false}}
                  - {at: 2s, app: Music, state: {playing: true, active: true, nowPlaying: true}}
                  - {at: 3s, app: Music, state: {playing: false, active: false}}
                  - {at: 4s, app: Music, state: {playing: true, active: true}}
                  - {at: 5s, app: Music, state: {playing: false, active: false}}
                  - {app: Notes, never: remoteCommand}
                """#),
        BehaviorRule(
            id: "N3", section: "N. Now Playing and remote control",
            text: #"""
                The built-in `Music` app: `playback`, non-mixable, background audio, eligible; its
                configuration is set before time 0 and announces nothing. On `play`
                (or toggle while stopped) it activates and plays; on `pause` (or toggle while playing) it stops and
                deactivates with `notifyOthers`. After `interruptionEnded(shouldResume: true)` it resumes if it was
                playing when interrupted. On `routeChange(oldDeviceUnavailable)` it stops playing and stays paused
                (where R10 applies, its session is then inactive and interrupted). A step `app: Music` with `do:
                play` or `do: pause` is the user tapping in Music, handled like the remote command;
                `device.music: playing` starts it playing, in the background, at time 0.
                """#,
            source: #"""
                The Wwise seed (Music resumes after a call, pauses on unplug) and a decision.
                """#,
            example: #"""
                name: "N3: the built-in Music app is playback, non-mixable, set before time 0, and announces nothing"
                device:
                  music: playing
                apps:
                  Game: {}
                steps:
                  - {at: 1s, app: Game, do: [{setCategory: {category: playback}}, activate]}
                expect:
                  - {at: 0s, app: Music, state: {category: playback, mode: default, options: [], active: true, playing: true, nowPlaying: true}}
                  - {app: Music, never: routeChange, between: [0s, 0s]}
                  - {at: 1s, app: Music, state: {interrupted: true}}
                """#),
        BehaviorRule(
            id: "H1", section: "H. Hints about other audio",
            text: #"""
                `otherAudioPlaying` is true for an app while another app's output is playing or system audio
                is active.
                """#,
            source: #"""
                The otherAudioPlaying documentation.
                """#,
            example: #"""
                name: "H1: otherAudioPlaying is true while another app's output plays or system audio is active"
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setCategory: {category: ambient}}, play]}
                  - {at: 1s, app: Music, do: play}
                  - {at: 2s, app: Music, do: pause}
                  - {at: 3s, system: incomingCall}
                  - {at: 4s, user: declineCall}
                  - {at: 5s, system: siri}
                expect:
                  - {at: 0s, app: Game, state: {playing: true, otherAudioPlaying: false}}
                  - {at: 1s, app: Game, state: {otherAudioPlaying: true}}
                  - {at: 1s, app: Music, state: {otherAudioPlaying: true}}
                  - {at: 2s, app: Game, state: {otherAudioPlaying: false}}
                  - {at: 3s, app: Game, state: {otherAudioPlaying: true}}
                  - {at: 4s, app: Game, state: {otherAudioPlaying: false}}
                  - {at: 5s, app: Game, state: {otherAudioPlaying: true}}
                """#),
        BehaviorRule(
            id: "H2", section: "H. Hints about other audio",
            text: #"""
                `secondaryAudioShouldBeSilencedHint` is true for an app while another app with a non-mixable
                session is playing, or a call is connected (a ringing call or alarm counts for H1 only).
                """#,
            source: #"""
                Technical Q&A QA1882 and the secondaryAudioShouldBeSilencedHint documentation.
                """#,
            example: #"""
                name: "H2: secondaryAudioShouldBeSilencedHint is true while another app plays non-mixable or a call is connected"
                apps:
                  Game: {}
                  Radio:
                    backgroundAudio: true
                device:
                  foreground: Radio
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 1s, user: {openApp: Game}}
                  - {at: 2s, app: Music, do: play}
                  - {at: 3s, app: Music, do: pause}
                  - {at: 4s, system: incomingCall}
                  - {at: 5s, user: answerCall}
                  - {at: 6s, user: endCall}
                  - {at: 7s, system: alarm}
                expect:
                  - {at: 1s, app: Game, state: {otherAudioPlaying: true, secondaryAudioShouldBeSilencedHint: false}}
                  - {at: 2s, app: Game, state: {secondaryAudioShouldBeSilencedHint: true}}
                  - {at: 2s, app: Music, state: {secondaryAudioShouldBeSilencedHint: false}}
                  - {at: 3s, app: Game, state: {secondaryAudioShouldBeSilencedHint: false}}
                  - {at: 4s, app: Game, state: {otherAudioPlaying: true, secondaryAudioShouldBeSilencedHint: false}}
                  - {at: 5s, app: Game, state: {secondaryAudioShouldBeSilencedHint: true}}
                  - {at: 6s, app: Game, state: {secondaryAudioShouldBeSilencedHint: false}}
                  - {at: 7s, app: Game, state: {otherAudioPlaying: true, secondaryAudioShouldBeSilencedHint: false}}
                """#),
        BehaviorRule(
            id: "H3", section: "H. Hints about other audio",
            text: #"""
                An app in the foreground with an active session receives `silenceSecondaryAudioHint` with
                `begin` when H2 becomes true and `end` when it becomes false, judged once after each action's
                decisions against the value last delivered to that app. Becoming foreground and active delivers
                nothing and takes the current value as the one last delivered; changes while it is elsewhere are
                not delivered.
                """#,
            source: #"""
                The silenceSecondaryAudioHintNotification documentation: sent only to foreground apps with an active session.
                """#,
            example: #"""
                name: "H3: a foreground app with an active session receives silenceSecondaryAudioHint begin and end as H2 changes"
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setCategory: {category: ambient}}, play]}
                  - {at: 1s, app: Music, do: play}
                  - {at: 2s, app: Music, do: pause}
                expect:
                  - {at: 1s, app: Game, received: {silenceSecondaryAudioHint: {type: begin}}}
                  - {at: 2s, app: Game, received: {silenceSecondaryAudioHint: {type: end}}}
                  - app: Game
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                      - {silenceSecondaryAudioHint: {type: begin}}
                      - {silenceSecondaryAudioHint: {type: end}}
                """#),
        BehaviorRule(
            id: "R1", section: "R. Routing",
            text: #"""
                The device has one route. Its *owner* is a connected call (routed as `playAndRecord` with
                `voiceChat`); else the most recently activated active session in an input category; else nobody,
                and output-only sessions each route by R2. The owner's route
                follows R2 to R7 from its configuration. Every other active session plays on the owner's outputs.
                An inactive session shows the route it would get if it activated now, counting what its own
                activation would change: a non-mixable session's activation interrupts a non-mixable owner (A3),
                which then owns nothing (*decision*).
                """#,
            source: #"""
                A decision from the Audio Session Programming Guide's "last in wins" (2014 edition p.20). Version 2: an inactive session's route counts its own activation, as the rule's words "if it activated now" say.
                """#,
            changeInVersion2: #"""
                an inactive session's route counts its own activation's effect (evidence: the rule's own wording, "the route it would get if it activated now")
                """#,
            example: #"""
                name: "R1: an inactive session shows the route it would get if it activated now"
                apps:
                  Chat: {}
                  Radio: {}
                steps:
                  - {at: 0s, app: Chat, do: {setCategory: {category: playAndRecord}}}
                  - {at: 0s, app: Radio, do: {setCategory: {category: playback}}}
                  - {at: 1s, user: {connect: wiredHeadset}}
                expect:
                  - {at: 0s, app: Chat, state: {active: false, outputs: [builtInReceiver], inputs: [builtInMic]}}
                  - {at: 0s, app: Radio, state: {active: false, outputs: [builtInSpeaker], inputs: []}}
                  - {at: 1s, app: Chat, state: {outputs: [headphones], inputs: [headsetMic]}}
                  - {at: 1s, app: Radio, state: {outputs: [headphones], inputs: []}}
                """#),
        BehaviorRule(
            id: "R2", section: "R. Routing",
            text: #"""
                Output-only categories: the newest device with an eligible output among `headphones`,
                `bluetoothA2DP`, `bluetoothLE`, `airPlay`, `carAudio`, `usbAudio`, `HDMI`, `lineOut` (HFP is not
                eligible: a `bluetoothHandsFree` device is ignored); otherwise `builtInSpeaker`. No inputs. An
                `airPlay` device connected `for: longFormAudio` or `for: longFormVideo` is eligible only to
                sessions with that policy; `for: system` (the default) to all.
                """#,
            source: #"""
                The header comment on allowBluetoothA2DP (implicitly allowed in output-only categories) and the Audio Session Programming Guide (2014 edition p.20, last in wins).
                """#,
            example: #"""
                name: "R2: usbAudio, carAudio and lineOut are eligible outputs for output-only sessions; the newest wins"
                apps:
                  Radio: {}
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: ambient}}, play]}
                  - {at: 1s, user: {connect: usbAudio}}
                  - {at: 2s, user: {connect: carPlay}}
                  - {at: 3s, user: {connect: lineOut}}
                  - {at: 4s, user: {disconnect: lineOut}}
                expect:
                  - {at: 1s, app: Radio, state: {outputs: [usbAudio], inputs: []}}
                  - {at: 2s, app: Radio, state: {outputs: [carAudio], inputs: []}}
                  - {at: 3s, app: Radio, state: {outputs: [lineOut]}}
                  - {at: 4s, app: Radio, state: {outputs: [carAudio]}}
                """#),
        BehaviorRule(
            id: "R3", section: "R. Routing",
            text: #"""
                `record`: no outputs; input from the newest device among `headsetMic`, `usbAudio`,
                `carAudio`, and `bluetoothHFP` with `allowBluetoothHFP`; otherwise `builtInMic`.
                """#,
            source: #"""
                The header comment on allowBluetoothHFP (Bluetooth input only with the option).
                """#,
            example: #"""
                name: "R3: record takes its input from CarPlay's carAudio when that is the newest input device"
                device:
                  devices: [wiredHeadset]
                apps:
                  Memo: {}
                steps:
                  - {at: 0s, app: Memo, do: {setCategory: {category: record}}}
                  - {at: 1s, user: {connect: carPlay}}
                  - {at: 2s, user: {disconnect: carPlay}}
                expect:
                  - {at: 0s, app: Memo, state: {outputs: [], inputs: [headsetMic]}}
                  - {at: 1s, app: Memo, state: {outputs: [], inputs: [carAudio]}}
                  - {at: 2s, app: Memo, state: {inputs: [headsetMic]}}
                """#),
        BehaviorRule(
            id: "R4", section: "R. Routing",
            text: #"""
                `playAndRecord`: eligible devices are wired (`headphones`), `usbAudio`, `carAudio`, `HDMI`,
                `lineOut`; `bluetoothHFP` with `allowBluetoothHFP`; `bluetoothA2DP` with `allowBluetoothA2DP`;
                `airPlay` with `allowAirPlay` unless the mode is `voiceChat`. A `bluetoothHeadset` is used as HFP
                when `allowBluetoothHFP` is in effect, else as A2DP when allowed. The newest eligible device gives
                the output, and its input if it has one (`headsetMic`, `bluetoothHFP`, `usbAudio`, `carAudio`;
                a headset used as A2DP has none), else `builtInMic`. With none: `builtInReceiver` (`builtInSpeaker` with `defaultToSpeaker`, or on
                an iPad) and `builtInMic`.
                """#,
            source: #"""
                The header comments on allowBluetoothA2DP (HFP wins on one device that has both), allowAirPlay and defaultToSpeaker; Technical Q&A QA1803 (no AirPlay in voiceChat).
                """#,
            example: #"""
                name: "R4: on an iPad playAndRecord with no device uses the speaker"
                device:
                  model: iPad
                apps:
                  Chat: {}
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord, mode: voiceChat}}, activate]}
                expect:
                  - {at: 0s, app: Chat, state: {outputs: [builtInSpeaker], inputs: [builtInMic]}}
                """#),
        BehaviorRule(
            id: "R5", section: "R. Routing",
            text: #"""
                `overrideOutput speaker` (only `playAndRecord`, else `badParam`) routes to `builtInSpeaker`
                and `builtInMic` until `overrideOutput none`, a device connects or disconnects, the category
                changes, or the session is interrupted. Setting it or clearing it with `none` delivers
                `routeChange(override)` when the route changes; when a connection, a disconnection or a category
                change clears it, only that cause's reason is delivered, and an interruption delivers none.
                """#,
            source: #"""
                Technical Q&A QA1754 and the overrideOutputAudioPort(_:) documentation: the override lasts until the next route change or interruption.
                """#,
            example: #"""
                name: "R5: setting the speaker override when the route is already the speaker delivers no routeChange"
                apps:
                  Chat: {}
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord, options: [defaultToSpeaker]}}, activate]}
                  - {at: 1s, app: Chat, do: {overrideOutput: speaker}}
                  - {at: 2s, app: Chat, do: {overrideOutput: none}}
                expect:
                  - {at: 1s, app: Chat, error: none}
                  - {at: 1s, app: Chat, state: {outputs: [builtInSpeaker]}}
                  - {app: Chat, never: routeChange, between: [1s, 2s]}
                """#),
        BehaviorRule(
            id: "R6", section: "R. Routing",
            text: #"""
                `multiRoute`: outputs are all connected `headphones`, `usbAudio`, `HDMI`, `lineOut`, or
                `builtInSpeaker` when there is none; input is the newest of `headsetMic`, `usbAudio`, else
                `builtInMic`. In mode `dualRoute` (`os: 26`) the primary route is always `builtInSpeaker` and `builtInMic`, and the
                secondary route is the newest connected device among wired `headphones` or `headsetMic`, `bluetoothLE` and
                `bluetoothHFP` (a headset or a hands-free device): outputs are `builtInSpeaker` then the secondary output, inputs
                `builtInMic` then the secondary input.
                """#,
            source: #"""
                The header comment on the multiRoute category and the Audio Session Programming Guide (2014 edition p.21). Version 3: the iOS 26.2 header on dualRoute.
                """#,
            changeInVersion3: #"""
                mode `dualRoute` is routed (evidence: the iOS 26.2 header: "The primary audio route is always the built-in microphone/speaker. The supported secondary route types are HeadsetMic, Headphones, BluetoothLE, and BluetoothHFP")
                """#,
            example: #"""
                name: "R6: multiRoute outputs to every connected headphones, USB, HDMI and line out, else the speaker; input newest headsetMic or usbAudio, else builtInMic"
                apps:
                  DJ: {}
                steps:
                  - {at: 0s, app: DJ, do: {setCategory: {category: multiRoute}}}
                  - {at: 1s, user: {connect: bluetoothSpeaker}}
                  - {at: 2s, user: {connect: wiredHeadphones}}
                  - {at: 3s, user: {connect: hdmi}}
                  - {at: 4s, user: {connect: wiredHeadset}}
                  - {at: 5s, user: {connect: usbAudio}}
                expect:
                  - {at: 0s, app: DJ, state: {outputs: [builtInSpeaker], inputs: [builtInMic]}}
                  - {at: 1s, app: DJ, state: {outputs: [builtInSpeaker], inputs: [builtInMic]}}
                  - {at: 2s, app: DJ, state: {outputs: [headphones], inputs: [builtInMic]}}
                  - {at: 3s, app: DJ, state: {outputs: [headphones, HDMI], inputs: [builtInMic]}}
                  - {at: 4s, app: DJ, state: {inputs: [headsetMic]}}
                  - {at: 5s, app: DJ, state: {outputs: [headphones, HDMI, usbAudio], inputs: [usbAudio]}}
                """#),
        BehaviorRule(
            id: "R7", section: "R. Routing",
            text: #"""
                `setPreferredInput` takes an input the category can use, else `badParam`; it becomes the input while its device
                stays connected, until `setPreferredInput: none` clears it, or until a device with an input the category can use
                connects: the system then takes the newly connected input and clears the preference, and the app receives
                `routeChange(newDeviceAvailable)` only. HFP input and output go together: an HFP input moves the output to that
                device too, and a non-HFP input (the built-in mic) while the route uses a `bluetoothHeadset` as HFP takes the
                headset out of HFP: its output becomes A2DP when `allowBluetoothA2DP` is in effect (R4, R11), otherwise the
                output is the one R4 gives without hands-free devices. Setting or clearing the preference delivers
                `routeChange(override)` when the route changes.
                """#,
            source: #"""
                The setPreferredInput(_:) documentation: choosing an HFP input moves the output to that device too. Version 3: Apple Developer Forums 737196 (a newly plugged microphone replaces the preference, which reads nil again) and Apple's Bluetooth routing guidance (with HFP "both the input and output will always end up on the Bluetooth HFP device"; AirPods output with the iPhone's microphone takes `allowBluetoothA2DP` and a preferred built-in mic).
                """#,
            changeInVersion3: #"""
                a newly connected input the category can use replaces the preference and clears it; a non-HFP input takes a headset out of HFP (evidence: Developer Forums 737196: after `setPreferredInput(builtInMic)`, "the audio session still switches to the external microphone once one is plugged in. The session's preferredInput is nil again at that point", and the reply "the system will always jump to the recently plugged-in microphone")
                """#,
            example: #"""
                name: "R7: a preferred input holds until cleared or until a newly connected input replaces it; the built-in mic takes AirPods out of HFP"
                apps:
                  Chat:
                    recordPermission: granted
                device:
                  devices: [wiredHeadset]
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, activate]}
                  - {at: 1s, app: Chat, do: {setPreferredInput: builtInMic}}
                  - {at: 2s, user: {connect: {kind: wiredHeadset, name: Second}}}
                  - {at: 3s, app: Chat, do: {setPreferredInput: builtInMic}}
                  - {at: 4s, app: Chat, do: {setPreferredInput: none}}
                  - {at: 5s, user: {disconnect: Second}}
                  - {at: 5s, user: {disconnect: wiredHeadset}}
                  - {at: 6s, user: {connect: {kind: bluetoothHeadset, name: AirPods}}}
                  - {at: 7s, app: Chat, do: {setCategory: {category: playAndRecord, options: [allowBluetoothHFP, allowBluetoothA2DP]}}}
                  - {at: 8s, app: Chat, do: {setPreferredInput: builtInMic}}
                expect:
                  - {at: 1s, app: Chat, state: {inputs: [builtInMic], outputs: [headphones]}}
                  - {at: 1s, app: Chat, received: {routeChange: {reason: override}}}
                  - {at: 2s, app: Chat, state: {inputs: [headsetMic]}}
                  - {at: 2s, app: Chat, received: {routeChange: {reason: newDeviceAvailable}}}
                  - {app: Chat, never: {routeChange: {reason: override}}, between: [2s, 2s]}
                  - {at: 4s, app: Chat, state: {inputs: [headsetMic]}}
                  - {at: 4s, app: Chat, received: {routeChange: {reason: override}}}
                  - {at: 7s, app: Chat, state: {inputs: [bluetoothHFP], outputs: [bluetoothHFP]}}
                  - {at: 8s, app: Chat, state: {inputs: [builtInMic], outputs: [bluetoothA2DP]}}
                """#),
        BehaviorRule(
            id: "R8", section: "R. Routing",
            text: #"""
                A running app whose outputs or inputs change receives `routeChange`: `newDeviceAvailable`
                or `oldDeviceUnavailable` when a connection or disconnection caused it, `categoryChange` when its
                own configuration or a change of route owner did (R1, R11). The previous route travels with it.
                """#,
            source: #"""
                The route-change reasons in the SDK headers and the Audio Session Programming Guide (2014 edition p.37-38).
                """#,
            example: #"""
                name: "R8: only a running app receives routeChange; a suspended app is not sent one"
                apps:
                  Notes: {}
                  Radio: {}
                steps:
                  - {at: 1s, user: {connect: wiredHeadphones}}
                expect:
                  - {at: 1s, app: Radio, state: {appState: suspended}}
                  - {app: Radio, never: routeChange}
                  - {at: 1s, app: Notes, received: {routeChange: {reason: newDeviceAvailable}}}
                """#),
        BehaviorRule(
            id: "R9", section: "R. Routing",
            text: #"""
                `setCategory` or `setMode` delivers `routeChange(categoryChange)` when the category changed
                or the app's route changed.
                """#,
            source: #"""
                The Audio Session Programming Guide (2014 edition p.39): setting the category causes a categoryChange route change.
                """#,
            example: #"""
                name: "R9: setCategory with the same category but options that move the route delivers categoryChange"
                device:
                  devices: [bluetoothHeadset]
                apps:
                  Chat: {}
                steps:
                  - {at: 0s, app: Chat, do: {setCategory: {category: playAndRecord}}}
                  - {at: 1s, app: Chat, do: {setCategory: {category: playAndRecord, options: [allowBluetoothA2DP]}}}
                expect:
                  - {at: 0s, app: Chat, state: {outputs: [builtInReceiver]}}
                  - {at: 1s, app: Chat, state: {outputs: [bluetoothA2DP]}}
                  - {at: 1s, app: Chat, received: {routeChange: {reason: categoryChange}}}
                """#),
        BehaviorRule(
            id: "R10", section: "R. Routing",
            text: #"""
                When a disconnection removes an output of the Now Playing app's active session and its
                `prefersInterruptionOnRouteDisconnect` is true (the default), the app receives
                `routeChange(oldDeviceUnavailable)` and then `interruptionBegan(reason: routeDisconnected)`; it is
                interrupted with no interrupter, so no `interruptionEnded` follows.
                """#,
            source: #"""
                The prefersInterruptionOnRouteDisconnect documentation (iOS 17): Now Playing sessions are interrupted when their route disconnects.
                """#,
            example: #"""
                name: "R10: when a disconnection removes the Now Playing app's output, it gets routeChange(oldDeviceUnavailable) then interruptionBegan(routeDisconnected)"
                device:
                  devices: [wiredHeadphones]
                apps:
                  Player:
                    remoteCommands: true
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, play]}
                  - {at: 1s, user: {disconnect: wiredHeadphones}}
                  - {at: 2s, user: {connect: wiredHeadphones}}
                expect:
                  - {at: 0s, app: Player, state: {nowPlaying: true, outputs: [headphones]}}
                  - {at: 1s, app: Player, state: {active: false, interrupted: true, interruptedBy: none, playing: false}}
                  - {app: Player, never: interruptionEnded}
                  - app: Player
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                      - {routeChange: {reason: oldDeviceUnavailable}}
                      - {interruptionBegan: {reason: routeDisconnected}}
                      - {routeChange: {reason: newDeviceAvailable}}
                """#),
        BehaviorRule(
            id: "R11", section: "R. Routing",
            text: #"""
                A `bluetoothHeadset` is in one profile at a time: while the route owner uses it as HFP, its
                A2DP output does not exist for anyone, and output that would go there goes to its `bluetoothHFP`
                port; when the owner stops using it as HFP, it returns to A2DP.
                """#,
            source: #"""
                Bluetooth profiles (a headset is in HFP or A2DP, not both) and the header comment on allowBluetoothA2DP.
                """#,
            example: #"""
                name: "R11: while the route owner uses a bluetoothHeadset as HFP, its A2DP output does not exist; output goes to its HFP port"
                device:
                  devices: [bluetoothHeadset]
                  foreground: Radio
                apps:
                  Radio:
                    backgroundAudio: true
                  Dictate:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 1s, user: {openApp: Dictate}}
                  - {at: 2s, app: Dictate, do: [{setCategory: {category: record, options: [allowBluetoothHFP]}}, record]}
                  - {at: 3s, app: Dictate, do: [stopRecording, deactivate]}
                expect:
                  - {at: 1s, app: Radio, state: {outputs: [bluetoothA2DP]}}
                  - {at: 2s, app: Dictate, state: {outputs: [], inputs: [bluetoothHFP]}}
                  - {at: 2s, app: Radio, state: {outputs: [bluetoothHFP]}}
                  - {at: 3s, app: Radio, state: {outputs: [bluetoothA2DP]}}
                """#),
        BehaviorRule(
            id: "R12", section: "R. Routing",
            text: #"""
                With `os: 26`, when a device that connects or disconnects changes the inputs a session could choose, every app
                whose session is in an input category (`record`, `playAndRecord`, `multiRoute`), active or not, receives
                `availableInputsChange`, after its `routeChange` if it gets one. An app that is not running receives nothing; a
                suspended one has it held (L5). Devices without an input (`wiredHeadphones`) change no input list. With `os: 18`
                nothing is delivered: the notification is new in iOS 26.
                """#,
            source: #"""
                The iOS 26 AVAudioSession header: `availableInputsChangeNotification`, posted when the set of available inputs changes, with no userInfo. Which apps receive it, and its place after the route change, are decisions.
                """#,
            changeInVersion3: #"""
                a new rule: the iOS 26 notification (evidence: the iOS 26.2 AVAudioSession header)
                """#,
            example: #"""
                name: "R12: a headset with a microphone changes the available inputs: the input app is told after its route change"
                device:
                  os: 26
                apps:
                  Chat:
                    recordPermission: granted
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, activate]}
                  - {at: 1s, user: {connect: wiredHeadset}}
                  - {at: 2s, user: {connect: wiredHeadphones}}
                expect:
                  - {at: 1s, app: Chat, received: availableInputsChange}
                  - {app: Chat, never: availableInputsChange, between: [2s, 2s]}
                  - app: Chat
                    sequence: [{routeChange: {reason: newDeviceAvailable}}, availableInputsChange, {routeChange: {reason: newDeviceAvailable}}]
                    ignore: [{routeChange: {reason: categoryChange}}]
                """#),
        BehaviorRule(
            id: "O1", section: "O. Order and determinism",
            text: #"""
                At one instant, first the timers that fall due (`for`, `after`) in the order they were set,
                then the steps in file order. Each action (one element of a step's `do` list, a timer, a user or
                system event) is settled before the next: the action, then the system's decisions delivered to
                apps in declaration order (built-in apps after declared ones), then the reactions those deliveries
                trigger, in delivery order, their deliveries queueing behind the current ones. When one action
                moves apps to or from the front (`openApp`, `home`, `lock`, `unlock`, a call, Siri, `killApp`),
                the app leaving the front receives its lifecycle events first, then the app arriving, then the
                others in declaration order; so the leaving app's reactions run before the arriving app's (UIKit
                tells the outgoing app first). The result never depends on the order apps are declared in, except
                where this rule says declaration order. Suspensions (L3)
                are decided when a step's whole list is settled. Time advances only when
                nothing is left at this instant. More than 1,000 actions at one instant is a runtime error
                (status 2) naming the loop.
                """#,
            source: #"""
                A decision that gives every scenario exactly one outcome. Version 2: UIKit tells the outgoing app applicationWillResignActive before the incoming app becomes active, so the app leaving the front is told first.
                """#,
            changeInVersion2: #"""
                the app leaving the front is told first (evidence: UIKit delivers `applicationWillResignActive` to the outgoing app before the incoming app becomes active; results must not depend on the order of the `apps` map)
                """#,
            example: #"""
                name: "O1: at one instant the timers that fall due run before the steps"
                apps:
                  Player: {}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, {play: {for: 2s}}]}
                  - {at: 2s, app: Player, do: play}
                expect:
                  - {at: 1s, app: Player, state: {playing: true}}
                  - {at: 2s, app: Player, state: {playing: true, active: true}}
                  - {at: 3s, app: Player, state: {playing: true}}
                """#),
        BehaviorRule(
            id: "O2", section: "O. Order and determinism",
            text: #"""
                What one decision delivers to one app comes in this order: lifecycle events;
                `interruptionBegan`; `routeChange`; `interruptionEnded`. Exception: R10 (the route change
                first).
                """#,
            source: #"""
                A decision, with R10's order from the prefersInterruptionOnRouteDisconnect documentation.
                """#,
            example: #"""
                name: "O2: the R10 exception: routeChange(oldDeviceUnavailable) comes before interruptionBegan(routeDisconnected)"
                device:
                  devices: [{kind: bluetoothHeadset, name: AirPods}]
                apps:
                  Podcasts:
                    remoteCommands: true
                steps:
                  - {at: 0s, app: Podcasts, do: [{setCategory: {category: playback, mode: spokenAudio}}, play]}
                  - {at: 1s, user: {disconnect: AirPods}}
                expect:
                  - {at: 1s, app: Podcasts, received: {routeChange: {reason: oldDeviceUnavailable}}}
                  - {at: 1s, app: Podcasts, received: {interruptionBegan: {reason: routeDisconnected}}}
                  - app: Podcasts
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                      - {routeChange: {reason: oldDeviceUnavailable}}
                      - {interruptionBegan: {reason: routeDisconnected}}
                """#),
        BehaviorRule(
            id: "O3", section: "O. Order and determinism",
            text: #"""
                The same file gives byte-identical `--format json` output on every run.
                """#,
            source: #"""
                A decision: the same file gives the same output, so that CI can compare it.
                """#,
            example: #"""
                name: "O3: the same file gives the same output on every run"
                device:
                  devices: [wiredHeadset, {kind: bluetoothHeadset, name: AirPods}]
                  music: playing
                apps:
                  Chat:
                    backgroundAudio: true
                    recordPermission: granted
                    reactions:
                      - on: interruptionEnded
                        do: [activate, play, record]
                      - on: interruptionBegan
                        after: 3s
                        unless: interruptionEnded
                        do: {setCategory: {category: playAndRecord, mode: voiceChat}}
                  Nav:
                    backgroundAudio: true
                    reactions:
                      - on: routeChange
                        if: {reason: oldDeviceUnavailable}
                        do: [stop, play]
                  Podcasts:
                    remoteCommands: true
                    backgroundAudio: true
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord, options: [allowBluetoothHFP, mixWithOthers]}}, play, record]}
                  - {at: 1s, app: Nav, do: [{setCategory: {category: playback, options: [duckOthers]}}, {play: {for: 5s}}]}
                  - {at: 2s, user: {openApp: Podcasts}}
                  - {at: 2500ms, app: Podcasts, do: [{setCategory: {category: playback, mode: spokenAudio}}, play]}
                  - {at: 3s, system: incomingCall}
                  - {at: 4s, user: answerCall}
                  - {at: 5s, user: {disconnect: AirPods}}
                  - {at: 8s, system: remoteHangUp}
                  - {at: 9s, user: {remote: togglePlayPause}}
                  - {at: 10s, system: resetMediaServices}
                expect:
                  - {at: 3s, app: Phone, state: {active: true}}
                  - {at: 8s, app: Phone, state: {active: false}}
                """#),
        BehaviorRule(
            id: "O4", section: "O. Order and determinism",
            text: #"""
                The run ends after the last step, timer or expectation time, whichever is latest.
                """#,
            source: #"""
                A decision on when a run ends.
                """#,
            example: #"""
                name: "O4: the run lasts until the latest step, timer or expectation time"
                apps:
                  Player:
                    reactions:
                      - on: routeChange
                        after: 15s
                        do: {setCategory: {category: ambient}}
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback}}, {play: {for: 10s}}]}
                expect:
                  - {at: 9s, app: Player, state: {playing: true}}
                  - {at: 10s, app: Player, state: {playing: false, active: true}}
                  - {at: 15s, app: Player, state: {category: ambient}}
                  - {at: 1m, app: Player, state: {category: ambient, playing: false}}
                """#),
        BehaviorRule(
            id: "O5", section: "O. Order and determinism",
            text: #"""
                A run that has settled more than 1,000,000 actions in all stops with a runtime error
                (status 2) naming the reaction that keeps re-arming (a reaction whose `after` timer keeps setting
                itself again), so no file can make the tool run without end or grow without bound.
                """#,
            source: #"""
                Version 2: a re-arming reaction with a far last step ran for hours and grew without bound (found by fuzzing).
                """#,
            changeInVersion2: #"""
                a bound on a whole run (evidence: a re-arming reaction with a far last step ran for hours and grew without bound (found by fuzzing))
                """#,
            example: #"""
                name: "O5: a reaction that re-arms itself forever is stopped"
                apps:
                  Podcasts:
                    reactions:
                      - {on: interruptionBegan, after: 1s, do: play}
                  Maps:
                    backgroundAudio: true
                steps:
                  - at: 0s
                    app: Maps
                    do: [{setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}, play]
                  - at: 1s
                    app: Podcasts
                    do: [{setCategory: {category: playback, mode: spokenAudio}}, play]
                  - {at: 1000h, user: home}
                """#),
        BehaviorRule(
            id: "E1", section: "E. Edge cases",
            text: #"""
                One decision delivers at most one `routeChange` to an app (I7 and R8 together give one,
                `categoryChange`). No I7 route change comes at the end for a session that reactivated. The app in
                front at `answerCall` is still running when the call takes the route, so R8 reaches it.
                """#,
            source: #"""
                A decision (one route change per decision, as iOS posts one notification per route change).
                """#,
            example: #"""
                name: "E1: no I7 route change comes at the end for a session that reactivated"
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setCategory: {category: ambient}}, play]}
                  - {at: 1s, system: alarm}
                  - {at: 2s, app: Game, do: activate}
                  - {at: 3s, user: dismissAlarm}
                expect:
                  - {at: 2s, app: Game, error: none}
                  - {app: Game, never: routeChange, between: [2s, 3s]}
                  - {app: Game, never: interruptionEnded}
                """#),
        BehaviorRule(
            id: "E2", section: "E. Edge cases",
            text: #"""
                Within O2's order, `silenceSecondaryAudioHint`, `remoteCommand` and `recordPermissionPrompt`
                come after `interruptionEnded`; a reset delivers `mediaServicesWereLost` then
                `mediaServicesWereReset` to each app in declaration order.
                """#,
            source: #"""
                A decision on the order of the remaining notifications; QA1749 for lost then reset.
                """#,
            example: #"""
                name: "E2: a reset delivers mediaServicesWereLost then mediaServicesWereReset to each running app"
                apps:
                  Game: {}
                  Radio:
                    backgroundAudio: true
                  Notes: {}
                device:
                  foreground: Radio
                steps:
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 1s, user: {openApp: Game}}
                  - {at: 2s, system: resetMediaServices}
                expect:
                  - {at: 2s, app: Game, received: mediaServicesWereLost}
                  - {at: 2s, app: Game, received: mediaServicesWereReset}
                  - {at: 2s, app: Radio, received: mediaServicesWereLost}
                  - {at: 2s, app: Radio, received: mediaServicesWereReset}
                  - {app: Notes, never: mediaServicesWereLost, between: [2s, 2s]}
                  - app: Game
                    sequence: [mediaServicesWereLost, mediaServicesWereReset]
                  - app: Radio
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                      - mediaServicesWereLost
                      - mediaServicesWereReset
                """#),
        BehaviorRule(
            id: "E3", section: "E. Edge cases",
            text: #"""
                Every `do` list, of a step or a reaction, is settled element by element (depth first).
                Held items (L5) run in the order they fell due; an `unless` event received first cancels its
                reaction. Timers set for the current instant (`for: 0s`, `after: 0s`) fire at that instant after
                the current list is settled.
                """#,
            source: #"""
                A decision on how do lists, held items and zero-delay timers are settled.
                """#,
            example: #"""
                name: "E3: play {for: 0s} stops at the same instant"
                apps:
                  Player: {}
                steps:
                  - {at: 1s, app: Player, do: [{setCategory: {category: playback}}, {play: {for: 0s}}]}
                expect:
                  - {at: 1s, app: Player, error: none}
                  - {at: 1s, app: Player, state: {playing: false, active: true}}
                """#),
        BehaviorRule(
            id: "E4", section: "E. Edge cases",
            text: #"""
                A2 is checked before A1: re-activating an unchanged active session succeeds even where A1
                would fail. A4 makes the session the most recently activated for R1.
                """#,
            source: #"""
                A decision that follows A2 and A4.
                """#,
            example: #"""
                name: "E4: re-activating an unchanged active session succeeds while a call rings"
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setPrefersNoInterruptionsFromSystemAlerts: true}, {setCategory: {category: playback}}, activate]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, app: Game, do: activate}
                expect:
                  - {at: 1s, app: Game, state: {active: true}}
                  - {at: 2s, app: Game, error: none}
                  - {at: 2s, app: Game, state: {active: true}}
                """#),
        BehaviorRule(
            id: "E5", section: "E. Edge cases",
            text: #"""
                When the route owner has no outputs (`record`), the other sessions route by R2 (and R11).
                With an owner, every other active session follows it, AirPlay policies included. When an owner's
                configuration changes the others' route, they get `categoryChange`; when its override or
                preferred input does, `override`.
                """#,
            source: #"""
                A decision that follows R1 and R2.
                """#,
            example: #"""
                name: "E5: with an owner, every other active session follows it, AirPlay policies included"
                device:
                  devices: [{kind: airPlay, name: HomePod, for: longFormAudio}]
                  foreground: Podcasts
                apps:
                  Podcasts:
                    backgroundAudio: true
                  Chat: {}
                steps:
                  - {at: 0s, app: Podcasts, do: [{setCategory: {category: playback, policy: longFormAudio}}, play]}
                  - {at: 1s, user: {openApp: Chat}}
                  - {at: 2s, app: Chat, do: [{setCategory: {category: playAndRecord, options: [mixWithOthers]}}, activate]}
                expect:
                  - {at: 1s, app: Podcasts, state: {outputs: [airPlay]}}
                  - {at: 2s, app: Chat, state: {outputs: [builtInReceiver]}}
                  - {at: 2s, app: Podcasts, state: {outputs: [builtInReceiver], active: true}}
                """#),
        BehaviorRule(
            id: "E6", section: "E. Edge cases",
            text: #"""
                Launching an app in front delivers `becameActive` only; launching or waking it in the
                background delivers no lifecycle event.
                """#,
            source: #"""
                UIKit: a launch in front calls applicationDidBecomeActive; a launch in the background calls no activation callback.
                """#,
            example: #"""
                name: "E6: launching an app in front delivers becameActive only"
                apps:
                  Notes: {}
                  Camera:
                    running: false
                    reactions:
                      - on: enteredForeground
                        do: {setCategory: {category: ambient}}
                      - on: becameActive
                        do: {setCategory: {category: playback}}
                steps:
                  - {at: 1s, user: {openApp: Camera}}
                expect:
                  - {at: 1s, app: Camera, state: {appState: foreground, category: playback}}
                  - app: Camera
                    sequence:
                      - {routeChange: {reason: categoryChange}}
                """#),
        BehaviorRule(
            id: "E7", section: "E. Edge cases",
            text: #"""
                A tap in Music is not delivered as a `remoteCommand`; Music's own actions are recorded like
                reactions. Built-in apps keep their configuration across a reset.
                """#,
            source: #"""
                A decision about the built-in Music app.
                """#,
            example: #"""
                name: "E7: a tap in Music is not a remoteCommand; built-in apps keep their configuration across a reset"
                apps:
                  Notes: {}
                steps:
                  - {at: 1s, app: Music, do: play}
                  - {at: 2s, system: resetMediaServices}
                expect:
                  - {at: 1s, app: Music, state: {playing: true, active: true}}
                  - {app: Music, never: remoteCommand}
                  - {at: 2s, app: Music, state: {category: playback, options: [], active: false, playing: false}}
                """#),
        BehaviorRule(
            id: "E8", section: "E. Edge cases",
            text: #"""
                A `play` interrupted at once by the spoken-audio hold (A3) succeeds and does not make the
                app Now Playing. Only a stopped-to-playing transition counts for N1.
                """#,
            source: #"""
                A decision that follows A3 and N1.
                """#,
            example: #"""
                name: "E8: only a stopped-to-playing transition counts for Now Playing"
                apps:
                  Player:
                    remoteCommands: true
                steps:
                  - {at: 0s, app: Player, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}
                  - {at: 1s, app: Player, do: {setCategory: {category: playback}}}
                  - {at: 2s, app: Player, do: play}
                  - {at: 3s, app: Player, do: [stop, play]}
                expect:
                  - {at: 0s, app: Player, state: {nowPlaying: false}}
                  - {at: 1s, app: Player, state: {nowPlaying: false, playing: true}}
                  - {at: 2s, app: Player, state: {nowPlaying: false, playing: true}}
                  - {at: 3s, app: Player, state: {nowPlaying: true}}
                """#),
        BehaviorRule(
            id: "E9", section: "E. Edge cases",
            text: #"""
                I8 is checked before P2 activates: `record` while the mic is muted fails and changes
                nothing. `smartFolio` on an iPhone, and `declineCall`, `answerCall`, `endCall`, `remoteHangUp`,
                `dismissAlarm` or `siriEnded` with nothing to act on, a second alarm or a second `siri`, are
                scenario errors (status 2). With several system audios at once, each is the interrupter of what
                it interrupts and ends its own.
                """#,
            source: #"""
                A decision: an action with nothing to act on is a mistake in the scenario.
                """#,
            example: #"""
                name: "E9: with several system audios at once, each is the interrupter of what it interrupts and ends its own"
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setCategory: {category: ambient}}, play]}
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, app: Game, do: play}
                  - {at: 3s, system: alarm}
                  - {at: 4s, user: declineCall}
                  - {at: 5s, user: dismissAlarm}
                expect:
                  - {at: 3s, app: Game, received: {interruptionBegan: {reason: default}}}
                  - {at: 4s, app: Game, state: {interrupted: true}}
                  - {app: Game, never: interruptionEnded, between: [0s, 4s]}
                  - {at: 5s, app: Game, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 5s, app: Game, state: {interrupted: false}}
                """#),
        BehaviorRule(
            id: "E10", section: "E. Edge cases",
            text: #"""
                A reset (S7) discards held interruption notifications, resets the `prefers…` flags with the
                session, and leaves a call or alarm unaffected.
                """#,
            source: #"""
                Technical Q&A QA1749 (a reset returns every session property to its default) and a decision for calls and alarms.
                """#,
            example: #"""
                name: "E10: a reset resets the prefers... flags with the session"
                apps:
                  Game: {}
                steps:
                  - {at: 0s, app: Game, do: [{setPrefersNoInterruptionsFromSystemAlerts: true}, {setCategory: {category: playback}}, play]}
                  - {at: 1s, system: resetMediaServices}
                  - {at: 2s, app: Game, do: [{setCategory: {category: playback}}, play]}
                  - {at: 3s, system: incomingCall}
                expect:
                  - {at: 2s, app: Game, state: {active: true, playing: true}}
                  - {at: 3s, app: Game, received: {interruptionBegan: {reason: default}}}
                  - {at: 3s, app: Game, state: {interrupted: true}}
                """#),
        BehaviorRule(
            id: "E11", section: "E. Edge cases",
            text: #"""
                With `locked: true` at time 0 the `foreground` app is suspended and `unlock` brings it to
                the front. `home` or `lock` while the Phone is in front leaves the home screen in front; `openApp`
                while an app is `inactive` sends it to the background; S4 does not relaunch a killed app.
                """#,
            source: #"""
                UIKit and a decision.
                """#,
            example: #"""
                name: "E11: ending a call does not relaunch an app that was killed during it"
                apps:
                  Notes: {}
                steps:
                  - {at: 1s, system: incomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 3s, user: {killApp: Notes}}
                  - {at: 4s, user: endCall}
                expect:
                  - {at: 4s, app: Notes, state: {appState: notRunning}}
                """#),
        BehaviorRule(
            id: "E12", section: "E. Edge cases",
            text: #"""
                Only a change of category clears the speaker override (R5); a preferred input survives a
                configuration change that can still use it (R7).
                """#,
            source: #"""
                QA1754 and the defaultToSpeaker documentation: only a category change resets the speaker choice.
                """#,
            example: #"""
                name: "E12: only a change of category clears the speaker override"
                apps:
                  Chat: {}
                steps:
                  - {at: 0s, app: Chat, do: [{setCategory: {category: playAndRecord}}, {overrideOutput: speaker}]}
                  - {at: 1s, app: Chat, do: {setMode: videoRecording}}
                  - {at: 2s, app: Chat, do: {setCategory: {category: playAndRecord, mode: gameChat, options: [mixWithOthers]}}}
                  - {at: 3s, app: Chat, do: {setCategory: {category: playAndRecord, mode: voicePrompt}}}
                expect:
                  - {at: 0s, app: Chat, state: {outputs: [builtInSpeaker], inputs: [builtInMic]}}
                  - {at: 1s, app: Chat, state: {outputs: [builtInSpeaker]}}
                  - {at: 2s, app: Chat, state: {outputs: [builtInSpeaker]}}
                  - {at: 3s, app: Chat, state: {outputs: [builtInSpeaker]}}
                """#),
        BehaviorRule(
            id: "K1", section: "K. CallKit calls",
            text: #"""
                `reportIncomingCall`, an action of a CallKit app, is allowed in the background and while the app is
                suspended or not running (the VoIP push wakes or launches it in the background). The call rings as S1 says (I6,
                I7, `callStyle`, the lock). While another call is connected it is a *waiting call* instead (K5). While another
                call rings or waits, or when two calls exist, it is a scenario error (status 2).
                """#,
            source: #"""
                CallKit's `CXProvider.reportNewIncomingCall(with:update:completion:)`, which an app calls from the background, typically on a PushKit VoIP push (since iOS 13 an app must report a call for every VoIP push it receives); the call then rings with the system's call interface as a cellular call does (S1). The waiting call and the scenario errors are decisions of this package.
                """#,
            example: #"""
                name: "K1: a reported VoIP call rings like a phone call, but never interrupts its own app's session"
                description: >
                  Rule K1: reportIncomingCall is allowed in the background and while suspended or not running (the
                  VoIP push launches the app); the VoIP call rings as S1 says (I6, I7). K terms: it never interrupts
                  its own app's session. Radio (not running at time 0) is launched in the background by its own step.
                  Game's non-mixable session is interrupted with interrupter system and hears a route change (I7);
                  Radio's own mixable session is not interrupted. A1.2 blocks Game's activation while it rings.
                apps:
                  Game:
                    backgroundAudio: true
                  Radio:
                    callKit: true
                    backgroundAudio: true
                    running: false
                steps:
                  - at: 0s
                    app: Game
                    do: [{setCategory: {category: playback}}, activate, play]
                  - at: 1s
                    app: Radio
                    do: [{setCategory: {category: playback, options: [mixWithOthers]}}, activate, play, reportIncomingCall]
                  - {at: 2s, app: Game, do: activate}
                expect:
                  - {at: 1s, app: Game, received: {interruptionBegan: {reason: default}}}
                  - {at: 1s, app: Game, received: {routeChange: {reason: categoryChange}}}
                  - {at: 1s, app: Game, state: {interrupted: true, interruptedBy: system}}
                  - {at: 1s, app: Radio, state: {call: ringing, active: true, interrupted: false, playing: true, appState: background}}
                  - {app: Radio, never: interruptionBegan}
                  - {at: 2s, app: Game, error: insufficientPriority}
                  - {at: 1s, app: Phone, state: {call: none, active: false}}
                """#),
        BehaviorRule(
            id: "K2", section: "K. CallKit calls",
            text: #"""
                `answerCall` answers the ringing call, cellular or VoIP. For a VoIP call the app receives
                `performAnswerCall` and its reactions run (a well-written app configures its session there, usually
                `playAndRecord` with `voiceChat`, without activating it); then the system activates the app's session with the
                configuration it has, whatever A1 says, and the app receives `didActivateAudioSession`. The call is then
                connected. The app's own `activate` while its call rings fails as A1.2 says (`insufficientPriority` for a
                non-mixable session): that is the bug these rules show. When the session the system would activate is already
                active (the app activated it itself before, for example to "pre-heat" its audio before reporting the call), the
                system's activation does nothing and the app receives no `didActivateAudioSession`; the call connects all the
                same, and the trace notes `alreadyActive`. This holds wherever the system activates a call's session (K5, K6).
                """#,
            source: #"""
                The documentation of `CXProviderDelegate`: an app configures its audio session in `provider(_:perform:)` for a `CXAnswerCallAction` and starts its audio only in `provider(_:didActivate:)`, because the system activates the session itself, with a call's priority (Apple's CallKit sample app, Speakerbox, does the same). The failing self-activation is rule A1.2. Version 2: Apple DTS on the Developer Forums (thread 783870).
                """#,
            changeInVersion2: #"""
                an already active session is not activated again and gets no `didActivateAudioSession` (evidence: Apple DTS, Developer Forums 783870: "Having an active audio session means that CallKit cannot activate the audio session (since you can't activate an active audio session), which then means it doesn't call didActivate", and "Your app should NEVER ... try to setActive(YES)")
                """#,
            example: #"""
                name: "K2: the classic CallKit bug: the app activates its own session while its call rings, and fails"
                description: >
                  Rule K2: "An app's own activate while its VoIP call rings fails as A1.2 says": the app activates in
                  its reaction to performAnswerCall instead of waiting for didActivateAudioSession. A ringing call is
                  system audio and a non-mixable session cannot activate (insufficientPriority). The system still
                  activates the session afterwards (K2), so the app's audio starts only if it starts it in
                  didActivateAudioSession, which this app does not.
                apps:
                  Caller:
                    callKit: true
                    recordPermission: granted
                    reactions:
                      - on: performAnswerCall
                        do: [{setCategory: {category: playAndRecord, mode: voiceChat}}, activate, play, record]
                steps:
                  - {at: 1s, app: Caller, do: reportIncomingCall}
                  - {at: 2s, user: answerCall}
                expect:
                  - {at: 2s, app: Caller, error: insufficientPriority}
                  - {at: 2s, app: Caller, state: {call: connected, active: true, playing: false, recording: false}}
                """#),
        BehaviorRule(
            id: "K3", section: "K. CallKit calls",
            text: #"""
                While its call is connected and not held, the app's session owns the route (R1) as a connected call's
                would, routed by its own configuration (R4, R5). From the report or the start until the end, the app runs: it is
                woken at once for its CallKit deliveries (L4) and L3 does not suspend it. Where S3 puts the Phone in front
                (full-screen or locked answer), the system's call interface is in front, shown as the Phone; the Phone's own
                `call` and session state describe the cellular call only. The system's activation runs no A3 toward others:
                they were interrupted by the call, as system audio (I6), with interrupter `system`.
                """#,
            source: #"""
                A decision: iOS keeps an app with a CallKit call in progress running, and the call's session decides the route as the cellular call's does (S2, S3).
                """#,
            example: #"""
                name: "K3: a connected VoIP call's session owns the route by its own configuration; the app runs in the background"
                description: >
                  Rule K3: while its VoIP call is connected, the app's session is the route owner (R1), routed by its
                  own configuration (R4, R5): the speaker override moves Podcast's output too. From the report until
                  the end the app runs: in the background with no I/O it is not suspended (L3). A1.3 applies to other
                  apps (Recorder cannot activate an input category), not to the call's own app (Caller deactivates and activates again in front). A3 does not interrupt
                  the call's session (system audio): Podcast's non-mixable playback activates beside it.
                apps:
                  Caller:
                    callKit: true
                    recordPermission: granted
                    reactions:
                      - on: performAnswerCall
                        do: {setCategory: {category: playAndRecord, mode: voiceChat}}
                  Podcast:
                    backgroundAudio: true
                  Recorder:
                    recordPermission: granted
                steps:
                  - {at: 1s, app: Caller, do: reportIncomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 2.5s, app: Caller, do: [deactivate, activate]}
                  - {at: 3s, app: Caller, do: {overrideOutput: speaker}}
                  - {at: 4s, user: {openApp: Podcast}}
                  - at: 4s
                    app: Podcast
                    do: [{setCategory: {category: playback}}, activate, play]
                  - at: 5s
                    app: Recorder
                    do: [{setCategory: {category: record}}, activate]
                  - {at: 6s, user: home}
                expect:
                  - {at: 2s, app: Caller, state: {outputs: [builtInReceiver], inputs: [builtInMic]}}
                  - {at: 3s, app: Caller, state: {outputs: [builtInSpeaker]}}
                  - {at: 4s, app: Podcast, state: {active: true, playing: true, outputs: [builtInSpeaker]}}
                  - {at: 4s, app: Caller, state: {active: true, interrupted: false}}
                  - {at: 5s, app: Recorder, error: insufficientPriority}
                  - {at: 6s, app: Caller, state: {appState: background, call: connected}}
                  - {at: 2.5s, app: Caller, error: none}
                  - {at: 30s, app: Caller, state: {appState: background, active: true}}
                """#),
        BehaviorRule(
            id: "K4", section: "K. CallKit calls",
            text: #"""
                The call ends by `declineCall` while it rings, by the user's `endCall`, by `endAndAccept` (K5), or by the
                app's own `endCall` (the other party hung up, or the app's interface ended it). When the user ended it, the app
                first receives `performEndCall`. A connected call's session is then deactivated by the system and the app
                receives `didDeactivateAudioSession`: its I/O stops and its configuration stays (the app restores its own). A
                held call's session is already inactive: its end delivers nothing more. Then the end of system audio reaches
                everyone else (I4, I7): the calls stay the interrupter of what they interrupted, ringing, connected or held,
                until the last one ends. When the media services are reset (`resetMediaServices`, S7), CallKit resets every
                provider with a call: after `mediaServicesWereReset`, its app receives `providerDidReset`, and its calls end
                without `performEndCall` (their sessions are already back to their initial state, S7).
                """#,
            source: #"""
                The documentation of `CXProviderDelegate`: `provider(_:perform:)` receives a `CXEndCallAction` when the user ends the call, and `provider(_:didDeactivate:)` follows once the system deactivated the session; a call the other party ended is reported with `CXProvider.reportCall(with:endedAt:reason:)`, which delivers no action. Version 2: `CXProviderDelegate.providerDidReset(_:)`, which CallKit calls when the provider is reset; that the calls end and the sessions are deactivated is a decision, read from Apple's advice to treat every call as ended there.
                """#,
            changeInVersion2: #"""
                a media services reset delivers `providerDidReset` to every CallKit app with a call, and its calls end (evidence: `CXProviderDelegate.providerDidReset(_:)`, which CallKit calls when the provider is reset; a decision where Apple does not say what the system does to the calls)
                """#,
            example: #"""
                name: "K4: the app's own endCall: no performEndCall, didDeactivateAudioSession, then the others' interruptions end"
                description: >
                  Rule K4: the other party hung up, so the app ends the call itself (endCall): it receives no
                  performEndCall; its connected call's session is deactivated by the system (didDeactivateAudioSession),
                  its I/O stops and its configuration stays. Then the end of system audio reaches Game, which the
                  ringing interrupted (I4, with I7's route change first), and Music, which resumes.
                device:
                  music: playing
                apps:
                  Game:
                    backgroundAudio: true
                  Caller:
                    callKit: true
                    recordPermission: granted
                    reactions:
                      - {on: performAnswerCall, do: {setCategory: {category: playAndRecord, mode: voiceChat}}}
                      - {on: didActivateAudioSession, do: [play, record]}
                steps:
                  - at: 0s
                    app: Game
                    do: [{setCategory: {category: playback, options: [mixWithOthers]}}, activate, play]
                  - {at: 1s, app: Caller, do: reportIncomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 9s, app: Caller, do: endCall}
                expect:
                  - {at: 1s, app: Game, state: {interrupted: true, interruptedBy: system}}
                  - {app: Caller, never: performEndCall}
                  - {at: 9s, app: Caller, received: didDeactivateAudioSession}
                  - {at: 9s, app: Caller, state: {call: none, active: false, playing: false, recording: false, category: playAndRecord, mode: voiceChat}}
                  - {at: 9s, app: Game, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 9s, app: Music, state: {playing: true}}
                  - {at: 9s, app: Game, received: {routeChange: {reason: categoryChange}}}
                """#),
        BehaviorRule(
            id: "K5", section: "K. CallKit calls",
            text: #"""
                A call that arrives while another is connected is a *waiting call*: it interrupts nobody and the
                connected call's audio goes on. `declineCall` ends the waiting call. `endAndAccept` ends the connected call (K4,
                S4) and answers the waiting one (K2, S3). `holdAndAccept` holds the connected call and answers the waiting one: a
                held VoIP call's app receives `performSetHeld` with `onHold: true` and `didDeactivateAudioSession` (its session
                is inactive, not interrupted); a held cellular call's Phone session is inactive. When the connected call ends
                while another is held: if the user ended it (`endCall`, or the app's own `requestEndCall`, a `CXEndCallAction`
                from its interface), the system resumes the held call; if the other party ended it (`remoteHangUp` for the
                cellular call, the app's own `endCall` for a VoIP call), the held call stays held until the user's `resumeCall`.
                Resuming a VoIP call delivers `performSetHeld` with `onHold: false` to its app, then the system activates its
                session as in K2 and it receives `didActivateAudioSession`; a held cellular call is connected again. While a VoIP
                call is held and no call is connected, its app's own `activate` (and a `play` or `record` that would activate)
                fails with `insufficientPriority`. Holding or resuming changes nothing for other apps. `resumeCall` with no held
                call, or while another call rings or is connected, and `holdAndAccept` or `endAndAccept` with no waiting call,
                are scenario errors (status 2).
                """#,
            source: #"""
                CallKit's call waiting: the system's call interface offers to hold or end the current call and accept the new one, a `CXSetHeldCallAction` reaches `provider(_:perform:)` when a call is held or resumed, and the held call's session is deactivated and activated again by the system. Version 2: Apple Developer Forums threads 715488 (the held call resumed) and 749202 (activating while held). The app's `requestEndCall` counting as the user's end is a decision: it is the same `CXEndCallAction`.
                """#,
            changeInVersion2: #"""
                the user's end of the connected call resumes a held call, and a held call's app cannot activate its own session (evidence: Developer Forums 715488: "End the PSTN call from CallKit ... CallKit automatically resumes the Voip call and audio is flowing ... didActivateAudioSession is invoked"; 749202: activating while held fails with 561017449, and Apple: "that's expected behavior ... the AudioSession configuration CallKit uses is a phone specific audio session type ... [with] a higher interruption priority")
                """#,
            example: #"""
                name: "K5: a cellular call waiting during a VoIP call: held and accepted, then resumed after the cellular call"
                description: >
                  Rule K5: the cellular call arrives while Caller's call is connected: it waits and interrupts nobody.
                  holdAndAccept holds the VoIP call (performSetHeld onHold true, then didDeactivateAudioSession: its
                  session is inactive, not interrupted) and answers the cellular call (S3): the Phone's session is
                  active and the call owns the route. When the cellular call ends the held call stays held, and Music,
                  interrupted since the VoIP call rang, stays interrupted (K4: the held call is still its interrupter).
                  resumeCall: performSetHeld onHold false, didActivateAudioSession, the session active again.
                device:
                  music: playing
                apps:
                  Caller:
                    callKit: true
                    backgroundAudio: true
                    recordPermission: granted
                    reactions:
                      - {on: performAnswerCall, do: {setCategory: {category: playAndRecord, mode: voiceChat}}}
                      - {on: didActivateAudioSession, do: [play, record]}
                      - {on: performSetHeld, if: {onHold: true}, do: [stop, stopRecording]}
                steps:
                  - {at: 0s, app: Caller, do: reportIncomingCall}
                  - {at: 1s, user: answerCall}
                  - {at: 5s, system: incomingCall}
                  - {at: 7s, user: holdAndAccept}
                  - {at: 20s, system: remoteHangUp}
                  - {at: 22s, user: resumeCall}
                expect:
                  - {at: 5s, app: Caller, state: {call: connected, active: true, playing: true}}
                  - {at: 5s, app: Phone, state: {call: waiting}}
                  - {app: Caller, never: interruptionBegan}
                  - {at: 7s, app: Caller, state: {call: held, active: false, interrupted: false}}
                  - {at: 7s, app: Phone, state: {call: connected, active: true, outputs: [builtInReceiver]}}
                  - {at: 20s, app: Caller, state: {call: held, active: false}}
                  - {at: 20s, app: Phone, state: {call: none, active: false}}
                  - {at: 20s, app: Music, state: {interrupted: true, interruptedBy: system, playing: false}}
                  - {at: 22s, app: Caller, state: {call: connected, active: true, playing: true, outputs: [builtInReceiver]}}
                  - app: Caller
                    sequence: [performAnswerCall, routeChange, didActivateAudioSession, {performSetHeld: {onHold: true}}, didDeactivateAudioSession, {performSetHeld: {onHold: false}}, didActivateAudioSession]
                """#),
        BehaviorRule(
            id: "K6", section: "K. CallKit calls",
            text: #"""
                `startCall`, an action of a CallKit app in front (`foreground` or `inactive`), starts an outgoing call.
                The app receives `performStartCall`, its reactions run, then the call connects and is system audio for everyone
                else (I6 with reason `default`, I7), delivered first, then the system activates the app's session and the app
                receives `didActivateAudioSession`. While another call exists, or from the background, `startCall` is a
                scenario error (status 2).
                """#,
            source: #"""
                `CXCallController.request(_:completion:)` with a `CXStartCallAction`, delivered to `provider(_:perform:)`; once the app reports the call connected, the system activates its session and calls `provider(_:didActivate:)`.
                """#,
            example: #"""
                name: "K6: an outgoing call: performStartCall, its reactions, the others interrupted first, then didActivateAudioSession"
                description: >
                  Rule K6: startCall (in the foreground): the app receives performStartCall, its reactions run, then
                  the call connects and is system audio for everyone else (I6 with reason default, I7), delivered
                  first, then the system activates the app's session and the app receives didActivateAudioSession.
                  Music, playing, is interrupted; the app's reaction to didActivateAudioSession sees Music already
                  interrupted (Music's reaction runs first).
                device:
                  music: playing
                apps:
                  Caller:
                    callKit: true
                    recordPermission: granted
                    reactions:
                      - {on: performStartCall, do: {setCategory: {category: playAndRecord, mode: voiceChat}}}
                      - {on: didActivateAudioSession, do: [play, record]}
                steps:
                  - {at: 1s, app: Caller, do: startCall}
                  - {at: 2s, app: Caller, do: endCall}
                expect:
                  - {at: 1s, app: Music, received: {interruptionBegan: {reason: default}}}
                  - {at: 1s, app: Music, received: {routeChange: {reason: categoryChange}}}
                  - {at: 1s, app: Caller, state: {call: connected, active: true, playing: true, recording: true, appState: foreground}}
                  - {at: 2s, app: Music, state: {playing: true}}
                  - app: Caller
                    sequence: [performStartCall, routeChange, didActivateAudioSession, didDeactivateAudioSession]
                """#),
        BehaviorRule(
            id: "K7", section: "K. CallKit calls",
            text: #"""
                Order: a CallKit action's delivery (`performAnswerCall`, `performStartCall`, `performEndCall`,
                `performSetHeld`) comes before the reactions it triggers, and `didActivateAudioSession` or
                `didDeactivateAudioSession` after them; other apps' deliveries of the same decision follow O2. An app without
                `callKit` (an SDK that does not use CallKit) is unchanged: a cellular call interrupts it as I6 says.
                """#,
            source: #"""
                A decision where Apple documents no order: an action reaches the app first, the app handles it, and `provider(_:didActivate:)` or `provider(_:didDeactivate:)` comes once the system changed the session; other apps follow O2.
                """#,
            example: #"""
                name: "K7: a CallKit action's delivery comes before its reactions, didActivate/didDeactivate after them"
                description: >
                  Rule K7: performAnswerCall comes first; Caller's reaction sets its category, whose route change
                  (R9) reaches it before didActivateAudioSession; the reaction to performEndCall stops its I/O
                  before didDeactivateAudioSession. A non-CallKit app (Voice, the Sinch SDK without CallKit) is
                  unchanged: the cellular call interrupts it as I6 says.
                apps:
                  Caller:
                    callKit: true
                    recordPermission: granted
                    reactions:
                      - {on: performAnswerCall, do: {setCategory: {category: playAndRecord, mode: voiceChat}}}
                      - {on: didActivateAudioSession, do: play}
                      - {on: performEndCall, do: {setCategory: {category: playback}}}
                  Voice:
                    recordPermission: granted
                steps:
                  - {at: 1s, app: Caller, do: reportIncomingCall}
                  - {at: 2s, user: answerCall}
                  - {at: 3s, user: endCall}
                  - {at: 4s, user: {openApp: Voice}}
                  - at: 4s
                    app: Voice
                    do: [{setCategory: {category: playAndRecord, mode: voiceChat}}, activate]
                  - {at: 5s, system: incomingCall}
                expect:
                  - app: Caller
                    sequence: [performAnswerCall, routeChange, didActivateAudioSession, performEndCall, routeChange, didDeactivateAudioSession]
                  - {at: 3s, app: Caller, state: {category: playback, active: false}}
                  - {at: 5s, app: Voice, received: {interruptionBegan: {reason: default}}}
                  - {at: 5s, app: Voice, state: {interrupted: true, interruptedBy: system}}
                """#),
        BehaviorRule(
            id: "SV1", section: "SV. The service",
            text: #"""
                A connection that closes without `bye` (end of file, a crash, a kill, or a client that stopped reading) releases:
                if the app's session is active, the daemon applies `deactivate` with `notifyOthers` as the app, then `killApp`
                (L6). Streams the app leaves playing are silenced until they end, as every terminated app's are. The sessions the
                app interrupted receive `interruptionEnded` with `shouldResume` (I3). This is the default,
                `--on-client-exit release`; the log reads `Podcasts's connection closed (rule SV1)`, and the record holds both
                steps.
                """#,
            source: #"""
                A decision, the one desktop and embedded audio systems make: Android's MediaFocusControl drops a dead client's focus and the next on the stack regains it; the Sailfish resource policy drops a vanished client's resource set; PulseAudio's role-cork and WirePlumber recompute when a stream goes away. Only iOS orphans (I5), and a desktop has no app switcher to recover from that.
                """#,
            example: #"""
                name: "SV1: Podcasts's connection closes; the daemon deactivates it with notifyOthers, then terminates it"
                apps:
                  Radio: {backgroundAudio: true}
                  Podcasts: {backgroundAudio: true}
                steps:
                  - {at: 0s, user: {openApp: Radio}}
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 1s, user: {openApp: Podcasts}}
                  - {at: 1s, app: Podcasts, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 2s, app: Podcasts, do: {deactivate: {notifyOthers: true}}}
                  - {at: 2s, user: {killApp: Podcasts}}
                expect:
                  - {at: 1s, app: Radio, received: {interruptionBegan: {reason: default}}}
                  - {at: 2s, app: Radio, received: {interruptionEnded: {shouldResume: true}}}
                  - {at: 2s, app: Podcasts, state: {appState: notRunning}}
                """#),
        BehaviorRule(
            id: "SV2", section: "SV. The service",
            text: #"""
                With `--on-client-exit terminate`, a connection that closes without `bye` only terminates the app (`killApp`, L6):
                the sessions it interrupted are orphaned (I5) and stay interrupted, as on iOS. For tests of an app's behaviour
                when another app dies.
                """#,
            source: #"""
                Rules L6 and I5, as iOS behaves; offered for fidelity, not as the default (see SV1).
                """#,
            example: #"""
                name: "SV2: Podcasts's connection closes under terminate; what it interrupted stays interrupted"
                apps:
                  Radio: {backgroundAudio: true}
                  Podcasts: {backgroundAudio: true}
                steps:
                  - {at: 0s, user: {openApp: Radio}}
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 1s, user: {openApp: Podcasts}}
                  - {at: 1s, app: Podcasts, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 2s, user: {killApp: Podcasts}}
                expect:
                  - {app: Radio, never: interruptionEnded}
                  - {at: 2s, app: Radio, state: {interrupted: true, interruptedBy: none, active: false}}
                """#),
        BehaviorRule(
            id: "SV3", section: "SV. The service",
            text: #"""
                A daemon restart is a media services reset. The client library, seeing the connection end, delivers
                `mediaServicesWereLost` to every observer, then reconnects (50 ms, doubling, at most 2 s, for ever); while it is
                away, calls fail at once with `mediaServicesFailed`. Once a `hello` succeeds again it delivers
                `mediaServicesWereReset`: the session is new (C1, rule S7), and the app configures and activates it again, as on
                iOS. A privileged `system: resetMediaServices` applies S7 without closing connections.
                """#,
            source: #"""
                Apple's QA1749 and the `mediaServicesWereLostNotification` and `mediaServicesWereResetNotification` documentation: after a reset, every session property is back to its default and apps set them up again.
                """#,
            example: #"""
                name: "SV3: a reset leaves every session new; the app configures and activates again"
                apps:
                  Podcasts: {backgroundAudio: true}
                steps:
                  - {at: 0s, app: Podcasts, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 1s, system: resetMediaServices}
                  - {at: 2s, app: Podcasts, do: [{setCategory: {category: playback}}, activate, play]}
                expect:
                  - app: Podcasts
                    sequence: [mediaServicesWereLost, mediaServicesWereReset]
                    ignore: [routeChange]
                  - {at: 1s, app: Podcasts, state: {category: soloAmbient, active: false, playing: false}}
                  - {at: 2s, app: Podcasts, state: {category: playback, active: true, playing: true}}
                """#),
        BehaviorRule(
            id: "SV4", section: "SV. The service",
            text: #"""
                Enforcement on a sound server outlives the daemon unless it is undone: before each enforcement call the daemon
                appends to its journal the stream, the method and the state, and a starting daemon undoes every entry whose stream
                still exists, then empties the journal. A restarted daemon therefore starts with nothing enforced, as every
                session starts new (SV3). The `none` backend enforces nothing and journals nothing.
                """#,
            source: #"""
                A decision: measured on PulseAudio and PipeWire, a killed daemon's mute or pause stays on the stream until someone lifts it.
                """#,
            example: #"""
                name: "SV4: after a reset nothing is silenced or interrupted any more"
                apps:
                  Radio: {backgroundAudio: true}
                  Podcasts: {backgroundAudio: true}
                steps:
                  - {at: 0s, user: {openApp: Radio}}
                  - {at: 0s, app: Radio, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 1s, user: {openApp: Podcasts}}
                  - {at: 1s, app: Podcasts, do: [{setCategory: {category: playback}}, activate, play]}
                  - {at: 2s, system: resetMediaServices}
                expect:
                  - {at: 1s, app: Radio, state: {interrupted: true}}
                  - {at: 2s, app: Radio, state: {interrupted: false, silenced: false, active: false}}
                  - {at: 2s, app: Podcasts, state: {active: false, playing: false}}
                """#),
    ]

    /// Section V: values the scenario format accepts that the rules never produce.
    public static let valuesNeverProduced = #"""
        `routeChange` reasons `noSuitableRouteForCategory`, `routeConfigurationChange`, `wakeFromSleep` and
        `unknown`; `interruptionBegan(reason: appWasSuspended)` (iOS 14.5 to 15 only);
        `interruptionEnded(shouldResume: false)`; errors `missingEntitlement`, `resourceNotAvailable`,
        `sessionNotActive`, `expiredSession`, `unspecified`, `mediaServicesFailed`. The documentation lists
        them, and the text output marks an expectation that names one.
        """#
}
