import A11ySnapshot

/// `a11ysnap diff REF CUR`: the semantic difference between two snapshot files.
enum DiffCommand: Command {
    static let reference = ArgumentSpec("REF", help: "The reference snapshot (usually under __Snapshots__/).")
    static let current = ArgumentSpec("CUR", help: "The current snapshot (for example a failing test's artifact).")

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show what changed between two snapshots.",
        discussion: """
            Matches the elements of the two trees by identity (identifier, then role and label, then \
            position in context), so an inserted row is one addition rather than a cascade of changes, \
            and reports what was added, removed, moved in reading order, or changed, with what \
            VoiceOver says for each element before and after, then the accessibility rule \
            violations the change introduced or resolved. See docs/DIFF.md and docs/RULES.md.
            """,
        arguments: [reference, current],
        options: SharedOptions.comparisonReport + DiffOptionArguments.all + [SharedOptions.config],
        exitCodes: [
            .success: "The snapshots are equal (within the options).",
            .differences: "The snapshots differ.",
            .failure: "Bad usage, or a file that cannot be read or is not a valid snapshot.",
        ],
        examples: [
            .init("a11ysnap diff __Snapshots__/Login/login.json artifacts/Login/login.json",
                  "Explains a failing snapshot test."),
            .init("a11ysnap diff old.json new.json --ignore frame --mask '[0-9]+:[0-9]{2}'",
                  "Ignores layout and masks clock times."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        guard let settings = DiffOptionArguments.settings(arguments, command: spec.name, in: context) else { return .failure }
        let (options, maximumLength) = settings
        let referencePath = arguments.value(of: reference) ?? ""
        let currentPath = arguments.value(of: current) ?? ""
        let old = context.readSnapshot(referencePath)
        let new = context.readSnapshot(currentPath)
        guard let old, let new, let engine = RuleEngineLoading.engine(arguments, in: context) else { return .failure }
        guard let reviewed = ReviewedComparison(reference: old, current: new, options: options, engine: engine,
                                                name: new.name.isEmpty ? nil : new.name,
                                                referencePath: referencePath, currentPath: currentPath),
              context.deliverComparisons([reviewed], single: true, maximumLength: maximumLength, arguments: arguments) else { return .failure }
        return reviewed.comparison.status == .unchanged ? .success : .differences
    }
}
