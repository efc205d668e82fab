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

    /// `<file>:<line>:<column>: error: <message>`, as compilers write it, so editors can jump there.
    package func report(_ error: SnapshotFormatError) {
        printToError("\(error.file ?? "<input>"):\(error.line):\(error.column): \(errorStyle.errorLabel()) \(error.message)")
    }

    /// A snapshot or dump that could not be read, located like ``report(_:)-(SnapshotFormatError)``
    /// when the problem has a position (`file: error: …` when it has none).
    func report(_ error: InputFileError) {
        printToError("\(error.location): \(errorStyle.errorLabel()) \(error.message)")
    }

    /// An invalid configuration, located like ``report(_:)-(SnapshotFormatError)``
    /// (`.a11ysnap.json:4:7: error: …`).
    func report(_ error: RuleConfigurationError) {
        printToError("\(error.location): \(errorStyle.errorLabel()) \(error.message)")
    }

    /// The one-line error and the pointer to the relevant help.
    package func report(_ error: UsageError) {
        printError(error.message)
        printToError("see '\(error.helpInvocation)'")
    }
}
