import A11ySnapshot
import Foundation

/// Compares a snapshot with its reference file and records it as the record mode says. The
/// assertions are thin wrappers around ``verify(_:named:record:fileID:filePath:function:test:)``.
package struct SnapshotRecorder: Sendable {
    package var environment: SnapshotTestingEnvironment
    /// The mode set by `withAccessibilitySnapshotTesting(record:)`, if any.
    package var scopedMode: AccessibilitySnapshotRecordMode?
    package var registry: SnapshotRegistry

    package init(environment: SnapshotTestingEnvironment, scopedMode: AccessibilitySnapshotRecordMode?, registry: SnapshotRegistry = .shared) {
        self.environment = environment
        self.scopedMode = scopedMode
        self.registry = registry
    }

    /// The recorder for the current task: its injected or process environment and its scoped mode.
    package static var current: SnapshotRecorder {
        SnapshotRecorder(environment: .current, scopedMode: ScopedRecordMode.current)
    }

    /// Checks `snapshot` against its reference, writing files as the record mode says; returns the
    /// failure, or `nil` when the snapshot matches.
    ///
    /// - Parameters:
    ///   - test: Identifies the running test for numbering unnamed snapshots and spotting two
    ///     assertions that would share a file; `function` when `nil`.
    package func verify(
        _ snapshot: AccessibilitySnapshot,
        named name: String?,
        record: AccessibilitySnapshotRecordMode?,
        fileID: String,
        filePath: String,
        function: String,
        test: String? = nil,
        options: DiffOptions = .default,
        failOn policy: ViolationPolicy = .newErrors,
        rules: RuleConfiguration = RuleConfiguration()
    ) -> SnapshotFailure? {
        let engine: RuleEngine
        do {
            engine = try RuleEngineCache.shared.engine(for: rules)
        } catch {
            return SnapshotFailure(.invalidRuleConfiguration(error.description))
        }
        let mode: ResolvedRecordMode
        switch ResolvedRecordMode.resolve(call: record, scope: scopedMode, environment: environment) {
        case .success(let resolved): mode = resolved
        case .failure(let invalid): return SnapshotFailure(.invalidRecordMode(invalid))
        }

        let location = SnapshotLocation(fileID: fileID, filePath: filePath, function: function, environment: environment)
        let test = test ?? function
        let index = name == nil ? registry.nextIndex(for: location.referencePath(stem: location.testName) + "\u{0}" + test) : 1
        let stem = location.stem(named: name, index: index)
        let referencePath = location.referencePath(stem: stem)
        let snapshotName = location.snapshotName(stem: stem)
        if let other = registry.claim(referencePath, by: .init(test: test, name: name)) {
            return SnapshotFailure(.sharedReference(snapshot: snapshotName, reference: referencePath, other: other))
        }
        UsedReferences.append(referencePath, to: location.artifactsDirectory + "/" + UsedReferences.fileName)

        var current = snapshot
        current.name = snapshotName
        let bytes = current.canonicalJSON()
        let artifactPath = location.artifactPath(stem: stem)

        // One assertion at a time per reference file, so assertions of one test that share a name
        // (parameterized cases running in parallel) see each other's recording: the first records,
        // the others compare with what it wrote.
        return registry.withExclusiveAccess(to: referencePath) { () -> SnapshotFailure? in
            guard let kind = compareAndRecord(current, bytes: bytes, name: snapshotName, mode: mode, path: referencePath,
                                              root: location.snapshotDirectory, options: options, engine: engine,
                                              policy: policy) else {
                Self.removeStaleArtifact(at: artifactPath, below: location.artifactsDirectory)
                return nil
            }
            var files = SnapshotFailure.Files(reference: referencePath, artifact: artifactPath)
            do throws(FileWriteError) {
                // Made again on every failing run: no fsync (0.5 ms or more of a 1 ms assertion).
                try AtomicFile.write(bytes, to: artifactPath, refusingLinksBelow: location.artifactsDirectory, durable: false)
            } catch {
                files.artifactError = error
            }
            return SnapshotFailure(kind, files: files)
        }
    }

    private func compareAndRecord(
        _ current: AccessibilitySnapshot,
        bytes: [UInt8],
        name: String,
        mode: ResolvedRecordMode,
        path: String,
        root: String,
        options: DiffOptions,
        engine: RuleEngine,
        policy: ViolationPolicy
    ) -> SnapshotFailure.Kind? {
        func record() -> FileWriteError? {
            do {
                try AtomicFile.write(bytes, to: path, refusingLinksBelow: root)
                return nil
            } catch {
                return error
            }
        }
        func recordOver() -> SnapshotFailure.Recording {
            guard mode.mode == .failed else { return .no }
            return record().map { .failed($0) } ?? .yes
        }

        func existingViolations() -> [ReportViolation] {
            engine.check(current).violations.map(ReportViolation.init)
        }
        /// A tree that matches its reference can still fail on violations, as the policy says.
        func violationsOfMatch(reference: AccessibilitySnapshot, diff: SnapshotDiff?) -> SnapshotFailure.Kind? {
            let failing: [ReportViolation]
            switch policy {
            case .never: return nil
            case .anyError: failing = existingViolations().filter { $0.severity == .error }
            case .newErrors:
                // The same tree has the same violations; only a difference within the options can add some.
                guard let diff else { return nil }
                failing = ViolationComparison(reference: reference, current: current, engine: engine, diff: diff)
                    .new.filter { $0.severity == .error }.map(ReportViolation.init)
            }
            return failing.isEmpty ? nil : .violations(snapshot: name, failing: failing, policy: policy)
        }

        if mode.mode == .all {
            let previous = previousReference(at: path, current: current, bytes: bytes, name: name, options: options, engine: engine)
            if let error = record() { return .cannotRecord(snapshot: name, error: error) }
            return .recorded(snapshot: name, mode: mode, existingViolations: existingViolations(), previous: previous)
        }

        let referenceBytes: [UInt8]
        switch Self.read(path) {
        case .absent:
            if mode.mode == .never { return .missingReference(snapshot: name, mode: mode) }
            if let error = record() { return .cannotRecord(snapshot: name, error: error) }
            return .recorded(snapshot: name, mode: mode, existingViolations: existingViolations())
        case .unreadable(let error):
            return .unreadableReference(snapshot: name, error: error, mode: mode, rerecorded: recordOver())
        case .bytes(let read):
            referenceBytes = read
        }

        if referenceBytes == bytes { return violationsOfMatch(reference: current, diff: nil) }
        let reference: AccessibilitySnapshot
        do {
            reference = try AccessibilitySnapshot(json: referenceBytes, file: path)
        } catch {
            return .unreadableReference(snapshot: name, error: error, mode: mode, rerecorded: recordOver())
        }
        // Same tree, written differently (an older writer, a hand edit): still a match.
        if reference == current { return violationsOfMatch(reference: reference, diff: nil) }
        // Differences within the options (frame tolerance, ignored attributes, masks) also match.
        let diff = SnapshotDiff(reference: reference, current: current, options: options)
        if diff.isEmpty { return violationsOfMatch(reference: reference, diff: diff) }
        let violations = ViolationComparison(reference: reference, current: current, engine: engine, diff: diff)
        let comparison = SnapshotComparison(diff: diff, name: name, violations: ViolationChanges(violations))
        return .mismatch(snapshot: name, comparison: comparison, mode: mode, rerecorded: recordOver())
    }

    /// What the reference at `path` holds compared with what record mode `all` is about to write.
    private func previousReference(
        at path: String, current: AccessibilitySnapshot, bytes: [UInt8], name: String, options: DiffOptions, engine: RuleEngine
    ) -> SnapshotFailure.PreviousReference {
        let old: [UInt8]
        switch Self.read(path) {
        case .absent: return .none
        case .unreadable: return .unreadable
        case .bytes(let read): old = read
        }
        if old == bytes { return .unchanged }
        guard let reference = try? AccessibilitySnapshot(json: old, file: path) else { return .unreadable }
        let diff = SnapshotDiff(reference: reference, current: current, options: options)
        if diff.isEmpty { return .reformatted }
        let violations = ViolationComparison(reference: reference, current: current, engine: engine, diff: diff)
        return .changed(SnapshotComparison(diff: diff, name: name, violations: ViolationChanges(violations)))
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
