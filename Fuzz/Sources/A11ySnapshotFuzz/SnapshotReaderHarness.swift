import A11ySnapshot

/// Reads the bytes as a snapshot; whatever reads must be a canonical fixed point.
enum SnapshotReaderHarness {
    static func run(_ bytes: [UInt8]) {
        guard let snapshot = try? AccessibilitySnapshot(json: bytes) else { return }
        CanonicalForm.checkRoundTrip(snapshot, from: "the snapshot reader")
    }
}

/// The codec's contract on any tree the model holds.
enum CanonicalForm {
    /// The canonical bytes of `snapshot` read back to an equal snapshot whose bytes are the same.
    static func checkRoundTrip(_ snapshot: AccessibilitySnapshot, from source: String) {
        let written = snapshot.canonicalJSON()
        let reread: AccessibilitySnapshot
        do {
            reread = try AccessibilitySnapshot(json: written)
        } catch {
            invariant(false, "the canonical form of a tree from \(source) does not read back: \(error)")
            return
        }
        invariant(reread == snapshot, "the canonical form of a tree from \(source) reads back as a different tree")
        invariant(reread.canonicalJSON() == written, "the canonical form of a tree from \(source) is not a fixed point")
    }
}
