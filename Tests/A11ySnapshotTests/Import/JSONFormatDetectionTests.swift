@testable import A11ySnapshot
import Foundation
import Testing

/// Each JSON reader recognizes its own format by content, and nothing else: not the other formats,
/// not canonical snapshots.
@Suite("JSON format detection")
struct JSONFormatDetectionTests {
    /// The JSON readers with the real-trees folders that hold their format.
    private static var readers: [(reader: any DumpReader.Type, folders: Set<String>)] { [
        (WDAJSONReader.self, ["appium-ios-json"]),
        (IDBJSONReader.self, ["idb-json"]),
        (A11yUITestsReader.self, ["a11yuitests-json"]),
        (MaestroJSONReader.self, ["maestro-json"]),
        (CashAppAccessibilitySnapshotReader.self, []),
    ] }

    /// Each fixture folder with its reader.
    private static var fixtureFolders: [(folder: String, reader: any DumpReader.Type)] { [
        ("wda-json", WDAJSONReader.self), ("idb-json", IDBJSONReader.self), ("a11yuitests-json", A11yUITestsReader.self),
        ("maestro-json", MaestroJSONReader.self), ("accessibilitysnapshot-json", CashAppAccessibilitySnapshotReader.self),
    ] }

    private func head(_ bytes: [UInt8]) -> DumpHead {
        bytes.withUnsafeBufferPointer { DumpHead($0) }
    }

    @Test("Every real dump is recognized by its own reader and by no other JSON reader")
    func realTrees() {
        guard let files = RealTreeFiles.all(for: "detection over the real trees") else { return }
        #expect(!files.isEmpty)
        for file in files where !file.hasSuffix(".md") {
            guard let bytes = RealTrees.bytes(file, for: "detection") else { continue }
            let folder = String(file.split(separator: "/")[0])
            let dumpHead = head(bytes)
            for (reader, folders) in Self.readers {
                let recognized = reader.recognizes(dumpHead)
                #expect(recognized == folders.contains(folder), "\(reader.format.rawValue) on \(file)")
            }
        }
    }

    @Test("Every fixture is recognized by its own reader only")
    func fixtures() throws {
        for (folder, owner) in Self.fixtureFolders {
            let names = try FileManager.default.contentsOfDirectory(atPath: ImportFixture.folder.appendingPathComponent(folder).path)
            for name in names where !name.hasSuffix(".expected.json") {
                let dumpHead = head(try ImportFixture.bytes("\(folder)/\(name)"))
                for (reader, _) in Self.readers {
                    let recognized = reader.recognizes(dumpHead)
                    #expect(recognized == (reader.format == owner.format), "\(reader.format.rawValue) on \(folder)/\(name)")
                }
            }
        }
    }

    @Test("No JSON reader claims a canonical snapshot")
    func canonicalSnapshot() {
        let snapshot = AccessibilitySnapshot(name: "Login", viewport: Frame(0, 0, 393, 852), elements: [
            AccessibilityElement(label: "Log in", value: nil, traits: [.button], frame: Frame(16, 200, 361, 50), isEnabled: true),
        ])
        let dumpHead = head(snapshot.canonicalJSON())
        for (reader, _) in Self.readers {
            let recognized = reader.recognizes(dumpHead)
            #expect(!recognized, "\(reader.format.rawValue)")
        }
    }

    @Test("Every golden snapshot of the fixtures is claimed by no JSON reader")
    func goldenSnapshots() throws {
        for (folder, _) in Self.fixtureFolders {
            let names = try FileManager.default.contentsOfDirectory(atPath: ImportFixture.folder.appendingPathComponent(folder).path)
            for name in names where name.hasSuffix(".expected.json") {
                let dumpHead = head(try ImportFixture.bytes("\(folder)/\(name)"))
                for (reader, _) in Self.readers {
                    let recognized = reader.recognizes(dumpHead)
                    #expect(!recognized, "\(reader.format.rawValue) on \(folder)/\(name)")
                }
            }
        }
    }

    @Test("Every real dump of the JSON formats imports through the policy without error")
    func realTreesImport() throws {
        guard let files = RealTreeFiles.all(for: "importing the real JSON trees") else { return }
        for file in files {
            let folder = String(file.split(separator: "/")[0])
            guard let (reader, _) = Self.readers.first(where: { $0.folders.contains(folder) }),
                  let bytes = RealTrees.bytes(file, for: "import") else { continue }
            #expect(throws: Never.self, "\(file)") { _ = try ImportExpectations.snapshot(bytes, with: reader) }
        }
    }
}
