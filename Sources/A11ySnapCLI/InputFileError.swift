import A11ySnapshot

/// Why a file given as a snapshot could not be used: a snapshot-format error or a dump-import
/// error, located the same way (file, line, column, what was expected).
struct InputFileError: Error, Sendable, CustomStringConvertible {
    var file: String?
    var line: Int
    var column: Int
    var message: String

    init(_ error: SnapshotFormatError) {
        self.init(file: error.file, line: error.line, column: error.column, message: error.message)
    }

    init(_ error: DumpImportError) {
        self.init(file: error.file, line: error.line, column: error.column, message: error.message)
    }

    init(file: String?, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    var description: String { "\(file ?? "<input>"):\(line):\(column): error: \(message)" }
}
