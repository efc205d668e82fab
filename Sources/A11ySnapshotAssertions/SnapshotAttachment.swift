import A11ySnapshot

/// A file attached to a failing test's result: the current snapshot, the reference, and the text
/// and HTML reports of the comparison.
package struct SnapshotAttachment: Sendable, Equatable {
    /// The file name, e.g. `loginScreen.current.json`.
    package var name: String
    package var bytes: [UInt8]
    /// The uniform type identifier Xcode shows the file as.
    package var uniformTypeIdentifier: String

    package init(name: String, bytes: [UInt8], uniformTypeIdentifier: String) {
        self.name = name
        self.bytes = bytes
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }
}

extension SnapshotFailure {
    /// The files attached for this failure, named after the reference (`<stem>.current.json`,
    /// `<stem>.reference.json`, `<stem>.report.txt`, `<stem>.report.html`, and a live capture's
    /// `<stem>.capture.txt` when it explained its walk); none for configuration errors, which
    /// check no snapshot.
    package var attachments: [SnapshotAttachment] {
        guard let current, let currentBytes, let stem else { return [] }
        var files = [SnapshotAttachment(name: stem + ".current.json", bytes: currentBytes, uniformTypeIdentifier: "public.json")]
        if let referenceBytes {
            files.append(SnapshotAttachment(name: stem + ".reference.json", bytes: referenceBytes, uniformTypeIdentifier: "public.json"))
        }
        let comparison = reportedComparison(current: current)
        let text = message + "\n\n" + TextReport().render([comparison])
        files.append(SnapshotAttachment(name: stem + ".report.txt", bytes: Array(text.utf8), uniformTypeIdentifier: "public.plain-text"))
        files.append(SnapshotAttachment(name: stem + ".report.html", bytes: Array(HTMLReport().render(comparison).utf8),
                                        uniformTypeIdentifier: "public.html"))
        if let explanation {
            files.append(SnapshotAttachment(name: stem + ".capture.txt", bytes: Array(explanation.text.utf8),
                                            uniformTypeIdentifier: "public.plain-text"))
        }
        return files
    }

    /// The comparison the reports show: the mismatch or the change record mode `all` made, else
    /// the current screen alone (a new recording, a missing reference, violations).
    private func reportedComparison(current: AccessibilitySnapshot) -> SnapshotComparison {
        switch kind {
        case .mismatch(_, let comparison, _, _): return comparison
        case .recorded(_, _, _, .changed(let comparison), _): return comparison
        case .recorded(_, _, let existing, _, _): return SnapshotComparison(added: current, violations: ViolationChanges(unchanged: existing))
        case .violations(_, let failing, _): return SnapshotComparison(added: current, violations: ViolationChanges(new: failing))
        default: return SnapshotComparison(added: current)
        }
    }
}
