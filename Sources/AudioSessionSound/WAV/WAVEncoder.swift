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
        var clipped = 0
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: samples.count * format.bytesPerSample))
        bytes.withUnsafeMutableBufferPointer { output in
            var at = start
            switch format {
            case .float32:
                for sample in samples {
                    let bits = sample.bitPattern
                    output[at] = UInt8(truncatingIfNeeded: bits)
                    output[at + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                    output[at + 2] = UInt8(truncatingIfNeeded: bits >> 16)
                    output[at + 3] = UInt8(truncatingIfNeeded: bits >> 24)
                    at += 4
                }
            case .pcm16:
                for sample in samples {
                    if !(abs(sample) <= 1) { clipped += 1 }
                    let scaled = (sample.isNaN ? 0 : sample) * 32_768
                    let integer = Int16(min(32_767, max(-32_768, scaled.rounded())))
                    output[at] = UInt8(truncatingIfNeeded: integer)
                    output[at + 1] = UInt8(truncatingIfNeeded: integer >> 8)
                    at += 2
                }
            case .pcm8, .pcm24, .pcm32:
                let scale = Double(Int64(1) << (format.bytesPerSample * 8 - 1))
                for sample in samples {
                    if !(abs(sample) <= 1) { clipped += 1 }
                    let value = sample.isNaN ? 0 : Double(sample)
                    var integer = Int64(min(scale - 1, max(-scale, (value * scale).rounded())))
                    if format == .pcm8 { integer += 128 }
                    for byte in 0..<format.bytesPerSample {
                        output[at + byte] = UInt8(truncatingIfNeeded: integer >> (8 * byte))
                    }
                    at += format.bytesPerSample
                }
            }
        }
        return clipped
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
