/// The cross-variant report: for each variant reference, what its users lose against the default
/// screen, as text or JSON.
public struct VariantReport: Sendable {
    /// One variant compared with its default screen, with the files they came from.
    public struct Entry: Sendable {
        public var basePath: String
        public var variantPath: String
        public var comparison: VariantComparison
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Compares each variant reference among `snapshots` (keyed by path) with the default screen
    /// beside it, `loginScreen.ax5.json` with `loginScreen.json`, in path order (by UTF-8 bytes).
    /// Paths without a variant suffix (``AccessibilityVariant/init(fileSuffix:)``), and variants
    /// whose default screen is not among `snapshots`, make no entry.
    public init(snapshots: [String: AccessibilitySnapshot]) {
        var entries: [Entry] = []
        for (path, screen) in snapshots.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            guard let (basePath, variant) = Self.variant(named: path), let base = snapshots[basePath] else { continue }
            entries.append(Entry(basePath: basePath, variantPath: path,
                                 comparison: VariantComparison(base: base, variant: variant, screen: screen)))
        }
        self.init(entries: entries)
    }

    /// The default screen's path and the variant for a variant reference's path
    /// (`login.ax5.json` → `login.json`, accessibility size 5); `nil` for any other path.
    package static func variant(named path: String) -> (basePath: String, variant: AccessibilityVariant)? {
        guard path.hasSuffix(".json") else { return nil }
        let stem = path.dropLast(".json".count)
        guard let dot = stem.lastIndex(of: "."),
              let variant = AccessibilityVariant(fileSuffix: String(stem[stem.index(after: dot)...])) else { return nil }
        return (String(stem[..<dot]) + ".json", variant)
    }

    /// How many findings all variants have.
    public var findingCount: Int { entries.reduce(0) { $0 + $1.comparison.findings.count } }

    /// `loginScreen.ax5.json (accessibility size 5): 2 losses against loginScreen.json`, then one
    /// line per finding, then a summary line.
    public func text() -> String {
        var lines: [String] = []
        for entry in entries {
            let findings = entry.comparison.findings
            let base = entry.basePath.split(separator: "/").last.map(String.init) ?? entry.basePath
            lines.append("\(entry.variantPath) (\(entry.comparison.variant.title)): "
                         + (findings.isEmpty ? "nothing lost against \(base)" : Self.losses(findings.count) + " against \(base)"))
            for finding in findings {
                lines.append("  \(ReportPhrase.pathTag(finding.element.path)) \(Self.word(finding.kind)): "
                             + "\(DisplayText.visible(finding.element.spoken.isEmpty ? finding.element.label : finding.element.spoken)) — \(finding.message)")
            }
        }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 variants compared: 2 losses in 1 variant`.
    public var summaryLine: String {
        let losing = entries.filter { !$0.comparison.findings.isEmpty }.count
        return "\(ReportPhrase.count(entries.count, "variant")) compared: "
            + (findingCount == 0 ? "nothing lost" : Self.losses(findingCount) + " in \(ReportPhrase.count(losing, "variant"))")
    }

    /// `nothing lost`, `1 loss`, `3 losses`.
    static func phrase(_ count: Int) -> String {
        count == 0 ? "nothing lost" : losses(count)
    }

    /// The findings as JSON: `{"version": 1, "variants": [{"base", "variant", "kind", "findings": […]}]}`.
    public func json() -> String {
        var out = "{\n  \"version\": 1,\n  \"losses\": \(findingCount),\n  \"variants\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n      \"base\": \(JSONString.quoted(entry.basePath)),\n      \"variant\": \(JSONString.quoted(entry.variantPath)),\n"
            out += "      \"kind\": \(JSONString.quoted(entry.comparison.variant.fileSuffix)),\n      \"findings\": ["
            for (position, finding) in entry.comparison.findings.enumerated() {
                out += position == 0 ? "\n" : ",\n"
                out += "        {\"kind\": \(JSONString.quoted(finding.kind.rawValue)), \"path\": \(JSONString.quoted(finding.element.path)), "
                out += "\"label\": \(JSONString.quoted(finding.element.label)), \"message\": \(JSONString.quoted(finding.message))}"
            }
            out += entry.comparison.findings.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func losses(_ count: Int) -> String {
        "\(count) loss\(count == 1 ? "" : "es")"
    }

    static func word(_ kind: VariantFinding.Kind) -> String {
        switch kind {
        case .missing: "missing"
        case .truncated: "cut"
        case .overlap: "overlap"
        case .offScreen: "off screen"
        case .reordered: "reordered"
        }
    }
}
