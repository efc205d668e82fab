import A11ySnapshot
import Foundation
import Testing

/// Every real dump in `../shared/real-trees/` goes through the public entry point: the format is
/// detected from the content alone, and the import succeeds.
@Suite("Real dumps through detection")
struct RealTreeDetectionTests {
    /// The format each folder of real dumps holds.
    static let formats: [String: DumpFormat] = [
        "a11yuitests-json": .a11yUITests, "appium-ios-json": .wdaJSON, "appium-ios-xml": .appiumXML,
        "idb-json": .idbJSON, "maestro-json": .maestroJSON, "uiautomator-xml": .uiautomatorXML,
        "xcui-debugdescription": .xcuiDebugDescription,
    ]

    /// Dumps of screens with nothing to read: only structural wrappers, which the policy flattens
    /// away (an empty popup, a window excerpt whose content is in another process).
    static let emptyScreens: Set<String> = [
        "appium-ios-xml/crifan-yilutongxing-empty-popup.xml", "xcui-debugdescription/appium-issue-13227-health-window-excerpt.txt",
    ]

    @Test("every real dump is detected as its folder's format and imports without error")
    func everyRealDumpImports() throws {
        guard let root = RealTrees.available(for: "real-dump detection") else { return }
        var imported = 0
        for (folder, format) in Self.formats.sorted(by: { $0.key < $1.key }) {
            let directory = root.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(!files.isEmpty, "no dumps in \(folder)")
            for name in files {
                let path = directory.appendingPathComponent(name).path
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(DumpImport.detectFormat(of: bytes) == format, "\(folder)/\(name)")
                do {
                    let snapshot = try DumpImport.snapshot(fromDump: bytes, file: path)
                    #expect((snapshot.elementCount == 0) == Self.emptyScreens.contains("\(folder)/\(name)"),
                            "\(folder)/\(name) imported \(snapshot.elementCount) elements")
                    #expect(try AccessibilitySnapshot(json: snapshot.canonicalJSON()) == snapshot, "\(folder)/\(name) does not round-trip")
                    imported += 1
                } catch {
                    Issue.record("\(folder)/\(name): \(error)")
                }
            }
        }
        #expect(imported >= 40)
    }

    @Test("no real dump is mistaken for a canonical snapshot, and no snapshot for a dump")
    func snapshotsAreNotDumps() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("__Snapshots__/ExampleScreenSnapshotTests")
        for name in try FileManager.default.contentsOfDirectory(atPath: snapshots.path) {
            let bytes = try [UInt8](Data(contentsOf: snapshots.appendingPathComponent(name)))
            #expect(DumpImport.detectFormat(of: bytes) == nil, "\(name)")
        }
    }
}
