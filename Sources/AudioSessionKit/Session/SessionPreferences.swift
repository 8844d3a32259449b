/// The hardware preferences an app sets on its session and reads back (`preferredSampleRate`,
/// `preferredIOBufferDuration`, channel counts, `inputGain`): kept by a session that has no hardware to ask, and
/// forgotten by a media services reset (not in the SDK).
package struct SessionPreferences: Hashable, Sendable {
    /// `preferredSampleRate`; 0 for none.
    package var sampleRate: Double = 0
    /// `preferredIOBufferDuration`; 0 for none.
    package var ioBufferDuration: Double = 0
    /// `preferredInputNumberOfChannels`; 0 for none.
    package var inputChannels = 0
    /// `preferredOutputNumberOfChannels`; 0 for none.
    package var outputChannels = 0
    /// `inputGain`, 0 to 1.
    package var inputGain: Float = 0.5

    /// The defaults of a new session.
    package init() {}
}
