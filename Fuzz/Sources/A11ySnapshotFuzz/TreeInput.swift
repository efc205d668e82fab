import A11ySnapshot

/// Turns fuzzer bytes into a tree the way `a11ysnap` does: a snapshot when the bytes are one, else
/// an imported dump of whatever format detection finds.
enum TreeInput {
    /// The tree `bytes` hold, or `nil` when they are neither a snapshot nor an importable dump.
    static func tree(_ bytes: ArraySlice<UInt8>) -> AccessibilitySnapshot? {
        let bytes = Array(bytes)
        if let snapshot = try? AccessibilitySnapshot(json: bytes) { return snapshot }
        return try? DumpImport.snapshot(fromDump: bytes)
    }
}
