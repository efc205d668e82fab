#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds symbolic links on the way from a folder down to a file, so a writer can refuse to write
/// through them.
package enum SymbolicLinkCheck {
    /// The first path from `root` (exclusive) down to `path` (inclusive) that is a symbolic link,
    /// or `nil` when there is none. `root` itself may be a link: it is the folder the user chose.
    /// Components that do not exist yet end the search (they will be created as real folders).
    /// A `path` outside `root` is checked from `/`.
    package static func firstLink(on path: String, below root: String) -> String? {
        var trimmedRoot = root
        while trimmedRoot.count > 1 && trimmedRoot.hasSuffix("/") { trimmedRoot.removeLast() }
        let relative: Substring
        var current: String
        if path.hasPrefix(trimmedRoot + "/") {
            relative = path.dropFirst(trimmedRoot.count + 1)
            current = trimmedRoot
        } else {
            relative = path.drop { $0 == "/" }
            current = ""
        }
        for component in relative.split(separator: "/") where component != "." {
            current += "/" + component
            var status = stat()
            guard lstat(current, &status) == 0 else { return nil }
            if status.st_mode & S_IFMT == S_IFLNK { return current }
        }
        return nil
    }
}
