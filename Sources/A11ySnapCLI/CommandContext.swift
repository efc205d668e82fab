import Foundation

/// Everything a command may touch outside its arguments: the two output streams and the
/// environment. Tests build one around ``CapturedOutput`` and run commands in-process.
public struct CommandContext {
    /// Where results go.
    public let output: any OutputSink
    /// Where errors, warnings and summaries go.
    public let errorOutput: any OutputSink
    /// The process environment (or a test's stand-in).
    public let environment: [String: String]
    /// Colouring for ``output``.
    public let outputStyle: ConsoleStyle
    /// Colouring for ``errorOutput``.
    public let errorStyle: ConsoleStyle

    public init(output: any OutputSink, errorOutput: any OutputSink, environment: [String: String]) {
        self.output = output
        self.errorOutput = errorOutput
        self.environment = environment
        self.outputStyle = ConsoleStyle(environment: environment, isTerminal: output.isTerminal)
        self.errorStyle = ConsoleStyle(environment: environment, isTerminal: errorOutput.isTerminal)
    }

    /// The running process's standard output, standard error and environment.
    public static func standard() -> CommandContext {
        CommandContext(output: StandardStreamSink.standardOutput(), errorOutput: StandardStreamSink.standardError(),
                       environment: ProcessInfo.processInfo.environment)
    }

    /// Writes `line` and a line break to ``output``.
    public func print(_ line: String) {
        output.write(line + "\n")
    }

    /// Writes `line` and a line break to ``errorOutput``.
    public func printToError(_ line: String) {
        errorOutput.write(line + "\n")
    }

    /// Pushes both streams out.
    public func flush() {
        output.flush()
        errorOutput.flush()
    }
}
