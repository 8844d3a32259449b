import Testing
@Test func placeholderAudioSessionModelTests() { #expect(Bool(true)) }
