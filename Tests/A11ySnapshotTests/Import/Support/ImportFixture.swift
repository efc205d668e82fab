import A11ySnapshot
import Foundation
import Testing

/// The importers' hand-written fixtures in `Fixtures/<format>/`, each with the exact snapshot it
/// must import to in `<fixture>.expected.json` beside it.
///
/// To re-record the expected snapshots, run `A11Y_RECORD_GOLDEN=1 swift test --filter Import`:
/// each file is written and its test fails (so a recording run never passes by accident); review
/// them with `git diff`, then run again without the variable.
enum ImportFixture {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<path>`.
    static func bytes(_ path: String) throws -> [UInt8] {
        let url = folder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FixtureMissing(path: url.path)
        }
        return [UInt8](data)
    }

    /// Reads `Fixtures/<path>` with `reader`, applies the policy and compares the canonical JSON
    /// with `Fixtures/<path>.expected.json`.
    static func checkGolden(
        _ path: String,
        reader: any DumpReader.Type,
        options: ImportOptions = .canonical,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let input = try bytes(path)
        let snapshot = try input.withUnsafeBufferPointer { buffer throws(DumpImportError) in
            let document = try reader.read(buffer, file: path)
            return try ImportPolicy.snapshot(from: document, name: path, file: path, options: options)
        }
        let actual = String(decoding: snapshot.canonicalJSON(), as: UTF8.self)
        compare(actual, with: path + ".expected.json", sourceLocation: sourceLocation)
    }

    /// Compares `actual` with `Fixtures/<expectedPath>`, or records it under `A11Y_RECORD_GOLDEN`.
    static func compare(_ actual: String, with expectedPath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFile.check(actual, at: folder.appendingPathComponent(expectedPath), named: expectedPath, sourceLocation: sourceLocation)
    }

    struct FixtureMissing: Error, CustomStringConvertible {
        let path: String
        var description: String { "fixture \(path) is missing" }
    }
}

/// The real accessibility-tree dumps in `../shared/real-trees/` beside the repository, which the
/// tests read when present and skip (saying why) when not.
enum RealTrees {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/real-trees")

    /// The folder when it exists; otherwise prints why the caller skips and returns `nil`.
    static func available(for purpose: String) -> URL? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder
        }
        print("Skipping \(purpose): \(folder.path) is absent (the shared real-trees folder is not beside this checkout).")
        return nil
    }

    /// The bytes of `real-trees/<path>`, or `nil` (with the skip reason printed) when absent.
    static func bytes(_ path: String, for purpose: String) -> [UInt8]? {
        guard let folder = available(for: purpose) else { return nil }
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
            print("Skipping \(purpose): real-trees/\(path) is missing.")
            return nil
        }
        return [UInt8](data)
    }
}
