import A11ySnapshot
import Foundation

/// `a11ysnap obsolete DIR`: reference snapshots the newest complete test run did not use.
enum ObsoleteCommand: Command {
    static let directory = ArgumentSpec("DIR", help: "The reference folder, usually __Snapshots__.")
    static let artifacts = OptionSpec.value(
        "artifacts", placeholder: "DIR",
        help: "The artifacts folder whose test-runs/ holds the runs' manifests. Default: .build/a11y-snapshot-artifacts.")
    static let used = OptionSpec.repeatedValue(
        "used", placeholder: "MANIFEST",
        help: "Read these manifests instead of the newest run's (repeatable; e.g. one per CI job).")
    static let delete = OptionSpec.flag("delete", help: "Delete the unused references instead of failing.")

    static let spec = CommandSpec(
        name: "obsolete",
        abstract: "List or delete references the last run did not use.",
        discussion: """
            Every test process writes a manifest of the reference files its assertions read or \
            wrote to test-runs/ in the artifacts folder, with when it started and finished, \
            whether it ran only some tests and how many failures it had. This command reads the \
            newest run (the newest manifest and those of processes running at the same time, as \
            parallel test runners do) and lists the *.json files under DIR that no assertion \
            used: references of renamed or deleted tests. It refuses, as Jest does, when that run \
            did not finish, ran only some tests (swift test --filter or --skip) or had failures, \
            because their references would look unused. Pass --used once per manifest when tests \
            run in several jobs. Symbolic links and hidden files are never listed or deleted. As \
            a safeguard, --delete refuses to run when the manifests name none of the references \
            under DIR (a wrong folder or manifest).
            """,
        arguments: [directory],
        options: [artifacts, used, delete],
        exitCodes: [
            .success: "Every reference was used (or, with --delete, the unused ones were deleted).",
            .differences: "Some references were not used; their paths are printed.",
            .failure: "Bad usage, a missing folder or manifest, an incomplete, filtered or failed run, or a file that could not be deleted.",
        ],
        examples: [
            .init("a11ysnap obsolete __Snapshots__", "Lists references the last complete 'swift test' did not use."),
            .init("a11ysnap obsolete __Snapshots__ --used job1.txt --used job2.txt --delete",
                  "Deletes references that no job of a split test run used."),
        ])

    static let defaultArtifacts = ".build/a11y-snapshot-artifacts"

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let folder = arguments.value(of: directory) ?? ""
        guard context.checkDirectory(folder) else { return .failure }
        guard let manifests = readManifests(arguments, in: context), refuseIncompleteRuns(manifests, in: context) else {
            return .failure
        }
        let usedPaths = Set(manifests.flatMap { $0.references.map(TestRunManifest.standardized) })
        guard let references = context.snapshotFiles(below: folder) else { return .failure }
        let unused = references.filter { !usedPaths.contains(TestRunManifest.standardized($0)) }
        let usedCount = references.count - unused.count
        if unused.isEmpty {
            context.printToError("all \(references.count) references in \(folder) were used")
            return .success
        }
        if usedCount == 0 {
            let message = "the manifests name none of the \(references.count) references in \(folder); wrong folder or manifest?"
            guard !arguments.isSet(delete) else {
                context.printError(message + " Refusing to delete them all.")
                return .failure
            }
            context.printWarning(message)
        }
        guard arguments.isSet(delete) else {
            unused.forEach(context.print)
            context.printToError("\(unused.count) of \(references.count) references in \(folder) were not used")
            return .differences
        }
        var failed = false
        for path in unused {
            do {
                try FileManager.default.removeItem(atPath: path)
                context.print(path)
            } catch {
                context.report(InputFileError(file: path, message: "cannot delete (\(error.localizedDescription))"))
                failed = true
            }
        }
        removeEmptyFolders(left: unused, below: folder)
        context.printToError("deleted \(unused.count) unused of \(references.count) references in \(folder)")
        return failed ? .failure : .success
    }

    /// The manifests named by `--used`, else those of the newest run under the artifacts folder;
    /// `nil` after reporting why they cannot be read.
    private static func readManifests(_ arguments: ParsedArguments, in context: CommandContext) -> [TestRunManifest]? {
        let explicit = arguments.values(of: used)
        if !explicit.isEmpty {
            var manifests: [TestRunManifest] = []
            for path in explicit {
                do {
                    manifests.append(try TestRunManifest.read(path))
                } catch {
                    context.report(InputFileError(file: path, message: FileProblem.reason(readingFile: path, error: error)
                        + "; run the tests first, they write the manifest"))
                    return nil
                }
            }
            return manifests
        }
        let runs = (arguments.value(of: artifacts) ?? defaultArtifacts) + "/" + TestRunManifest.folderName
        let manifests = (try? TestRunManifest.newestRun(in: runs)) ?? []
        guard !manifests.isEmpty else {
            context.report(InputFileError(file: runs, message: "no test run recorded here; run the tests first, each run writes its manifest"))
            return nil
        }
        return manifests
    }

    /// Reports and refuses a run that did not finish, ran only some tests or had failures: its
    /// unused references are not evidence. `true` when every manifest is of a complete run (or
    /// states nothing, as plain path lists do).
    private static func refuseIncompleteRuns(_ manifests: [TestRunManifest], in context: CommandContext) -> Bool {
        let advice = "run the whole test suite, then this command"
        for manifest in manifests where manifest.started != nil {
            let run = "the test run in \(manifest.path)"
            if manifest.finished == nil {
                context.printError("\(run) did not finish (it crashed, was stopped or is still running); \(advice)")
                return false
            }
            if let selection = manifest.selection {
                context.printError("\(run) ran only some tests (\(selection)), so the others' references would look unused; \(advice)")
                return false
            }
            if let failures = manifest.failures, failures > 0 {
                context.printError("\(run) had \(failures) failure\(failures == 1 ? "" : "s"), and a failing test may stop before its assertions; fix them, \(advice)")
                return false
            }
        }
        return true
    }

    /// Removes the folders that deleting `deleted` emptied, from the deepest up, below (never
    /// including) `folder`. A folder that still holds anything (hidden files included) stays.
    private static func removeEmptyFolders(left deleted: [String], below folder: String) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var candidates = Set<String>()
        for path in deleted {
            var parent = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
            while parent.hasPrefix(root + "/") {
                candidates.insert(parent)
                parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
            }
        }
        for candidate in candidates.sorted(by: { $0.count > $1.count }) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: candidate), entries.isEmpty else { continue }
            try? FileManager.default.removeItem(atPath: candidate)
        }
    }
}
