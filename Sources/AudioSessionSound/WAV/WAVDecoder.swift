/// Reads RIFF/WAVE bytes: PCM of 8, 16, 24 or 32 bits and 32-bit IEEE float, plain or in `WAVE_FORMAT_EXTENSIBLE`,
/// any channel count from 1 to 32. Every malformed input is a ``WAVError``; nothing is read out of bounds.
public enum WAVDecoder {
    /// The most channels a file may declare.
    public static let maximumChannelCount = 32
    /// The highest sample rate accepted.
    public static let maximumSampleRate = 1_536_000

    /// Decodes a whole file's bytes (mirrors `AVAudioFile(forReading:)` followed by a full read).
    public static func decode(_ bytes: [UInt8]) throws(WAVError) -> WAVAudio {
        try bytes.withUnsafeBufferPointer { buffer throws(WAVError) in try decode(buffer, as: .interleaved) }
    }

    /// Decodes WAV bytes straight to one channel, the average of the file's channels, without an interleaved copy
    /// on the way: the memory of the result only (a 16-bit file becomes twice its data size in `Float`s).
    public static func decodeMono(_ bytes: [UInt8]) throws(WAVError) -> WAVAudio {
        try bytes.withUnsafeBufferPointer { buffer throws(WAVError) in try decode(buffer, as: .mono) }
    }

    /// Checks WAV bytes as ``decode(_:)`` does, and reads their format, without converting a single sample:
    /// `samples` is empty, and `frameCount` is what the data holds.
    public static func inspect(_ bytes: [UInt8]) throws(WAVError) -> (audio: WAVAudio, frameCount: Int) {
        var frames = 0
        let audio = try bytes.withUnsafeBufferPointer { buffer throws(WAVError) in
            try decode(buffer, as: .none, frameCount: &frames)
        }
        return (audio, frames)
    }

    /// What to make of the samples.
    enum Samples {
        /// Every channel, interleaved.
        case interleaved
        /// The average of the channels.
        case mono
        /// None: the header and sizes are checked only.
        case none
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, as samples: Samples) throws(WAVError) -> WAVAudio {
        var frames = 0
        return try decode(bytes, as: samples, frameCount: &frames)
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, as wanted: Samples, frameCount: inout Int)
        throws(WAVError) -> WAVAudio
    {
        guard bytes.count >= 12 else {
            throw WAVError("the file is \(bytes.count) bytes, too short for a RIFF/WAVE header (12 bytes)")
        }
        guard tag(bytes, 0) == "RIFF" else { throw WAVError("not a WAV file: it does not start with 'RIFF'") }
        guard tag(bytes, 8) == "WAVE" else { throw WAVError("not a WAV file: the RIFF form is not 'WAVE'") }
        var offset = 12
        var format: (sampleFormat: WAVSampleFormat, channels: Int, rate: Int)?
        while offset + 8 <= bytes.count {
            let id = tag(bytes, offset)
            let size = Int(uint32(bytes, offset + 4))
            let body = offset + 8
            let available = bytes.count - body
            if id == "fmt " {
                guard size <= available else {
                    throw WAVError("the fmt chunk declares \(size) bytes but only \(available) follow")
                }
                format = try readFormat(bytes, at: body, size: size)
            } else if id == "data" {
                guard let format else { throw WAVError("the data chunk comes before any fmt chunk") }
                guard size <= available else {
                    throw WAVError(
                        "the data chunk declares \(size) bytes but only \(available) follow (truncated file)")
                }
                let frameBytes = format.sampleFormat.bytesPerSample * format.channels
                let frames = size / frameBytes
                frameCount = frames
                switch wanted {
                case .interleaved:
                    let samples = readSamples(bytes, at: body, count: frames * format.channels, format.sampleFormat)
                    return WAVAudio(
                        sampleRate: format.rate, channelCount: format.channels, format: format.sampleFormat,
                        samples: samples)
                case .mono:
                    let samples = readMono(
                        bytes, at: body, frames: frames, channels: format.channels, format.sampleFormat)
                    return WAVAudio(
                        sampleRate: format.rate, channelCount: 1, format: format.sampleFormat, samples: samples)
                case .none:
                    return WAVAudio(
                        sampleRate: format.rate, channelCount: format.channels, format: format.sampleFormat, samples: []
                    )
                }
            } else if size > available {
                throw WAVError("the '\(printable(id))' chunk declares \(size) bytes but only \(available) follow")
            }
            // Chunks are padded to an even size; a missing pad byte at the very end is tolerated.
            offset = body + size + (size & 1)
        }
        throw WAVError(
            format == nil
                ? "no fmt chunk: the file describes no audio format" : "no data chunk: the file holds no samples")
    }

