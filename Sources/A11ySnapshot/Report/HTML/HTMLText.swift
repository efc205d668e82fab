/// Text from snapshots placed in HTML and SVG: `&`, `<`, `>`, `"` and `'` as entities, control
/// characters shown escaped, so no label can break the markup or run script.
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        escape(text, shortening: true)
    }

    /// `text` escaped, and shortened as ``DisplayText/visible(_:)`` shortens a long label unless
    /// `shortening` is off (the report's own sentences, such as its summary).
    package static func escape(_ text: String, shortening: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        // Scalars, not Characters: `"` and a combining mark after it are one Character, unequal to `"`.
        for scalar in (shortening ? DisplayText.visible(text) : DisplayText.oneLine(text)).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number for an SVG attribute: at most two decimals, no exponent.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(magnitude / 100) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(magnitude / 100) + "." + digits
    }
}
