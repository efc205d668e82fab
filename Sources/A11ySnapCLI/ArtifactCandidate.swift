import A11ySnapshot
import Foundation

/// A current snapshot a test run left in its artifacts folder, and the reference it would
/// replace: what `accept` and `review` both walk.
///
/// A failing assertion writes its current snapshot under the same relative path as its
/// reference (ARTIFACTS/LoginTests/login.json for REFS/LoginTests/login.json), so the two are
/// paired by that path. The `test-runs/` manifests are not snapshots and are left out.
struct ArtifactCandidate: Sendable, Equatable {
    /// The artifact's path.
    let artifact: String
    /// Its path below the artifacts folder, which is also the reference's below the references.
    let relativePath: String
    /// The reference it would replace (which may not exist yet).
    let reference: String
    /// The references folder, below which nothing is written through a symbolic link.
    let referenceRoot: String

    /// The candidates below `artifacts` whose relative path matches one of `patterns` (all when
    /// there are none), in path order; `nil` after reporting a missing folder or one that cannot
    /// be listed.
    static func list(artifacts: String, references: String, only patterns: [String],
                     in context: CommandContext) -> [ArtifactCandidate]? {
        guard context.checkDirectory(artifacts), context.checkDirectory(references),
              let files = context.snapshotFiles(below: artifacts) else { return nil }
        return files.compactMap { path in
            let relative = relativePath(of: path, below: artifacts)
            guard !relative.hasPrefix(TestRunManifest.folderName + "/") else { return nil }
            guard patterns.isEmpty || patterns.contains(where: { matches(relative, $0) }) else { return nil }
            return ArtifactCandidate(artifact: path, relativePath: relative, reference: references + "/" + relative,
                                     referenceRoot: references)
        }
    }

    /// The snapshot the artifact holds, read strictly, and its canonical bytes: what accepting
    /// writes, so a hand-edited artifact lands in the form `format --check` expects (the
    /// assertions write that form already).
    func read() throws(InputFileError) -> (bytes: [UInt8], snapshot: AccessibilitySnapshot) {
        let bytes = try SnapshotInput.bytes(of: artifact)
        do {
            let snapshot = try AccessibilitySnapshot(json: bytes, file: artifact)
            return (snapshot.canonicalJSON(), snapshot)
        } catch {
            throw InputFileError(error)
        }
    }

    /// The reference's current bytes, or `nil` when there is none yet.
    func referenceBytes() -> [UInt8]? {
        FileManager.default.contents(atPath: reference).map { [UInt8]($0) }
    }

    /// Writes `bytes` over the reference atomically (a temporary file renamed over it), never
    /// through a symbolic link inside the references folder.
    func writeReference(_ bytes: [UInt8]) throws(InputFileError) {
        do throws(FileWriteError) {
            try AtomicFile.write(bytes, to: reference, refusingLinksBelow: referenceRoot)
        } catch {
            throw InputFileError(file: reference, message: "cannot write (\(error))")
        }
    }

    private static func relativePath(of path: String, below folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether `path` matches the glob `pattern`: `*` matches any characters, `/` included; `?` one character.
    static func matches(_ path: String, _ pattern: String) -> Bool {
        fnmatch(pattern, path, 0) == 0
    }
}
