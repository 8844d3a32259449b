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
        var mixes = [[Float]](repeating: [Float](repeating: 0, count: block), count: portCount)
        var voiceMix = [Float](repeating: 0, count: block)
        var appGain = [Float](repeating: 0, count: block)
        var positions = [Int64](repeating: 0, count: plan.sources.count)
        var toggleIndex = [Int](repeating: 0, count: plan.sources.count)
        var routeCursors = plan.sources.map { $0.routes.map { _ in LaneCursor() } }
        var busCursors = plan.sources.map { $0.buses.map { _ in LaneCursor() } }
        var duckCursors = plan.sources.map { _ in LaneCursor() }
        var engineCursors = plan.sources.map { _ in LaneCursor() }
        typealias Segment = (value: Float, slope: Float, next: Int64)
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
            for port in 0..<portCount {
                mixes[port].withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            }
            for (index, source) in plan.sources.enumerated() where toggleIndex[index] % 2 == 1 {
                defer { positions[index] += Int64(count) }
                let engine = engineSegments[index]
                let duck = duckSegments[index]
                guard engine.value != 0 || engine.slope != 0 else { continue }
                let reached = routeSegments[index].indices.filter {
                    routeSegments[index][$0].value != 0 || routeSegments[index][$0].slope != 0
                }
                guard !reached.isEmpty else { continue }
                var anyVoice = false
                voiceMix.withUnsafeMutableBufferPointer { buffer in
                    buffer.update(repeating: 0)
                    for voice in source.voices {
                        let bus = busSegments[index][voice.bus]
                        guard bus.value != 0 || bus.slope != 0 else { continue }
                        anyVoice = true
                        voice.add(
                            into: buffer.baseAddress!, count: count, position: positions[index], gain: bus.value,
                            gainStep: bus.slope)
                    }
                }
                guard anyVoice else { continue }
                let constantGain = duck.slope == 0 && engine.slope == 0
                let gain = Float(decibelsToAmplitude(Double(duck.value))) * engine.value
                if !constantGain {
                    for offset in 0..<count {
                        let decibels = Double(duck.value + duck.slope * Float(offset))
                        appGain[offset] =
                            Float(decibelsToAmplitude(decibels)) * (engine.value + engine.slope * Float(offset))
                    }
                }
                for port in reached {
                    let route = routeSegments[index][port]
                    mixes[port].withUnsafeMutableBufferPointer { output in
                        voiceMix.withUnsafeBufferPointer { input in
                            if constantGain {
                                let first = gain * route.value
                                let step = gain * route.slope
                                for offset in 0..<count {
                                    output[offset] += input[offset] * (first + step * Float(offset))
                                }
                            } else {
                                appGain.withUnsafeBufferPointer { appGain in
                                    for offset in 0..<count {
                                        output[offset] +=
                                            input[offset] * appGain[offset]
                                            * (route.value + route.slope * Float(offset))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            for port in 0..<portCount {
                mixes[port].withUnsafeBufferPointer { buffer in
                    sink.write(UnsafeBufferPointer(rebasing: buffer[0..<count]), port: port)
                }
            }
            start = end
        }
    }
}
