/// The rule catalogue in words: the Markdown of `docs/RULES.md` and the text of `a11ysnap rules`.
/// Both come from the rules' data, so the documentation cannot drift from the code (a test
/// compares `docs/RULES.md` with ``markdown()``).
package enum RuleDocumentation {
    /// The command that regenerates `docs/RULES.md`.
    package static let regenerateCommand = "swift run a11ysnap rules --markdown > docs/RULES.md"

    /// The whole catalogue as Markdown: the content of `docs/RULES.md`.
    package static func markdown() -> String {
        var out = """
            # Rules

            <!-- Generated from the rules' data by `\(regenerateCommand)`. Do not edit by hand. -->

            `a11ysnap check` and the `RuleEngine` API run these \(RuleCatalog.descriptions.count) rules, all but the **opt-in** ones \
            (\(RuleCatalog.descriptions.filter(\.isOptIn).map { "`\($0.id)`" }.joined(separator: ", "))) by default. Each has a stable id, a default \
            severity, its WCAG 2.2 success criteria (or *best practice*), configurable options, and examples that are \
            run as its tests. Word lists are matched as whole words, case-insensitively, with camelCase and snake_case \
            split (`playIcon` is `play icon`; `Tomorrow` never matches `more`).

            Rules marked **needs data** check only elements whose snapshot carries that data (for example colours for \
            `text-contrast`); other elements are counted as *not run*, never as passed. Rules marked **needs a source \
            that can state** something do not run at all on a snapshot whose source cannot state it (an imported dump's \
            `statedData`, docs/FORMAT.md): a raw Android dump cannot mark headers, so `header-missing` reports \
            *not run: the source cannot state headers* there instead of a violation, in every report (`check`, `diff`, \
            `compare` and `demo`; text, Markdown, JSON, HTML, SARIF and GitHub annotations).

            Rules that compare controls with each other (`controls-overlap`, `controls-too-close`, and \
            `target-size-minimum`'s spacing exception) give each control at most one finding: one neighbour is named \
            as itself, several as the three nearest (smallest gap, then reading order) and a count of the others \
            (`… and 4997 more`). On a layout where comparing neighbours pair by pair would be quadratic (controls \
            stacked on one another) they use an index of the targets' frames, whose cost per control is bounded: a \
            control whose neighbourhood holds more distinct frames than the index looks at \
            (\(TargetGrid.examinedGroupLimit)) is counted as `at least` that many.

            ## Precision on real apps' trees

            Every rule is measured on a corpus of \(RulePrecision.dumpCount) public accessibility dumps of real apps \
            (Appium and WebDriverAgent page sources, `uiautomator dump` files, XCUI debugDescriptions, Maestro, idb and \
            A11yUITests output): each violation `check` reports there is judged by hand as a real problem or not, and \
            the test `PrecisionCorpusTests` fails when a rule that runs by default falls below 90 %, or a finding judged \
            real disappears. Overall, over those rules: \(RulePrecision.heldToFloor.values.reduce(0) { $0 + $1.real }) of \
            \(RulePrecision.heldToFloor.values.reduce(0) { $0 + $1.reported }) findings real. Opt-in rules are measured \
            too but not held to the floor: a dump cannot judge them, which is why they are opt-in. Each rule's section \
            gives its numbers. Rules that cannot judge a source do not run on it and say so (see above); they are not counted.

            ## Configuration

            `a11ysnap check` reads `.a11ysnap.json` from the working directory or the nearest directory above it, or \
            the file given with `--config`. Unknown rule ids, option names and keys are errors that name the line and \
            column. The same settings exist in Swift as `RuleConfiguration`.

            ```json
            {
              "rules": {
                "hint-missing-period": false,
                "label-all-caps": true,
                "target-size-recommended": "info",
                "label-too-long": {"severity": "error", "options": {"maximumLength": 60}},
                "label-non-descriptive": {"options": {"vagueWords": ["más", "aquí"]}}
              },
              "suppressions": [
                {"identifier": "legacy.banner"},
                {"identifier": "promo.card", "rules": ["label-too-long"]}
              ]
            }
            ```

            - A rule's value is `true`/`false` (on/off), a severity (`"error"`, `"warning"`, `"info"`), or an object \
            with `enabled`, `severity` and `options`. An opt-in rule runs once named with anything but `false`.
            - A number option replaces the threshold. A word-list option given an array adds those words to the \
            built-in list.
            - A suppression silences all rules, or the listed ones, on the element with that accessibility identifier \
            and everything inside it. `check` says how many findings suppressions left out (in text, JSON, Markdown, \
            the audit page and GitHub's summary line), so a silenced screen does not read as a clean one.


            """
        for category in RuleCategory.allCases {
            let rules = RuleCatalog.descriptions.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            out += "| \(category.title) | severity | WCAG | checks |\n| --- | --- | --- | --- |\n"
            for rule in rules {
                out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(wcagText(rule)) | \(listedTitle(rule)) |\n"
            }
            out += "\n"
        }
        for category in RuleCategory.allCases {
            let rules = RuleCatalog.descriptions.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            out += "## \(category.title)\n\n"
            for rule in rules { out += markdown(for: rule) + "\n" }
        }
        return out
    }

    /// One rule's section.
    package static func markdown(for rule: RuleDescription) -> String {
        var out = "### \(rule.id)\n\n**\(rule.title).** Severity: \(rule.severity.rawValue). WCAG: \(wcagText(rule)).\n\n"
        out += "- Why: \(rule.rationale)\n- Fix: \(rule.fix)\n"
        if let optIn = optInText(rule) { out += "- \(optIn)\n" }
        if let data = rule.requiredData { out += "- Needs data: \(data); elements without it count as *not run*.\n" }
        if !rule.requiredSourceData.isEmpty {
            out += "- Needs a source that can state \(rule.requiredSourceData.phrase); on a snapshot whose `statedData` lacks them "
                + "the rule does not run (*not run: \(rule.requiredSourceData.missingReason)*).\n"
        }
        if let superseding = rule.supersededBy { out += "- Not reported on an element that `\(superseding)` reports.\n" }
        if let measure = RulePrecision.measured[rule.id] {
            let floor = rule.isOptIn ? "; opt-in, so not held to the 90 % floor" : ""
            out += "- Precision on the real-dump corpus: \(measure.real) of \(measure.reported) findings real (\(measure.percent) %\(floor)).\n"
        } else {
            out += "- Precision on the real-dump corpus: no findings there.\n"
        }
        if !rule.options.isEmpty {
            out += "\n| option | default | meaning |\n| --- | --- | --- |\n"
            for option in rule.options {
                out += "| `\(option.name)` | \(defaultText(option.defaultValue)) | \(option.summary) |\n"
            }
        }
        out += "\nExamples:\n\n"
        for example in rule.examples {
            let verdict = example.isTriggering
                ? "Reported" + (example.expectedViolations > 1 ? " (\(example.expectedViolations)×)" : "")
                : "Not reported"
            let viewport = example.viewport == RuleExample.standardViewport ? "" : " (viewport \(example.viewport))"
            out += "- \(verdict): \(example.summary)\(viewport)\(platformText(example))\n  ```json\n"
            for element in example.elements { out += "  \(ExampleJSON.line(element))\n" }
            out += "  ```\n"
        }
        return out
    }

    /// One rule explained as plain text, for `a11ysnap rules ID`.
    package static func text(for rule: RuleDescription) -> String {
        var lines = ["\(rule.id): \(rule.title)", "",
                     "  severity: \(rule.severity.rawValue)", "  wcag:     \(wcagText(rule))", "  category: \(rule.category.title)", "",
                     "  Why: \(rule.rationale)", "  Fix: \(rule.fix)"]
        if let optIn = optInText(rule) { lines.append("  " + optIn.replacingBackticks) }
        if let data = rule.requiredData { lines.append("  Needs data: \(data); elements without it count as not run.") }
        if !rule.requiredSourceData.isEmpty {
            lines.append("  Needs a source that can state \(rule.requiredSourceData.phrase); otherwise not run.")
        }
        if let superseding = rule.supersededBy { lines.append("  Not reported on an element that \(superseding) reports.") }
        if !rule.options.isEmpty {
            lines += ["", "Options:"]
            for option in rule.options {
                lines.append("  \(option.name) = \(defaultText(option.defaultValue).replacingBackticks)")
                lines.append("      \(option.summary)")
            }
        }
        lines += ["", "Examples:"]
        for example in rule.examples {
            let verdict = example.isTriggering ? "reported" + (example.expectedViolations > 1 ? " \(example.expectedViolations)×" : "") : "not reported"
            lines.append("  [\(verdict)] \(example.summary)\(platformText(example).replacingBackticks)")
            for element in example.elements { lines.append("      \(ExampleJSON.line(element))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` (a snapshot with `"platform": "android"`)` for an example about one platform's screen,
    /// with its `statedData` when the example's source cannot state everything.
    private static func platformText(_ example: RuleExample) -> String {
        var keys: [String] = []
        if let platform = example.platform { keys.append("`\"platform\": \"\(platform.rawValue)\"`") }
        if let stated = example.statedData {
            keys.append("`\"statedData\": [\(stated.names.map { "\"\($0)\"" }.joined(separator: ", "))]`")
        }
        return keys.isEmpty ? "" : " (a snapshot with \(keys.joined(separator: ", ")))"
    }

    /// The rule's title as the catalogue lists it, marked when the rule is opt-in.
    package static func listedTitle(_ rule: RuleDescription) -> String {
        rule.title + (rule.isOptIn ? " (opt-in)" : "")
    }

    /// How an opt-in rule is turned on, in Markdown; `nil` for the others.
    private static func optInText(_ rule: RuleDescription) -> String? {
        rule.isOptIn ? "Opt-in: runs only when the configuration names it (`\"\(rule.id)\": true`)." : nil
    }

    /// `2.5.8 (AA)` or `best practice`.
    /// `2.5.8 (AA)`, `1.1.1, 4.1.2 (A)`, or each criterion with its own level when they differ
    /// (`1.1.1 (A), 2.4.6 (AA)`); `best practice` without one.
    package static func wcagText(_ rule: RuleDescription) -> String {
        guard !rule.wcag.isEmpty else { return "best practice" }
        let levels = rule.wcag.map { WCAGLevel.of(criterion: $0) ?? rule.level }
        guard Set(levels).count > 1 else { return rule.wcag.joined(separator: ", ") + " (\(rule.level.rawValue))" }
        return zip(rule.wcag, levels).map { "\($0) (\($1.rawValue))" }.joined(separator: ", ")
    }

    private static func defaultText(_ value: RuleOption.Value) -> String {
        switch value {
        case .number(let number): "`\(Points.format(number))`"
        case .words(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        }
    }
}

private extension String {
    var replacingBackticks: String { filter { $0 != "`" } }
}
