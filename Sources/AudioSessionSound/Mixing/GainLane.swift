/// One gain over time as straight segments between breakpoints (sample index, value); a value held before the
/// first and after the last. Values are amplitudes, or decibels for ducking (then linear in decibels).
struct GainLane: Sendable {
    private(set) var positions: [Int64]
    private(set) var values: [Float]
    /// Whether values are decibels.
    let isDecibels: Bool
    /// The last instant a decision changed it: no later ramp reaches back before it.
    private var lastDecision: Int64 = 0

    init(initial: Float, isDecibels: Bool = false) {
        positions = [0]
        values = [initial]
        self.isDecibels = isDecibels
    }

    /// The value the lane is heading for.
    var target: Float { values[values.count - 1] }

    /// The value at `position`.
    func value(at position: Int64) -> Float {
        var index = positions.count - 1
        while index > 0, positions[index] > position { index -= 1 }
        guard index + 1 < positions.count, positions[index + 1] > position else { return values[index] }
        let span = Float(positions[index + 1] - positions[index])
        let t = Float(position - positions[index]) / span
        return values[index] + (values[index + 1] - values[index]) * t
    }

    /// Starts a ramp at `position` that reaches `target` after `length` samples (a fade in, a duck).
    mutating func ramp(to target: Float, startingAt position: Int64, length: Int64) {
        let current = value(at: position)
        cut(at: position, value: current)
        if length > 0 {
            positions.append(position + length)
        } else {
            positions.append(position)
        }
        values.append(target)
        lastDecision = position
    }

    /// A ramp that ends at `position`, starting up to `length` samples before it but never before the last decision
    /// (a fade out that is over by the instant the trace says the sound stopped).
    mutating func ramp(to target: Float, endingAt position: Int64, length: Int64) {
        let start = max(position - length, lastDecision)
        cut(at: start, value: value(at: start))
        positions.append(position)
        values.append(target)
        lastDecision = position
    }

    /// Drops breakpoints after `position` and ends the lane there at `value`.
    private mutating func cut(at position: Int64, value: Float) {
        while positions.count > 1, positions[positions.count - 1] > position {
            positions.removeLast()
            values.removeLast()
        }
        if positions[positions.count - 1] != position || values[values.count - 1] != value {
            positions.append(position)
            values.append(value)
        }
    }
}

/// Reads a lane forward in time: the segment under a position, and where the next breakpoint is.
struct LaneCursor {
    private var index = 0

    /// Moves to the segment holding `position` and returns its value there and its slope per sample (in the lane's
    /// unit), and the next breakpoint after `position` (or `Int64.max`).
    mutating func segment(of lane: GainLane, at position: Int64) -> (value: Float, slope: Float, next: Int64) {
        let positions = lane.positions
        while index + 1 < positions.count, positions[index + 1] <= position { index += 1 }
        guard index + 1 < positions.count else { return (lane.values[index], 0, .max) }
        let from = positions[index]
        let to = positions[index + 1]
        let start = lane.values[index]
        let end = lane.values[index + 1]
        guard position >= from else { return (start, 0, from) }
        let slope = (end - start) / Float(to - from)
        return (start + slope * Float(position - from), slope, to)
    }
}
