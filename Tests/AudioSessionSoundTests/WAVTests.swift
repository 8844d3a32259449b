import AudioSessionSound
import PropertyBased
import Testing

/// The WAV reader and writer: every format round-trips, and malformed files are clear errors, never crashes.
@Suite struct WAVTests {
    static let ramp: [Float] = (0..<64).map { Float($0 - 32) / 40 }

    @Test(arguments: WAVSampleFormat.allCases, [1, 2])
    func everyFormatRoundTrips(format: WAVSampleFormat, channels: Int) throws {
        let audio = WAVAudio(sampleRate: 22_050, channelCount: channels, format: format, samples: Self.ramp)
        let decoded = try WAVDecoder.decode(WAVEncoder.encode(audio))
        #expect(decoded.sampleRate == 22_050)
        #expect(decoded.channelCount == channels)
        #expect(decoded.format == format)
        #expect(decoded.samples.count == Self.ramp.count)
        let tolerance: Float = format == .pcm8 ? 1.0 / 100 : 1.0 / 30_000
        for (have, want) in zip(decoded.samples, Self.ramp) { #expect(abs(have - want) <= tolerance) }
    }

    @Test func stereoIsDownmixedToTheAverage() throws {
        let audio = WAVAudio(sampleRate: 8_000, channelCount: 2, format: .float32, samples: [0.5, -0.5, 1, 0])
        #expect(try WAVDecoder.decode(WAVEncoder.encode(audio)).downmixed == [0, 0.5])
    }

    @Test func sixteenBitWritingClipsAndCounts() throws {
        var bytes: [UInt8] = []
        let clipped = [Float(1.5), -2, 0.25, 1].withUnsafeBufferPointer {
            WAVEncoder.append($0, as: .pcm16, to: &bytes)
        }
        #expect(clipped == 2)
        #expect(bytes.count == 8)
        #expect(bytes[0] == 0xFF && bytes[1] == 0x7F) // 32767
        #expect(bytes[2] == 0x00 && bytes[3] == 0x80) // -32768
    }

    /// The 16-bit conversion, as plainly as it can be written: scaled by 2^15, clipped, rounded half away from zero.
    static func reference16(_ sample: Float) -> Int16 {
        let scaled = Double(sample.isNaN ? 0 : sample) * 32_768
        return Int16(min(32_767, max(-32_768, scaled.rounded(.toNearestOrAwayFromZero))))
    }

    @Test func sixteenBitWritingRoundsHalfAwayFromZeroEverywhere() {
        // Every exact half step (ties) and its neighbours around zero and near both ends, special values, and a
        // seeded spread of ordinary ones, in a length that leaves a tail after whole vectors and chunks.
        var samples: [Float] = [.nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, 1, -1]
        for step in [-65_537, -65_536, -65_535, -3, -1, 1, 3, 65_533, 65_535, 65_537] {
            let tie = Float(step) / 65_536
            samples += [tie, tie.nextUp, tie.nextDown]
        }
        var state: UInt64 = 7
        while samples.count < 70_001 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            samples.append(Float(Int32(truncatingIfNeeded: state >> 32)) / 1_500_000_000)
        }
        samples[66_000] = .nan // in the second chunk too
        var bytes: [UInt8] = []
        let clipped = samples.withUnsafeBufferPointer { WAVEncoder.append($0, as: .pcm16, to: &bytes) }
        #expect(clipped == samples.filter { !(abs($0) <= 1) }.count)
        var mismatches: [Float] = []
        for (index, sample) in samples.enumerated() {
            let written = Int16(bitPattern: UInt16(bytes[2 * index]) | UInt16(bytes[2 * index + 1]) << 8)
            if written != Self.reference16(sample) { mismatches.append(sample) }
        }
        #expect(mismatches.isEmpty, "written differently from the reference: \(mismatches.prefix(5))")
    }

