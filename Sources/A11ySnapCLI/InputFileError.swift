import A11ySnapshot

/// Why a file given as a snapshot could not be used: a snapshot-format error or a dump-import
/// error, located the same way (file, line, column, what was expected), or a file that could not
/// be read at all (no position: `missing.json: error: no such file or directory`).
struct InputFileError: Error, Sendable, CustomStringConvertible {
    var file: String?
    /// The line and column, or `nil` when the problem has no position in the file.
    var line: Int?
    var column: Int?
    var message: String

    init(_ error: SnapshotFormatError) {
        self.init(file: error.file, line: error.line, column: error.column, message: error.message)
    }

    init(_ error: DumpImportError) {
        self.init(file: error.file, line: error.line, column: error.column, message: error.message)
    }

    init(file: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column` when there is a position, else `file`.
    var location: String {
        let file = file ?? "<input>"
        guard let line, let column else { return file }
        return "\(file):\(line):\(column)"
    }

    var description: String { "\(location): error: \(message)" }
}
