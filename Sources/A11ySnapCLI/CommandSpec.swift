/// Everything the parser and the help text need to know about a command: its name, what it is
/// for, its arguments and options, its exit codes and examples.
package struct CommandSpec: Sendable {
    /// A command line and what it does.
    package struct Example: Sendable, Hashable {
        /// The command line as a user types it.
        package let commandLine: String
        /// What it does, in a sentence.
        package let explanation: String

        package init(_ commandLine: String, _ explanation: String) {
            self.commandLine = commandLine
            self.explanation = explanation
        }
    }

    /// The word after `a11ysnap`.
    package let name: String
    /// One line for the command list.
    package let abstract: String
    /// Paragraphs for the command's help, if the abstract is not enough.
    package let discussion: String
    /// The positional arguments, in order.
    package let arguments: [ArgumentSpec]
    /// The command's options; `-h, --help` is implicit.
    package let options: [OptionSpec]
    /// What each exit status means for this command; help lists them by code.
    package let exitCodes: [ExitCode: String]
    /// At least one example for the help page.
    package let examples: [Example]

    package init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], exitCodes: [ExitCode: String], examples: [Example]
    ) {
        precondition(arguments.dropLast().allSatisfy { !$0.isRepeating }, "only the last argument of \(name) may repeat")
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.exitCodes = exitCodes
        self.examples = examples
    }

    /// `a11ysnap format [--check] PATH...`.
    /// The usage line; when listing every option would pass 72 columns, options are summarized as
    /// `[OPTIONS]` (the help's OPTIONS section lists them).
    package var usage: String {
        let options = self.options.map { "[\($0.usage)]" }
        let arguments = self.arguments.map(\.usage)
        let full = ([A11ySnapCommandLine.programName, name] + options + arguments).joined(separator: " ")
        guard full.count > 72 else { return full }
        return ([A11ySnapCommandLine.programName, name, "[OPTIONS]"] + arguments).joined(separator: " ")
    }

    /// The options with the implicit help option last.
    var allOptions: [OptionSpec] { options + [.help] }
}