    @Test func extensibleFormatIsRead() throws {
        var bytes = WAVEncoder.encode(
            WAVAudio(sampleRate: 48_000, channelCount: 1, format: .pcm24, samples: [0.5, -0.5]))
        // Rewrite the 16-byte fmt chunk as a 40-byte WAVE_FORMAT_EXTENSIBLE one with the PCM sub-format.
        let data = Array(bytes[36...])
        var fmt = Array(bytes[20..<36])
        fmt[0] = 0xFE
        fmt[1] = 0xFF
        fmt += [22, 0, 24, 0, 4, 0, 0, 0]
        fmt += [1, 0, 0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71]
        bytes = Array("RIFF".utf8) + le32(4 + 8 + 40 + data.count) + Array("WAVEfmt ".utf8) + le32(40) + fmt + data
        let decoded = try WAVDecoder.decode(bytes)
        #expect(decoded.format == .pcm24)
        #expect(abs(decoded.samples[0] - 0.5) < 0.0001 && abs(decoded.samples[1] + 0.5) < 0.0001)
    }

    @Test func oddChunksArePaddedAndSkipped() throws {
        let plain = WAVEncoder.encode(WAVAudio(sampleRate: 8_000, channelCount: 1, format: .pcm16, samples: [0.5]))
        // An odd-sized LIST chunk (3 bytes and a pad byte) between fmt and data.
        let list = Array("LIST".utf8) + le32(3) + [1, 2, 3, 0]
        let bytes = Array(plain[0..<36]) + list + Array(plain[36...])
        #expect(try WAVDecoder.decode(bytes).samples.count == 1)
    }

    @Test(arguments: [
        ([UInt8](), "too short"),
        (Array("RIFX\u{0}\u{0}\u{0}\u{0}WAVE".utf8), "does not start with 'RIFF'"),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}AVI ".utf8), "not 'WAVE'"),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), "no fmt chunk"),
    ])
    func headersThatAreNotWAVAreRefused(bytes: [UInt8], words: String) {
        #expect(throws: WAVError.self) { try WAVDecoder.decode(bytes) }
        #expect(message(bytes).contains(words), "\(message(bytes))")
    }

    @Test func malformedChunksAreClearErrors() {
        let good = WAVEncoder.encode(WAVAudio(sampleRate: 8_000, channelCount: 1, format: .pcm16, samples: [0.1, 0.2]))
        var truncated = good
        truncated.removeLast(2)
        #expect(message(truncated).contains("declares 4 bytes but only 2 follow"))
        var huge = good
        huge.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(message(huge).contains("4294967295"))
        var zeroChannels = good
        zeroChannels.replaceSubrange(22..<24, with: [0, 0])
        #expect(message(zeroChannels).contains("0 channels"))
        var twelveBits = good
        twelveBits.replaceSubrange(34..<36, with: [12, 0])
        #expect(message(twelveBits).contains("12-bit PCM samples are not supported"))
        var badAlign = good
        badAlign.replaceSubrange(32..<34, with: [3, 0])
        #expect(message(badAlign).contains("block align"))
        var zeroRate = good
        zeroRate.replaceSubrange(24..<28, with: [0, 0, 0, 0])
        #expect(message(zeroRate).contains("sample rate of 0 Hz"))
        var shortFormat = good
        shortFormat.replaceSubrange(16..<20, with: [8, 0, 0, 0])
        #expect(message(shortFormat).contains("fmt chunk is 8 bytes"))
        var mp3 = good
        mp3.replaceSubrange(20..<22, with: [0x55, 0])
        #expect(message(mp3).contains("format tag 85"))
        let dataFirst = Array(good[0..<12]) + Array(good[36...]) + Array(good[12..<36])
        #expect(message(dataFirst).contains("before any fmt chunk"))
        let hugeOther = Array(good[0..<12]) + Array("junk".utf8) + le32(0x7FFF_FFF0)
        #expect(message(hugeOther).contains("'junk' chunk declares"))
    }

    @Test func randomBytesNeverCrash() async {
        let header = WAVEncoder.encode(
            WAVAudio(sampleRate: 8_000, channelCount: 2, format: .pcm24, samples: [0.1, 0.2]))
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...255).array(of: 0...80), Gen.int(in: 0...60)) {
            noise, cut in
            // Random bytes, and a valid header with random bytes written over it from a random place.
            _ = try? WAVDecoder.decode(noise.map(UInt8.init))
            var mixed = header
            for (offset, byte) in noise.enumerated() where cut + offset < mixed.count {
                mixed[cut + offset] = UInt8(byte)
            }
            _ = try? WAVDecoder.decode(Array(mixed.prefix(cut + noise.count / 2)))
        }
    }

    private func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try WAVDecoder.decode(bytes)
            return "decoded"
        } catch {
            return error.message
        }
    }

    private func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
