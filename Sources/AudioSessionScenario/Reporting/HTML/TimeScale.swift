/// Where each instant of a run goes across the timeline: in proportion to time, except that instants closer than a
/// label's width are pushed apart, so that crowded instants stay readable (the axis names every instant's time).
package struct TimeScale: Hashable, Sendable {
    /// The distinct instants, ascending, in nanoseconds.
    package let instants: [Int64]
    /// Each instant's position, in the same order.
    package let positions: [Double]
    /// The left edge (time 0 or the first instant).
    package let start: Double
    /// The right edge, after the last instant (the run's state goes on there).
    package let end: Double

    /// Spreads `instants` between `start` and `end`, keeping `tail` after the last and `minimumGap` between any two.
    package init(instants: [Int64], start: Double, end: Double, tail: Double = 70, minimumGap: Double = 56) {
        let sorted = Array(Set(instants + [0])).sorted()
        self.instants = sorted
        self.start = start
        self.end = end
        let width = max(1, end - tail - start)
        let last = Double(sorted.last ?? 0)
        var offsets = sorted.map { last > 0 ? Double($0) / last * width : 0 }
        // Push apart instants closer than the gap, then shrink everything back into the width; twice is enough to
        // settle all but pathological runs, and every gap stays positive whatever happens.
        for _ in 0..<3 {
            for index in offsets.indices.dropFirst() where offsets[index] - offsets[index - 1] < minimumGap {
                offsets[index] = offsets[index - 1] + minimumGap
            }
            if let furthest = offsets.last, furthest > width {
                offsets = offsets.map { $0 * width / furthest }
            }
        }
        positions = offsets.map { start + $0 }
    }

    /// The position of a time: an instant's own position, or between its neighbours in proportion.
    package func x(_ time: Int64) -> Double {
        guard let first = instants.first, let last = instants.last else { return start }
        if time <= first { return positions[0] }
        if time >= last { return positions[positions.count - 1] }
        var low = 0
        var high = instants.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if instants[middle] <= time { low = middle } else { high = middle }
        }
        let fraction = Double(time - instants[low]) / Double(instants[high] - instants[low])
        return positions[low] + fraction * (positions[high] - positions[low])
    }

    /// The position of an interval's end: `nil` (the run's end) is the right edge.
    package func x(end time: Int64?) -> Double {
        time.map { x($0) } ?? end
    }
}
