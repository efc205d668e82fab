// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import Foundation

/// The `git` binary found on PATH, run as a child process in one directory: `trend` reads the
/// snapshot folder's history through it rather than parsing the repository itself, so every
/// object format, pack and configuration git knows works.
struct Git: Sendable {
    let executable: String
    let environment: [String: String]
    /// Where git runs.
    var directory: String

    /// `git` on the PATH of `environment`, or `nil` when none of its folders has one.
    static func find(in environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `git ARGUMENTS` and returns its standard output; throws with git's own message
    /// (standard error) when it exits with a failure.
    func run(_ arguments: [String]) throws(GitError) -> [UInt8] {
        let process = process(arguments)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try start(process, arguments)
        // Standard error is read on another thread, so neither pipe can fill and stall git.
        let errorText = CollectedOutput()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitError(command: arguments, message: errorText.text)
        }
        return [UInt8](data)
    }

    /// Starts `process` (`git ARGUMENTS`), or says why it could not.
    func start(_ process: Process, _ arguments: [String]) throws(GitError) {
        do {
            try process.run()
        } catch {
            throw GitError(command: arguments, message: "cannot start \(executable): \(error.localizedDescription)")
        }
    }

    /// A configured, not yet started `git ARGUMENTS` process.
    func process(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        return process
    }
}

/// A git command that failed, with what git said (its standard error, trimmed).
struct GitError: Error, Sendable {
    let command: [String]
    let message: String
}

/// Bytes another thread collected, handed over under a lock.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ data: Data) {
        lock.lock()
        self.data = data
        lock.unlock()
    }

    /// The bytes as text, without the final line break.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
#endif
