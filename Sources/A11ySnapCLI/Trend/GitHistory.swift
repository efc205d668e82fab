// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import Foundation

/// What `trend` asks git about the repository: where the snapshot folder is in it, whether the
/// clone is shallow, and the first-parent commits that touched the folder.
enum GitHistory {
    /// One commit as `rev-list` lists it.
    struct Commit: Sendable {
        let id: String
        let shortID: String
        /// The author date, strict ISO 8601.
        let date: String
        let parents: [String]
        let subject: String
    }

    /// Where a folder of the work tree is in its repository.
    struct Location: Sendable {
        /// The work tree's top level.
        let top: String
        /// The folder from the top, without a trailing slash; empty for the top itself.
        let folder: String
        /// The commits a shallow clone's history stops at (empty when the clone is whole).
        let shallowCommits: Set<String>
    }

    /// Where `directory` is: run in it, so git finds its repository as it would for the user.
    static func locate(_ directory: String, git: Git) throws(GitError) -> Location {
        var inFolder = git
        inFolder.directory = directory
        let output = String(decoding: try inFolder.run(["rev-parse", "--show-toplevel", "--show-prefix",
                                                        "--is-shallow-repository", "--git-path", "shallow"]), as: UTF8.self)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4 else { throw GitError(command: ["rev-parse"], message: "unexpected answer: \(output)") }
        var shallow: Set<String> = []
        if lines[2] == "true" {
            let file = lines[3].hasPrefix("/") ? lines[3] : directory + "/" + lines[3]
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            shallow = Set(text.split(separator: "\n").map(String.init))
        }
        let folder = lines[1].hasSuffix("/") ? String(lines[1].dropLast()) : lines[1]
        return Location(top: lines[0], folder: folder, shallowCommits: shallow)
    }

    /// The first-parent commits from `until` (newest first) that changed one of `paths`, after
    /// `since` when given, at most `maximumCount`.
    static func commits(git: Git, until: String, since: String?, maximumCount: Int?, paths: [String]) throws(GitError) -> [Commit] {
        var arguments = ["--literal-pathspecs", "rev-list", "--first-parent", "--format=%H%x09%h%x09%aI%x09%P%x09%s"]
        if let maximumCount { arguments.append("--max-count=\(maximumCount)") }
        arguments.append(until)
        if let since { arguments += ["--not", since] }
        arguments += ["--"] + (paths.isEmpty ? ["."] : paths)
        let output = String(decoding: try git.run(arguments), as: UTF8.self)
        // Each commit is a `commit <id>` line, then the formatted line (the only one with tabs).
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            return Commit(id: fields[0], shortID: fields[1], date: fields[2],
                          parents: fields[3].split(separator: " ").map(String.init), subject: fields[4])
        }
    }

    /// The paths a commit must touch to be listed: the folder, and (when each commit's
    /// configuration is used) `.a11ysnap.json` in the folder and in each folder above it.
    static func watchedPaths(folder: String, configurationFiles: Bool) -> [String] {
        var paths = [folder.isEmpty ? "." : folder]
        guard configurationFiles else { return paths }
        var components = folder.split(separator: "/").map(String.init)
        while true {
            paths.append((components + [RuleConfiguration.fileName]).joined(separator: "/"))
            guard !components.isEmpty else { break }
            components.removeLast()
        }
        return paths
    }
}
#endif
