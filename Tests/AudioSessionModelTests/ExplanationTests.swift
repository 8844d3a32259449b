import AudioSessionModel
import AudioSessionReference
import Testing

/// `Explanation.lookUp` and the reference tables behind `audiosession explain`.
@Suite struct ExplanationTests {
    private func fact(_ label: String, of explanation: Explanation?) -> String? {
        explanation?.facts.first { $0.label == label }?.value
    }

    @Test func defaultIsAModeAPolicyAndAnInterruptionReason() {
        let matches = Explanation.lookUp("default")
        #expect(matches.map(\.kind) == [.mode, .policy, .interruptionReason])
        #expect(matches.map(\.name) == ["default", "default", "default"])
        #expect(matches.map(\.rawValue) == ["AVAudioSessionModeDefault", "0", "0"])
    }

    @Test(arguments: ["insufficientPriority", "'!pri'", "!pri", "561017449", "0x21707269"])
    func errorCodesByEverySpelling(spelling: String) {
        let matches = Explanation.lookUp(spelling)
        #expect(matches.map(\.kind) == [.errorCode])
        #expect(matches.first?.name == "insufficientPriority")
        #expect(matches.first?.rawValue == "'!pri' (561017449)")
    }

    @Test func badParamByValue() {
        let matches = Explanation.lookUp("-50")
        #expect(matches.map(\.name) == ["badParam"])
        #expect(fact("four-character code", of: matches.first) == "none")
        #expect(matches.first?.rules == ["C3", "C5", "C7", "R5", "R7"])
    }

    @Test func codesVersionOneNeverReturnsSaySo() {
        let neverReturned = [
            "mediaServicesFailed", "missingEntitlement", "resourceNotAvailable", "unspecified", "expiredSession",
            "sessionNotActive",
        ]
        for name in neverReturned {
            let explanation = Explanation.lookUp(name).first
            #expect(explanation?.rules == [], "\(name)")
            #expect(fact("returned by", of: explanation)?.contains("section V") == true, "\(name)")
        }
        for code in AudioSessionError.Code.allCases where code != .none && !neverReturned.contains(code.name) {
            #expect(ErrorCodeTraits.of(code)?.isProducedByRules == true, "\(code.name)")
        }
    }

    @Test func aliasesExplainTheCurrentName() {
        let bluetooth = Explanation.lookUp("allowBluetooth")
        #expect(bluetooth.map(\.name) == ["allowBluetoothHFP"])
        #expect(fact("looked up as", of: bluetooth.first) == "allowBluetooth, the deprecated name of allowBluetoothHFP")
        let longForm = Explanation.lookUp("longForm")
        #expect(longForm.map(\.name) == ["longFormAudio"])
        #expect(longForm.first?.kind == .policy)
        #expect(fact("looked up as", of: Explanation.lookUp("allowBluetoothHFP").first) == nil)
    }

    @Test func unknownNamesFindNothingButSuggestTheClosest() {
        #expect(Explanation.lookUp("playbak").isEmpty)
        #expect(Explanation.lookUp("'!prx'").isEmpty)
        #expect(Explanation.lookUp("12345").isEmpty)
        #expect(NameSuggestion.closest(to: "playbak", in: Explanation.knownNames) == "playback")
        #expect(NameSuggestion.closest(to: "insufficentPriority", in: Explanation.knownNames) == "insufficientPriority")
    }

    @Test func everyKnownNameExplainsSomething() {
        let names = Explanation.knownNames
        #expect(Set(names).count == names.count)
        for name in names {
            let matches = Explanation.lookUp(name)
            #expect(!matches.isEmpty, "\(name)")
            for match in matches {
                #expect(!match.summary.isEmpty && !match.source.isEmpty, "\(name)")
            }
        }
        #expect(names.contains("allowBluetooth") && names.contains("longForm") && names.contains("badParam"))
    }

    @Test func modesSayWhereTheyAreValidAsRuleC5Does() throws {
        for mode in BehaviorSpec.modes {
            let explanation = try #require(Explanation.lookUp(mode).first { $0.kind == .mode })
            #expect(fact("valid with", of: explanation) == BehaviorSpec.mode(mode).categories.joined(separator: ", "))
            let implied = BehaviorSpec.impliedByMode(mode)
            #expect(fact("implies", of: explanation) == (implied.isEmpty ? "nothing" : implied.joined(separator: ", ")))
            let onlyOn26 = BehaviorSpec.mode(mode).needsOS == 26
            #expect(fact("valid on", of: explanation)?.contains("badParam on iOS 18") == onlyOn26, "\(mode)")
        }
        #expect(fact("requires", of: Explanation.lookUp("dualRoute").first) == "allowBluetoothHFP")
    }

