#if PulseAudio
    import Foundation

    /// One measured transition of `--sound-server`: its times in milliseconds and how many were never seen.
    struct SoundServerRow {
        /// What was measured.
        var label: String
        /// Whether the enforcement goal applies (a decision heard).
        var hasGoal: Bool
        /// The times, in milliseconds.
        var times: [Double] = []
        /// The cycles whose change was not seen in time.
        var missed = 0

        /// Adds one cycle's time, or a miss.
        mutating func add(_ time: Double?) {
            if let time { times.append(time) } else { missed += 1 }
        }

        /// The value at `fraction` of the sorted times (nearest rank).
        func percentile(_ fraction: Double) -> Double {
            let sorted = times.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
        }
    }

    /// The table `--sound-server` prints: p50, p90, p99 and max of each row, and whether p99 meets the goal.
    struct SoundServerTable {
        /// The p99 goal of a decision heard, in milliseconds.
        var goal: Double
        /// The rows, in order.
        var rows: [SoundServerRow] = []

        /// Prints it.
        func print() {
            let width = max(44, (rows.map(\.label.count).max() ?? 0) + 2)
            Swift.print(
                "transition".padding(toLength: width, withPad: " ", startingAt: 0)
                    + "   n   p50 ms   p90 ms   p99 ms   max ms   p99 ≤ \(Int(goal)) ms")
            for row in rows {
                let figures = [0.5, 0.9, 0.99, 1].map { String(format: "%8.1f", row.percentile($0)) }
                let verdict =
                    row.hasGoal && !row.times.isEmpty
                    ? (row.percentile(0.99) <= goal && row.missed == 0 ? "yes" : "no") : "-"
                let missed = row.missed > 0 ? " (\(row.missed) not seen)" : ""
                Swift.print(
                    row.label.padding(toLength: width, withPad: " ", startingAt: 0)
                        + String(format: "%4d ", row.times.count) + figures.joined(separator: " ") + "   "
                        + verdict + missed)
            }
        }
    }
#endif
