import A11ySnapshot

/// `a11ysnap check --format text`: each file's violations, one per line, in reading order, then a
/// summary line. Colour only as ``ConsoleStyle`` allows (never with `NO_COLOR`).
enum CheckTextRenderer {
    static func render(_ files: [CheckedSnapshot], style: ConsoleStyle) -> String {
        var out = ""
        for file in files {
            if let comparison = file.comparison {
                out += style.bold(file.path) + " (baseline \(file.baselinePath ?? "-")): "
                    + counts(comparison.new, adjective: "new") + "; \(comparison.resolved.count) resolved; \(comparison.unchanged.count) unchanged\n"
                out += section("new", comparison.new, style: style, dimmed: false)
                out += section("resolved", comparison.resolved, style: style, dimmed: true)
                out += section("unchanged", comparison.unchanged, style: style, dimmed: true)
            } else {
                out += style.bold(file.path) + ": " + counts(file.report.violations, adjective: nil) + "\n"
                for violation in file.report.violations { out += line(violation, style: style, indent: "  ") }
            }
            if !file.report.notRun.isEmpty {
                let parts = RuleEngine.catalogue.compactMap { rule in
                    file.report.notRun[rule.id].map { "\(rule.id) on \($0) element\($0 == 1 ? "" : "s")" }
                }
                out += style.dim("  not run (data missing): " + parts.joined(separator: ", ")) + "\n"
            }
            for rule in RuleEngine.catalogue {
                guard let reason = file.report.notStatedReason(of: rule.id) else { continue }
                out += style.dim("  \(rule.id) \(reason)") + "\n"
            }
        }
        let what = counts(files.map(\.reported), adjective: files.contains { $0.comparison != nil } ? "new" : nil)
        out += "\(files.count) snapshot\(files.count == 1 ? "" : "s") checked: \(what)\n"
        return out
    }

    private static func section(_ title: String, _ violations: [Violation], style: ConsoleStyle, dimmed: Bool) -> String {
        guard !violations.isEmpty else { return "" }
        var out = "  \(title):\n"
        for violation in violations {
            let text = line(violation, style: dimmed ? .plain : style, indent: "    ")
            out += dimmed ? style.dim(String(text.dropLast())) + "\n" : text
        }
        return out
    }

    /// `  warning  rule-id  path type "label" (identifier): message`.
    static func line(_ violation: Violation, style: ConsoleStyle, indent: String) -> String {
        indent + severityLabel(violation.severity, style: style, padded: true) + "  " + violation.ruleID + "  "
            + elementDescription(violation.element) + ": " + violation.message + "\n"
    }

    /// `5 link "Forgot password?" (login.forgot)`, or `screen` for screen-wide violations.
    static func elementDescription(_ element: ElementReference) -> String {
        guard !element.path.isEmpty else { return "screen" }
        var parts = [element.path]
        if let type = element.type { parts.append(type.rawValue) }
        parts.append(JSONString.quoted(element.label))
        if let identifier = element.identifier { parts.append("(\(identifier))") }
        return parts.joined(separator: " ")
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
