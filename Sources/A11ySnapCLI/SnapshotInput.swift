import A11ySnapshot
import Foundation

/// A file given where a command expects a snapshot: a canonical snapshot, or another tool's
/// accessibility dump (Appium, XCUITest, idb, …), imported on the fly with the canonical policy.
enum SnapshotInput {
    /// Reads `path`. With `format`, the file is imported as that dump format; otherwise a
    /// recognized dump is imported and anything else is read as a snapshot (so a broken snapshot
    /// gets the snapshot reader's located error).
    static func read(_ path: String, format: DumpFormat? = nil, options: ImportOptions = .canonical) throws(InputFileError) -> AccessibilitySnapshot {
        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
        } catch {
            throw InputFileError(file: path, line: 1, column: 1, message: "cannot read the file (\(error.localizedDescription))")
        }
        guard let dumpFormat = format ?? DumpImport.detectFormat(of: bytes) else {
            do {
                return try AccessibilitySnapshot(json: bytes, file: path)
            } catch {
                throw InputFileError(error)
            }
        }
        do {
            return try DumpImport.snapshot(fromDump: bytes, file: path, format: dumpFormat, options: options)
        } catch {
            throw InputFileError(error)
        }
    }
}
