/// Finds the known name closest to a misspelled one, for "did you mean" messages.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close enough to be a typo.
    /// Names longer than ``longestCompared`` characters get no suggestion, so that a huge input costs no more than
    /// reading it.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        guard name.utf8.count <= longestCompared else { return nil }
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, min(lowered.count, best.name.count) / 3)
        if best.distance <= limit { return best.name }
        // A prefix or containment counts too: `allowBluetoothA2` for `allowBluetoothA2DP`.
        if let contained = candidates.first(where: {
            lowered.count >= 3 && ($0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()))
        }) {
            return contained
        }
        return nil
    }

    /// The longest name compared with the candidates, in UTF-8 bytes (no known name comes close).
    public static let longestCompared = 128

    /// `; did you mean 'activate'?`, or the empty string when nothing is close.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        guard let found = closest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(found)'?"
    }

    /// The Levenshtein distance between two strings.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
