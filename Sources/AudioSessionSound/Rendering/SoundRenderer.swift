import Foundation

/// Turns a ``SoundTimeline`` into one sample stream per port, streaming: it works block by block, so memory does
/// not grow with the run's length (what `AVAudioEngine`'s offline manual rendering mode does for one device).
///
/// ```swift
/// let renderer = SoundRenderer(timeline, rate: 48_000)
/// var sink = CollectingSink(portCount: timeline.ports.count)
/// renderer.render(into: &sink)
/// ```
public struct SoundRenderer: Sendable {
    /// Samples per block.
    static let blockLength = 4_096
    /// The fade of every start, stop and move that is not ducking, in seconds.
    public static let fadeDuration = 0.005

    /// The timeline rendered.
    public let timeline: SoundTimeline
    /// Samples per second.
    public let rate: Int
    private let plan: RenderPlan

    /// A renderer for the timeline at `rate` samples per second.
    public init(_ timeline: SoundTimeline, rate: Int = 48_000) {
        self.timeline = timeline
        self.rate = rate
        self.plan = RenderPlan(timeline, rate: rate, fade: Self.fadeDuration)
    }

    /// Samples per port: the whole run, time 0 to its end.
    public var frameCount: Int64 { plan.frameCount }

    /// Every gain change per port and source, in time order.
    public var cues: [SoundCue] { plan.cues }

    /// Renders the whole run into `sink`, block by block, every port's block in port order.
    public func render(into sink: inout some SoundSink) {
        let portCount = timeline.ports.count
        let block = Self.blockLength
        var mixes = [Float](repeating: 0, count: block * portCount) // port after port
        var voiceMix = [Float](repeating: 0, count: block)
        var appGain = [Float](repeating: 0, count: block)
        var positions = [Int64](repeating: 0, count: plan.sources.count)
        var toggleIndex = [Int](repeating: 0, count: plan.sources.count)
        var routeCursors = plan.sources.map { $0.routes.map { _ in LaneCursor() } }
        var busCursors = plan.sources.map { $0.buses.map { _ in LaneCursor() } }
        var duckCursors = plan.sources.map { _ in LaneCursor() }
        var engineCursors = plan.sources.map { _ in LaneCursor() }
        var routeSegments = plan.sources.map { $0.routes.map { _ in Segment(0, 0, 0) } }
        var busSegments = plan.sources.map { $0.buses.map { _ in Segment(0, 0, 0) } }
        var duckSegments = plan.sources.map { _ in Segment(0, 0, 0) }
        var engineSegments = plan.sources.map { _ in Segment(0, 0, 0) }

        var start: Int64 = 0
        while start < plan.frameCount {
            var end = min(start + Int64(block), plan.frameCount)
            for (index, source) in plan.sources.enumerated() {
                while toggleIndex[index] < source.toggles.count, source.toggles[toggleIndex[index]] <= start {
                    toggleIndex[index] += 1
                }
                if toggleIndex[index] < source.toggles.count { end = min(end, source.toggles[toggleIndex[index]]) }
                for lane in source.routes.indices {
                    routeSegments[index][lane] = routeCursors[index][lane].segment(of: source.routes[lane], at: start)
                    end = min(end, routeSegments[index][lane].next)
                }
                for lane in source.buses.indices {
                    busSegments[index][lane] = busCursors[index][lane].segment(of: source.buses[lane], at: start)
                    end = min(end, busSegments[index][lane].next)
                }
                duckSegments[index] = duckCursors[index].segment(of: source.duck, at: start)
                engineSegments[index] = engineCursors[index].segment(of: source.engine, at: start)
                end = min(end, duckSegments[index].next, engineSegments[index].next)
            }
            let count = Int(end - start)
            mixes.withUnsafeMutableBufferPointer { mixes in
                mixes.update(repeating: 0)
                voiceMix.withUnsafeMutableBufferPointer { voiceMix in
                    appGain.withUnsafeMutableBufferPointer { appGain in
                        for index in plan.sources.indices where toggleIndex[index] % 2 == 1 {
                            mixSource(
                                index, count: count, position: positions[index], routes: routeSegments[index],
                                buses: busSegments[index], duck: duckSegments[index], engine: engineSegments[index],
                                into: mixes, voiceMix: voiceMix, appGain: appGain)
                            positions[index] += Int64(count)
                        }
                    }
                }
                for port in 0..<portCount {
                    sink.write(UnsafeBufferPointer(rebasing: mixes[port * block..<port * block + count]), port: port)
                }
            }
            start = end
        }
    }

    /// A gain segment: its value at the block's start, its change per sample, and where the next breakpoint is.
    typealias Segment = (value: Float, slope: Float, next: Int64)

    /// Adds one source's `count` samples from `position` to the ports it reaches (`mixes`: one block per port).
    /// Where every gain holds still over the block (nearly always) and one port is reached, its voices add straight
    /// into that port with one gain; otherwise they mix in `voiceMix` first and `appGain` holds the per-sample gain.
    private func mixSource(
        _ index: Int, count: Int, position: Int64, routes: [Segment], buses: [Segment], duck: Segment,
        engine: Segment, into mixes: UnsafeMutableBufferPointer<Float>, voiceMix: UnsafeMutableBufferPointer<Float>,
        appGain: UnsafeMutableBufferPointer<Float>
    ) {
        let source = plan.sources[index]
        let block = Self.blockLength
        guard engine.value != 0 || engine.slope != 0 else { return }
        var reachedCount = 0
        var lastReached = 0
        var steady = duck.slope == 0 && engine.slope == 0
        for (port, route) in routes.enumerated() where route.value != 0 || route.slope != 0 {
            reachedCount += 1
            lastReached = port
            steady = steady && route.slope == 0
        }
        guard reachedCount > 0 else { return }
        for voice in source.voices where buses[voice.bus].slope != 0 { steady = false }
        if steady, reachedCount == 1 {
            let gain = Float(decibelsToAmplitude(Double(duck.value))) * engine.value * routes[lastReached].value
            let output = mixes.baseAddress! + lastReached * block
            for voice in source.voices where buses[voice.bus].value != 0 {
                voice.add(
                    into: output, count: count, position: position, gain: buses[voice.bus].value * gain, gainStep: 0)
            }
            return
        }
        var anyVoice = false
        voiceMix.update(repeating: 0)
        for voice in source.voices {
            let bus = buses[voice.bus]
            guard bus.value != 0 || bus.slope != 0 else { continue }
            anyVoice = true
            voice.add(
                into: voiceMix.baseAddress!, count: count, position: position, gain: bus.value, gainStep: bus.slope)
        }
        guard anyVoice else { return }
        let constantGain = duck.slope == 0 && engine.slope == 0
        let gain = Float(decibelsToAmplitude(Double(duck.value))) * engine.value
        if !constantGain {
            for offset in 0..<count {
                let decibels = Double(duck.value + duck.slope * Float(offset))
                appGain[offset] = Float(decibelsToAmplitude(decibels)) * (engine.value + engine.slope * Float(offset))
            }
        }
        for (port, route) in routes.enumerated() where route.value != 0 || route.slope != 0 {
            let output = mixes.baseAddress! + port * block
            if constantGain {
                let first = gain * route.value
                let step = gain * route.slope
                for offset in 0..<count {
                    output[offset] += voiceMix[offset] * (first + step * Float(offset))
                }
            } else {
                for offset in 0..<count {
                    output[offset] += voiceMix[offset] * appGain[offset] * (route.value + route.slope * Float(offset))
                }
            }
        }
    }
}
