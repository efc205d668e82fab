import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one test process recorded for `a11ysnap obsolete`: when it started and finished, whether
/// it ran only some tests or had failures, and the reference files its assertions read or wrote.
///
/// Each test process writes its own file, `<artifacts>/test-runs/<start>-<pid>.txt`: a header of
/// `# key: value` lines, one absolute reference path per line as assertions run (appended with
/// `O_APPEND`, one `write` a line, so concurrent assertions never interleave), and a last
/// `# finished:` line when the process exits normally. A run is every process whose lifetime
/// overlaps the newest one's (the parallel runner processes of one `xcodebuild test`) and every
/// process started by the newest one's parent (`swift test` runs XCTest's tests, then Swift
/// Testing's, in two processes one after the other).
///
/// ```text
/// # a11ysnap test run
/// # started: 2026-11-25T03:50:00.125Z
/// # process: 4711
/// # parent: 4702
/// # selection: --filter LoginTests
/// /work/app/__Snapshots__/LoginTests/loginScreen.json
/// # finished: 2026-11-25T03:50:09.480Z
/// # failures: 0
/// ```
package struct TestRunManifest: Sendable {
    /// The folder under the artifacts folder that holds one manifest per test process.
    package static let folderName = "test-runs"
    /// Manifests kept in the folder; older ones are removed when a new run starts.
    package static let retainedCount = 50

    package var path: String
    package var started: Date?
    package var finished: Date?
    package var processID: Int?
    /// The process that started it (`swift test`, a test runner), when the manifest says.
    package var parentProcessID: Int?
    /// The arguments that selected only some tests (`--filter …`), when the run was filtered.
    package var selection: String?
    /// Failures the process recorded: failed assertions of this library and, under XCTest, any
    /// failure XCTest reported.
    package var failures: Int?
    /// The references used, as written (absolute paths).
    package var references: [String]

    /// Reads a manifest; lines without `# ` are reference paths, so a plain list of paths (the
    /// `used-references.txt` of earlier versions) reads as a manifest without metadata.
    package static func read(_ path: String) throws -> TestRunManifest {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var manifest = TestRunManifest(path: path, references: [])
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
            guard line.hasPrefix("# ") else {
                manifest.references.append(String(line))
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[line.index(line.startIndex, offsetBy: 2)..<colon]
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "started": manifest.started = Timestamp.parse(value)
            case "finished": manifest.finished = Timestamp.parse(value)
            case "process": manifest.processID = Int(value)
            case "parent": manifest.parentProcessID = Int(value)
            case "selection": manifest.selection = value.isEmpty ? nil : value
            case "failures": manifest.failures = Int(value)
            default: break
            }
        }
        return manifest
    }

    /// The manifests of the newest run in `folder`: the most recently started manifest, every one
    /// whose process was still running when a later one of the group started, and every one whose
    /// process the same parent started (a package's XCTest and Swift Testing processes of one
    /// `swift test`: the XCTest references had read as unused, and `--delete` removed them). Empty
    /// when the folder holds none.
    package static func newestRun(in folder: String) throws -> [TestRunManifest] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }
        var manifests = try names.map { try read(folder + "/" + $0) }
        manifests.sort { ($0.started ?? .distantPast, $0.path) > ($1.started ?? .distantPast, $1.path) }
        guard let newest = manifests.first else { return [] }
        var group = [newest]
        var groupStart = newest.started ?? .distantPast
        var overlapping = true
        for manifest in manifests.dropFirst() {
            overlapping = overlapping && (manifest.finished.map { $0 >= groupStart } ?? true)
            let sameParent = newest.parentProcessID != nil && manifest.parentProcessID == newest.parentProcessID
            guard overlapping || sameParent else { continue }
            group.append(manifest)
            groupStart = min(groupStart, manifest.started ?? .distantPast)
        }
        return group
    }

    /// The header a process writes when its first assertion runs.
    package static func header(started: Date, processID: Int, parentProcessID: Int? = nil, selection: String?) -> String {
        var lines = ["# a11ysnap test run", "# started: \(Timestamp.format(started))", "# process: \(processID)"]
        if let parentProcessID { lines.append("# parent: \(parentProcessID)") }
        if let selection { lines.append("# selection: \(selection)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The footer a process writes when it exits normally.
    package static func footer(finished: Date, failures: Int) -> String {
        "# finished: \(Timestamp.format(finished))\n# failures: \(failures)\n"
    }

    /// The file name for a process that started at `started`: sortable by start time.
    package static func fileName(started: Date, processID: Int) -> String {
        let stamp = Timestamp.format(started).replacingOccurrences(of: ":", with: "").replacingOccurrences(of: "-", with: "")
        return "\(stamp)-\(processID).txt"
    }

    /// Appends `text` (whole lines) to the file at `path` in one `write`; with `creating`, creates
    /// folders and the file first (a manifest's header). Without it, a manifest removed during the
    /// run (its artifacts folder cleaned, a test's temporary folder deleted) is not written again
    /// as a file of stray lines. Best effort: a manifest that cannot be written never fails a test.
    package static func append(_ text: String, to path: String, creating: Bool = true) {
        func openForAppending() -> Int32 {
            open(path, O_WRONLY | O_APPEND | O_CLOEXEC | (creating ? O_CREAT : 0), 0o644)
        }
        var descriptor = openForAppending()
        if descriptor < 0, errno == ENOENT, creating {
            // The folder is missing: the first line of a run. Later appends skip this.
            let directory = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            descriptor = openForAppending()
        }
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// `path` made absolute against the working directory, with `.` and `..` resolved and
    /// symbolic links in the folders above it resolved, so two spellings of a path compare equal.
    package static func standardized(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).standardizedFileURL.path
    }

    /// Removes all but the newest ``retainedCount`` manifests in `folder` (best effort).
    package static func prune(_ folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let manifests = names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted()
        for name in manifests.dropLast(retainedCount) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}

/// UTC timestamps with milliseconds, `2026-11-25T03:50:00.125Z`.
private enum Timestamp {
    private static func formatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    static func format(_ date: Date) -> String {
        formatter().string(from: date)
    }

    static func parse(_ text: String) -> Date? {
        formatter().date(from: text)
    }
}