    private static func readFormat(_ bytes: UnsafeBufferPointer<UInt8>, at body: Int, size: Int) throws(WAVError) -> (
        sampleFormat: WAVSampleFormat, channels: Int, rate: Int
    ) {
        guard size >= 16 else { throw WAVError("the fmt chunk is \(size) bytes, a WAV format needs at least 16") }
        var formatTag = uint16(bytes, body)
        let channels = Int(uint16(bytes, body + 2))
        let rate = Int(uint32(bytes, body + 4))
        let blockAlign = Int(uint16(bytes, body + 12))
        let bits = Int(uint16(bytes, body + 14))
        if formatTag == 0xFFFE {
            guard size >= 40, uint16(bytes, body + 16) >= 22 else {
                throw WAVError("the fmt chunk says WAVE_FORMAT_EXTENSIBLE but is \(size) bytes, it needs 40")
            }
            let guidTail: [UInt8] = [
                0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71,
            ]
            let tail = (0..<14).map { bytes[body + 26 + $0] }
            guard tail == guidTail else {
                throw WAVError("the extensible format's sub-format is not PCM or IEEE float")
            }
            formatTag = uint16(bytes, body + 24)
        }
        guard channels > 0 else { throw WAVError("the fmt chunk declares 0 channels") }
        guard channels <= maximumChannelCount else {
            throw WAVError("the fmt chunk declares \(channels) channels; at most \(maximumChannelCount) are read")
        }
        guard rate > 0, rate <= maximumSampleRate else {
            throw WAVError("the fmt chunk declares a sample rate of \(rate) Hz; it must be 1 to \(maximumSampleRate)")
        }
        let sampleFormat: WAVSampleFormat
        switch (formatTag, bits) {
        case (1, 8): sampleFormat = .pcm8
        case (1, 16): sampleFormat = .pcm16
        case (1, 24): sampleFormat = .pcm24
        case (1, 32): sampleFormat = .pcm32
        case (3, 32): sampleFormat = .float32
        case (1, _), (3, _):
            throw WAVError(
                "\(bits)-bit \(formatTag == 1 ? "PCM" : "float") samples are not supported (PCM 8/16/24/32, float 32)")
        default:
            throw WAVError("format tag \(formatTag) is not PCM (1), IEEE float (3) or extensible (0xFFFE)")
        }
        guard blockAlign == channels * sampleFormat.bytesPerSample else {
            throw WAVError(
                "the fmt chunk's block align is \(blockAlign); \(channels) channel(s) of \(bits) bits need \(channels * sampleFormat.bytesPerSample)"
            )
        }
        return (sampleFormat, channels, rate)
    }

    private static func readSamples(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int, _ format: WAVSampleFormat
    ) -> [Float] {
        [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            switch format {
            case .pcm8:
                for index in 0..<count { buffer[index] = (Float(bytes[start + index]) - 128) / 128 }
            case .pcm16:
                for index in 0..<count {
                    buffer[index] = Float(Int16(bitPattern: uint16(bytes, start + 2 * index))) / 32_768
                }
            case .pcm24:
                for index in 0..<count {
                    let at = start + 3 * index
                    let raw = Int32(bytes[at]) | Int32(bytes[at + 1]) << 8 | Int32(bytes[at + 2]) << 16
                    buffer[index] = Float((raw << 8) >> 8) / 8_388_608
                }
            case .pcm32:
                for index in 0..<count {
                    buffer[index] = Float(Double(Int32(bitPattern: uint32(bytes, start + 4 * index))) / 2_147_483_648)
                }
            case .float32:
                for index in 0..<count {
                    let value = Float(bitPattern: uint32(bytes, start + 4 * index))
                    buffer[index] = value.isFinite ? value : 0
                }
            }
            initialized = count
        }
    }

    /// The average of each frame's channels, read sample by sample into the result alone.
    private static func readMono(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, frames: Int, channels: Int, _ format: WAVSampleFormat
    ) -> [Float] {
        guard channels > 1 else { return readSamples(bytes, at: start, count: frames, format) }
        let scale = 1 / Float(channels)
        return [Float](unsafeUninitializedCapacity: frames) { buffer, initialized in
            var index = 0
            for frame in 0..<frames {
                var sum: Float = 0
                for _ in 0..<channels {
                    sum += sample(bytes, at: start, index: index, format)
                    index += 1
                }
                buffer[frame] = sum * scale
            }
            initialized = frames
        }
    }

    /// The sample at `index` of the data starting at `start`, as ``readSamples(_:at:count:_:)`` converts it.
    private static func sample(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, index: Int, _ format: WAVSampleFormat
    )
        -> Float
    {
        switch format {
        case .pcm8: return (Float(bytes[start + index]) - 128) / 128
        case .pcm16: return Float(Int16(bitPattern: uint16(bytes, start + 2 * index))) / 32_768
        case .pcm24:
            let at = start + 3 * index
            let raw = Int32(bytes[at]) | Int32(bytes[at + 1]) << 8 | Int32(bytes[at + 2]) << 16
            return Float((raw << 8) >> 8) / 8_388_608
        case .pcm32: return Float(Double(Int32(bitPattern: uint32(bytes, start + 4 * index))) / 2_147_483_648)
        case .float32:
            let value = Float(bitPattern: uint32(bytes, start + 4 * index))
            return value.isFinite ? value : 0
        }
    }

    private static func uint16(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    private static func tag(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> String {
        String(decoding: bytes[at..<at + 4], as: UTF8.self)
    }

    private static func printable(_ id: String) -> String {
        String(id.unicodeScalars.map { $0.isASCII && $0.value >= 32 && $0.value < 127 ? Character($0) : "?" })
    }
}
