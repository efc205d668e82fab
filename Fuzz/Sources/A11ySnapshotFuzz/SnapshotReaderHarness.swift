import A11ySnapshot

/// Reads the bytes as a snapshot; whatever reads must be a canonical fixed point, and whatever
/// does not must be refused with a position inside the input.
enum SnapshotReaderHarness {
    static func run(_ bytes: [UInt8]) {
        do {
            let snapshot = try AccessibilitySnapshot(json: bytes)
            CanonicalForm.checkRoundTrip(snapshot, from: "the snapshot reader")
        } catch {
            ErrorLocation.check(line: error.line, column: error.column, message: error.message,
                                description: error.description, in: bytes, from: "the snapshot reader")
        }
    }
}
