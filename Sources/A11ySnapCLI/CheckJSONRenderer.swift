import A11ySnapshot

/// `a11ysnap check --format json`: the violations of each file, in the violation shape of the
/// diff report (`{"rule", "severity", "message", "element", "wcag"}`), with a summary.
enum CheckJSONRenderer {
    static func render(_ files: [CheckedSnapshot]) -> String {
        var out = "{\n  \"version\": 1,\n  \"files\": ["
        for (index, file) in files.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n      \"path\": \(JSONString.quoted(file.path)),\n"
            if let comparison = file.comparison {
                out += "      \"baseline\": \(JSONString.quoted(file.baselinePath ?? "")),\n"
                out += "      \"violations\": {\n"
                out += "        \"new\": \(array(comparison.new, gone: file.new, indent: 8)),\n"
                out += "        \"resolved\": \(array(file.resolved.map(\.violation), gone: file.resolved, indent: 8)),\n"
                out += "        \"unchanged\": \(array(comparison.unchanged, indent: 8))\n"
                out += "      },\n"
            } else {
                out += "      \"violations\": \(array(file.report.violations, indent: 6)),\n"
            }
            let notRun = RuleEngine.catalogue.compactMap { rule in file.report.notRun[rule.id].map { "\(JSONString.quoted(rule.id)): \($0)" } }
            out += "      \"notRun\": {\(notRun.joined(separator: ", "))}"
            let notStated = RuleEngine.catalogue.compactMap { rule in
                file.report.notStatedReason(of: rule.id).map { "\(JSONString.quoted(rule.id)): \(JSONString.quoted($0))" }
            }
            if !notStated.isEmpty { out += ",\n      \"notStated\": {\(notStated.joined(separator: ", "))}" }
            if file.report.suppressed > 0 { out += ",\n      \"suppressed\": \(file.report.suppressed)" }
            out += "\n    }"
        }
        out += files.isEmpty ? "],\n" : "\n  ],\n"
        let reported = files.flatMap(\.reported)
        func count(_ severity: RuleSeverity) -> Int { reported.filter { $0.severity == severity }.count }
        out += "  \"summary\": {\"files\": \(files.count), \"errors\": \(count(.error)), \"warnings\": \(count(.warning)), \"info\": \(count(.info))"
        if files.contains(where: { $0.comparison != nil }) {
            out += ", \"resolved\": \(files.reduce(0) { $0 + ($1.comparison?.resolved.count ?? 0) })"
            out += ", \"unchanged\": \(files.reduce(0) { $0 + ($1.comparison?.unchanged.count ?? 0) })"
        }
        let suppressed = files.reduce(0) { $0 + $1.report.suppressed }
        if suppressed > 0 { out += ", \"suppressed\": \(suppressed)" }
        out += "}\n}\n"
        return out
    }

    /// `gone[i]` says whether the `i`th violation's element was removed, scrolled out of view or
    /// scrolled into view.
    private static func array(_ violations: [Violation], gone: [ListedViolation] = [], indent: Int) -> String {
        guard !violations.isEmpty else { return "[]" }
        let pad = String(repeating: " ", count: indent + 2)
        let objects = violations.enumerated().map { index, violation in
            pad + object(violation, elementRemoved: index < gone.count && gone[index].elementRemoved,
                         elementScrolledOut: index < gone.count && gone[index].elementScrolledOut,
                         elementScrolledIn: index < gone.count && gone[index].elementScrolledIn)
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// One violation on one line; `"elementRemoved": true` last for a resolved one whose element
    /// was removed, then `"elementScrolledOut": true` when the content's scroll removed it;
    /// `"elementScrolledIn": true` for a new one whose element the content's scroll brought in.
    static func object(_ violation: Violation, elementRemoved: Bool = false, elementScrolledOut: Bool = false,
                       elementScrolledIn: Bool = false) -> String {
        var element = ["\"path\": \(JSONString.quoted(violation.element.path))", "\"label\": \(JSONString.quoted(violation.element.label))"]
        if let identifier = violation.element.identifier { element.append("\"identifier\": \(JSONString.quoted(identifier))") }
        if let type = violation.element.type { element.append("\"type\": \(JSONString.quoted(type.rawValue))") }
        return "{\"rule\": \(JSONString.quoted(violation.ruleID)), \"severity\": \"\(violation.severity.rawValue)\", "
            + "\"message\": \(JSONString.quoted(violation.message)), \"element\": {\(element.joined(separator: ", "))}, "
            + "\"wcag\": [\(violation.wcag.map(JSONString.quoted).joined(separator: ", "))]"
            + (elementRemoved ? ", \"elementRemoved\": true" : "") + (elementScrolledOut ? ", \"elementScrolledOut\": true" : "")
            + (elementScrolledIn ? ", \"elementScrolledIn\": true" : "") + "}"
    }
}
