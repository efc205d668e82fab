import A11ySnapshot
import Foundation

extension CommandContext {
    /// Calls `body` for each snapshot file the command-line `paths` stand for
    /// (``SnapshotFileFinder/expand(_:)``), in order, with the path it was found through and that
    /// path's expansion; a file reached through two paths is visited only the first time. Reports
    /// what a path could not read (`<path>: error: <reason>`) and warns of a directory without
    /// snapshot files (naming the dumps in it, which a folder does not stand for), before visiting
    /// that path's files.
    /// - Returns: `false` when some path could not be expanded.
    func forEachSnapshotFile(
        in paths: [String], _ body: (_ file: String, _ path: String, _ expansion: SnapshotFileFinder.Expansion) -> Void
    ) -> Bool {
        var expandedAll = true
        var seen: Set<String> = []
        for path in paths {
            let expansion = SnapshotFileFinder.expand(path)
            report(expansion.failures)
            expandedAll = expandedAll && expansion.failures.isEmpty
            if expansion.isDirectory && expansion.files.isEmpty && expansion.failures.isEmpty {
                let dumps = expansion.dumpFiles == 0 ? ""
                    : "; it holds \(ReportPhrase.count(expansion.dumpFiles, "*.xml or *.uix file")), which a folder does not stand for: name a dump as a file to import it (\(path)/*.xml)"
                printWarning("\(path): no snapshot files (*.json) in this directory\(dumps)")
            }
            for file in expansion.files where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
                body(file, path, expansion)
            }
        }
        return expandedAll
    }

    /// Whether `folder` is a directory the command can read; otherwise reports why
    /// (``FileProblem/inputError(usingDirectory:)``).
    func checkDirectory(_ folder: String) -> Bool {
        guard let error = FileProblem.inputError(usingDirectory: folder) else { return true }
        report(error)
        return false
    }

    /// The snapshot files below `folder` (``SnapshotFileFinder/expand(_:)``), or `nil` after
    /// reporting what below it could not be read.
    func snapshotFiles(below folder: String) -> [String]? {
        let expansion = SnapshotFileFinder.expand(folder)
        report(expansion.failures)
        return expansion.failures.isEmpty ? expansion.files : nil
    }
}
