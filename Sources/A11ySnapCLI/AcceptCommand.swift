import A11ySnapshot
import Foundation

/// `a11ysnap accept ARTIFACTS [REFS]`: takes the current snapshots a test run left for its
/// failures as the new references.
enum AcceptCommand: Command {
    static let artifacts = ArgumentSpec(
        "ARTIFACTS", help: "The artifacts folder of a test run (.build/a11y-snapshot-artifacts, or a CI run's download).")
    static let references = ArgumentSpec(
        "REFS", arity: .optional, help: "The reference folder to update. Default: __Snapshots__.")
    static let only = OptionSpec.repeatedValue(
        "only", placeholder: "PATTERN",
        help: "Accept only snapshots whose path below ARTIFACTS matches this glob, e.g. 'LoginTests/*' (repeatable).")
    static let dryRun = OptionSpec.flag("dry-run", help: "Show what would change; write nothing.")

    static let spec = CommandSpec(
        name: "accept",
        abstract: "Make a test run's failing snapshots the references.",
        discussion: """
            A failing assertion writes its current snapshot to the artifacts folder under the same \
            relative path as its reference (ARTIFACTS/LoginTests/loginScreen.json for \
            REFS/LoginTests/loginScreen.json), and a passing one removes it, so the folder holds \
            exactly the failures of the last run. After reviewing a CI run's report, download its \
            artifacts and run this command: each current snapshot is read strictly, compared with \
            its reference, printed as the change in spoken form, and written over the reference \
            atomically. Snapshots identical to their reference are skipped; an invalid snapshot is \
            reported with its line and column and not copied. Hidden files, symbolic links and the \
            test-runs/ manifests are never read.
            """,
        arguments: [artifacts, references],
        options: [only, dryRun],
        exitCodes: [
            .success: "Every matching snapshot was accepted (or, with --dry-run, would be); also when there was none.",
            .failure: "Bad usage, a missing folder, an invalid snapshot or a reference that could not be written.",
        ],
        examples: [
            .init("a11ysnap accept ~/Downloads/a11y-snapshot-artifacts", "Accepts every failing snapshot of a CI run."),
            .init("a11ysnap accept artifacts __Snapshots__ --only 'LoginTests/*' --dry-run",
                  "Shows what accepting the login tests' snapshots would change."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let source = arguments.value(of: artifacts) ?? ""
        let target = arguments.value(of: references) ?? "__Snapshots__"
        let patterns = arguments.values(of: only)
        guard let candidates = ArtifactCandidate.list(artifacts: source, references: target, only: patterns, in: context) else {
            return .failure
        }
        var accepted = 0, unchanged = 0, failed = false
        for candidate in candidates {
            switch accept(candidate, dryRun: arguments.isSet(dryRun), in: context) {
            case .accepted: accepted += 1
            case .unchanged: unchanged += 1
            case .failed: failed = true
            }
        }
        let verb = arguments.isSet(dryRun) ? "would accept" : "accepted"
        var summary = "\(verb) \(accepted) snapshot\(accepted == 1 ? "" : "s") into \(target)"
        if unchanged > 0 { summary += "; \(unchanged) already matched \(unchanged == 1 ? "its reference" : "their references")" }
        if candidates.isEmpty { summary = "no failing snapshots in \(source)" + (patterns.isEmpty ? "" : " match " + patterns.joined(separator: ", ")) }
        context.printToError(summary)
        return failed ? .failure : .success
    }

    private enum Outcome { case accepted, unchanged, failed }

    /// Reads the artifact, prints its change against the reference, and writes it over the reference.
    private static func accept(_ candidate: ArtifactCandidate, dryRun: Bool, in context: CommandContext) -> Outcome {
        do throws(InputFileError) {
            let (bytes, current) = try candidate.read()
            let old = candidate.referenceBytes()
            if old == bytes { return .unchanged }
            context.print(describe(current, replacing: old, at: candidate.reference, style: context.outputStyle))
            if !dryRun { try candidate.writeReference(bytes) }
            return .accepted
        } catch {
            context.report(error)
            return .failed
        }
    }

    /// `path: N elements changed: …` and the element blocks, or `path: new reference (N elements)`.
    private static func describe(_ current: AccessibilitySnapshot, replacing old: [UInt8]?, at path: String, style: ConsoleStyle) -> String {
        guard let old, let reference = try? AccessibilitySnapshot(json: old, file: path) else {
            let count = current.elementCount
            return style.bold(path) + ": new reference (\(count) element\(count == 1 ? "" : "s"))"
                + (old == nil ? "" : ", replacing a file that was not a valid snapshot")
        }
        let comparison = SnapshotComparison(diff: SnapshotDiff(reference: reference, current: current), name: current.name)
        let lines = TextReport().changeBlocks(comparison).joined()
        let unchangedTree = SnapshotHeaderChange.describe(from: reference, to: current).map { "\($0); the tree is unchanged" }
            ?? "rewritten in canonical form, the tree is unchanged"
        let head = style.bold(path) + ": " + (lines.isEmpty ? unchangedTree : ComparisonSummary(comparison).phrase)
        return ([head] + lines).joined(separator: "\n")
    }
}
