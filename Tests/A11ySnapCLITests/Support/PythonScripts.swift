import Foundation
import Testing

/// What the tests of the repository's Python scripts (`scripts/fidelity-report`, …) need.
enum PythonScripts {
    static let python: String? = HeadlessBrowser.findOnPath("python3")
    static let skipReason: Comment = "python3 is not on PATH; the scripts under test are Python 3"

    /// The repository this test file belongs to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
