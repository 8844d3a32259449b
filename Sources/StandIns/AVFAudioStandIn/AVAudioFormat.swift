import Foundation

// The audio value classes the engine's Swift interface names, as the iOS 26.2 SDK imports them: `NSObject`
// subclasses, none `Sendable` (the buffers `NSCopying`). Only the members the package uses are reproduced.

/// `AVAudioNodeBus` (`NSUInteger` in Objective-C, `Int` in Swift).
public typealias AVAudioNodeBus = Int
/// `AVAudioFrameCount` (`uint32_t`).
public typealias AVAudioFrameCount = UInt32
/// `AVAudioChannelCount` (`uint32_t`).
public typealias AVAudioChannelCount = UInt32
/// `AVAudioNodeTapBlock`: may be called on a thread other than the main thread.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// `AVAudioFormat`: the sample rate and channel count of a bus (its other members are left out).
open class AVAudioFormat: NSObject {
    /// `sampleRate`.
    open var sampleRate: Double { rate }
    /// `channelCount`.
    open var channelCount: AVAudioChannelCount { channels }

    private let rate: Double
    private let channels: AVAudioChannelCount

    /// `-initStandardFormatWithSampleRate:channels:`; failable in the SDK, which refuses 0 or more than 2 channels in
    /// a standard format (the stand-in makes 0-channel formats for disabled input itself, not through this).
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard sampleRate > 0, channels > 0 else { return nil }
        self.init(standInSampleRate: sampleRate, channels: channels)
    }

    /// Not in the SDK: any format, including the 0-channel one of a disabled input.
    init(standInSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        rate = sampleRate
        self.channels = channels
    }
}

/// `AVAudioBuffer` (its members are left out): `NSCopying` and `NSMutableCopying`, as in the SDK.
open class AVAudioBuffer: NSObject, NSCopying, NSMutableCopying {
    /// `-copyWithZone:`.
    open func copy(with zone: NSZone? = nil) -> Any { AVAudioBuffer() }
    /// `-mutableCopyWithZone:`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(with: zone) }
}

/// `AVAudioPCMBuffer`: what a tap receives (only `frameLength` is reproduced).
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// `frameLength`.
    open var frameLength: AVAudioFrameCount

    /// Not in the SDK (the engine makes the buffers a tap receives): a buffer of `frameLength` frames.
    init(standInFrameLength frameLength: AVAudioFrameCount) { self.frameLength = frameLength }

    /// `-copyWithZone:`: a buffer of the same length.
    open override func copy(with zone: NSZone? = nil) -> Any { AVAudioPCMBuffer(standInFrameLength: frameLength) }
}

/// `AVAudioTime` (only `sampleTime` is reproduced).
open class AVAudioTime: NSObject {
    /// `sampleTime` (`AVAudioFramePosition`, an `Int64`).
    open var sampleTime: Int64 { position }
    private let position: Int64

    /// Not in the SDK (the engine stamps the buffers): a time at `sampleTime`.
    init(standInSampleTime sampleTime: Int64) { position = sampleTime }
}
