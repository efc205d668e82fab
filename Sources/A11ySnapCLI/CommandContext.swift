import Foundation

/// Everything a command may touch outside its arguments: the two output streams and the
/// environment. Tests build one around ``CapturedOutput`` and run commands in-process.
package struct CommandContext {
    /// Where results go.
    package let output: any OutputSink
    /// Where errors, warnings and summaries go.
    package let errorOutput: any OutputSink
    /// The process environment (or a test's stand-in).
    package let environment: [String: String]
    /// Colouring for ``output``.
    package let outputStyle: ConsoleStyle
    /// Colouring for ``errorOutput``.
    package let errorStyle: ConsoleStyle

    package init(output: any OutputSink, errorOutput: any OutputSink, environment: [String: String]) {
        self.output = output
        self.errorOutput = errorOutput
        self.environment = environment
        self.outputStyle = ConsoleStyle(environment: environment, isTerminal: output.isTerminal)
        self.errorStyle = ConsoleStyle(environment: environment, isTerminal: errorOutput.isTerminal)
    }

    /// The running process's standard output, standard error and environment.
    package static func standard() -> CommandContext {
        CommandContext(output: StandardStreamSink.standardOutput(), errorOutput: StandardStreamSink.standardError(),
                       environment: ProcessInfo.processInfo.environment)
    }

    /// Writes `line` and a line break to ``output``.
    package func print(_ line: String) {
        output.write(line + "\n")
    }

    /// Writes `line` and a line break to ``errorOutput``.
    package func printToError(_ line: String) {
        errorOutput.write(line + "\n")
    }

    /// Pushes both streams out.
    package func flush() {
        output.flush()
        errorOutput.flush()
    }
}
