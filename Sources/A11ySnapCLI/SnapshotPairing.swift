import Foundation

/// The snapshot files of a reference folder and a current folder, paired by their path relative
/// to each folder.
struct SnapshotPairing {
    struct Pair: Equatable {
        /// The path relative to both folders, with `/` separators.
        var relativePath: String
        /// The file in the reference folder, when there is one.
        var reference: String?
        /// The file in the current folder, when there is one.
        var current: String?
    }

    /// Every relative path found in either folder, in byte order.
    let pairs: [Pair]
    /// Folders or entries that could not be read.
    let failures: [SnapshotFileFinder.Failure]

    init(referenceDirectory: String, currentDirectory: String) {
        let reference = SnapshotFileFinder.expand(referenceDirectory)
        let current = SnapshotFileFinder.expand(currentDirectory)
        var failures = reference.failures + current.failures
        for (directory, expansion) in [(referenceDirectory, reference), (currentDirectory, current)]
        where expansion.failures.isEmpty && !expansion.isDirectory {
            failures.append(.init(path: directory, reason: "not a directory"))
        }
        let referenceFiles = Self.byRelativePath(reference.files, under: referenceDirectory)
        let currentFiles = Self.byRelativePath(current.files, under: currentDirectory)
        let paths = Set(referenceFiles.keys).union(currentFiles.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.pairs = paths.map { Pair(relativePath: $0, reference: referenceFiles[$0], current: currentFiles[$0]) }
        self.failures = failures
    }

    private static func byRelativePath(_ files: [String], under directory: String) -> [String: String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var result: [String: String] = [:]
        for file in files where file.hasPrefix(prefix) {
            result[String(file.dropFirst(prefix.count))] = file
        }
        return result
    }
}
