/// Writes RIFF/WAVE bytes: a 44-byte header for a known frame count, then samples in any ``WAVSampleFormat``
/// (mirrors `AVAudioFile(forWriting:settings:)`). Streaming: the header first, then samples block by block.
public enum WAVEncoder {
    /// The header of a file holding `frameCount` frames; sizes past 4 GiB are capped at the RIFF limit.
    public static func header(
        format: WAVSampleFormat, channelCount: Int, sampleRate: Int, frameCount: Int64
    ) -> [UInt8] {
        let blockAlign = channelCount * format.bytesPerSample
        let dataSize = UInt32(clamping: frameCount * Int64(blockAlign))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44)
        bytes += Array("RIFF".utf8)
        append32(&bytes, UInt32(clamping: Int64(dataSize) + 36))
        bytes += Array("WAVEfmt ".utf8)
        append32(&bytes, 16)
        append16(&bytes, format.formatTag)
        append16(&bytes, UInt16(channelCount))
        append32(&bytes, UInt32(sampleRate))
        append32(&bytes, UInt32(sampleRate * blockAlign))
        append16(&bytes, UInt16(blockAlign))
        append16(&bytes, UInt16(format.bytesPerSample * 8))
        bytes += Array("data".utf8)
        append32(&bytes, dataSize)
        return bytes
    }

    /// Appends `samples` to `bytes` in `format` (integers scaled by 2^(bits-1), clipped to their range). Returns how
    /// many samples were clipped (their magnitude above 1).
    @discardableResult
    public static func append(
        _ samples: UnsafeBufferPointer<Float>, as format: WAVSampleFormat, to bytes: inout [UInt8]
    )
        -> Int
    {
        guard !samples.isEmpty else { return 0 }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: samples.count * format.bytesPerSample))
        return bytes.withUnsafeMutableBytes { output in
            encode(samples, as: format, to: output.baseAddress! + start)
        }
    }

    /// Writes `samples` in `format` at `output` (room for `samples.count` samples); returns how many were clipped.
    /// 16-bit and float samples convert without calls or branches, so the compiler vectorizes the loop.
    package static func encode(
        _ samples: UnsafeBufferPointer<Float>, as format: WAVSampleFormat, to output: UnsafeMutableRawPointer
    ) -> Int {
        var clipped = 0
        switch format {
        case .float32:
            for index in samples.indices {
                output.storeBytes(
                    of: samples[index].bitPattern.littleEndian, toByteOffset: index &<< 2, as: UInt32.self)
            }
        case .pcm16:
            // In chunks with 32-bit counters (wider ones halve the vectors); NaN, rare, is mended afterwards.
            var start = 0
            while start < samples.count {
                let end = min(samples.count, start + 65_536)
                var chunkClipped: UInt32 = 0
                var anyNaN: UInt32 = 0
                for index in start..<end {
                    let sample = samples[index]
                    chunkClipped &+= abs(sample) <= 1 ? 0 : 1
                    anyNaN |= sample != sample ? 1 : 0
                    output.storeBytes(of: pcm16Bits(sample).littleEndian, toByteOffset: index &<< 1, as: UInt16.self)
                }
                if anyNaN != 0 {
                    for index in start..<end where samples[index].isNaN {
                        output.storeBytes(of: 0, toByteOffset: index &<< 1, as: UInt16.self)
                    }
                }
                clipped += Int(chunkClipped)
                start = end
            }
        case .pcm8, .pcm24, .pcm32:
            let scale = Double(Int64(1) << (format.bytesPerSample * 8 - 1))
            var at = 0
            for sample in samples {
                if !(abs(sample) <= 1) { clipped += 1 }
                let value = sample.isNaN ? 0 : Double(sample)
                var integer = Int64(min(scale - 1, max(-scale, (value * scale).rounded())))
                if format == .pcm8 { integer += 128 }
                for byte in 0..<format.bytesPerSample {
                    output.storeBytes(
                        of: UInt8(truncatingIfNeeded: integer >> (8 * byte)), toByteOffset: at + byte, as: UInt8.self)
                }
                at += format.bytesPerSample
            }
        }
        return clipped
    }

    /// The bits of `sample × 32768` clipped to `-32768...32767` and rounded half away from zero (NaN is 32767: the
    /// caller mends it). The magnitude rounds by adding 1.5 × 2^23 (exact in `Float` below 2^22), which rounds half to
    /// even, and ties below move up; the integer is then the low 16 bits of the sum. Selects only, so a loop of it
    /// vectorizes.
    @inline(__always)
    static func pcm16Bits(_ sample: Float) -> UInt16 {
        let magic: Float = 12_582_912
        let scaled = sample * 32_768
        let clamped = Swift.max(-32_768, Swift.min(32_767, scaled))
        let magnitude = abs(clamped)
        let nearest = (magnitude + magic) - magic
        let up: Float = magnitude - nearest == 0.5 ? 1 : 0
        let rounded = Float(bitPattern: (nearest + up).bitPattern | (clamped.bitPattern & 0x8000_0000))
        return UInt16(truncatingIfNeeded: (rounded + magic).bitPattern)
    }

    /// A whole file: header and samples (interleaved when `channelCount` is 2).
    public static func encode(_ audio: WAVAudio, as format: WAVSampleFormat? = nil) -> [UInt8] {
        let format = format ?? audio.format
        var bytes = header(
            format: format, channelCount: audio.channelCount, sampleRate: audio.sampleRate,
            frameCount: Int64(audio.frameCount))
        audio.samples.withUnsafeBufferPointer { _ = append($0, as: format, to: &bytes) }
        return bytes
    }

    private static func append16(_ bytes: inout [UInt8], _ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    private static func append32(_ bytes: inout [UInt8], _ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}
