/// What changed between two snapshots outside their element trees, which ``SnapshotDiff`` does not
/// compare: the name, the platform, the data the source could state. A dump imported again under
/// another file name (`adb pull` always writes `window_dump.xml`) changes a reference's name and
/// nothing else; reports must not call that file unchanged or merely reformatted.
package enum SnapshotHeaderChange {
    /// `the name changed from "a" to "b"`, with the other changes after commas; `nil` when the
    /// two agree outside their trees.
    package static func describe(from reference: AccessibilitySnapshot, to current: AccessibilitySnapshot) -> String? {
        var changes: [String] = []
        if reference.name != current.name {
            changes.append("the name changed from \(DisplayText.quoted(reference.name)) to \(DisplayText.quoted(current.name))")
        }
        if reference.screenPlatform != current.screenPlatform {
            changes.append("the platform changed from \(reference.screenPlatform.rawValue) to \(current.screenPlatform.rawValue)")
        }
        if reference.states != current.states {
            changes.append("what the source can state changed")
        }
        return changes.isEmpty ? nil : changes.joined(separator: ", ")
    }
}
