/// The process exit status of every `a11ysnap` command.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success: no differences, nothing to fix.
    case success = 0
    /// The command ran and found differences (a changed tree, a new violation, a file not in
    /// canonical form).
    case differences = 1
    /// Bad usage, or input that could not be read.
    case failure = 2
    /// Stopped by Ctrl-C (SIGINT), as shells report it: 128 + 2. Only `review`, which reads keys
    /// from the terminal, stops this way on its own.
    case interrupted = 130
}
