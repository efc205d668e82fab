import A11ySnapCLI
import Foundation
import Testing

/// One in-process run of the CLI: its exit status and what it wrote to each stream.
struct CLIRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `a11ysnap` with `arguments` in-process, with captured streams and the given environment.
func a11ysnap(_ arguments: String..., environment: [String: String] = [:], onTerminal: Bool = false) -> CLIRun {
    a11ysnap(arguments: arguments, environment: environment, onTerminal: onTerminal)
}

func a11ysnap(arguments: [String], environment: [String: String] = [:], onTerminal: Bool = false) -> CLIRun {
    let output = CapturedOutput(isTerminal: onTerminal)
    let errors = CapturedOutput(isTerminal: onTerminal)
    let context = CommandContext(output: output, errorOutput: errors, environment: environment)
    let status = A11ySnapCommandLine.main(arguments: arguments, context: context)
    return CLIRun(status: status, output: output.text, errors: errors.text)
}

/// Runs `arguments` printing, then with `-o FILE`: the second run prints nothing, exits alike and
/// writes exactly what the first printed.
func expectOutputOptionWritesWhatIsPrinted(_ arguments: [String], environment: [String: String] = [:],
                                           sourceLocation: SourceLocation = #_sourceLocation) throws {
    try TemporaryDirectory.with { dir in
        let printed = a11ysnap(arguments: arguments, environment: environment)
        let run = a11ysnap(arguments: arguments + ["-o", dir.url("out/report")], environment: environment)
        #expect(run.status == printed.status, sourceLocation: sourceLocation)
        #expect(run.output.isEmpty, sourceLocation: sourceLocation)
        let written = try dir.read("out/report")
        #expect(String(decoding: written, as: UTF8.self) == printed.output, sourceLocation: sourceLocation)
    }
}
