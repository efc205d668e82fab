/// One line of the closing block: `key: value (goal ≤ X) ok`, or `MISSED` when the value misses
/// its goal. Lines measured at a size the goal is not set for (a quick run) say so instead.
struct GoalLine {
    enum Goal {
        case atMost(Double)
        case atLeast(Double)
    }

    let key: String
    /// `nil` when not measured (printed `n/a`).
    let value: Double?
    let digits: Int
    /// Appended to the value, e.g. `x` for ratios.
    var unit = ""
    /// `nil` when this run's size has no goal.
    var goal: Goal?

    var met: Bool? {
        guard let value, let goal else { return nil }
        switch goal {
        case .atMost(let limit): return value <= limit
        case .atLeast(let limit): return value >= limit
        }
    }

    var text: String {
        var line = "\(key): " + (value.map { BenchmarkTable.format($0, digits: digits) + unit } ?? "n/a")
        switch goal {
        case .atMost(let limit)?: line += " (goal ≤ \(Self.number(limit))\(unit))"
        case .atLeast(let limit)?: line += " (goal ≥ \(Self.number(limit))\(unit))"
        case nil: return line + " (no goal at this size)"
        }
        switch met {
        case true?: line += " ok"
        case false?: line += " MISSED"
        case nil: line += " not measured"
        }
        return line
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
