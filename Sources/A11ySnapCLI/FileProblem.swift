import Foundation

/// Why a path given on the command line cannot be read, in the same words for every command:
/// `no such file or directory`, `is a directory, not a file`, `permission denied`, or the system's
/// reason. Reported without a line and column, since there is no position to point at.
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
}
