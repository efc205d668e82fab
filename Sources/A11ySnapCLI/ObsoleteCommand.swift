import A11ySnapshot
import Foundation

/// `a11ysnap obsolete DIR --used MANIFEST`: reference snapshots no test used.
enum ObsoleteCommand: Command {
    static let directory = ArgumentSpec("DIR", help: "The reference folder, usually __Snapshots__.")
    static let used = OptionSpec.repeatedValue(
        "used", placeholder: "MANIFEST",
        help: "The used-references manifest a test run wrote (repeatable). Default: .build/a11y-snapshot-artifacts/used-references.txt.")
    static let delete = OptionSpec.flag("delete", help: "Delete the unused references instead of failing.")

    static let spec = CommandSpec(
        name: "obsolete",
        abstract: "List or delete references no test used.",
        discussion: """
            Every assertion appends the reference file it reads or writes to a manifest in the \
            artifacts folder (used-references.txt). After a full test run, this command lists the \
            *.json files under DIR that no assertion used: references of renamed or deleted tests. \
            Remove the artifacts folder before the run, so the manifest holds that run only; pass \
            --used once per manifest when tests run in several jobs. Symbolic links and hidden \
            files are never listed or deleted. As a safeguard, --delete refuses to run when the \
            manifests name none of the references under DIR (a wrong folder or manifest).
            """,
        arguments: [directory],
        options: [used, delete],
        exitCodes: [
            .init(.success, "Every reference was used (or, with --delete, the unused ones were deleted)."),
            .init(.differences, "Some references were not used; their paths are printed."),
            .init(.failure, "Bad usage, a missing folder or manifest, or a file that could not be deleted."),
        ],
        examples: [
            .init("a11ysnap obsolete __Snapshots__", "Lists references the last 'swift test' did not use."),
            .init("a11ysnap obsolete __Snapshots__ --used job1.txt --used job2.txt --delete",
                  "Deletes references that no job of a split test run used."),
        ])

    static let defaultManifest = ".build/a11y-snapshot-artifacts/" + UsedReferences.fileName

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let folder = arguments.value(of: directory) ?? ""
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            context.report(InputFileError(file: folder, message: isDirectory.boolValue || !FileManager.default.fileExists(atPath: folder)
                ? "no such file or directory" : "is a file, not a directory"))
            return .failure
        }
        var usedPaths: Set<String> = []
        let manifests = arguments.values(of: used).isEmpty ? [defaultManifest] : arguments.values(of: used)
        for manifest in manifests {
            do {
                usedPaths.formUnion(try UsedReferences.read(manifest))
            } catch {
                context.report(InputFileError(file: manifest, message: FileProblem.reason(readingFile: manifest, error: error)
                    + "; run the tests first, they write the manifest"))
                return .failure
            }
        }
        let expansion = SnapshotFileFinder.expand(folder)
        for failure in expansion.failures { context.report(InputFileError(file: failure.path, message: failure.reason)) }
        guard expansion.failures.isEmpty else { return .failure }
        let references = expansion.files
        let unused = references.filter { !usedPaths.contains(UsedReferences.standardized($0)) }
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
