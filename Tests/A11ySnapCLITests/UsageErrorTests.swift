import Testing

@Suite("Usage errors")
struct UsageErrorTests {
    @Test("An unknown command suggests the closest one and exits 2")
    func unknownCommandSuggestion() {
        let run = a11ysnap("fromat", "x.json")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "error: unknown command 'fromat'; did you mean 'format'?\nsee 'a11ysnap --help'\n")
    }

    @Test("An unknown command with no close match just names it")
    func unknownCommandWithoutSuggestion() {
        let run = a11ysnap("xyzzy")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: unknown command 'xyzzy'\n"))
    }

    @Test("An unknown option suggests the closest one and points at the command's help")
    func unknownOptionSuggestion() {
        let run = a11ysnap("format", "--chek", "x.json")
        #expect(run.status == 2)
        #expect(run.errors == "error: unknown option '--chek'; did you mean '--check'?\nsee 'a11ysnap format --help'\n")
    }

    @Test("An unknown top-level option suggests --version or --help")
    func unknownTopLevelOption() {
        let run = a11ysnap("--verison")
        #expect(run.status == 2)
        #expect(run.errors.contains("did you mean '--version'?"))
        #expect(run.errors.contains("see 'a11ysnap --help'"))
    }

    @Test("'help' for an unknown command is a usage error with a suggestion")
    func helpForUnknownCommand() {
        let run = a11ysnap("help", "formt")
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown command 'formt'; did you mean 'format'?"))
    }

    @Test("No command at all prints the overview to standard error and exits 2")
    func noCommand() {
        let run = a11ysnap()
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("COMMANDS:"))
    }

    @Test("format without a path is a usage error")
    func formatWithoutPath() {
        let run = a11ysnap("format", "--check")
        #expect(run.status == 2)
        #expect(run.errors == "error: missing argument PATH (give at least one)\nsee 'a11ysnap format --help'\n")
    }
}
