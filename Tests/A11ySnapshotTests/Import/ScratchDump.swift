import A11ySnapshot
import Foundation
import Testing

@Test func scratchDumpRealTrees() throws {
    try FileManager.default.createDirectory(atPath: "/tmp/xmlout", withIntermediateDirectories: true)
    for (dir, reader) in [("appium-ios-xml", AppiumXMLReader.self as any DumpReader.Type), ("uiautomator-xml", UIAutomatorXMLReader.self)] {
        for name in try FileManager.default.contentsOfDirectory(atPath: "/work/shared/real-trees/\(dir)") {
            let bytes = [UInt8](FileManager.default.contents(atPath: "/work/shared/real-trees/\(dir)/\(name)")!)
            let snapshot = try bytes.withUnsafeBufferPointer { b throws(DumpImportError) in
                try ImportPolicy.snapshot(from: try reader.read(b, file: name), name: name, file: name, options: .canonical)
            }
            try Data(snapshot.canonicalJSON()).write(to: URL(fileURLWithPath: "/tmp/xmlout/\(name).json"))
        }
    }
}
