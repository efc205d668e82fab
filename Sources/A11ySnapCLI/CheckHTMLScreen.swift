import A11ySnapshot

/// One screen's section of `check`'s HTML audit: its drawing, each element with a finding marked
/// by its worst severity and badged with its path, then its findings in reading order (against a
/// baseline, new ones marked and resolved ones listed, as `compare` does).
struct CheckHTMLScreen {
    let file: CheckedSnapshot
    let id: String
    let againstBaseline: Bool

    func section() -> String {
        let findings = file.report.violations
        let new = againstBaseline ? Set(file.comparison?.new ?? findings) : []
        let resolved = file.resolved
        let scrolledIn = Set(file.new.lazy.filter(\.elementScrolledIn).map(\.violation))
        let elements = DrawnElement.flatten(file.snapshot.elements, platform: file.snapshot.screenPlatform)
        var marks = ScreenMarks()
        for finding in findings where !finding.element.path.isEmpty {
            marks.mark(finding.element.path, finding: finding.severity)
            if new.contains(finding) { marks.markViolation(finding.element.path) }
        }
        let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
        let status = (findings.isEmpty ? "no findings" : AuditSummary.phrase(counts)) + AuditSummary.suppressedNote(file.report.suppressed)
        let worst = findings.map(\.severity).min()

        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\" data-findings=\"\(findings.count)\">\n"
        out += "<h3 id=\"\(id)-heading\">\(HTMLText.escape(file.path))"
        out += " <span class=\"status status-\(worst?.rawValue ?? "clean")\">\(HTMLText.escape(status))</span></h3>\n"
        var facts = [ReportPhrase.count(elements.count, "element")]
        if let baseline = file.baselinePath {
            facts.append("baseline <code>\(HTMLText.escape(baseline))</code>")
        } else if againstBaseline {
            facts.append("no baseline: every finding is new")
        }
        out += "<p>" + facts.joined(separator: " · ") + "</p>\n"

        let open = !findings.isEmpty && elements.count <= HTMLReport.collapseThreshold ? " open" : ""
        let drawing = ScreenDrawing(id: id + "-drawing", caption: file.snapshot.name, viewport: file.snapshot.viewport,
                                    elements: elements, marks: marks, badgesUnmarked: false)
        out += "<div class=\"audit-screen\">\n<details\(open) class=\"screens-details\"><summary>The screen drawn to scale"
        out += findings.isEmpty ? "" : ", findings marked"
        out += "</summary>\n<div class=\"screens\">\n" + drawing.figure() + "</div>\n</details>\n"

        guard !findings.isEmpty || !resolved.isEmpty else { return out + "</div>\n</section>\n" }
        out += "<div class=\"findings-column\">\n<h4>Findings</h4>\n<ul class=\"violations findings\">\n"
        for finding in findings {
            let isNew = new.contains(finding)
            out += "<li class=\"finding finding-\(finding.severity.rawValue)\(isNew ? " new" : "")\">"
            out += isNew ? "<span class=\"kind\">! new</span> " : ""
            out += Self.text(finding) + (isNew && scrolledIn.contains(finding) ? HTMLText.escape(ReportPhrase.elementScrolledIn) : "") + "</li>\n"
        }
        for listed in resolved {
            let gone = HTMLText.escape(listed.note)
            out += "<li class=\"resolved\"><span class=\"kind\">✓ resolved</span> " + Self.text(listed.violation) + gone + "</li>\n"
        }
        return out + "</ul>\n</div>\n</div>\n</section>\n"
    }

    /// `[5] error label-missing button “” (login.help): message (WCAG 1.1.1)`, as the text report
    /// words it, the rule linked to its explanation.
    static func text(_ finding: Violation) -> String {
        var out = "<span class=\"path\">\(HTMLText.escape(ReportPhrase.pathTag(finding.element.path)))</span> "
        out += "<span class=\"severity-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        out += "<a href=\"#rule-\(finding.ruleID)\"><code>\(HTMLText.escape(finding.ruleID))</code></a>"
        if !finding.element.path.isEmpty {
            var element = (finding.element.type.map { $0.rawValue + " " } ?? "") + "“" + finding.element.label + "”"
            if let identifier = finding.element.identifier { element += " (\(identifier))" }
            out += " " + HTMLText.escape(element)
        }
        out += ": \(HTMLText.escape(finding.message))"
        if !finding.wcag.isEmpty { out += " (WCAG \(HTMLText.escape(finding.wcag.joined(separator: ", "))))" }
        return out
    }
}
