import A11ySnapshot
import Foundation

/// One live capture (UIKit, SwiftUI) as the recorder takes it: the snapshot, and what only a live
/// capture knows about it. Snapshots built in code or imported from dumps carry neither.
package struct LiveCapture: Sendable {
    package var snapshot: AccessibilitySnapshot
    /// Why the capture looks like that of a broken environment, naming the likely cause and the
    /// fix, one line each; `nil` when it does not. Unless `allowEmpty` is set, the assertion fails
    /// with it and records nothing.
    package var degeneracy: [String]?
    /// The walk explained, when captures explain (`explain`, `A11Y_SNAPSHOT_EXPLAIN`): written to
    /// `<stem>.capture.txt` beside the artifact, and attached when the assertion fails.
    package var explanation: String?

    package init(snapshot: AccessibilitySnapshot, degeneracy: [String]? = nil, explanation: String? = nil) {
        self.snapshot = snapshot
        self.degeneracy = degeneracy
        self.explanation = explanation
    }
}

/// Whether live captures explain their walk: the call's `explain`, else the innermost scope's,
/// else `A11Y_SNAPSHOT_EXPLAIN` (set to anything but empty, `0`, `false`, `no` or `off`), else not.
package enum CaptureExplanationSetting {
    /// The environment variable that turns explanations on for the whole run.
    package static let variable = "A11Y_SNAPSHOT_EXPLAIN"

    package static func resolve(call: Bool?, scope: Bool?, environment: SnapshotTestingEnvironment) -> Bool {
        if let setting = call ?? scope { return setting }
        guard let value = environment[variable: variable]?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() else {
            return false
        }
        return !["", "0", "false", "no", "off"].contains(value)
    }
}
