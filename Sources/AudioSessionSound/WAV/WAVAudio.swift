/// Decoded WAV audio: its rate, its channel count, the format it was stored in, and its samples as floats in
/// `-1...1`, interleaved (mirrors what `AVAudioFile` reads into an `AVAudioPCMBuffer`).
public struct WAVAudio: Hashable, Sendable {
    /// Frames per second.
    public var sampleRate: Int
    /// Channels per frame (1 mono, 2 stereo).
    public var channelCount: Int
    /// How the file stored its samples.
    public var format: WAVSampleFormat
    /// The samples, frame after frame, channels interleaved.
    public var samples: [Float]

    /// Audio with these properties.
    public init(sampleRate: Int, channelCount: Int, format: WAVSampleFormat, samples: [Float]) {
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.format = format
        self.samples = samples
    }

    /// How many frames it holds.
    public var frameCount: Int { channelCount > 0 ? samples.count / channelCount : 0 }

    /// One channel: the average of every channel of each frame.
    public var downmixed: [Float] {
        guard channelCount > 1 else { return samples }
        var mono = [Float](repeating: 0, count: frameCount)
        let scale = 1 / Float(channelCount)
        for frame in 0..<frameCount {
            var sum: Float = 0
            for channel in 0..<channelCount { sum += samples[frame * channelCount + channel] }
            mono[frame] = sum * scale
        }
        return mono
    }
}
