import A11ySnapshot

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
