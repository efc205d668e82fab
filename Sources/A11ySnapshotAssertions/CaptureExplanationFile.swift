import A11ySnapshot

/// A live capture's explanation of its walk, written beside the capture's artifact as
/// `<stem>.capture.txt` whether the assertion passes or fails (a passing capture can be wrong
/// too), and attached to the test when it fails.
package struct CaptureExplanationFile: Sendable {
    package var text: String
    package var path: String
    /// Why the file could not be written; `nil` when it was.
    package var writeError: FileWriteError?

    /// Writes `text` to `path` (below `root`, refusing symbolic links there, as artifacts are).
    package init(writing text: String, to path: String, below root: String) {
        self.text = text
        self.path = path
        do throws(FileWriteError) {
            try AtomicFile.write(Array(text.utf8), to: path, refusingLinksBelow: root, durable: false, keepingSameContent: true)
        } catch {
            writeError = error
        }
    }

    /// The message line that points to the file.
    package var messageLine: String {
        writeError.map { "Capture explanation: not written (\($0))" } ?? "Capture explanation: \(path)"
    }
}
