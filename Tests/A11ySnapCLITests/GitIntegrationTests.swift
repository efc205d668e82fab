// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap git-diff` configured in a real temporary git repository, run by git itself.
@Suite("git integration", .enabled(if: BuiltProducts.a11ysnap != nil && GitRepository.git != nil,
                                   "needs the built a11ysnap binary and git on PATH"))
struct GitIntegrationTests {
    @Test("git diff shows the semantic report of a changed snapshot through the diff driver")
    func gitDiffUsesTheDriver() throws {
        try GitRepository.with { repo in
            try repo.configureDriver()
            try repo.commit(ExampleScreens.login, at: "__Snapshots__/LoginTests/login.json")
            try repo.write(DemoScreens.loginAfterRedesign, at: "__Snapshots__/LoginTests/login.json")
            let diff = try repo.git("diff")
            #expect(diff.hasPrefix("a11ysnap diff a/__Snapshots__/LoginTests/login.json b/__Snapshots__/LoginTests/login.json\n"))
            #expect(diff.contains("+ Sign in. Button."))
            #expect(!diff.contains("\"label\""))
        }
    }

    @Test("git log -p --ext-diff shows each commit's snapshot changes")
    func gitLogUsesTheDriver() throws {
        try GitRepository.with { repo in
            try repo.configureDriver()
            try repo.commit(ExampleScreens.login, at: "__Snapshots__/login.json")
            try repo.commit(DemoScreens.loginAfterRedesign, at: "__Snapshots__/login.json")
            let log = try repo.git("log", "-p", "--ext-diff", "--format=commit %s")
            #expect(log.components(separatedBy: "a11ysnap diff a/__Snapshots__/login.json").count == 3)
            #expect(log.contains("\(ExampleScreens.login.elementCount) elements added"))
        }
    }

    @Test("a snapshot whose tree is unchanged but whose name changed says what changed")
    func nameOnlyChange() throws {
        try GitRepository.with { repo in
            try repo.configureDriver()
            var renamed = ExampleScreens.login
            try repo.commit(renamed, at: "__Snapshots__/login.json")
            renamed.name = "window_dump"
            try repo.write(renamed, at: "__Snapshots__/login.json")
            let diff = try repo.git("diff")
            #expect(diff.contains("no changes"))
            #expect(diff.contains("  the name changed from \"\(ExampleScreens.login.name)\" to \"window_dump\""))
        }
    }

    @Test("with textconv, git diff compares spoken-form transcripts line by line")
    func textconvDiff() throws {
        try GitRepository.with { repo in
            try repo.configureTextconv()
            try repo.commit(ExampleScreens.login, at: "__Snapshots__/login.json")
            try repo.write(DemoScreens.loginAfterRedesign, at: "__Snapshots__/login.json")
            let diff = try repo.git("diff")
            #expect(diff.contains("\n-Log in. Dimmed. Button."))
            #expect(diff.contains("\n+Sign in. Button."))
        }
    }
}

/// A throwaway git repository with the a11ysnap diff driver available on PATH.
struct GitRepository {
    static let git: String? = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }

    let directory: TemporaryDirectory

    static func with(_ body: (GitRepository) throws -> Void) throws {
        try TemporaryDirectory.with { dir in
            let repo = GitRepository(directory: dir)
            _ = try repo.git("init", "-q")
            try body(repo)
        }
    }

    func configureDriver() throws {
        _ = try git("config", "diff.a11ysnap.command", "a11ysnap git-diff")
        try directory.write("**/__Snapshots__/**/*.json diff=a11ysnap\n", to: ".gitattributes")
    }

    func configureTextconv() throws {
        _ = try git("config", "diff.a11ysnap.textconv", "a11ysnap git-diff --textconv")
        try directory.write("**/__Snapshots__/**/*.json diff=a11ysnap\n", to: ".gitattributes")
    }

    func write(_ snapshot: AccessibilitySnapshot, at path: String) throws {
        try directory.write(snapshot.canonicalJSON(), to: path)
    }

    func commit(_ snapshot: AccessibilitySnapshot, at path: String) throws {
        try write(snapshot, at: path)
        _ = try git("add", "-A")
        _ = try git("commit", "-q", "-m", "update \(path)")
    }

    /// Runs git in the repository with a minimal, isolated environment; throws on failure.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.git))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        let binaryFolder = try #require(BuiltProducts.a11ysnap).deletingLastPathComponent().path
        process.environment = [
            "PATH": binaryFolder + ":/usr/bin:/bin:/usr/local/bin",
            "HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1", "NO_COLOR": "1", "GIT_PAGER": "cat",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailed(arguments: arguments, status: process.terminationStatus, errors: String(decoding: errorData, as: UTF8.self))
        }
        return String(decoding: outputData, as: UTF8.self)
    }

    struct GitFailed: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        let errors: String
        var description: String { "git \(arguments.joined(separator: " ")) exited \(status): \(errors)" }
    }
}
#endif
