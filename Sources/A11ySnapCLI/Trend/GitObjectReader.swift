// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One long-running `git cat-file --batch`: asks for objects by id (or by git's `REV:PATH` and
/// `REV^{tree}` names) one at a time and reads each answer whole before the next request, so
/// every tree and blob of a walk comes through a single process.
final class GitObjectReader {
    /// An object as git stored it.
    struct Object {
        let id: String
        let type: String
        let bytes: [UInt8]
    }

    private let process: Process
    private let input: FileHandle
    private var reader: PipeReader

    init(git: Git) throws(GitError) {
        // A request written after git died must fail as an error, not end this process.
        signal(SIGPIPE, SIG_IGN)
        process = git.process(["cat-file", "--batch"])
        let requests = Pipe(), answers = Pipe()
        process.standardInput = requests
        process.standardOutput = answers
        process.standardError = FileHandle.nullDevice
        try git.start(process, ["cat-file", "--batch"])
        input = requests.fileHandleForWriting
        reader = PipeReader(fileDescriptor: answers.fileHandleForReading.fileDescriptor)
    }

    deinit {
        try? input.close()
        process.waitUntilExit()
    }

    /// The object `name` names, or `nil` when there is none (`missing` or `ambiguous`).
    func object(_ name: String) throws(GitError) -> Object? {
        guard !name.contains("\n") else { return nil }
        do {
            try input.write(contentsOf: Data((name + "\n").utf8))
        } catch {
            throw GitError(command: ["cat-file", "--batch"], message: "git stopped answering (\(error.localizedDescription))")
        }
        guard let header = reader.line() else {
            throw GitError(command: ["cat-file", "--batch"], message: "git stopped answering")
        }
        // `<id> <type> <size>`, or `<name> missing` / `<name> ambiguous`.
        let fields = String(decoding: header, as: UTF8.self).split(separator: " ")
        guard fields.count == 3, let size = Int(fields[2]) else { return nil }
        guard let bytes = reader.bytes(size), reader.bytes(1) == [0x0A] else {
            throw GitError(command: ["cat-file", "--batch"], message: "git's answer for \(name) ended early")
        }
        return Object(id: String(fields[0]), type: String(fields[1]), bytes: bytes)
    }
}

/// Buffered reads from a pipe: a line, or an exact number of bytes.
private struct PipeReader {
    let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The bytes up to the next line feed (not included); `nil` at the end of the stream.
    mutating func line() -> [UInt8]? {
        var searched = 0  // how many unconsumed bytes have no line feed; `fill` keeps them first
        while true {
            if let end = buffer[(start + searched)...].firstIndex(of: 0x0A) {
                defer { start = end + 1 }
                return Array(buffer[start..<end])
            }
            searched = buffer.count - start
            guard fill() else { return nil }
        }
    }

    /// The next `count` bytes; `nil` when the stream ends first.
    mutating func bytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        defer { start += count }
        return Array(buffer[start..<start + count])
    }

    /// Reads more from the pipe, dropping what was consumed; false at the end of the stream.
    private mutating func fill() -> Bool {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunk = 1 << 16
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count: Int
        repeat {
            count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress! + old, chunk) }
        } while count < 0 && errno == EINTR
        buffer.removeLast(chunk - max(count, 0))
        return count > 0
    }
}
#endif
