import A11ySnapshot

/// An SVG line chart of counts over the trend's commits, oldest at the left and newest at the
/// right, one column per commit: a labelled vertical axis from 0, dates under the horizontal
/// one, and under the pointer each commit's column shows its hash, date, subject and counts (the
/// column's `<title>`, no script). Lines differ by dash as well as colour.
struct TrendChart {
    /// One line: its name in titles, its kind (`error`, `warning` or `rule`, which styles it) and
    /// one value per commit.
    struct Series {
        let name: String
        let kind: String
        let values: [Int]
    }

    let id: String
    let title: String
    let commits: [TrendReport.Commit]
    let series: [Series]
    var width = 960.0
    var height = 320.0
    /// Small multiples leave out the axes' ticks, the dates and the columns.
    var isSmall = false

    /// The chart's style sheet, added to the page's.
    static let css = """
        svg.chart { max-width: 100%; height: auto; font: 11px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        svg.chart text { fill: #57606a; } svg.chart .axis { stroke: #8c959f; } svg.chart .grid { stroke: #d0d7de; }
        svg.chart .line { fill: none; stroke-width: 2; } svg.chart .line-error { stroke: var(--error); }
        svg.chart .line-warning { stroke: var(--warning); stroke-dasharray: 6 3; } svg.chart .line-rule { stroke: var(--info); }
        svg.chart .point-error { fill: var(--error); } svg.chart .point-warning { fill: var(--warning); }
        svg.chart .column { fill: transparent; } svg.chart .column:hover { fill: rgba(9, 105, 218, 0.1); }
        .rule-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; }
        .rule-charts figure { border: 1px solid #d0d7de; padding: 6px 8px; } .rule-charts figcaption { font-weight: 400; }
        table.commits td:first-child { white-space: nowrap; } svg.chart .baseline { stroke: #d0d7de; }
        .chart-legend span { margin-right: 16px; } .swatch { display: inline-block; width: 28px; height: 0; vertical-align: middle; margin-right: 4px; }
        .swatch-error { border-top: 2px solid var(--error); } .swatch-warning { border-top: 2px dashed var(--warning); }
        """

    func svg() -> String {
        let n = HTMLText.number
        let margin = isSmall ? (left: 4.0, right: 4.0, top: 6.0, bottom: 6.0) : (left: 56.0, right: 16.0, top: 16.0, bottom: 48.0)
        let plotWidth = width - margin.left - margin.right, plotHeight = height - margin.top - margin.bottom
        let top = Self.niceCeiling(series.flatMap(\.values).max() ?? 0)
        let step = commits.count > 1 ? plotWidth / Double(commits.count - 1) : 0
        func x(_ index: Int) -> Double { commits.count > 1 ? margin.left + Double(index) * step : margin.left + plotWidth / 2 }
        func y(_ value: Int) -> Double { margin.top + plotHeight * (1 - Double(value) / Double(top)) }

        var out = "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"\(id)-title\""
        out += " viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\">\n"
        out += "<title id=\"\(id)-title\">\(HTMLText.escape(title))</title>\n"
        if !isSmall {
            for tick in Self.ticks(upTo: top) {
                out += "<line class=\"grid\" x1=\"\(n(margin.left))\" x2=\"\(n(width - margin.right))\" y1=\"\(n(y(tick)))\" y2=\"\(n(y(tick)))\"/>"
                out += "<text x=\"\(n(margin.left - 6))\" y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(tick)</text>\n"
            }
            out += "<line class=\"axis\" x1=\"\(n(margin.left))\" x2=\"\(n(margin.left))\" y1=\"\(n(margin.top))\" y2=\"\(n(margin.top + plotHeight))\"/>"
            out += "<line class=\"axis\" x1=\"\(n(margin.left))\" x2=\"\(n(width - margin.right))\" y1=\"\(n(margin.top + plotHeight))\" y2=\"\(n(margin.top + plotHeight))\"/>\n"
            for index in Self.labelledIndexes(commits.count) {
                let anchor = commits.count == 1 ? "middle" : index == 0 ? "start" : index == commits.count - 1 ? "end" : "middle"
                out += "<text x=\"\(n(x(index)))\" y=\"\(n(margin.top + plotHeight + 16))\" text-anchor=\"\(anchor)\">\(HTMLText.escape(commits[index].day))</text>\n"
            }
            out += "<text x=\"\(n(margin.left + plotWidth / 2))\" y=\"\(n(height - 6))\" text-anchor=\"middle\">commits, oldest to newest</text>\n"
            out += "<text transform=\"translate(14 \(n(margin.top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">findings</text>\n"
        }
        if isSmall {
            out += "<line class=\"baseline\" x1=\"\(n(margin.left))\" x2=\"\(n(width - margin.right))\" y1=\"\(n(y(0)))\" y2=\"\(n(y(0)))\"/>\n"
        }
        for line in series {
            let points = line.values.enumerated().map { "\(n(x($0.offset))),\(n(y($0.element)))" }.joined(separator: " ")
            out += "<polyline class=\"line line-\(line.kind)\" points=\"\(points)\"/>\n"
            if !isSmall, commits.count <= 100 {
                for (index, value) in line.values.enumerated() {
                    out += "<circle class=\"point-\(line.kind)\" cx=\"\(n(x(index)))\" cy=\"\(n(y(value)))\" r=\"3\"/>"
                }
                out += "\n"
            }
        }
        if !isSmall { out += columns(x: x, step: step, top: margin.top, height: plotHeight, plotLeft: margin.left, plotWidth: plotWidth) }
        return out + "</svg>"
    }

    /// One transparent column per commit, titled with the commit and every series' value.
    private func columns(x: (Int) -> Double, step: Double, top: Double, height: Double, plotLeft: Double, plotWidth: Double) -> String {
        let n = HTMLText.number
        let columnWidth = commits.count > 1 ? step : plotWidth
        var out = "<g class=\"columns\">\n"
        for (index, commit) in commits.enumerated() {
            let left = max(plotLeft, x(index) - columnWidth / 2), right = min(plotLeft + plotWidth, x(index) + columnWidth / 2)
            let values = series.map { "\($0.values[index]) \($0.name)" }.joined(separator: ", ")
            out += "<rect class=\"column\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(max(right - left, 1)))\" height=\"\(n(height))\">"
            out += "<title>\(HTMLText.escape("\(commit.shortID) · \(commit.day) · \(commit.subject): \(values)"))</title></rect>\n"
        }
        return out + "</g>\n"
    }

    /// The smallest of 1, 2, 5 × 10ⁿ at or above `value` (at least 1), so ticks fall on round numbers.
    static func niceCeiling(_ value: Int) -> Int {
        var unit = 1
        while true {
            for factor in [1, 2, 5] where unit * factor >= value { return unit * factor }
            unit *= 10
        }
    }

    /// Four or five round ticks from 0 to `top` (a ``niceCeiling(_:)``).
    static func ticks(upTo top: Int) -> [Int] {
        let step = max(top / (top % 4 == 0 && top >= 4 ? 4 : 5), 1)
        return Array(stride(from: 0, through: top, by: step))
    }

    /// At most six commits whose dates label the axis, the first and the last among them.
    static func labelledIndexes(_ count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let labels = min(count, 6)
        guard labels > 1 else { return [0] }
        return Array(Set((0..<labels).map { $0 * (count - 1) / (labels - 1) })).sorted()
    }
}
