import A11ySnapshot

/// `a11ysnap check --format github`: GitHub Actions workflow commands that annotate the snapshot
/// files (`::error file=…,line=…,title=…::message`, the message followed by the rule's fix). GitHub shows at most 10 error, 10 warning and
/// 10 notice annotations per step, so at most that many of each are written (info becomes notice),
/// in report order, followed by a summary line for the rest. With a baseline only new violations
/// are annotated. For `compare` and `diff`, each changed, added or removed snapshot also gets a
/// notice on its file, before the violations; `compare`'s notices and annotations are on the
/// reference where there is one (``ResultFile``).
enum GitHubAnnotationRenderer {
    /// GitHub's limit per annotation type and step.
    static let limitPerType = 10

    static func render(_ files: [CheckedSnapshot], changes: [SnapshotComparison] = [], noticesOnReferences: Bool = false) -> String {
        var out = ""
        var written: [RuleSeverity: Int] = [:]
        var skipped: [RuleSeverity: Int] = [:]
        var changeNotices = 0
        for comparison in SnapshotComparison.inReportOrder(changes) where comparison.status != .unchanged {
            let paths = noticesOnReferences ? [comparison.referencePath, comparison.currentPath] : [comparison.currentPath, comparison.referencePath]
            guard let path = paths.lazy.compactMap(\.self).first else { continue }
            guard written[.info, default: 0] < limitPerType else {
                skipped[.info, default: 0] += 1
                continue
            }
            written[.info, default: 0] += 1
            changeNotices += 1
            let status = TextReport().render(comparison).split(separator: "\n").first.map(String.init) ?? comparison.status.rawValue
            out += "::notice file=\(property(path)),line=1,title=\(property("Accessibility snapshot \(comparison.status.rawValue)"))::\(data(status))\n"
        }
        for file in files {
            // What the import noticed (a capture that failed) comes first: it may explain the rest.
            for warning in file.importWarnings {
                guard written[.warning, default: 0] < limitPerType else {
                    skipped[.warning, default: 0] += 1
                    continue
                }
                written[.warning, default: 0] += 1
                out += "::warning file=\(property(file.path)),title=\(property("Import"))::\(data(warning))\n"
            }
            let lines = file.resultFile.lines()
            for violation in file.reported {
                guard written[violation.severity, default: 0] < limitPerType else {
                    skipped[violation.severity, default: 0] += 1
                    continue
                }
                written[violation.severity, default: 0] += 1
                let rule = RuleEngine.description(of: violation.ruleID)
                let title = "\(violation.ruleID): \(rule?.title ?? "")"
                let element = CheckTextRenderer.elementDescription(violation.element)
                let line = lines.line(of: violation.element.path).map { ",line=\($0)" } ?? ""
                // The fix on a line of its own: a reviewer reading the annotation knows what to do.
                let fix = rule.map { "\nFix: " + $0.fix } ?? ""
                out += "::\(command(violation.severity)) file=\(property(file.resultFile.path))\(line),"
                out += "title=\(property(title))::\(data("\(element): \(DisplayText.oneLine(violation.message))\(fix)"))\n"
            }
        }
        let unchanged = files.reduce(0) { $0 + ($1.comparison?.unchanged.count ?? 0) }
        let resolved = files.reduce(0) { $0 + ($1.comparison?.resolved.count ?? 0) }
        var summary = "a11ysnap: \(CheckTextRenderer.counts(files.map(\.reported), adjective: files.contains { $0.comparison != nil } ? "new" : nil))"
        if files.contains(where: { $0.comparison != nil }) { summary += "; \(resolved) resolved; \(unchanged) unchanged (not annotated)" }
        summary += AuditSummary.suppressedNote(files.reduce(0) { $0 + $1.report.suppressed }, separator: "; ")
        let notShown = RuleSeverity.allCases.compactMap { severity in
            skipped[severity].map { "\($0) \(severity.rawValue)" }
        }
        if !notShown.isEmpty {
            summary += "; not annotated (GitHub shows at most \(limitPerType) of each type per step): " + notShown.joined(separator: ", ")
                + (changes.isEmpty ? " (run 'a11ysnap check' with --format text for all)" : " (the text report of the same comparison lists all)")
        }
        out += summary + "\n"
        // Rules the source cannot feed: plain log lines, so they never take an annotation slot,
        // one per reason, naming its rules and how many snapshots it concerns (ten lines per
        // Android snapshot had been the same for every one).
        for group in NotRunReasons(files.map(\.report.notStated)).groups {
            let scope = ReportPhrase.count(group.snapshots, "snapshot")
            out += "a11ysnap: \(group.ruleIDs.joined(separator: ", ")) not run: \(group.reason) (\(scope))\n"
        }
        return out
    }

    private static func command(_ severity: RuleSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// Escapes a message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value: as messages, plus `:` and `,`.
    static func property(_ text: String) -> String {
        text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}
