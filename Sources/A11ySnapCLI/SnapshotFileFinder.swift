import Foundation

/// Turns the paths given on a command line into snapshot files.
///
/// A file stands for itself, whatever its name. A directory stands for every `*.json` file below
/// it, depth first, with each directory's entries in byte order of their names, so the order is
/// the same on every machine. Hidden entries (names starting with `.`, such as `.git` or the
/// `.name.tmp-*` files an interrupted atomic write leaves) and symbolic links are skipped inside
/// directories.
enum SnapshotFileFinder {
    /// A path that could not be expanded, with the reason in words.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// The files found for one command-line path, and what could not be read on the way.
    struct Expansion {
        var files: [String] = []
        var failures: [Failure] = []
        /// The path was a directory.
        var isDirectory = false
        /// Files below the directory that may be other tools' dumps (`*.xml`, `*.uix`), which a
        /// folder does not stand for: they are imported only when named as files.
        var dumpFiles = 0
    }

    static func expand(_ path: String) -> Expansion {
        var expansion = Expansion()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            expansion.failures.append(Failure(path: path, reason: "no such file or directory"))
            return expansion
        }
        if isDirectory.boolValue {
            expansion.isDirectory = true
            walk(path, into: &expansion)
        } else {
            expansion.files.append(path)
        }
        return expansion
    }

    private static func walk(_ directory: String, into expansion: inout Expansion) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            expansion.failures.append(Failure(path: directory, reason: "cannot list the directory (\(error.localizedDescription))"))
            return
        }
        let visible = names.filter { !$0.hasPrefix(".") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in visible {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                walk(path, into: &expansion)
            } else if type == .typeRegular && name.hasSuffix(".json") {
                expansion.files.append(path)
            } else if type == .typeRegular && (name.hasSuffix(".xml") || name.hasSuffix(".uix")) {
                expansion.dumpFiles += 1
            }
        }
    }
}
