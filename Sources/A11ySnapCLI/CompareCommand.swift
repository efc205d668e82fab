import A11ySnapshot
import Dispatch
import Foundation

/// `a11ysnap compare REF_DIR CUR_DIR`: every snapshot of a reference folder against a current one.
enum CompareCommand: Command {
    static let referenceDirectory = ArgumentSpec("REF_DIR", help: "The reference folder, usually __Snapshots__.")
    static let currentDirectory = ArgumentSpec("CUR_DIR", help: "The current folder, for example the test run's artifacts.")
    static let partial = OptionSpec.flag(
        "partial",
        help: "CUR_DIR holds only some snapshots (a test run's failure artifacts): references without a current file are not reported as removed.")

    static let spec = CommandSpec(
        name: "compare",
        abstract: "Compare a folder of references with current ones.",
        discussion: """
            Pairs the *.json files of the two folders by their path relative to each folder, compares \
            each pair like 'diff' (on all cores), and reports changed snapshots, snapshots added (no \
            reference) and removed (no current file), with an overall summary. Unchanged snapshots \
            are counted but not listed in the text report.
            """,
        arguments: [referenceDirectory, currentDirectory],
        options: SharedOptions.comparisonReport + [partial] + DiffOptionArguments.all + [SharedOptions.config],
        exitCodes: [
            .success: "Every snapshot is unchanged.",
            .differences: "A snapshot changed, was added or was removed.",
            .failure: "Bad usage, a missing folder, or a file that cannot be read or is not a valid snapshot.",
        ],
        examples: [
            .init("a11ysnap compare __Snapshots__ artifacts --partial --format markdown",
                  "Summarizes a CI run's failing snapshots for the pull request ($GITHUB_STEP_SUMMARY)."),
        ])

    /// The outcome of one pair, computed concurrently.
    private enum Outcome: Sendable {
        case compared(ReviewedComparison?, warnings: [(path: String, warnings: [ImportWarning])])
        case failed([InputFileError])
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        guard let settings = DiffOptionArguments.settings(arguments, command: spec.name, in: context) else { return .failure }
        let (options, maximumLength) = settings
        let pairing = SnapshotPairing(referenceDirectory: arguments.value(of: referenceDirectory) ?? "",
                                      currentDirectory: arguments.value(of: currentDirectory) ?? "")
        context.report(pairing.failures)
        guard pairing.failures.isEmpty, let engine = RuleEngineLoading.engine(arguments, in: context) else { return .failure }

        let outcomes = compareAll(pairing.pairs, options: options, engine: engine, isPartial: arguments.isSet(partial))
        var comparisons: [ReviewedComparison] = []
        var failed = false
        for outcome in outcomes {
            switch outcome {
            case .compared(let comparison, let warnings):
                for (path, noticed) in warnings { context.warn(of: noticed, in: path) }
                if let comparison { comparisons.append(comparison) }
            case .failed(let errors):
                errors.forEach(context.report)
                failed = true
            }
        }
        guard context.deliverComparisons(comparisons, single: false, maximumLength: maximumLength, arguments: arguments) else { return .failure }
        if failed { return .failure }
        return comparisons.allSatisfy { $0.comparison.status == .unchanged } ? .success : .differences
    }

    /// Reads and compares every pair, spread over the machine's cores; results keep the pairs' order.
    private static func compareAll(_ pairs: [SnapshotPairing.Pair], options: DiffOptions, engine: RuleEngine,
                                   isPartial: Bool) -> [Outcome] {
        let results = OutcomeSlots(count: pairs.count)
        DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
            results[index] = compare(pairs[index], options: options, engine: engine, isPartial: isPartial)
        }
        return results.values
    }

    private static func compare(_ pair: SnapshotPairing.Pair, options: DiffOptions, engine: RuleEngine,
                                isPartial: Bool) -> Outcome {
        let name = String(pair.relativePath.dropLast(pair.relativePath.hasSuffix(".json") ? 5 : 0))
        var errors: [InputFileError] = []
        var warnings: [(path: String, warnings: [ImportWarning])] = []
        func read(_ path: String?) -> AccessibilitySnapshot? {
            guard let path else { return nil }
            do {
                let (snapshot, noticed) = try SnapshotInput.readWithWarnings(path)
                if !noticed.isEmpty { warnings.append((path, noticed)) }
                return snapshot
            } catch {
                errors.append(error)
                return nil
            }
        }
        let reference = read(pair.reference)
        // Most pairs in a CI run are byte-identical: read the current file's bytes first and
        // decode only when they differ.
        let current = SnapshotInput.sameBytes(pair.reference, pair.current) ? reference : read(pair.current)
        guard errors.isEmpty else { return .failed(errors) }
        if reference != nil, current == nil, isPartial { return .compared(nil, warnings: warnings) }
        let reviewed = ReviewedComparison(reference: reference, current: current, options: options, engine: engine, name: name,
                                          referencePath: pair.reference, currentPath: pair.current, resultsInReference: true)
        return .compared(reviewed, warnings: warnings)
    }

    /// Result slots written by concurrent workers, one slot per index.
    private final class OutcomeSlots: @unchecked Sendable {
        private var slots: [Outcome]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: .compared(nil, warnings: []), count: count) }

        subscript(index: Int) -> Outcome {
            get { lock.withLock { slots[index] } }
            set { lock.withLock { slots[index] = newValue } }
        }

        var values: [Outcome] { lock.withLock { slots } }
    }
}
