import AudioSessionEngine
import AudioSessionModel
import AudioSessionReference
import AudioSessionVocabulary
import Foundation
import Testing

/// The vocabulary spells each word of each kind once, reads back what it writes, and agrees with the format's
/// articles and with the spellings the engine keeps for its own messages.
@Suite struct VocabularyTests {
    let vocabulary = Vocabulary.standard

    /// Every case of `kind` has exactly one entry, spellings are unique, and name → case → name round-trips.
    func checkKind<Word: VocabularyWord>(_ kind: Word.Type) {
        let entries = Word.entries(in: vocabulary)
        for word in Word.allCases {
            #expect(entries.filter { $0.word == word }.count == 1, "\(word) is not spelled exactly once")
        }
        #expect(entries.count == Word.allCases.count)
        let names = entries.map(\.name)
        #expect(Set(names).count == names.count, "\(Word.self) has a spelling twice")
        for word in Word.allCases {
            let name = vocabulary.name(of: word)
            #expect(!name.isEmpty)
            #expect(vocabulary.case(named: name, as: Word.self) == word)
            #expect(vocabulary.name(of: vocabulary.case(named: name, as: Word.self)!) == name)
        }
        #expect(vocabulary.case(named: "noSuchWord", as: Word.self) == nil)
    }

    @Test func everyWordIsSpelledOnceAndRoundTrips() {
        checkKind(AppActionWord.self)
        checkKind(UserActionWord.self)
        checkKind(SystemEventWord.self)
        checkKind(SessionNotification.Kind.self)
        checkKind(EventFieldWord.self)
        checkKind(StateKeyWord.self)
        checkKind(TraceWord.self)
        checkKind(TraceFieldWord.self)
    }

