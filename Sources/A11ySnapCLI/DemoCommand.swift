import A11ySnapshot
import ExampleScreens

/// `a11ysnap demo`: the report a reviewer would see for a pull request that changed two screens,
/// from data built into the tool.
enum DemoCommand: Command {
    static let spec = CommandSpec(
        name: "demo",
        abstract: "Show the review report for a built-in example.",
        discussion: """
            The built-in pull request redesigns a sign-in screen (a button renamed and enabled, a new \
            button, a field that lost its label, two links swapped) and refactors a settings list (a \
            switch turned on, a row removed, a button turned into a link, a slider that lost its \
            adjustable trait); a third screen is unchanged. Try --format markdown or --format json.
            """,
        options: SharedOptions.comparisonReport,
        exitCodes: [.success: "The report was printed."],
        examples: [
            .init("a11ysnap demo", "Prints the report for terminals."),
            .init("a11ysnap demo --format markdown", "Prints the pull-request comment."),
        ])

    /// What the text report is, and how to read its element numbers; printed first on a terminal
    /// or in text format to standard output (the other formats stay machine-readable).
    static let introduction = """
        Built-in example: the review of a pull request that changed two screens of a sample app (login, settings) and left one alone.
        Each element is numbered by its place in the screen's tree, counting from 0: [4] is the fifth top-level element, [1.2] the third element inside the second.

        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let maximumLength: Int
        do {
            maximumLength = try SharedOptions.maximumLength(arguments, command: spec.name)
        } catch {
            context.report(error)
            return .failure
        }
        guard let engine = try? RuleEngine() else { return .failure }
        let comparisons = DemoScreens.pairs.compactMap { pair in
            ReviewedComparison(reference: pair.before, current: pair.after, options: .default, engine: engine,
                               name: pair.before.name, referencePath: pair.path, currentPath: pair.path)
        }
        if ReportFormat(arguments, option: SharedOptions.reportFormat) == .text, arguments.value(of: SharedOptions.reportOutput) == nil {
            context.output.write(introduction + "\n")
        }
        return context.deliverComparisons(comparisons, single: false, maximumLength: maximumLength, arguments: arguments)
            ? .success : .failure
    }
}
