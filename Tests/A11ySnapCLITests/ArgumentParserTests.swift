import A11ySnapCLI
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    static let verbose = OptionSpec.flag("verbose", shortName: "v", help: "Say more.")
    static let reference = ArgumentSpec("REF", help: "The reference.")
    static let current = ArgumentSpec("CUR", arity: .optional, help: "The current snapshot.")
    static let ignore = OptionSpec.repeatedValue("ignore", placeholder: "ATTR", help: "Ignore an attribute.")
    static let spec = CommandSpec(name: "diff", abstract: "Compare.", arguments: [reference, current],
                                  options: [verbose, SharedOptions.reportFormat, ignore], exitCodes: [:], examples: [])

    struct HelpRequested: Error {}

    func parse(_ arguments: String...) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentParser(spec: Self.spec).parse(arguments) else { throw HelpRequested() }
        return parsed
    }

    func usageError(_ arguments: String...) -> String? {
        do {
            _ = try ArgumentParser(spec: Self.spec).parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Positional arguments are assigned in order, optional ones when given")
    func positionals() throws {
        let both = try parse("a.json", "b.json")
        #expect(both.value(of: Self.reference) == "a.json")
        #expect(both.value(of: Self.current) == "b.json")
        #expect(try parse("a.json").value(of: Self.current) == nil)
    }

    @Test("A repeatable option collects every value in order; a plain option may not repeat")
    func repeatableOptions() throws {
        let parsed = try parse("--ignore", "frame", "a", "--ignore=hint")
        #expect(parsed.values(of: Self.ignore) == ["frame", "hint"])
        #expect(try parse("a").values(of: Self.ignore).isEmpty)
        #expect(usageError("--format", "json", "--format", "text", "a")?.contains("more than once") == true)
        #expect(Self.spec.usage.contains("[--ignore ATTR...]"))
    }

    @Test("A usage line that would pass 72 columns summarizes its options as [OPTIONS]")
    func longUsageSummarizesOptions() {
        let many = (1...8).map { OptionSpec.value("option\($0)", placeholder: "VALUE", help: "An option.") }
        let spec = CommandSpec(name: "wide", abstract: "Wide.", arguments: [Self.reference], options: many, exitCodes: [:], examples: [])
        #expect(spec.usage == "a11ysnap wide [OPTIONS] REF")
    }

    @Test("An option value may follow as the next argument or after '='")
    func optionValueSpellings() throws {
        #expect(try parse("--format", "json", "a").value(of: SharedOptions.reportFormat) == "json")
        #expect(try parse("--format=sarif", "a").value(of: SharedOptions.reportFormat) == "sarif")
        #expect(ReportFormat(try parse("a", "--format=github"), option: SharedOptions.reportFormat) == .github)
        #expect(ReportFormat(try parse("a"), option: SharedOptions.reportFormat) == .text)
    }

    @Test("Flags are found by long and short name, anywhere among the positionals")
    func flags() throws {
        #expect(try parse("a", "--verbose").isSet(Self.verbose))
        #expect(try parse("-v", "a").isSet(Self.verbose))
        #expect(try !parse("a").isSet(Self.verbose))
    }

    @Test("After '--' everything is positional, even names that look like options")
    func terminator() throws {
        let parsed = try parse("--", "--verbose", "-h")
        #expect(parsed.value(of: Self.reference) == "--verbose")
        #expect(parsed.value(of: Self.current) == "-h")
        #expect(!parsed.isSet(Self.verbose))
    }

    @Test("A lone '-' is a positional argument")
    func dashIsPositional() throws {
        #expect(try parse("-").value(of: Self.reference) == "-")
    }

    @Test("An invalid option value suggests the closest allowed one")
    func invalidValue() {
        #expect(usageError("a", "--format", "jsn") == "invalid value 'jsn' for '--format'; did you mean 'json'?")
        #expect(usageError("a", "--format", "pdf")
                == "invalid value 'pdf' for '--format' (expected one of: text, markdown, json, html, sarif, github)")
    }

    @Test("Mistakes are named precisely", arguments: [
        (["a", "--format"], "option '--format' needs a value (text|markdown|json|html|sarif|github)"),
        (["a", "--verbose=yes"], "option '--verbose' takes no value"),
        (["a", "-v", "--verbose"], "option '--verbose' is given more than once"),
        (["a", "b", "c"], "unexpected argument 'c'"),
        ([], "missing argument REF"),
        (["a", "-x"], "unknown option '-x'"),
        (["a", "-verbose"], "unknown option '-verbose'; did you mean '--verbose'?"),
        (["a", "--verbos"], "unknown option '--verbos'; did you mean '--verbose'?"),
    ])
    func mistakes(arguments: [String], message: String) {
        do {
            _ = try ArgumentParser(spec: Self.spec).parse(arguments)
            Issue.record("expected a usage error")
        } catch {
            #expect(error.message == message)
            #expect(error.helpInvocation == "a11ysnap diff --help")
        }
    }

    @Test("-h or --help before '--' asks for help")
    func helpRequest() throws {
        guard case .help = try ArgumentParser(spec: Self.spec).parse(["a", "--nonsense", "--help"]) else {
            Issue.record("expected help")
            return
        }
    }
}
