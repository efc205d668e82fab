import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The manifest of reference files a test run used: the recorder appends the absolute path of
/// every reference an assertion reads or writes, one per line, and `a11ysnap obsolete` lists the
/// references under `__Snapshots__` that no test used.
///
/// Lines are appended with `O_APPEND` in one `write` each, so concurrent tests and parallel test
/// processes can share one manifest without interleaving within a line.
package enum UsedReferences {
    /// The manifest's file name inside the artifacts folder.
    package static let fileName = "used-references.txt"

    /// Appends `referencePath` to the manifest at `manifestPath`, creating folders and the file.
    /// Best effort: a manifest that cannot be written never fails a test.
    package static func append(_ referencePath: String, to manifestPath: String) {
        let directory = (manifestPath as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let descriptor = open(manifestPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let line = Array((referencePath + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The paths listed in a manifest, standardized (so `a/./b` and `a/b` are one path).
    package static func read(_ manifestPath: String) throws -> Set<String> {
        let data = try Data(contentsOf: URL(fileURLWithPath: manifestPath))
        var paths: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
            paths.insert(standardized(String(line)))
        }
        return paths
    }

    /// `path` made absolute against the working directory, with `.` and `..` resolved and
    /// symbolic links in the folders above it resolved.
    package static func standardized(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).standardizedFileURL.path
    }
}
