/// How a WAV file stores one sample: integer PCM of 8, 16, 24 or 32 bits, or 32-bit IEEE float
/// (`WAVE_FORMAT_PCM`, `WAVE_FORMAT_IEEE_FLOAT`, or either inside `WAVE_FORMAT_EXTENSIBLE`).
public enum WAVSampleFormat: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Unsigned 8-bit PCM (`WAVE_FORMAT_PCM`, 8 bits per sample).
    case pcm8
    /// Signed 16-bit little-endian PCM.
    case pcm16
    /// Signed 24-bit little-endian PCM.
    case pcm24
    /// Signed 32-bit little-endian PCM.
    case pcm32
    /// 32-bit IEEE float (`WAVE_FORMAT_IEEE_FLOAT`).
    case float32

    /// Bytes per sample of one channel.
    public var bytesPerSample: Int {
        switch self {
        case .pcm8: 1
        case .pcm16: 2
        case .pcm24: 3
        case .pcm32, .float32: 4
        }
    }

    /// The `wFormatTag` written for it: 1 (PCM) or 3 (IEEE float).
    public var formatTag: UInt16 { self == .float32 ? 3 : 1 }

    /// `16-bit PCM`, `32-bit float`.
    public var description: String {
        self == .float32 ? "32-bit float" : "\(bytesPerSample * 8)-bit PCM"
    }
}
