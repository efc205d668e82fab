import Foundation

/// Why a path given on the command line cannot be read, in the same words for every command:
/// `no such file or directory`, `is a directory, not a file`, `permission denied`, or the system's
/// reason; for a path that must be a folder, `no such file or directory` or `is a file, not a
/// directory`. Reported without a line and column, since there is no position to point at.
enum FileProblem {
    /// The reason `path` cannot be read as a file, after reading it failed with `error`.
    static func reason(readingFile path: String, error: Error) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file or directory" }
        if isDirectory.boolValue { return "is a directory, not a file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "cannot be read (\(error.localizedDescription))"
    }

    /// The error for `path`, which could not be read.
    static func inputError(readingFile path: String, error: Error) -> InputFileError {
        InputFileError(file: path, message: reason(readingFile: path, error: error))
    }

    /// The error for `path`, which must be a folder, or `nil` when it is one.
    static func inputError(usingDirectory path: String) -> InputFileError? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return InputFileError(file: path, message: "no such file or directory")
        }
        return isDirectory.boolValue ? nil : InputFileError(file: path, message: "is a file, not a directory")
    }
}
