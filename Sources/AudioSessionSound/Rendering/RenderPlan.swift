import AudioSessionEngine

/// A timeline turned into gain lanes, position changes and cues for one rate: what the renderer reads.
struct RenderPlan: Sendable {
    struct Source: Sendable {
        var voices: [VoiceSynthesizer]
        /// One lane per port: 0 or 1, with 5 ms fades.
        var routes: [GainLane]
        /// Ducking, in dB.
        var duck: GainLane
        /// The sound engine: 0 suspended, 1 running.
        var engine: GainLane
        /// One lane per bus of its voices.
        var buses: [GainLane]
        /// Where its voices start or stop advancing, alternately (first a start).
        var toggles: [Int64]
    }

    var sources: [Source]
    var cues: [SoundCue]
    var frameCount: Int64

    init(_ timeline: SoundTimeline, rate: Int, fade: Double) {
        let fadeLength = max(1, Int64((fade * Double(rate)).rounded()))
        let attack = Int64((timeline.duck.attack * Double(rate)).rounded())
        let release = Int64((timeline.duck.release * Double(rate)).rounded())
        let duckLevel = Float(timeline.duck.level)
        frameCount = Self.sample(timeline.end.nanoseconds, rate: rate)
        var busNames: [[String]] = []
        sources = timeline.sources.map { source in
            var buses: [String] = []
            for voice in source.voices where !buses.contains(voice.bus) { buses.append(voice.bus) }
            busNames.append(buses)
            return Source(
                voices: source.voices.map { voice in
                    VoiceSynthesizer(voice, rate: rate, bus: buses.firstIndex(of: voice.bus)!)
                },
                routes: timeline.ports.map { _ in GainLane(initial: 0) }, duck: GainLane(initial: 0, isDecibels: true),
                engine: GainLane(initial: 1), buses: buses.map { _ in GainLane(initial: 1) }, toggles: [])
        }
        cues = []
        var previous = timeline.sources.map { _ in SourceState() }
        for change in timeline.changes {
            let at = Self.sample(change.time.nanoseconds, rate: rate)
            let index = change.source
            let old = previous[index]
            let new = change.state
            previous[index] = new
            var source = sources[index]
            let name = timeline.sources[index].name
            let duckTarget: Float = new.isDucked && timeline.sources[index].isDuckable ? duckLevel : 0
            func cue(
                _ kind: SoundCue.Kind, port: Int, bus: String? = nil, from: Float?, to: Float?, start: Int64,
                end: Int64
            ) {
                cues.append(
                    SoundCue(
                        time: change.time, port: timeline.ports[port], source: name, kind: kind, bus: bus,
                        from: from.map(Double.init), to: to.map(Double.init), rampStart: start, rampEnd: end,
                        reason: change.reason))
            }
            // Ducking first, so that a route cue names the level the source comes in at.
            let oldDuck = source.duck.target
            if duckTarget != oldDuck {
                let heard = !old.ports.isEmpty && !new.ports.isEmpty
                let length = heard ? (duckTarget < oldDuck ? attack : release) : 0
                source.duck.ramp(to: duckTarget, startingAt: at, length: length)
                for (port, id) in timeline.ports.enumerated() where new.ports.contains(id) && old.ports.contains(id) {
                    cue(.duck, port: port, from: oldDuck, to: duckTarget, start: at, end: at + length)
                }
            }
            for (port, id) in timeline.ports.enumerated() {
                let was = old.ports.contains(id)
                let now = new.ports.contains(id)
                if now, !was {
                    source.routes[port].ramp(to: 1, startingAt: at, length: fadeLength)
                    cue(.route, port: port, from: nil, to: duckTarget, start: at, end: at + fadeLength)
                } else if was, !now {
                    source.routes[port].ramp(to: 0, endingAt: at, length: fadeLength)
                    cue(.route, port: port, from: oldDuck, to: nil, start: max(0, at - fadeLength), end: at)
                }
            }
            let heardOn = timeline.ports.indices.filter {
                new.ports.contains(timeline.ports[$0]) && old.ports.contains(timeline.ports[$0])
            }
            if new.isEngineSuspended != old.isEngineSuspended {
                if new.isEngineSuspended {
                    source.engine.ramp(to: 0, endingAt: at, length: fadeLength)
                } else {
                    source.engine.ramp(to: 1, startingAt: at, length: fadeLength)
                }
                for port in heardOn {
                    cue(
                        .engine, port: port, from: new.isEngineSuspended ? duckTarget : nil,
                        to: new.isEngineSuspended ? nil : duckTarget,
                        start: new.isEngineSuspended ? max(0, at - fadeLength) : at,
                        end: new.isEngineSuspended ? at : at + fadeLength)
                }
            }
            for (bus, busName) in busNames[index].enumerated() {
                let wasMuted = old.mutedBuses.contains(busName)
                let isMuted = new.mutedBuses.contains(busName)
                guard wasMuted != isMuted else { continue }
                if isMuted {
                    source.buses[bus].ramp(to: 0, endingAt: at, length: fadeLength)
                } else {
                    source.buses[bus].ramp(to: 1, startingAt: at, length: fadeLength)
                }
                for port in heardOn {
                    cue(
                        .bus, port: port, bus: busName, from: isMuted ? duckTarget : nil,
                        to: isMuted ? nil : duckTarget,
                        start: isMuted ? max(0, at - fadeLength) : at, end: isMuted ? at : at + fadeLength)
                }
            }
            if new.isAdvancing != old.isAdvancing {
                if let last = source.toggles.last, last == at {
                    source.toggles.removeLast()
                } else {
                    source.toggles.append(at)
                }
            }
            sources[index] = source
        }
    }

    /// The sample at `time` nanoseconds, rounded down, without overflow.
    static func sample(_ time: Int64, rate: Int) -> Int64 {
        let rate = Int64(rate)
        return (time / 1_000_000_000) * rate + (time % 1_000_000_000) * rate / 1_000_000_000
    }
}
