import A11ySnapCLI

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
