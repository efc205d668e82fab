@testable import A11ySnapshot
import Foundation
import Testing

/// Reading a whole file into an array in one copy, with Foundation's reader as the fallback.
@Suite("File bytes")
struct FileBytesTests {
    private func temporaryPath() -> String {
        NSTemporaryDirectory() + "a11ysnap-bytes-" + UUID().uuidString
    }

    @Test("a file reads back byte for byte, empty or not")
    func readsExactBytes() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(FileBytes.contents(atPath: path) == bytes)
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(FileBytes.contents(atPath: path) == [])
    }

    @Test("a missing file or a folder gives nil, for Foundation's reader to explain")
    func missingOrFolderIsNil() throws {
        let path = temporaryPath()
        #expect(FileBytes.contents(atPath: path) == nil)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileBytes.contents(atPath: path) == nil)
    }
}
