import Testing
@Test func placeholderAudioSessionEngineTests() { #expect(Bool(true)) }
