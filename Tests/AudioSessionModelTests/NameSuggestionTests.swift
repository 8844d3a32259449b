import AudioSessionModel
import Testing

/// The "did you mean" suggestions.
@Suite struct NameSuggestionTests {
    @Test func editDistance() {
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.editDistance("same", "same") == 0)
    }

    @Test func closeNamesAreSuggested() {
        #expect(NameSuggestion.closest(to: "playbak", in: Category.knownNames) == "playback")
        #expect(NameSuggestion.closest(to: "PlayAndRecord", in: Category.knownNames) == "playAndRecord")
        #expect(NameSuggestion.closest(to: "voicechat", in: Mode.knownNames) == "voiceChat")
        #expect(
            NameSuggestion.closest(to: "allowBluetoothA2", in: CategoryOptions.namedMembers.map(\.name))
                == "allowBluetoothA2DP")
    }

    @Test func farNamesAreNot() {
        #expect(NameSuggestion.closest(to: "xyzzy", in: Category.knownNames) == nil)
        #expect(NameSuggestion.closest(to: "anything", in: []) == nil)
        #expect(NameSuggestion.didYouMean("xyzzy", in: Category.knownNames) == "")
    }

    @Test func didYouMeanFormat() {
        #expect(NameSuggestion.didYouMean("playbak", in: Category.knownNames) == "; did you mean 'playback'?")
    }

    @Test func aliasesParse() {
        #expect(RouteSharingPolicy(name: "longForm") == .longFormAudio)
        #expect(RouteSharingPolicy.knownNames.contains("longForm") == false)
        #expect(CategoryOptions(name: "allowBluetooth") == .allowBluetoothHFP)
        #expect(Category.aliases.isEmpty)
        #expect(AudioSessionError.Code(parsing: "none") == AudioSessionError.Code.none)
        #expect(AudioSessionError.Code(parsing: "'what'") == .unspecified)
        #expect(AudioSessionError.Code(parsing: "-50") == .badParam)
        #expect(AudioSessionError.Code(parsing: "'!pr'") == nil)
    }
}
