import A11ySnapshot

/// Why an accessibility snapshot assertion failed. ``message`` is what the test reports: a summary
/// line, then details, then the reference and artifact paths.
package struct SnapshotFailure: Sendable {
    package enum Kind: Sendable {
        /// `A11Y_SNAPSHOT_RECORD` is not a record mode. Nothing was compared or written.
        case invalidRecordMode(InvalidRecordMode)
        /// Another assertion in this run already uses the same reference file. Nothing was written.
        case sharedReference(snapshot: String, reference: String, other: SnapshotRegistry.Owner)
        /// The rule configuration given to the assertion is invalid. Nothing was compared or written.
        case invalidRuleConfiguration(String)
        /// The snapshot was recorded: record mode is `all`, or there was no reference. Its existing
        /// violations are listed, not failed for.
        case recorded(snapshot: String, mode: ResolvedRecordMode, existingViolations: [Violation],
                      previous: PreviousReference = .none, policy: ViolationPolicy = .newErrors)
        /// The tree matches its reference, but the violation policy fails it.
        case violations(snapshot: String, failing: [Violation], policy: ViolationPolicy)
        /// There is no reference and record mode `never` forbids recording one.
        case missingReference(snapshot: String, mode: ResolvedRecordMode)
        /// The reference holds a different tree.
        case mismatch(snapshot: String, comparison: SnapshotComparison, mode: ResolvedRecordMode, rerecorded: Recording)
        /// The reference is not a valid snapshot file (or not readable at all).
        case unreadableReference(snapshot: String, error: SnapshotFormatError, mode: ResolvedRecordMode, rerecorded: Recording)
        /// Writing the reference failed.
        case cannotRecord(snapshot: String, error: FileWriteError)
        /// A live capture looks like that of a broken environment (`problem`: its cause and fix,
        /// one line each) and `allowEmpty` is not set. Nothing was compared or written.
        case degenerateCapture(snapshot: String, problem: [String])
    }

    /// What the reference held before record mode `all` wrote over it.
    package enum PreviousReference: Sendable {
        /// There was no reference.
        case none
        /// The same bytes.
        case unchanged
        /// The same tree, written differently.
        case reformatted
        /// The same tree under another name, platform or stated data (``SnapshotHeaderChange``).
        case changedHeader(String)
        /// The same tree within the comparison options, changed in what they leave out; the
        /// changes' summary (`2 elements changed (2 attributes)`).
        case changedOutsideOptions(String)
        /// A different tree.
        case changed(SnapshotComparison)
        /// A file that was not a readable snapshot.
        case unreadable
    }

    package var kind: Kind
    /// The reference and artifact files; `nil` for configuration errors, which touch no file.
    package var files: Files?
    /// The snapshot the assertion checked, named as recorded; `nil` for configuration errors.
    package var current: AccessibilitySnapshot?
    /// The current snapshot's canonical bytes, as written to the artifact.
    package var currentBytes: [UInt8]?
    /// The reference's bytes as they were before the assertion, if there was a file.
    package var referenceBytes: [UInt8]?
    /// The reference's file name without `.json` (`loginScreen.2`), for attachment names.
    package var stem: String?
    /// The variant whose reference failed, or `nil` for the default screen.
    package var variant: AccessibilityVariant?
    /// The artifacts folder of the assertion, whose run manifest counts this failure.
    package var artifactsDirectory: String?
    /// The live capture's explanation of its walk, as written beside the artifact; `nil` when the
    /// capture did not explain (or the snapshot was not captured live).
    package var explanation: CaptureExplanationFile?
    /// The number of an unnamed snapshot numbered past 1 with no known run boundary (Swift Testing
    /// without the trait): under `--repetitions` it may count earlier repetitions' assertions.
    package var numberedWithoutRun: Int?

    package init(_ kind: Kind, files: Files? = nil, artifactsDirectory: String? = nil) {
        self.kind = kind
        self.files = files
        self.artifactsDirectory = artifactsDirectory
    }

    /// Whether the current snapshot was recorded over a mismatching or unreadable reference.
    package enum Recording: Sendable {
        case no
        case yes
        case failed(FileWriteError)
    }

    /// The files of a failure: the reference, and where the current snapshot was written for
    /// review (or why it could not be).
    package struct Files: Sendable {
        package var reference: String
        package var artifact: String
        package var artifactError: FileWriteError?

        package init(reference: String, artifact: String, artifactError: FileWriteError? = nil) {
            self.reference = reference
            self.artifact = artifact
            self.artifactError = artifactError
        }
    }

    /// Differences listed in a mismatch message before `… and N more`.
    package static let differenceLimit = 20

    package var message: String {
        var lines: [String]
        switch kind {
        case .invalidRecordMode(let invalid):
            lines = [
                "\(ResolvedRecordMode.variable) is \(quoted(invalid.value)), which is not a record mode: use all, missing, failed or never.",
                "Nothing was compared or recorded.",
            ]
        case let .sharedReference(snapshot, reference, other):
            lines = [
                "Accessibility snapshot \(quoted(snapshot)) would use the same reference file as another assertion in this run (\(other)).",
                "Give the snapshots distinct names: names that differ only in case or in characters other than A-Z, a-z, 0-9 and _ share a file.",
                "Reference: \(reference)",
            ]
        case .invalidRuleConfiguration(let error):
            lines = ["The rule configuration is invalid: \(error)", "Nothing was compared or recorded."]
        case let .violations(snapshot, failing, policy):
            let which = policy == .anyError ? "has" : "matches its reference but has new"
            lines = ["Accessibility snapshot \(quoted(snapshot)) \(which) accessibility errors (failOn: .\(policy.rawValue)):"]
            lines += TextReport().violationLines(failing).map { "  " + $0 }
            lines.append(policy == .anyError
                ? "Fix them: failOn: .anyError fails on every error, recorded or not (failOn: .newErrors fails on new ones only)."
                : "Fix them, or take them into the reference's baseline by recording it again (record: .all): "
                    + "record mode failed records only a tree that changed.")
        case let .recorded(snapshot, mode, existing, previous, policy):
            if mode.mode == .all {
                let recorded = "Record mode is on, \(mode.explanation): recorded accessibility snapshot \(quoted(snapshot))"
                switch previous {
                case .none: lines = [recorded + " (there was no reference)."]
                case .unchanged: lines = [recorded + "; the reference is unchanged."]
                case .reformatted: lines = [recorded + "; the tree is unchanged (the file was rewritten in canonical form)."]
                case .changedHeader(let change): lines = [recorded + "; the tree is unchanged (\(change))."]
                case .changedOutsideOptions(let summary):
                    lines = [recorded + "; the reference changed only in what the comparison options leave out: \(summary)."]
                case .unreadable: lines = [recorded + " over a reference that could not be read."]
                case .changed(let comparison):
                    lines = [recorded + "; the reference changed: \(ComparisonSummary(comparison).phrase)."]
                    lines += Self.firstBlocks(TextReport().changeBlocks(comparison), limit: Self.differenceLimit)
                }
                lines.append("Turn record mode off and re-run the test to compare against the reference.")
            } else {
                lines = [
                    "No reference for accessibility snapshot \(quoted(snapshot)): recorded it.",
                    "Re-run the test to compare against the new reference.",
                ]
            }
            lines += Self.violationList("Existing accessibility violations", existing, note: policy == .anyError
                ? ", recorded as the baseline (failOn: .anyError fails the next run on their errors)"
                : ", recorded as the baseline (they do not fail the test)")
        case let .missingReference(snapshot, mode):
            lines = [
                "No reference for accessibility snapshot \(quoted(snapshot)); nothing was recorded because record mode is \(mode.explanation).",
                mode.outranksEnvironment
                    ? "Record it locally (\(mode.howToAsk(for: .missing))), commit it and re-run."
                    : "Record it locally (record mode \"missing\", e.g. \(ResolvedRecordMode.variable)=missing), commit it and re-run.",
            ]
        case let .mismatch(snapshot, comparison, mode, rerecorded):
            if comparison.diff?.isEmpty ?? false {
                lines = ["Accessibility snapshot \(quoted(snapshot)) has the reference's tree, but Apple's accessibility audit found other issues than the reference records."]
            } else {
                lines = ["Accessibility snapshot \(quoted(snapshot)) does not match the reference: \(ComparisonSummary(comparison).phrase)."]
            }
            lines += Self.firstBlocks(TextReport().changeBlocks(comparison), limit: Self.differenceLimit)
            lines += Self.violationList("New accessibility violations", comparison.violations.new)
            lines += Self.violationList("Resolved accessibility violations", comparison.violations.resolved)
            lines.append(Self.advice(rerecorded, mode: mode, instead: "If the change is intended, re-record it with \(mode.howToAsk(for: .failed))."))
        case let .unreadableReference(snapshot, error, mode, rerecorded):
            lines = [
                "The reference of accessibility snapshot \(quoted(snapshot)) cannot be read:",
                "  \(error)",
                Self.advice(rerecorded, mode: mode, instead: "Fix or delete the file, or re-record it with \(mode.howToAsk(for: .failed))."),
            ]
        case let .cannotRecord(snapshot, error):
            lines = ["Could not record accessibility snapshot \(quoted(snapshot)): \(error)"]
        case let .degenerateCapture(snapshot, problem):
            lines = ["Accessibility snapshot \(quoted(snapshot)) was not recorded or compared: \(problem.first ?? "")"]
            lines += problem.dropFirst()
            lines.append("If the screen is meant to look like this, set allowEmpty: true in the assertion's configuration: (or in the .accessibilitySnapshots trait or withAccessibilitySnapshotTesting).")
            if explanation == nil {
                lines.append("To see every decision of the capture, set \(CaptureExplanationSetting.variable)=1 (\(SnapshotTestingEnvironment.testRunnerPrefix)\(CaptureExplanationSetting.variable)=1 for xcodebuild): it writes \(stem ?? "<stem>").capture.txt beside the artifacts (docs/CAPTURE.md).")
            }
        }
        if let number = numberedWithoutRun, Self.isAboutAMissingReference(kind) {
            lines.append("This is the test's unnamed snapshot number \(number): if the test runs more than once in one process (--repetitions, --repeat-until) or asserts in a loop whose length changes, add the .accessibilitySnapshots() trait to the test or its suite so each run numbers from 1, or give the snapshot a name.")
        }
        if let files {
            lines.append("Reference: \(files.reference)")
            if let error = files.artifactError {
                lines.append("Current:   not written (\(error))")
            } else {
                lines.append("Current:   \(files.artifact)")
            }
        }
        if let explanation { lines.append(explanation.messageLine) }
        if let variant, !lines.isEmpty { lines[0] = "At \(variant.title): " + lines[0] }
        return lines.joined(separator: "\n")
    }

    private static func isAboutAMissingReference(_ kind: Kind) -> Bool {
        switch kind {
        case .missingReference: true
        case .recorded(_, let mode, _, _, _): mode.mode != .all
        default: false
        }
    }

    /// `title (N):` and up to ``differenceLimit`` violations, or nothing when there are none.
    private static func violationList(_ title: String, _ violations: [Violation], note: String = "") -> [String] {
        guard !violations.isEmpty else { return [] }
        var lines = ["\(title) (\(violations.count))\(note):"]
        lines += TextReport().violationLines(Array(violations.prefix(differenceLimit))).map { "  " + $0 }
        if violations.count > differenceLimit { lines.append("  … and \(violations.count - differenceLimit) more") }
        return lines
    }

    /// Whole element blocks (an element's header line and its detail lines) up to `limit` lines,
    /// then how many elements were left out.
    private static func firstBlocks(_ blocks: [[String]], limit: Int) -> [String] {
        var kept: [String] = []
        var shown = 0
        for block in blocks where shown == 0 || kept.count + block.count <= limit {
            guard kept.count + block.count <= limit || shown == 0 else { break }
            kept += block
            shown += 1
        }
        if shown < blocks.count {
            let rest = blocks.count - shown
            kept.append("  … and \(rest) more element\(rest == 1 ? "" : "s") (run 'a11ysnap diff' on the reference and current files for the whole report)")
        }
        return kept
    }

    private static func advice(_ recording: Recording, mode: ResolvedRecordMode, instead: String) -> String {
        switch recording {
        case .no: instead
        case .yes: "Recorded the current snapshot over the reference because record mode is \(mode.explanation); re-run the test to compare against it."
        case .failed(let error): "Could not record the current snapshot over the reference: \(error)"
        }
    }
}

private func quoted(_ text: String) -> String {
    JSONString.quoted(text)
}
