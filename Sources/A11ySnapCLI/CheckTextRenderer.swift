import A11ySnapshot

/// `a11ysnap check --format text`: each file's violations, one per line, in reading order, then
/// the rules the sources could not feed (once per reason) and a summary line. Colour only as ``ConsoleStyle`` allows (never with `NO_COLOR`).
enum CheckTextRenderer {
    static func render(_ files: [CheckedSnapshot], style: ConsoleStyle) -> String {
        var out = ""
        out.reserveCapacity(files.reduce(256) { $0 + 128 * $1.reported.count })
        let labels = SeverityLabels(style: style)
        for file in files {
            if let comparison = file.comparison {
                out += style.bold(file.path) + " (baseline \(file.baselinePath ?? "-")): "
                    + counts(comparison.new, adjective: "new") + "; \(comparison.resolved.count) resolved; \(comparison.unchanged.count) unchanged"
                    + AuditSummary.suppressedNote(file.report.suppressed, separator: "; ") + "\n"
                section("new", comparison.new, notes: file.new.map(\.note), style: style, dimmed: false, to: &out)
                section("resolved", file.resolved.map(\.violation), notes: file.resolved.map(\.note),
                        style: style, dimmed: true, to: &out)
                section("unchanged", comparison.unchanged, style: style, dimmed: true, to: &out)
            } else {
                out += style.bold(file.path) + ": " + counts(file.report.violations, adjective: nil)
                    + AuditSummary.suppressedNote(file.report.suppressed, separator: "; ") + "\n"
                for violation in file.report.violations { appendLine(violation, labels: labels, indent: "  ", to: &out) }
            }
            if !file.report.notRun.isEmpty {
                let parts = RuleEngine.catalogue.compactMap { rule in
                    file.report.notRun[rule.id].map { "\(rule.id) on \($0) element\($0 == 1 ? "" : "s")" }
                }
                out += style.dim("  not run (data missing): " + parts.joined(separator: ", ")) + "\n"
            }
        }
        // Rules the sources cannot feed: once per reason, with its rules and how many snapshots it
        // concerns, as the other formats say it (ten lines per Android snapshot had been the same
        // for every one).
        for group in NotRunReasons(files.map(\.report.notStated)).groups {
            let scope = ReportPhrase.count(group.snapshots, "snapshot")
            out += style.dim("\(group.ruleIDs.joined(separator: ", ")) not run: \(group.reason) (\(scope))") + "\n"
        }
        let what = counts(files.map(\.reported), adjective: files.contains { $0.comparison != nil } ? "new" : nil)
        let suppressed = files.reduce(0) { $0 + $1.report.suppressed }
        out += "\(files.count) snapshot\(files.count == 1 ? "" : "s") checked: \(what)\(AuditSummary.suppressedNote(suppressed, separator: "; "))\n"
        if files.contains(where: { !$0.reported.isEmpty }) {
            out += style.dim("'\(A11ySnapCommandLine.programName) rules ID' explains a rule and how to fix what it finds.") + "\n"
        }
        return out
    }

    /// A titled list; `notes[i]` follows the `i`th violation (its element removed or scrolled out of view).
    private static func section(_ title: String, _ violations: [Violation], notes: [String] = [], style: ConsoleStyle,
                                dimmed: Bool, to out: inout String) {
        guard !violations.isEmpty else { return }
        out += "  \(title):\n"
        let labels = SeverityLabels(style: dimmed ? .plain : style)
        for (index, violation) in violations.enumerated() {
            let note = index < notes.count ? notes[index] : ""
            guard dimmed else {
                appendLine(violation, labels: labels, indent: "    ", to: &out)
                if !note.isEmpty { out.removeLast(); out += note + "\n" }
                continue
            }
            var text = ""
            appendLine(violation, labels: labels, indent: "    ", to: &text)
            out += style.dim(String(text.dropLast()) + note) + "\n"
        }
    }

    /// Appends `  warning  rule-id  path type "label" (identifier): message` to `out` part by
    /// part: a check of a large screen prints hundreds of thousands of lines, and building each
    /// part as a string of its own first took longer than the rules.
    private static func appendLine(_ violation: Violation, labels: SeverityLabels, indent: String, to out: inout String) {
        out += indent
        out += labels[violation.severity]
        out += "  "
        out += violation.ruleID
        out += "  "
        appendElementDescription(violation.element, to: &out)
        out += ": "
        out += DisplayText.oneLine(violation.message)
        out += "\n"
    }

    /// The padded severity labels, coloured once per report.
    private struct SeverityLabels {
        let error: String, warning: String, info: String

        init(style: ConsoleStyle) {
            error = severityLabel(.error, style: style, padded: true)
            warning = severityLabel(.warning, style: style, padded: true)
            info = severityLabel(.info, style: style, padded: true)
        }

        subscript(severity: RuleSeverity) -> String {
            switch severity {
            case .error: error
            case .warning: warning
            case .info: info
            }
        }
    }

    /// `5 link "Forgot password?" (login.forgot)`, or `screen` for screen-wide violations.
    static func elementDescription(_ element: ElementReference) -> String {
        var out = ""
        appendElementDescription(element, to: &out)
        return out
    }

    private static func appendElementDescription(_ element: ElementReference, to out: inout String) {
        guard !element.path.isEmpty else { return out += "screen" }
        out += "["
        out += element.path
        out += "]"
        if let type = element.type {
            out += " "
            out += type.rawValue
        }
        out += " "
        out += JSONString.quoted(element.label)
        if let identifier = element.identifier {
            out += " ("
            out += identifier
            out += ")"
        }
    }

    static func severityLabel(_ severity: RuleSeverity, style: ConsoleStyle, padded: Bool) -> String {
        let text = padded ? severity.rawValue.paddedTo(7) : severity.rawValue
        switch severity {
        case .error: return style.red(text)
        case .warning: return style.yellow(text)
        case .info: return style.dim(text)
        }
    }

    /// `1 error, 2 warnings, 0 info` (with `new` before each noun when given).
    static func counts(_ violations: [Violation], adjective: String?) -> String {
        counts([violations], adjective: adjective)
    }

    /// The counts of several lists together, without copying them into one.
    static func counts(_ lists: [[Violation]], adjective: String?) -> String {
        func count(_ severity: RuleSeverity, _ singular: String, _ plural: String) -> String {
            var number = 0
            for violations in lists {
                for violation in violations where violation.severity == severity { number += 1 }
            }
            return "\(number) " + (adjective.map { $0 + " " } ?? "") + (number == 1 ? singular : plural)
        }
        return [count(.error, "error", "errors"), count(.warning, "warning", "warnings"), count(.info, "info", "info")]
            .joined(separator: ", ")
    }
}
