/// Text made safe for HTML and SVG, and the width the page's monospace labels take.
enum HTMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`.
    static func escape(_ text: String) -> String {
        // Most texts have nothing to escape: one pass over the bytes spares walking their characters.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The width of `text` in the chart's monospace font at `size` pixels (0.6 em a character, rounded up).
    static func width(_ text: String, size: Double = 11) -> Double {
        Double(text.count) * size * 0.62
    }

    /// `text` cut to fit `width` pixels at `size`, with an ellipsis; empty when not even one character fits.
    static func fit(_ text: String, width: Double, size: Double = 11) -> String {
        let room = Int(width / (size * 0.62))
        if text.count <= room { return text }
        if room < 4 { return "" }
        return String(text.prefix(room - 1)) + "…"
    }

    /// A coordinate with at most one decimal, without a trailing `.0` (deterministic and short).
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"

    }
}