    @Test func optionsSayWhereTheyAreValidAsRuleC3Does() throws {
        for option in BehaviorSpec.options {
            let explanation = try #require(Explanation.lookUp(option).first)
            let validWith = try #require(fact("valid with", of: explanation))
            for category in BehaviorSpec.option(option).categories {
                #expect(validWith.contains(category), "\(option): \(validWith)")
            }
            let implies = BehaviorSpec.impliedByOption(option)
            #expect(fact("implies", of: explanation) == (implies.isEmpty ? nil : implies.joined(separator: ", ")))
        }
        let hfp = Explanation.lookUp("allowBluetoothHFP").first
        #expect(fact("implied by", of: hfp) == "mode voiceChat, mode videoChat")
        #expect(hfp?.rawValue == "0x4 (4)")
        #expect(Explanation.lookUp("interruptSpokenAudioAndMixWithOthers").first?.rawValue == "0x11 (17)")
        #expect(fact("requires", of: Explanation.lookUp("farFieldInput").first) == "allowBluetoothHFP")
    }

    @Test func categoriesListTheirModesAndOptions() throws {
        let playback = try #require(Explanation.lookUp("playback").first)
        #expect(playback.rawValue == "AVAudioSessionCategoryPlayback")
        #expect(
            fact("valid modes", of: playback)
                == "default, measurement, moviePlayback, spokenAudio, voicePrompt, shortFormVideo (iOS 26)")
        #expect(
            fact("valid options", of: playback)
                == "mixWithOthers, duckOthers, interruptSpokenAudioAndMixWithOthers, allowBluetoothA2DP (no effect), "
                + "allowAirPlay (no effect)")
        let multiRoute = try #require(Explanation.lookUp("multiRoute").first)
        #expect(fact("valid options", of: multiRoute)?.contains("allowBluetoothHFP (mode dualRoute only)") == true)
        #expect(fact("interrupts non-mixable others", of: Explanation.lookUp("ambient").first) == "no (always mixable)")
    }

    @Test func policiesSayWhatRuleC7Needs() {
        #expect(
            fact("valid with", of: Explanation.lookUp("longFormVideo").first)
                == "category playback; mode default, moviePlayback or spokenAudio; no options")
        #expect(fact("settable by an app", of: Explanation.lookUp("independent").first) == "no")
    }

    @Test func traitTablesCoverEveryKnownValue() {
        #expect(CategoryTraits.table.map(\.category) == Category.allCases)
        #expect(ModeTraits.table.map(\.mode) == Mode.allCases)
        #expect(OptionTraits.table.map(\.option) == CategoryOptions.namedMembers.map(\.value))
        #expect(OptionTraits.table.map(\.name) == CategoryOptions.namedMembers.map(\.name))
        #expect(PolicyTraits.table.map(\.policy) == RouteSharingPolicy.allCases)
        #expect(ErrorCodeTraits.table.map(\.code) == AudioSessionError.Code.allCases)
    }

    @Test func referenceTablesAreAligned() throws {
        for table in [ReferenceTable.categories, ReferenceTable.modes] {
            #expect(table.rows.allSatisfy { $0.count == table.columns.count })
            let lines = table.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.count == table.rows.count + 2)
            #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
            // Every cell of the second column starts where its heading does.
            let heading = try #require(lines[1].firstRange(of: table.columns[1]))
            let start = lines[1].distance(from: lines[1].startIndex, to: heading.lowerBound)
            for (line, row) in zip(lines.dropFirst(2), table.rows) {
                let cell = line.index(line.startIndex, offsetBy: start)
                #expect(line[cell...].hasPrefix(row[1]), "\(line)")
            }
        }
        #expect(ReferenceTable.categories.rows.count == 6)
        #expect(ReferenceTable.modes.rows.count == 11)
        #expect(ReferenceTable.modes.rows.last == ["dualRoute", "multiRoute", "-", "allowBluetoothHFP", "26"])
    }
}
