import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file read straight into an array: one copy, where `[UInt8](Data(contentsOf:))` makes
/// two. The assertion's matching path reads its reference this way on every run.
package enum FileBytes {
    /// The bytes of the regular file at `path`, or `nil` when it cannot be read this way (missing,
    /// not a regular file, unreadable, changing size while read); callers then take Foundation's
    /// path, which says why. With `followingLinks: false` a symbolic link at `path` (its last
    /// component) is not read either.
    package static func contents(atPath path: String, followingLinks: Bool = true) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = read(descriptor, buffer.baseAddress! + count, size - count)
                if got <= 0 {
                    if got < 0, errno == EINTR { continue }
                    break
                }
                count += got
            }
            complete = count == size
        }
        // A file that grew while it was read would be cut short; let the caller read it again.
        guard complete else { return nil }
        return bytes
    }
}
