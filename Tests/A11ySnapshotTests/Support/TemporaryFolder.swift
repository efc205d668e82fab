import Foundation

/// Runs `body` with a new, empty folder under the temporary directory (its name starting with
/// `a11ysnap-<name>-`), and removes the folder and everything in it afterwards.
func withTemporaryFolder<Result>(_ name: String, _ body: (String) throws -> Result) throws -> Result {
    let path = NSTemporaryDirectory() + "a11ysnap-\(name)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}
