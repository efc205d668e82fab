import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file write failed; nothing was changed at `path`.
package struct FileWriteError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String

    package var description: String { "\(path): cannot write: \(reason)" }
}

/// Writes files so that readers only ever see the complete old or the complete new content.
///
/// The bytes go to a uniquely named temporary file in the same directory, which is flushed to disk
/// and then renamed over the target. A process killed at any point leaves the old file intact (and
/// at worst a stray `.*.tmp-*` file). Renaming replaces a symbolic link at `path` rather than
/// writing through it.
package enum AtomicFile {
    /// Writes `bytes` to `path`.
    ///
    /// - Parameters:
    ///   - createDirectories: Creates the missing folders above `path` first.
    ///   - root: When given, the write is refused (nothing is created or changed) if `path` or a
    ///     folder between `root` and `path` is a symbolic link, so nothing outside `root` can be
    ///     written or replaced through a link inside it. `root` itself may be a link.
    ///   - durable: Flushes the bytes to disk before the rename (`fsync`, about 0.5 ms), so the new
    ///     content survives a crash of the machine. Files that are made again on every run (a
    ///     failing test's artifact) skip it: the rename alone keeps them whole for readers.
    ///   - keepingSameContent: Leaves a regular file (not a link) that already holds exactly
    ///     `bytes` alone instead of replacing it. Reading and comparing 80 KB takes about 15 µs;
    ///     replacing the file makes a new one and frees the old one's blocks, 0.15–0.8 ms on the
    ///     CI machines' ext4 (mounted with `discard`). A test that keeps failing the same way, or a
    ///     reference recorded again unchanged, writes the same bytes each time.
    package static func write(
        _ bytes: [UInt8], to path: String, createDirectories: Bool = true, refusingLinksBelow root: String? = nil,
        durable: Bool = true, keepingSameContent: Bool = false
    ) throws(FileWriteError) {
        if let root, let link = SymbolicLinkCheck.firstLink(on: path, below: root) {
            throw FileWriteError(
                path: path,
                reason: "\(link) is a symbolic link; nothing is written through links inside \(root) "
                    + "(replace the link with a real file or folder)")
        }
        if keepingSameContent, let existing = FileBytes.contents(atPath: path, followingLinks: false),
           ByteEquality.equal(existing, bytes) {
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        if createDirectories {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw FileWriteError(path: path, reason: "cannot create directory \(directory) (\(error.localizedDescription))")
            }
        }
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: Self.lastError()) }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = Self.lastError()
                    return
                }
                written += result
            }
        }
        if durable && failure == nil && fsync(descriptor) != 0 { failure = Self.lastError() }
        if close(descriptor) != 0 && failure == nil { failure = Self.lastError() }
        if failure == nil && rename(temporary, path) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, reason: failure)
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
