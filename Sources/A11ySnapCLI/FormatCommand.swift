import A11ySnapshot
import Foundation

/// `a11ysnap format [--check] PATH...`: rewrites snapshot files in their canonical form (decode,
/// then encode), or with `--check` only lists the ones that are not.
enum FormatCommand: Command {
    static let check = OptionSpec.flag(
        "check", help: "Write nothing: list the files that are not in canonical form, and exit with 1 if there are any.")
    static let paths = ArgumentSpec(
        "PATH", arity: .oneOrMore,
        help: "A snapshot file, or a directory searched recursively for *.json files (hidden entries skipped).")

    static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite snapshots in canonical form, or check them.",
        discussion: """
            Reads each snapshot strictly and writes it back in its canonical bytes: keys in the \
            documented order, one attribute per line, numbers in shortest form, strings in NFC. A file \
            is written only when its bytes change, and atomically, so it is never left half-written. \
            Files are processed in sorted order; an invalid file is reported with its line and column, \
            left as it is, and the others are still processed.

            The paths of the files that are (or, with --check, would be) rewritten are printed on \
            standard output, one per line; errors and a summary go to standard error.
            """,
        arguments: [paths],
        options: [check],
        exitCodes: [
            .success: "Every file is in canonical form (after rewriting, without --check).",
            .differences: "With --check: at least one file is not in canonical form.",
            .failure: "Bad usage, a missing path, or a file that cannot be read or is not a valid snapshot.",
        ],
        examples: [
            .init("a11ysnap format __Snapshots__", "Rewrites every snapshot under __Snapshots__ that is not canonical."),
            .init("a11ysnap format --check __Snapshots__", "Lists the snapshots that are not canonical, for CI."),
        ])

    /// What happened to one file.
    private enum Outcome {
        case canonical, rewritten, notCanonical, failed
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let checkOnly = arguments.isSet(check)
        var outcomes: [Outcome] = []
        let expandedAll = context.forEachSnapshotFile(in: arguments.values(of: paths)) { file, _, _ in
            outcomes.append(format(file, checkOnly: checkOnly, in: context))
        }
        printSummary(outcomes, checkOnly: checkOnly, in: context)
        if !expandedAll || outcomes.contains(.failed) { return .failure }
        return outcomes.contains(.notCanonical) ? .differences : .success
    }

    private static func format(_ path: String, checkOnly: Bool, in context: CommandContext) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = try SnapshotInput.bytes(of: path)
        } catch {
            context.report(error)
            return .failed
        }
        let canonical: [UInt8]
        do {
            canonical = try AccessibilitySnapshot(json: bytes, file: path).canonicalJSON()
        } catch {
            context.report(error)
            return .failed
        }
        if bytes.count == canonical.count && bytes.elementsEqual(canonical) { return .canonical }
        if checkOnly {
            context.print(path)
            return .notCanonical
        }
        do {
            try AtomicFile.write(canonical, to: writeTarget(for: path), createDirectories: false)
        } catch {
            context.printError(error.description)
            return .failed
        }
        context.print(path)
        return .rewritten
    }

    /// Where to write `path`: through a symbolic link the user named, to the file it points at,
    /// rather than replacing the link with a file.
    private static func writeTarget(for path: String) -> String {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { return path }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private static func printSummary(_ outcomes: [Outcome], checkOnly: Bool, in context: CommandContext) {
        func count(_ outcome: Outcome) -> Int { outcomes.filter { $0 == outcome }.count }
        var parts: [String] = []
        if count(.notCanonical) > 0 { parts.append("\(count(.notCanonical)) not in canonical form") }
        if count(.rewritten) > 0 { parts.append("\(count(.rewritten)) rewritten") }
        if count(.failed) > 0 { parts.append("\(count(.failed)) unreadable or invalid") }
        guard !parts.isEmpty else { return }
        let files = outcomes.count == 1 ? "1 file" : "\(outcomes.count) files"
        let fix = checkOnly && count(.notCanonical) > 0 ? " (run '\(A11ySnapCommandLine.programName) format' to rewrite them)" : ""
        context.printToError(context.errorStyle.dim("\(files): " + parts.joined(separator: ", ") + fix))
    }
}
