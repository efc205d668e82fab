@testable import A11ySnapCLI
import Foundation
import Testing

@Suite("Help and version")
struct HelpAndVersionTests {
    @Test("--help prints the overview with every command and its abstract, and exits 0")
    func helpListsCommands() {
        let run = a11ysnap("--help")
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("USAGE: a11ysnap COMMAND"))
        for command in CommandRegistry.commands {
            #expect(run.output.contains("  \(command.spec.name)"))
            #expect(run.output.contains(command.spec.abstract))
        }
    }

    @Test("Every abstract fits on its line of the overview", arguments: CommandRegistry.names)
    func abstractsFit(name: String) throws {
        let spec = try #require(CommandRegistry.command(named: name)).spec
        #expect(spec.abstract.count <= 80 - 26)
    }

    @Test("-h and 'help' print the same overview as --help")
    func helpSpellingsAgree() {
        let overview = a11ysnap("--help").output
        #expect(a11ysnap("-h").output == overview)
        #expect(a11ysnap("help").output == overview)
        #expect(a11ysnap("help").status == 0)
    }

    @Test("The version is a plain MAJOR.MINOR.PATCH, as release tags are (docs/RELEASING.md)")
    func versionIsATagName() {
        let parts = A11ySnapCommandLine.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    @Test("--version prints the program name and version")
    func version() {
        let run = a11ysnap("--version")
        #expect(run.status == 0)
        #expect(run.output == "a11ysnap \(A11ySnapCommandLine.version)\n")
    }

    @Test("Every command's --help shows usage, options, exit codes and an example", arguments: CommandRegistry.names)
    func commandHelp(name: String) {
        let run = a11ysnap(name, "--help")
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: a11ysnap \(name)"))
        #expect(run.output.contains("OPTIONS:"))
        #expect(run.output.contains("-h, --help"))
        #expect(run.output.contains("EXIT CODES:"))
        #expect(run.output.contains("EXAMPLES:\n  a11ysnap \(name)"))
    }

    @Test("'help COMMAND' prints the same page as 'COMMAND --help'", arguments: CommandRegistry.names)
    func helpCommandMatchesFlag(name: String) {
        #expect(a11ysnap("help", name).output == a11ysnap(name, "--help").output)
    }

    @Test("--help wins over other mistakes on the same command line")
    func helpWinsOverMistakes() {
        let run = a11ysnap("format", "--bogus", "-h")
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: a11ysnap format"))
    }

    @Test("format's usage line is generated from its spec")
    func formatUsageLine() {
        #expect(a11ysnap("format", "--help").output.contains("USAGE: a11ysnap format [--check] PATH...\n"))
    }

    /// A discussion written with `\\` at line ends (meant as Swift's line continuation) printed
    /// the backslashes and broke its lines mid-sentence.
    @Test("No help page has a line ending in a backslash", arguments: [["--help"]] + CommandRegistry.names.map { [$0, "--help"] })
    func noStrayBackslashes(arguments: [String]) {
        let run = a11ysnap(arguments: arguments)
        #expect(run.status == 0)
        let stray = run.output.split(separator: "\n").filter { $0.hasSuffix("\\") }
        #expect(stray.isEmpty, "lines ending in a backslash: \(stray)")
    }

    @Test("Help text stays within 80 columns", arguments: [["--help"]] + CommandRegistry.names.map { [$0, "--help"] })
    func helpWidth(arguments: [String]) {
        let run = a11ysnap(arguments: arguments)
        #expect(run.status == 0)
        let long = run.output.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "lines over 80 columns: \(long)")
    }
}

@Suite("CLI documentation")
struct CLIDocumentationTests {
    @Test("docs/CLI.md shows the overview a11ysnap --help prints today")
    func overviewInCLIDocIsCurrent() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/CLI.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        #expect(text.contains("$ a11ysnap --help\n" + a11ysnap("--help").output + "```"))
    }
}
