import A11ySnapshot
import ExampleScreens
import Foundation

/// `a11ysnap variants DIR`: what large-text, right-to-left and Bold Text users lose.
enum VariantsCommand: Command {
    static let paths = ArgumentSpec(
        "PATH", arity: .zeroOrMore, help: "Reference folders or files; variants are found next to their default screen.")
    static let demo = OptionSpec.flag("demo", help: "Compare the built-in example's variants instead of files.")
    static let format = SharedOptions.format(
        [.text, .json, .html],
        help: "Report format: text (the default), json, or html (one self-contained page with both screens drawn per variant).")

    static let spec = CommandSpec(
        name: "variants",
        abstract: "Show what users of text-size and RTL variants lose.",
        discussion: """
            A variant's reference sits next to its default screen's, named with the variant's \
            suffix: loginScreen.ax5.json (accessibility text size 5; ax1 to ax5, xs to xxxl), \
            loginScreen.rtl.json (right-to-left), loginScreen.bold.json (Bold Text). For each \
            variant this lists the elements of the default screen it no longer has, labels, \
            values and text that are cut, controls that now overlap or reach past the screen's \
            edge, and reading-order changes that right-to-left mirroring does not explain. \
            Frames that grow with the text or mirror are expected and not listed.
            """,
        arguments: [paths],
        options: [demo, format, SharedOptions.reportOutput],
        exitCodes: [
            .success: "No variant loses anything.",
            .differences: "Some variant loses something; the findings are printed.",
            .failure: "Bad usage, a missing path or a file that is not a valid snapshot.",
        ],
        examples: [
            .init("a11ysnap variants __Snapshots__", "Compares every variant reference with its default screen."),
            .init("a11ysnap variants --demo", "The report for the built-in sign-in screen at AX5 and right-to-left."),
            .init("a11ysnap variants __Snapshots__ --format html -o variants.html", "Writes the page with both screens drawn."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let files: [(path: String, screen: AccessibilitySnapshot)]
        if arguments.isSet(demo) {
            files = DemoScreens.variants
        } else {
            let given = arguments.values(of: paths)
            guard !given.isEmpty else {
                context.report(UsageError("give a reference folder or file, or --demo", command: spec.name))
                return .failure
            }
            var read: [(String, AccessibilitySnapshot)] = []
            var failed = false
            for path in given {
                let expansion = SnapshotFileFinder.expand(path)
                context.report(expansion.failures)
                failed = failed || !expansion.failures.isEmpty
                for file in expansion.files {
                    guard let screen = context.readSnapshot(file) else { failed = true; continue }
                    read.append((file, screen))
                }
            }
            guard !failed else { return .failure }
            files = read
        }
        let report = VariantReport(snapshots: Dictionary(files.map { ($0.path, $0.screen) }, uniquingKeysWith: { first, _ in first }))
        if report.entries.isEmpty {
            context.printToError("no variant references found (files named NAME.SUFFIX.json next to NAME.json, e.g. loginScreen.ax5.json)")
            return .success
        }
        let rendered = switch ReportFormat(arguments, option: format) {
        case .json: report.json()
        case .html: HTMLReport().render(report)
        // `format` does not offer markdown, sarif, github or csv.
        case .text, .markdown, .sarif, .github, .csv: report.text()
        }
        guard context.deliver(Array(rendered.utf8), to: arguments.value(of: SharedOptions.reportOutput)) else { return .failure }
        return report.findingCount == 0 ? .success : .differences
    }
}
