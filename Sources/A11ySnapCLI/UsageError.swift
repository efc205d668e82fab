/// The command line was not understood: an unknown command or option, a missing or extra
/// argument, a bad option value. Reported as one line plus a pointer to the relevant `--help`,
/// with exit status ``ExitCode/failure``.
package struct UsageError: Error, Hashable, Sendable {
    /// What was wrong, in one line.
    package var message: String
    /// The command whose help explains the correct usage, or `nil` for the tool as a whole.
    package var command: String?

    package init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    /// `a11ysnap COMMAND --help`, or `a11ysnap --help` when no command applies.
    package var helpInvocation: String {
        [A11ySnapCommandLine.programName, command, "--help"].compactMap { $0 }.joined(separator: " ")
    }
}
