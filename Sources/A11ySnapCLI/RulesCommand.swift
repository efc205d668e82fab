import A11ySnapshot

/// `a11ysnap rules [ID] [--markdown]`: the rule catalogue, or one rule explained with its examples.
enum RulesCommand: Command {
    static let ruleArgument = ArgumentSpec("ID", arity: .optional, help: "A rule id, such as label-missing.")
    static let markdown = OptionSpec.flag(
        "markdown", help: "Write Markdown: the whole catalogue is exactly docs/RULES.md.")

    static let spec = CommandSpec(
        name: "rules",
        abstract: "List the accessibility rules, or explain one.",
        discussion: """
            Without ID, lists every rule with its severity, WCAG success criteria and what it checks. With ID, \
            explains the rule: why it matters, how to fix it, its options with their defaults, and examples of trees \
            it reports and does not report. The examples are the rule's tests.
            """,
        arguments: [ruleArgument],
        options: [markdown],
        exitCodes: [
            .success: "The catalogue or the rule was shown.",
            .failure: "ID is not a rule.",
        ],
        examples: [
            .init("a11ysnap rules", "Lists the rules."),
            .init("a11ysnap rules target-size-minimum", "Explains one rule with its options and examples."),
            .init("a11ysnap rules --markdown > docs/RULES.md", "Regenerates the rules documentation."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let asMarkdown = arguments.isSet(markdown)
        guard let id = arguments.value(of: ruleArgument) else {
            context.output.write(asMarkdown ? RuleDocumentation.markdown() : list(style: context.outputStyle))
            return .success
        }
        guard let rule = RuleEngine.description(of: id) else {
            let hint = RuleCatalog.suggestion(for: id)
            context.report(UsageError("unknown rule '\(id)'\(hint) (see '\(A11ySnapCommandLine.programName) rules')", command: spec.name))
            return .failure
        }
        context.output.write(asMarkdown ? RuleDocumentation.markdown(for: rule) : RuleDocumentation.text(for: rule))
        return .success
    }

    /// The catalogue as aligned text, grouped by category.
    static func list(style: ConsoleStyle) -> String {
        let catalogue = RuleEngine.catalogue
        let idWidth = catalogue.map(\.id.count).max() ?? 0
        let wcagWidth = catalogue.map { RuleDocumentation.wcagText($0).count }.max() ?? 0
        var out = ""
        for category in RuleCategory.allCases {
            let rules = catalogue.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            out += style.bold(category.title) + "\n"
            for rule in rules {
                let severity = CheckTextRenderer.severityLabel(rule.severity, style: style, padded: true)
                let wcag = RuleDocumentation.wcagText(rule)
                out += "  " + rule.id.paddedTo(idWidth) + "  " + severity + "  " + wcag.paddedTo(wcagWidth) + "  "
                    + RuleDocumentation.listedTitle(rule) + "\n"
            }
            out += "\n"
        }
        let optIn = catalogue.filter(\.isOptIn).count
        out += "\(catalogue.count) rules" + (optIn > 0 ? ", \(optIn) opt-in (run when the configuration names them)" : "")
            + ". '\(A11ySnapCommandLine.programName) rules ID' explains one.\n"
        return out
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func paddedTo(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
