import A11ySnapshot
import Foundation

/// `a11ysnap check SNAPSHOT... [--baseline REF] [--format F] [--config FILE] [--rule ID]... [--disable ID]... [--enable ID]...`:
/// runs the accessibility rules on snapshots and reports the violations.
enum CheckCommand: Command {
    static let snapshots = ArgumentSpec(
        "SNAPSHOT", arity: .zeroOrMore,
        help: "A snapshot file, or a directory searched recursively for *.json files (hidden entries skipped).")
    static let baseline = OptionSpec.value(
        "baseline", placeholder: "REF",
        help: "A reference snapshot (or a folder of them, paired by relative path): only violations it does not have count.")
    static let format = SharedOptions.format(
        [.text, .json, .sarif, .github, .html, .markdown],
        help: "Output format: text (the default), json, sarif (SARIF 2.1.0), github (workflow annotations), html (the audit: one self-contained page with every screen drawn and its findings marked) or markdown (the audit's summary, rule table and screens with the most findings, for $GITHUB_STEP_SUMMARY).")
    static let demo = OptionSpec.flag(
        "demo", help: "Check the built-in example's screens against their references instead of files.")
    /// `--rule`, `--disable` and `--enable`, each with what its rule ids change in the configuration.
    static let ruleSelection: [(option: OptionSpec, apply: @Sendable (inout RuleConfiguration, Set<String>) -> Void)] = [
        (.repeatedValue("rule", placeholder: "ID", help: "Run only this rule. Repeatable."), { $0.onlyRules = $1 }),
        (.repeatedValue("disable", placeholder: "ID", help: "Do not run this rule. Repeatable."), { $0.disabledRules.formUnion($1) }),
        (.repeatedValue("enable", placeholder: "ID", help: "Run this opt-in rule too ('a11ysnap rules' marks them). Repeatable."),
         { $0.enabledRules.formUnion($1) }),
    ]

