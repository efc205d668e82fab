// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// A throwaway git repository whose history `a11ysnap trend` walks, with `trend` run in-process
/// with git on PATH.
struct TrendRepository {
    let repo: GitRepository

    static func with(_ body: (TrendRepository) throws -> Void) throws {
        try GitRepository.with { try body(TrendRepository(repo: $0)) }
    }

    var path: String { repo.directory.path }

    /// The environment `trend` runs in: git's folder on PATH, nothing from the user's configuration.
    var environment: [String: String] {
        ["PATH": "/usr/bin:/bin:/usr/local/bin", "HOME": path, "GIT_CONFIG_NOSYSTEM": "1", "NO_COLOR": "1"]
    }

    /// Writes `files` (path → snapshot, or text for anything else) and commits everything with `message`.
    func commit(_ message: String, _ files: [String: AccessibilitySnapshot] = [:], text: [String: String] = [:],
                removing removed: [String] = []) throws {
        for (file, snapshot) in files { try repo.write(snapshot, at: file) }
        for (file, contents) in text { try repo.directory.write(contents, to: file) }
        for file in removed { try FileManager.default.removeItem(atPath: repo.directory.url(file)) }
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "--allow-empty", "-m", message)
    }

    /// `a11ysnap trend ARGUMENTS` on the repository's `__Snapshots__` (or the folder given first).
    func trend(_ arguments: String..., folder: String = "__Snapshots__") -> CLIRun {
        a11ysnap(arguments: ["trend", repo.directory.url(folder)] + arguments, environment: environment)
    }

    /// The JSON report's commits.
    func trendCommits(_ arguments: String...) throws -> [[String: Any]] {
        let run = a11ysnap(arguments: ["trend", repo.directory.url("__Snapshots__"), "--format", "json"] + arguments,
                           environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return try #require(root["commits"] as? [[String: Any]])
    }

    /// `git rev-parse REV`.
    func id(_ revision: String) throws -> String {
        try repo.git("rev-parse", revision).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A screen of `count` unlabelled buttons (one label-missing error each) and a header.
    static func screen(errors count: Int, name: String = "screen") -> AccessibilitySnapshot {
        var elements: [AccessibilityElement] = [.header("Title", frame: Frame(16, 60, 361, 44))]
        for index in 0..<count { elements.append(.button("", frame: Frame(16, 120 + Double(index) * 60, 361, 44))) }
        return AccessibilitySnapshot(name: name, viewport: Frame(0, 0, 393, 852), elements: elements)
    }
}
#endif
