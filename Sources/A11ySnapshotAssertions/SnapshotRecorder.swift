import A11ySnapshot
import Foundation

/// Compares a snapshot with its reference file and records it as the record mode says. The
/// assertions reach it through ``SnapshotAssertion``.
package struct SnapshotRecorder: Sendable {
    package var environment: SnapshotTestingEnvironment
    /// The settings of the innermost trait or `withAccessibilitySnapshotTesting` scope.
    package var scope: AccessibilitySnapshotConfiguration
    package var registry: SnapshotRegistry
    /// The run unnamed snapshots are numbered in; `nil` to find it as ``SnapshotRun`` describes.
    package var run: SnapshotRun?

    package init(
        environment: SnapshotTestingEnvironment,
        scope: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
        registry: SnapshotRegistry = .shared,
        run: SnapshotRun? = nil
    ) {
        self.environment = environment
        self.scope = scope
        self.registry = registry
        self.run = run
    }

    /// The recorder for the current task: its injected or process environment, its scope and run.
    package static var current: SnapshotRecorder {
        SnapshotRecorder(environment: .current, scope: ScopedConfiguration.current)
    }

    /// Checks `snapshot` and each of its variants against their references, writing files as the
    /// record mode says: the default screen's reference named for the test (and `name`), each
    /// variant's beside it with the variant's suffix (`loginScreen.ax5.json`). Returns every
    /// failure, the default screen's first; none when everything matches.
    ///
    /// - Parameters:
    ///   - settings: The call's own settings; an unset one falls through to the scope, the
    ///     project's `.a11ysnap.json` (rules) and the defaults. Its `variants` are not read: the
    ///     caller captures them.
    ///   - test: Identifies the running test for numbering unnamed snapshots and spotting two
    ///     assertions that would share a file; `function` when `nil`.
    package func verify(
        _ snapshot: AccessibilitySnapshot,
        variants: [(variant: AccessibilityVariant, snapshot: AccessibilitySnapshot)] = [],
        named name: String?,
        settings: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
        fileID: String,
        filePath: String,
        function: String,
        test: String? = nil
    ) -> [SnapshotFailure] {
        verify(LiveCapture(snapshot: snapshot), variants: variants.map { ($0.variant, LiveCapture(snapshot: $0.snapshot)) },
               named: name, settings: settings, fileID: fileID, filePath: filePath, function: function, test: test)
    }

    /// Checks a live capture and each of its variants as ``verify(_:variants:named:settings:fileID:filePath:function:test:)``
    /// checks snapshots, and more: a capture whose ``LiveCapture/degeneracy`` is set fails and
    /// records nothing unless `allowEmpty` is set, and a capture's explanation is written to
    /// `<stem>.capture.txt` beside its artifact and attached to its failure.
    package func verify(
        _ capture: LiveCapture,
        variants: [(variant: AccessibilityVariant, capture: LiveCapture)],
        named name: String?,
        settings: AccessibilitySnapshotConfiguration,
        fileID: String,
        filePath: String,
        function: String,
        test: String?
    ) -> [SnapshotFailure] {
        let location = SnapshotLocation(fileID: fileID, filePath: filePath, function: function, environment: environment)
        let options = settings.options ?? scope.options ?? .default
        let policy = settings.failOn ?? scope.failOn ?? .newErrors
        let engine: RuleEngine
        do throws(RuleConfigurationError) {
            let configuration: RuleConfiguration
            if let given = settings.rules ?? scope.rules {
                configuration = given
            } else {
                configuration = try ProjectConfiguration.shared.rules(forPackageRoot: location.packageRoot)
            }
            engine = try RuleEngineCache.shared.engine(for: configuration)
        } catch {
            return [SnapshotFailure(.invalidRuleConfiguration(error.description), artifactsDirectory: location.artifactsDirectory)]
        }
        let mode: ResolvedRecordMode
        switch ResolvedRecordMode.resolve(call: settings.record, scope: scope.record, environment: environment) {
        case .success(let resolved): mode = resolved
        case .failure(let invalid): return [SnapshotFailure(.invalidRecordMode(invalid), artifactsDirectory: location.artifactsDirectory)]
        }

        let test = test ?? function
        let (run, runSource) = currentRun()
        let counterKey = location.referencePath(stem: location.testName) + "\u{0}" + test
        let index = name == nil ? (run?.nextIndex(for: counterKey) ?? registry.nextIndex(for: counterKey)) : 1
        let baseStem = location.stem(named: name, index: index)
        let resolved = Resolved(mode: mode, options: options, engine: engine, policy: policy,
                                allowsEmpty: settings.allowEmpty ?? scope.allowEmpty ?? false)
        var failures: [SnapshotFailure] = []
        for (variant, screen) in [(nil, capture)] + variants.map({ (Optional($0.variant), $0.capture) }) {
            let suffix = variant.map { "." + $0.fileSuffix } ?? ""
            let owner = SnapshotRegistry.Owner(test: test, name: variant == nil ? name : (name ?? "") + suffix)
            guard var failure = check(screen, stem: baseStem + suffix, owner: owner, location: location, settings: resolved) else { continue }
            failure.variant = variant
            failure.numberedWithoutRun = name == nil && index > 1 && runSource == .process ? index : nil
            failures.append(failure)
        }
        return failures
    }

    /// How one assertion compares and records, every setting resolved.
    private struct Resolved {
        var mode: ResolvedRecordMode
        var options: DiffOptions
        var engine: RuleEngine
        var policy: ViolationPolicy
        /// `allowEmpty`: a degenerate live capture is recorded and compared like any other.
        var allowsEmpty: Bool
    }

    /// Checks one capture against the reference file `stem` names.
    private func check(_ capture: LiveCapture, stem: String, owner: SnapshotRegistry.Owner, location: SnapshotLocation,
                       settings: Resolved) -> SnapshotFailure? {
        let referencePath = location.referencePath(stem: stem)
        let snapshotName = location.snapshotName(stem: stem)
        if let other = registry.claim(referencePath, by: owner) {
            return SnapshotFailure(.sharedReference(snapshot: snapshotName, reference: referencePath, other: other),
                                   artifactsDirectory: location.artifactsDirectory)
        }
        TestRunRecord.noteUse(of: referencePath, artifactsDirectory: location.artifactsDirectory)

        var current = capture.snapshot
        current.name = snapshotName
        let encoding = current.canonicalEncoding()
        let bytes = encoding.bytes
        let artifactPath = location.artifactPath(stem: stem)
        let explanation = capture.explanation.map {
            CaptureExplanationFile(writing: $0, to: location.explanationPath(stem: stem), below: location.artifactsDirectory)
        }
        func explained(_ failure: SnapshotFailure) -> SnapshotFailure {
            var failure = failure
            failure.current = current
            failure.currentBytes = bytes
            failure.stem = stem
            failure.explanation = explanation
            return failure
        }
        if let degeneracy = capture.degeneracy, !settings.allowsEmpty {
            // Nothing of it is kept: no reference, and no artifact that `a11ysnap accept` could make one.
            Self.removeStaleArtifact(at: artifactPath, below: location.artifactsDirectory)
            return explained(SnapshotFailure(.degenerateCapture(snapshot: snapshotName, problem: degeneracy),
                                             artifactsDirectory: location.artifactsDirectory))
        }
        let artifact = FailureArtifact(bytes: bytes, path: artifactPath, root: location.artifactsDirectory)

        // One assertion at a time per reference file, so assertions of one test that share a name
        // (parameterized cases running in parallel) see each other's recording: the first records,
        // the others compare with what it wrote.
        return registry.withExclusiveAccess(to: referencePath) { () -> SnapshotFailure? in
            var referenceBytes: [UInt8]?
            guard let kind = compareAndRecord(current, encoding: encoding, name: snapshotName, mode: settings.mode, path: referencePath,
                                              root: location.snapshotDirectory, options: settings.options, engine: settings.engine,
                                              policy: settings.policy, artifact: artifact, referenceBytes: &referenceBytes) else {
                Self.removeStaleArtifact(at: artifactPath, below: location.artifactsDirectory)
                return nil
            }
            var files = SnapshotFailure.Files(reference: referencePath, artifact: artifactPath)
            files.artifactError = artifact.write()
            var failure = explained(SnapshotFailure(kind, files: files, artifactsDirectory: location.artifactsDirectory))
            failure.referenceBytes = referenceBytes
            return failure
        }
    }

    /// The reference the next assertion with these arguments will compare with, as a snapshot,
    /// without taking its number; `nil` when there is none or it cannot be read. Used to read a
    /// baseline before the capture is asserted (Apple's audit).
    package func upcomingReference(named name: String?, fileID: String, filePath: String, function: String,
                                   test: String?) -> AccessibilitySnapshot? {
        let location = SnapshotLocation(fileID: fileID, filePath: filePath, function: function, environment: environment)
        let counterKey = location.referencePath(stem: location.testName) + "\u{0}" + (test ?? function)
        let index = name == nil ? (currentRun().0?.peekIndex(for: counterKey) ?? registry.peekIndex(for: counterKey)) : 1
        return try? AccessibilitySnapshot(contentsOfFile: location.referencePath(stem: location.stem(named: name, index: index)))
    }

    /// The run unnamed snapshots are numbered in, and where it comes from (see ``SnapshotRun``).
    private func currentRun() -> (SnapshotRun?, SnapshotRun.Source) {
        if let run { return (run, .trait) }
        if let scoped = SnapshotRun.scoped { return (scoped, .trait) }
        if let run = TestFramework.xcTestRun { return (run, .xcTestCase) }
        return (nil, .process)
    }

    private func compareAndRecord(
        _ current: AccessibilitySnapshot,
        encoding: CanonicalEncoding,
        name: String,
        mode: ResolvedRecordMode,
        path: String,
        root: String,
        options: DiffOptions,
        engine: RuleEngine,
        policy: ViolationPolicy,
        artifact: FailureArtifact,
        referenceBytes referenceRead: inout [UInt8]?
    ) -> SnapshotFailure.Kind? {
        let bytes = encoding.bytes
        func record() -> FileWriteError? {
            do {
                try AtomicFile.write(bytes, to: path, refusingLinksBelow: root, keepingSameContent: true)
                return nil
            } catch {
                return error
            }
        }
        func recordOver() -> SnapshotFailure.Recording {
            guard mode.mode == .failed else { return .no }
            return record().map { .failed($0) } ?? .yes
        }

        func existingViolations() -> [Violation] {
            engine.check(current).violations
        }
        /// A tree that matches its reference can still fail on violations, as the policy says.
        /// `rules` is the two trees' classification when it was made already.
        func violationsOfMatch(reference: AccessibilitySnapshot, diff: SnapshotDiff?,
                               rules: ViolationComparison? = nil) -> SnapshotFailure.Kind? {
            let failing: [Violation]
            switch policy {
            case .never: return nil
            case .anyError: failing = (rules?.current.violations ?? existingViolations()).filter { $0.severity == .error }
            case .newErrors:
                // The same tree has the same violations; only a difference within the options can add some.
                guard let diff else { return nil }
                failing = (rules ?? ViolationComparison(reference: reference, current: current, engine: engine, diff: diff))
                    .new.filter { $0.severity == .error }
            }
            return failing.isEmpty ? nil : .violations(snapshot: name, failing: failing, policy: policy)
        }

        if mode.mode == .all {
            let previous = previousReference(at: path, current: current, bytes: bytes, name: name, options: options, engine: engine,
                                             read: &referenceRead)
            if let error = record() { return .cannotRecord(snapshot: name, error: error) }
            return .recorded(snapshot: name, mode: mode, existingViolations: existingViolations(), previous: previous, policy: policy)
        }

        let referenceBytes: [UInt8]
        switch Self.read(path) {
        case .absent:
            if mode.mode == .never { return .missingReference(snapshot: name, mode: mode) }
            if let error = record() { return .cannotRecord(snapshot: name, error: error) }
            return .recorded(snapshot: name, mode: mode, existingViolations: existingViolations(), policy: policy)
        case .unreadable(let error):
            return .unreadableReference(snapshot: name, error: error, mode: mode, rerecorded: recordOver())
        case .bytes(let read):
            referenceBytes = read
            referenceRead = read
        }

        if ByteEquality.equal(referenceBytes, bytes) { return violationsOfMatch(reference: current, diff: nil) }
        // The bytes differ: nearly always a changed tree, whose report needs both trees'
        // violations. The reference is read against the current tree's encoding: the elements
        // before and after the change are taken from the current tree, not parsed, with the same
        // result and errors as a full reading (`ReusableElements`). Two threads share the work:
        // one reads the reference and checks it, the other checks the current tree and puts its
        // violations in report order, and the one done first diffs the trees and, when the diff
        // shows a change (the test fails), writes the artifact. (A reference that is the current
        // tree written differently, by an older writer or a hand edit, diffs empty and matches.)
        let (decoded, checked, (currentReport, currentOrder), diffed) = Parallel.chains(
            { Result { () throws(SnapshotFormatError) in
                try AccessibilitySnapshot(json: referenceBytes, file: path, reusingUnchangedElementsOf: encoding)
            } },
            then: { decoded in (try? decoded.get()).map(engine.check) },
            {
                let report = engine.check(current)
                return (report, Violation.reportOrder(of: report.violations))
            },
            thenOnEither: { decoded in
                let diff = (try? decoded.get()).map { SnapshotDiff(reference: $0, current: current, options: options) }
                if diff?.isEmpty == false { artifact.write() }
                return diff
            })
        let reference: AccessibilitySnapshot
        switch decoded {
        case .failure(let error): return .unreadableReference(snapshot: name, error: error, mode: mode, rerecorded: recordOver())
        case .success(let tree): reference = tree
        }
        guard let referenceReport = checked, let diff = diffed else { preconditionFailure("a decoded reference is checked and diffed") }
        if diff.isEmpty {
            let rules = ViolationComparison(reference: referenceReport, current: currentReport, matching: diff.matching)
            // Differences within the options (frame tolerance, ignored attributes, masks) match, and
            // so does the same tree with other Apple audit issues unless an audit issue is new or
            // resolved (then the baseline in the reference is out of date, like a changed tree).
            if reference.appleAudit == current.appleAudit
                || !(rules.new + rules.resolved).contains(where: { $0.ruleID.hasPrefix(AppleAuditIssue.rulePrefix) }) {
                return violationsOfMatch(reference: reference, diff: diff, rules: rules)
            }
            return .mismatch(snapshot: name, comparison: SnapshotComparison(diff: diff, rules: rules, name: name), mode: mode,
                             rerecorded: recordOver())
        }
        let violations = ViolationChanges(classifying: referenceReport, current: currentReport, currentOrder: currentOrder,
                                          matching: diff.matching)
        return .mismatch(snapshot: name, comparison: SnapshotComparison(diff: diff, name: name, violations: violations), mode: mode,
                         rerecorded: recordOver())
    }

    /// What the reference at `path` holds compared with what record mode `all` is about to write.
    private func previousReference(
        at path: String, current: AccessibilitySnapshot, bytes: [UInt8], name: String, options: DiffOptions, engine: RuleEngine,
        read referenceRead: inout [UInt8]?
    ) -> SnapshotFailure.PreviousReference {
        let old: [UInt8]
        switch Self.read(path) {
        case .absent: return .none
        case .unreadable: return .unreadable
        case .bytes(let read): old = read
        }
        referenceRead = old
        if old == bytes { return .unchanged }
        guard let reference = try? AccessibilitySnapshot(json: old, file: path) else { return .unreadable }
        let diff = SnapshotDiff(reference: reference, current: current, options: options)
        if diff.isEmpty {
            // Unchanged within the options, but the file now holds what they leave out (frames
            // the assertion ignores, masked text): say so, not that the tree is the same.
            let whole = SnapshotDiff(reference: reference, current: current)
            guard whole.isEmpty else { return .changedOutsideOptions(ComparisonSummary(SnapshotComparison(diff: whole, name: name)).phrase) }
            return SnapshotHeaderChange.describe(from: reference, to: current).map(SnapshotFailure.PreviousReference.changedHeader) ?? .reformatted
        }
        return .changed(SnapshotComparison(diff: diff, engine: engine, name: name))
    }

    private enum ReadResult {
        case absent
        case bytes([UInt8])
        case unreadable(SnapshotFormatError)
    }

    private static func read(_ path: String) -> ReadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .absent }
        func unreadable(_ reason: String) -> ReadResult {
            .unreadable(SnapshotFormatError(reason: .unreadable, file: path, line: 1, column: 1,
                                            message: "cannot read the file (\(reason))"))
        }
        if isDirectory.boolValue { return unreadable("it is a directory") }
        if let bytes = FileBytes.contents(atPath: path) { return .bytes(bytes) }
        do {
            return .bytes([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        } catch {
            return unreadable(error.localizedDescription)
        }
    }

    /// A passing assertion removes the artifact an earlier failing run left, so the artifacts
    /// folder only ever shows current failures. Nothing is removed through a symbolic link.
    private static func removeStaleArtifact(at path: String, below root: String) {
        guard FileManager.default.fileExists(atPath: path),
              SymbolicLinkCheck.firstLink(on: path, below: root) == nil else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