    static let spec = CommandSpec(
        name: "check",
        abstract: "Check snapshots against the accessibility rules.",
        discussion: """
            Runs the rules ('\(A11ySnapCommandLine.programName) rules' lists them) on each snapshot and reports the \
            violations in reading order. With --baseline, violations are compared with the baseline's through the \
            differ's element matching: only new ones can fail the check, and resolved ones are listed as fixed.

            Rules that need data a snapshot lacks (colours, text styles) are reported as not run on those elements, \
            never as passed. Configuration (rules on or off, severities, thresholds, extra words, suppressions by \
            identifier) comes from .a11ysnap.json or --config; see docs/RULES.md.

            --format html writes the audit a person reads: the totals, the findings by rule, how many elements have \
            a label and an identifier, then every screen drawn with each element that has a finding marked by \
            severity and numbered as the text report numbers it (screens without findings start collapsed).
            """,
        arguments: [snapshots],
        options: [baseline, format, SharedOptions.reportOutput, SharedOptions.maximumLength, SharedOptions.config]
            + ruleSelection.map(\.option) + [demo],
        exitCodes: [
            .success: "No errors (no new errors with --baseline); warnings and info do not fail.",
            .differences: "At least one error remains (a new one, with --baseline).",
            .failure: "Bad usage, an invalid configuration, a snapshot that cannot be read, or no snapshot to check.",
        ],
        examples: [
            .init("a11ysnap check __Snapshots__", "Checks every snapshot and lists the violations."),
            .init("a11ysnap check current.json --baseline __Snapshots__/Login/testLogin.json",
                  "Fails only on errors the current tree added."),
            .init("a11ysnap check __Snapshots__ --format sarif > a11y.sarif", "Writes results for code scanning."),
            .init("a11ysnap check artifacts --baseline __Snapshots__ --format github", "Annotates a pull request in GitHub Actions."),
            .init("a11ysnap check __Snapshots__ --format html -o audit.html", "Writes the audit page."),
            .init("a11ysnap check __Snapshots__ --format markdown >> \"$GITHUB_STEP_SUMMARY\"", "Adds the audit's summary to a workflow run."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let engine: RuleEngine
        let maximumLength: Int
        do {
            try checkInputs(arguments)
            maximumLength = try SharedOptions.maximumLength(arguments, command: spec.name)
            engine = try makeEngine(arguments, in: context)
        } catch let error as UsageError {
            context.report(error)
            return .failure
        } catch let error as RuleConfigurationError {
            context.report(error)
            return .failure
        } catch {
            context.printError("\(error)")
            return .failure
        }

        let (checked, failed) = arguments.isSet(demo) ? (demoSnapshots(engine: engine), false) : check(arguments, engine: engine, in: context)
        // Nothing was read: the errors above are the whole answer, with no empty summary before them.
        if failed && checked.isEmpty { return .failure }
        let againstBaseline = arguments.isSet(demo) || arguments.value(of: baseline) != nil
        let report = switch ReportFormat(arguments, option: format) {
        // `format` does not offer csv.
        case .text, .csv: CheckTextRenderer.render(checked, style: arguments.value(of: SharedOptions.reportOutput) == nil ? context.outputStyle : .plain)
        case .json: CheckJSONRenderer.render(checked)
        case .sarif: SARIFRenderer.render(checked)
        case .github: GitHubAnnotationRenderer.render(checked)
        case .html: CheckHTMLRenderer.render(checked, againstBaseline: againstBaseline)
        case .markdown: CheckMarkdownRenderer.render(checked, againstBaseline: againstBaseline, maximumLength: maximumLength)
        }
        if let path = arguments.value(of: SharedOptions.reportOutput) {
            guard context.deliver(Array(report.utf8), to: path) else { return .failure }
        } else {
            context.output.write(report)
        }
        if failed { return .failure }
        return checked.contains(where: \.fails) ? .differences : .success
    }

    /// A usage error unless the snapshots come from exactly one place: paths, or --demo alone.
    private static func checkInputs(_ arguments: ParsedArguments) throws(UsageError) {
        let paths = arguments.values(of: snapshots)
        if arguments.isSet(demo) {
            guard paths.isEmpty, arguments.value(of: baseline) == nil else {
                throw UsageError("--demo checks the built-in screens; give no SNAPSHOT or --baseline with it", command: spec.name)
            }
        } else if paths.isEmpty {
            throw UsageError("give a snapshot file or folder, or --demo", command: spec.name)
        }
    }

    /// Reads and checks every snapshot the arguments name, reporting what cannot be read.
    private static func check(_ arguments: ParsedArguments, engine: RuleEngine,
                              in context: CommandContext) -> (checked: [CheckedSnapshot], failed: Bool) {
        var checked: [CheckedSnapshot] = []
        var failed = false
        let baselinePath = arguments.value(of: baseline)
        var baselineIsDirectory: ObjCBool = false
        if let baselinePath, !FileManager.default.fileExists(atPath: baselinePath, isDirectory: &baselineIsDirectory) {
            context.report(InputFileError(file: baselinePath, message: "no such file or directory"))
            return ([], true)
        }
        let expandedAll = context.forEachSnapshotFile(in: arguments.values(of: snapshots)) { file, argument, expansion in
            let snapshot: AccessibilitySnapshot
            let importWarnings: [ImportWarning]
            do throws(InputFileError) {
                (snapshot, importWarnings) = try SnapshotInput.readWithWarnings(file)
                context.warn(of: importWarnings, in: file)
            } catch {
                context.report(error)
                failed = true
                return
            }
            let reference = baselinePath.flatMap {
                baselineFile(for: file, argument: argument, expansion: expansion, baseline: $0,
                             isDirectory: baselineIsDirectory.boolValue)
            }
            var comparison: ViolationComparison?
            var diff: SnapshotDiff?
            if let reference {
                do throws(InputFileError) {
                    let referenceSnapshot = try SnapshotInput.read(reference)
                    diff = SnapshotDiff(reference: referenceSnapshot, current: snapshot)
                    comparison = ViolationComparison(reference: referenceSnapshot, current: snapshot, engine: engine, diff: diff)
                } catch {
                    context.report(error)
                    failed = true
                    return
                }
            } else if let baselinePath {
                context.printWarning("\(file): no baseline in \(baselinePath); every violation counts as new")
            }
            let report = comparison?.current ?? engine.check(snapshot)
            checked.append(CheckedSnapshot(path: file, snapshot: snapshot, report: report, baselinePath: reference,
                                           comparison: comparison, diff: diff,
                                           importWarnings: importWarnings.map(CommandContext.message)))
        }
        // A gate that checked nothing must not pass: a folder of dumps or an empty one.
        if checked.isEmpty && !failed && expandedAll {
            context.printError("no snapshot checked: the paths hold no snapshot files (*.json)")
            return (checked, true)
        }
        return (checked, failed || !expandedAll)
    }

    /// The engine for the configuration file and the --rule/--disable/--enable options.
    private static func makeEngine(_ arguments: ParsedArguments, in context: CommandContext) throws -> RuleEngine {
        var configuration = try RuleEngineLoading.configuration(arguments)
        for (option, apply) in ruleSelection {
            let ids = arguments.values(of: option)
            guard !ids.isEmpty else { continue }
            for id in ids where RuleEngine.description(of: id) == nil {
                let hint = RuleCatalog.suggestion(for: id)
                throw UsageError("unknown rule '\(id)' for '\(option.spelling)'\(hint)", command: spec.name)
            }
            apply(&configuration, Set(ids))
        }
        return try RuleEngine(configuration: configuration)
    }

    /// The baseline file for `file`: the baseline itself when it is a file, otherwise the file at
    /// the same path relative to the baseline folder as `file` is to the argument folder (or its
    /// name, for a file argument).
    private static func baselineFile(for file: String, argument: String, expansion: SnapshotFileFinder.Expansion,
                                     baseline: String, isDirectory: Bool) -> String? {
        guard isDirectory else { return baseline }
        let relative: String
        if expansion.isDirectory {
            let prefix = argument.hasSuffix("/") ? argument : argument + "/"
            relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : URL(fileURLWithPath: file).lastPathComponent
        } else {
            relative = URL(fileURLWithPath: file).lastPathComponent
        }
        // Joined as written, so a relative baseline folder gives relative paths in the report.
        let candidate = (baseline.hasSuffix("/") ? baseline : baseline + "/") + relative
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
}
