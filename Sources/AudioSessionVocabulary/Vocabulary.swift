import AudioSessionEngine

// One vocabulary: the names of actions, events, notifications, fields and state keys, spelled once.
//
// Where each kind of name was spelled before this table, and where it is read now:
//
// - App actions: `AppAction.name` (with `SoundEngineAction.name`) in the engine, re-spelled by the parser's
//   `appActionNames` and the string cases of its action switch; read by the simulator's trace (`kind`), the
//   runtime's loop message, the testing session's suspension message and the daemon's log. All read the table now;
//   the parser switches on `AppActionWord`.
// - User actions and system events: `UserAction.name` and `SystemEvent.name` in the engine, re-spelled by the
//   parser's `bareUserActions`, `userActionsWithArgument`, `bareSystemEvents` and `"smartFolio"`. Same readers as
//   app actions; the parser looks words up here.
// - Notifications: `SessionNotification.Kind`'s raw values in the engine, which are also the engine's own note
//   text (the `notification` field of a held delivery) and the kind's `Codable` form; read by the parser's
//   `triggerNames`, the trace and the wire's `received`. The raw values stay (the engine's note prints them); the
//   table spells every kind and a test holds the two equal.
// - Event fields: `SessionNotification.fields` in the engine (`reason`, `shouldResume`, `type`, ...), re-spelled
//   by the parser's `EventFields` and the wire's `Push`. ``Vocabulary/fields(of:)`` replaces the engine's.
// - State keys: `StateCheck.key` and the parser's `stateKeys` and key switch in the scenario layer, re-spelled by
//   the wire's `SessionStateKeys`. Both read the table now.
// - Trace lines: the engine's notes were spelled in the engine (`"ducked"`, `NoteField("outputs", …)`), the
//   simulator's action lines spelled their arguments (`"category"`, `"for"`, `"target"`), and the sound recorder
//   read `"target"` back. The engine now notes typed values (`EngineNote`); the table spells their kinds
//   (``TraceWord``) and every field (``TraceFieldWord``), and readers use the typed values the trace keeps.
// - The format's DocC tables (generated into `ScenarioVocabulary+Format.swift` in the reference target) explain
//   the same words; a test holds them to this table.

/// The names a scenario file, a trace, a report and the wire protocol use for actions, events, notifications,
/// fields and state keys: each typed word with its one spelling.
public struct Vocabulary: Hashable, Sendable, Codable {
    /// A word and its spelling.
    public struct Entry<Word: VocabularyWord>: Hashable, Sendable, Codable {
        /// The typed word.
        public var word: Word
        /// How scenario files, traces and the wire spell it.
        public var name: String

        /// An entry.
        public init(_ word: Word, _ name: String) {
            self.word = word
            self.name = name
        }
    }

    /// App actions (`do:`), in the format's order.
    public var appActions: [Entry<AppActionWord>]
    /// User actions (`user:`), in the format's order.
    public var userActions: [Entry<UserActionWord>]
    /// System events (`system:`), in the format's order.
    public var systemEvents: [Entry<SystemEventWord>]
    /// Notifications (`on:`, `received`), in the engine's order.
    public var notifications: [Entry<SessionNotification.Kind>]
    /// The fields of notifications (`if:`, EVENT maps, the wire's pushes).
    public var fields: [Entry<EventFieldWord>]
    /// State keys (`expect.state`, the wire's `state`), in the format's order.
    public var stateKeys: [Entry<StateKeyWord>]
    /// The kinds of the trace's other lines: the engine's notes and Music's tap.
    public var traceWords: [Entry<TraceWord>]
    /// The fields of the trace's lines other than a notification's payload: actions' arguments, notes' values.
    public var traceFields: [Entry<TraceFieldWord>]

    /// A vocabulary of these entries.
    public init(
        appActions: [Entry<AppActionWord>], userActions: [Entry<UserActionWord>],
        systemEvents: [Entry<SystemEventWord>], notifications: [Entry<SessionNotification.Kind>],
        fields: [Entry<EventFieldWord>], stateKeys: [Entry<StateKeyWord>], traceWords: [Entry<TraceWord>],
        traceFields: [Entry<TraceFieldWord>]
    ) {
        self.appActions = appActions
        self.userActions = userActions
        self.systemEvents = systemEvents
        self.notifications = notifications
        self.fields = fields
        self.stateKeys = stateKeys
        self.traceWords = traceWords
        self.traceFields = traceFields
    }

    /// The spelling of `word`.
    public func name<Word: VocabularyWord>(of word: Word) -> String {
        for entry in Word.entries(in: self) where entry.word == word { return entry.name }
        preconditionFailure("the vocabulary does not spell \(word)")
    }

    /// The word spelled `name`, if the vocabulary has one of this kind.
    public func `case`<Word: VocabularyWord>(named name: String, as kind: Word.Type = Word.self) -> Word? {
        Word.entries(in: self).first { $0.name == name }?.word
    }

    /// Every spelling of a kind, in the table's order.
    public func names<Word: VocabularyWord>(of kind: Word.Type) -> [String] { Word.entries(in: self).map(\.name) }
}
