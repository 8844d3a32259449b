import Testing
@Test func placeholderAudioSessionScenarioTests() { #expect(Bool(true)) }
