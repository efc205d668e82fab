import A11ySnapshot

/// Why a file given as a snapshot could not be used: a snapshot-format error or a dump-import
/// error, located the same way (file, line, column, what was expected), or a file that could not
/// be read at all (no position: `missing.json: error: no such file or directory`).
struct InputFileError: LocatedError, Sendable {
    var location: FileLocation
    var message: String

    init(_ error: some LocatedError) {
        self.init(location: error.location, message: error.message)
    }

    init(file: String?, message: String) {
        self.init(location: FileLocation(file: file), message: message)
    }

    init(location: FileLocation, message: String) {
        self.location = location
        self.message = message
    }
}
