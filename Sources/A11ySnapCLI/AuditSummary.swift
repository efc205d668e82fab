import A11ySnapshot

/// The numbers `check`'s HTML and Markdown audits share: totals, findings by rule and by screen,
/// coverage, and the rules that did not run and why.
struct AuditSummary {
    /// One rule with findings.
    struct RuleRow {
        let rule: RuleDescription
        /// The worst severity among its findings (the configured one).
        let severity: RuleSeverity
        let findings: Int
        /// How many are new against the baseline; `nil` without one.
        let new: Int?
        /// How many screens have at least one.
        let screens: Int
    }

    /// One screen's findings by severity.
    struct ScreenRow {
        /// Its position in the checked files (and its section's number on the page, from 1).
        let index: Int
        let path: String
        let elements: Int
        let errors: Int
        let warnings: Int
        let info: Int
    }

    let screens: Int
    let elements: Int
    /// Every current finding, by severity (with a baseline, new and unchanged ones).
    let findings: [RuleSeverity: Int]
    /// The findings the configuration's suppressions left out, over all screens.
    let suppressed: Int
    /// The new findings by severity, resolved and unchanged counts; `nil` without a baseline.
    let baseline: (new: [RuleSeverity: Int], resolved: Int, unchanged: Int)?
    /// Rules with findings: errors first, then the most findings, then by id.
    let rules: [RuleRow]
    let screenRows: [ScreenRow]
    /// Elements with a non-blank label, and with an identifier.
    let labelled: Int
    let identified: Int
    /// Screens that are not variants, those with at least one variant reference among the checked
    /// files, and the variant files by kind (in ``AccessibilityVariant/all`` order).
    let defaultScreens: Int
    let screensWithVariants: Int
    let variantFiles: [(variant: AccessibilityVariant, files: Int)]
    /// Rules the source could not feed, by reason.
    let notStated: NotRunReasons
    /// Rules that skipped elements lacking their data, with how many elements, in catalogue order.
    let dataMissing: [(ruleID: String, elements: Int)]
    /// Rules the configuration (or --rule / --disable) turned off, in catalogue order.
    let turnedOff: [String]
    /// Opt-in rules the configuration did not turn on, in catalogue order.
    let optInNotRun: [String]

    /// The numbers of `files`; `againstBaseline` when `check` ran with `--baseline` (a file without
    /// a baseline of its own then has only new findings, as `check` counts them).
    init(_ files: [CheckedSnapshot], againstBaseline: Bool) {
        screens = files.count
        var elements = 0, labelled = 0, identified = 0
        for file in files {
            var stack = file.snapshot.elements[...]  // without recursion: trees can be deep
            while let element = stack.popLast() {
                elements += 1
                if !element.label.allSatisfy(\.isWhitespace) { labelled += 1 }
                if let identifier = element.identifier, !identifier.isEmpty { identified += 1 }
                stack.append(contentsOf: element.children)
            }
        }
        self.elements = elements
        self.labelled = labelled
        self.identified = identified

        findings = Self.bySeverity(files.flatMap(\.report.violations))
        suppressed = files.reduce(0) { $0 + $1.report.suppressed }
        if againstBaseline {
            let new = files.flatMap { $0.comparison?.new ?? $0.report.violations }
            baseline = (Self.bySeverity(new), files.reduce(0) { $0 + ($1.comparison?.resolved.count ?? 0) },
                        files.reduce(0) { $0 + ($1.comparison?.unchanged.count ?? 0) })
        } else {
            baseline = nil
        }
        rules = Self.ruleRows(files, againstBaseline: againstBaseline)
        screenRows = files.enumerated().map { index, file in
            let counts = Self.bySeverity(file.report.violations)
            return ScreenRow(index: index, path: file.path, elements: file.snapshot.elementCount,
                             errors: counts[.error] ?? 0, warnings: counts[.warning] ?? 0, info: counts[.info] ?? 0)
        }

        let paths = Set(files.map(\.path))
        var variants: [AccessibilityVariant: Int] = [:]
        var withVariants: Set<String> = []
        for path in paths {
            guard let (base, variant) = VariantReport.variant(named: path), paths.contains(base) else { continue }
            variants[variant, default: 0] += 1
            withVariants.insert(base)
        }
        defaultScreens = files.count - variants.values.reduce(0, +)
        screensWithVariants = withVariants.count
        variantFiles = AccessibilityVariant.all.compactMap { variant in variants[variant].map { (variant, $0) } }

        notStated = NotRunReasons(files.map(\.report.notStated))
        var missing: [String: Int] = [:]
        for file in files { missing.merge(file.report.notRun, uniquingKeysWith: +) }
        dataMissing = RuleEngine.catalogue.compactMap { rule in missing[rule.id].map { (rule.id, $0) } }
        let run = Set(files.flatMap(\.report.rulesRun))
        let notRun = files.isEmpty ? [] : RuleEngine.catalogue.filter { !run.contains($0.id) }
        turnedOff = notRun.filter { !$0.isOptIn }.map(\.id)
        optInNotRun = notRun.filter(\.isOptIn).map(\.id)
    }