    /// The engine's notes are typed; the table spells their kinds and fields, as the trace prints them.
    @Test func engineNotesAreSpelledByTheTable() {
        let route = RouteDescription.empty
        func line(_ note: EngineNote) -> String {
            ([vocabulary.name(of: note)] + vocabulary.fields(of: note).map { "\($0.name)=\($0.value)" })
                .joined(separator: " ")
        }
        #expect(line(.route(route)) == "route outputs=list([]) inputs=list([])")
        #expect(line(.call(.ringing)) == "call phase=string(\"ringing\")")
        #expect(line(.callEnded) == "call phase=string(\"ended\")")
        #expect(line(.held(.interruptionBegan)) == "held notification=string(\"interruptionBegan\")")
        #expect(line(.ringer(.silent)) == "ringer position=string(\"silent\")")
        #expect(line(.ducked) == "ducked")
        #expect(vocabulary.name(of: EngineNote.connected(ExternalDevice(kind: .wiredHeadphones))) == "connected")
        #expect(vocabulary.fields(of: AppAction.play(for: nil)).isEmpty)
        #expect(
            vocabulary.fields(of: AppAction.deactivate(.notifyOthersOnDeactivation)).map(\.name) == ["notifyOthers"])
        #expect(vocabulary.fields(of: UserAction.killApp("Zoom")) == [NoteField("target", .string("Zoom"))])
        #expect(vocabulary.fields(of: SystemEvent.smartFolio(closed: true)) == [NoteField("cover", .string("closed"))])
        let changed = vocabulary.routeFields(route, previous: .empty).map(\.name)
        #expect(changed == ["outputs", "inputs", "previousOutputs", "previousInputs"])
    }

    @Test func theTableEncodesAndDecodes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(vocabulary)
        let decoded = try JSONDecoder().decode(Vocabulary.self, from: data)
        #expect(decoded == vocabulary)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"{"name":"suspendEngine","word":"soundEngineSuspend"}"#))
        #expect(text.contains(#"{"name":"type","word":"hintType"}"#))
    }

    @Test func engineValuesNameTheirWord() {
        #expect(vocabulary.name(of: AppAction.soundEngine(.suspend(renderAnyway: true))) == "suspendEngine")
        #expect(vocabulary.name(of: AppAction.callKit(.requestHold)) == "requestHold")
        #expect(vocabulary.name(of: UserAction.endCallOf("Zoom")) == "endCall")
        #expect(vocabulary.name(of: SystemEvent.smartFolio(closed: true)) == "smartFolio")
        #expect(vocabulary.fields(of: .interruptionEnded(options: .shouldResume)).map(\.name) == ["shouldResume"])
        #expect(vocabulary.fields(of: .silenceSecondaryAudioHint(.begin)).map(\.name) == ["type"])
    }

    /// The engine keeps two spellings for its own messages and notes: `SessionNotification.Kind`'s and
    /// `CallKitAction`'s raw values. They are the table's.
    @Test func theEnginesOwnSpellingsAreTheTables() {
        for kind in SessionNotification.Kind.allCases { #expect(vocabulary.name(of: kind) == kind.rawValue) }
        for word in AppActionWord.allCases {
            guard let action = word.callKitAction else { continue }
            #expect(vocabulary.name(of: word) == action.rawValue)
            #expect(AppAction.callKit(action).word == word)
        }
    }

    /// The format's DocC tables (generated into `ScenarioVocabulary.formatWords`) explain every word of the table,
    /// under its kind, and name no word of those kinds the table lacks.
    @Test func theFormatsTablesAgreeWithTheTable() {
        let words = ScenarioVocabulary.formatWords
        func documented(_ kinds: [Explanation.Kind]) -> Set<String> {
            Set(words.filter { kinds.contains($0.kind) }.map(\.entry.name))
        }
        func check<Word: VocabularyWord>(
            _ kind: Word.Type, table: Explanation.Kind, alsoUnder others: [Explanation.Kind] = [],
            except wireOnly: Set<String> = []
        ) {
            let names = Set(vocabulary.names(of: kind))
            for name in documented([table]) {
                #expect(names.contains(name), "the format's \(table.rawValue) table has \(name), the vocabulary not")
            }
            let explained = documented([table] + others)
            for name in names.subtracting(wireOnly).sorted() {
                #expect(explained.contains(name), "\(name) (\(Word.self)) is in no table of the format's articles")
            }
        }
        check(AppActionWord.self, table: .appAction, alsoUnder: [.soundKey, .callKit])
        check(UserActionWord.self, table: .userAction, alsoUnder: [.callKit])
        check(SystemEventWord.self, table: .systemEvent)
        check(SessionNotification.Kind.self, table: .event, alsoUnder: [.callKit])
        check(EventFieldWord.self, table: .eventField)
        // The trace's words and fields share one table.
        let traceNames = Set(vocabulary.names(of: TraceWord.self) + vocabulary.names(of: TraceFieldWord.self))
        for name in documented([.traceWord]) {
            #expect(traceNames.contains(name), "the format's traceWord table has \(name), the vocabulary not")
        }
        let explainedTrace = documented([.traceWord, .stateKey, .appAction, .stepKey, .deviceKey])
        for name in traceNames.sorted() {
            #expect(explainedTrace.contains(name), "\(name) is in no table of the format's articles")
        }
        let wireOnly = Set(StateKeyWord.allCases.filter { !$0.isScenarioKey }.map { vocabulary.name(of: $0) })
        check(StateKeyWord.self, table: .stateKey, alsoUnder: [.soundKey, .callKit], except: wireOnly)
        let explainedKeys = Set(ScenarioVocabulary.stateKeys.map(\.name))
        #expect(explainedKeys.isSubset(of: vocabulary.names(of: StateKeyWord.self)))
        let explainedEvents = Set(ScenarioVocabulary.events.map(\.name))
        for kind in SessionNotification.Kind.allCases where !kind.isCallKit {
            #expect(explainedEvents.contains(vocabulary.name(of: kind)))
        }
    }
}
