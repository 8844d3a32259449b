import Testing
@Test func placeholderAudioSessionKitTests() { #expect(Bool(true)) }