    /// The screens with the most errors (then warnings, then info), at most `limit`, leaving out
    /// screens without findings.
    func mostErrors(_ limit: Int) -> [ScreenRow] {
        let found = screenRows.filter { $0.errors + $0.warnings + $0.info > 0 }
        let sorted = found.sorted {
            ($0.errors, $0.warnings, $0.info, $1.index) > ($1.errors, $1.warnings, $1.info, $0.index)
        }
        return Array(sorted.prefix(limit))
    }

    /// Why rules did not run, one item each: turned off, a source that cannot state their data,
    /// or elements without it; `code` formats a rule id and `text` escapes the words around it.
    func notRunItems(code: (String) -> String, text: (String) -> String) -> [String] {
        var items: [String] = []
        if !turnedOff.isEmpty {
            items.append(text("turned off by the configuration: ") + turnedOff.map(code).joined(separator: ", "))
        }
        for group in notStated.groups {
            items.append(text("\(group.reason) (\(ReportPhrase.count(group.snapshots, "screen"))): ")
                         + group.ruleIDs.map(code).joined(separator: ", "))
        }
        if !dataMissing.isEmpty {
            items.append(text("on elements without the data they need: ")
                         + dataMissing.map { code($0.ruleID) + text(" (\(ReportPhrase.count($0.elements, "element")))") }
                .joined(separator: ", "))
        }
        return items
    }

    /// `3 errors, 1 warning, 0 info`.
    /// ` · 2 suppressed by the configuration` (with `separator`), or nothing when none was: a
    /// screen whose findings are silenced must not read as a clean one.
    static func suppressedNote(_ suppressed: Int, separator: String = " · ") -> String {
        suppressed == 0 ? "" : separator + "\(suppressed) suppressed by the configuration"
    }

    static func phrase(_ counts: [RuleSeverity: Int], adjective: String? = nil) -> String {
        let words = adjective.map { $0 + " " } ?? ""
        return [(RuleSeverity.error, "error"), (.warning, "warning")]
            .map { ReportPhrase.count(counts[$0.0] ?? 0, words + $0.1) }
            .joined(separator: ", ") + ", \(counts[.info] ?? 0) \(words)info"
    }

    /// `812 of 950 (85 %)`.
    static func share(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0 of 0" }
        return "\(part) of \(whole) (\(Int((Double(part) * 100 / Double(whole)).rounded(.down))) %)"
    }

    private static func bySeverity(_ violations: [Violation]) -> [RuleSeverity: Int] {
        var counts: [RuleSeverity: Int] = [:]
        for violation in violations { counts[violation.severity, default: 0] += 1 }
        return counts
    }

    private static func ruleRows(_ files: [CheckedSnapshot], againstBaseline: Bool) -> [RuleRow] {
        var findings: [String: Int] = [:], new: [String: Int] = [:], screens: [String: Int] = [:]
        var severity: [String: RuleSeverity] = [:]
        for file in files {
            let current = file.report.violations
            for violation in current {
                findings[violation.ruleID, default: 0] += 1
                severity[violation.ruleID] = min(severity[violation.ruleID] ?? violation.severity, violation.severity)
            }
            for id in Set(current.map(\.ruleID)) { screens[id, default: 0] += 1 }
            for violation in againstBaseline ? file.comparison?.new ?? current : [] { new[violation.ruleID, default: 0] += 1 }
        }
        let rows = RuleEngine.catalogue.compactMap { rule -> RuleRow? in
            guard let count = findings[rule.id], let worst = severity[rule.id] else { return nil }
            return RuleRow(rule: rule, severity: worst, findings: count, new: againstBaseline ? new[rule.id] ?? 0 : nil,
                           screens: screens[rule.id] ?? 0)
        }
        return rows.sorted { ($0.severity, -$0.findings, $0.rule.id) < ($1.severity, -$1.findings, $1.rule.id) }
    }
}
