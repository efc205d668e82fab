import A11ySnapshot

/// The shapes of the messages commands write to standard error, so every command words them alike.
extension CommandContext {
    /// `error: <message>`.
    package func printError(_ message: String) {
        printToError("\(errorStyle.errorLabel()) \(message)")
    }

    /// `warning: <message>`.
    package func printWarning(_ message: String) {
        printToError("\(errorStyle.warningLabel()) \(message)")
    }

    /// `<file>:<line>:<column>: error: <message>`, as compilers write it, so editors can jump there
    /// (`<file>: error: <message>` when the problem has no position).
    func report(_ error: some LocatedError) {
        printToError(error.diagnostic(label: errorStyle.errorLabel()))
    }

    /// `<path>: error: <reason>` for each path that could not be expanded into snapshot files.
    func report(_ failures: [SnapshotFileFinder.Failure]) {
        for failure in failures { report(InputFileError(file: failure.path, message: failure.reason)) }
    }

    /// The one-line error and the pointer to the relevant help.
    package func report(_ error: UsageError) {
        printError(error.message)
        printToError("see '\(error.helpInvocation)'")
    }
}
