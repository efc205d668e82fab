@testable import A11ySnapshot
import Foundation
import Testing

/// `AtomicFile.write(…, keepingSameContent: true)` leaves a file that already holds the bytes
/// alone (a failing test's artifact, written again on every run) and replaces anything else.
@Suite("Atomic file: same content")
struct AtomicFileSameContentTests {
    private func fileNumber(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    private let bytes = Array("{\n  \"elements\" : []\n}\n".utf8)

    @Test("a file that holds the same bytes is kept: the same file, not a new one")
    func sameBytesKeepTheFile() throws {
        try withTemporaryFolder("atomic") { folder throws in
            let path = folder + "/screen.json"
            try AtomicFile.write(bytes, to: path, durable: false)
            let before = try fileNumber(path)
            try AtomicFile.write(bytes, to: path, durable: false, keepingSameContent: true)
            #expect(try fileNumber(path) == before)
            #expect(FileBytes.contents(atPath: path) == bytes)
        }
    }

    @Test("without keepingSameContent the same bytes are written again, as a new file")
    func sameBytesAreRewrittenByDefault() throws {
        try withTemporaryFolder("atomic") { folder throws in
            let path = folder + "/screen.json"
            try AtomicFile.write(bytes, to: path, durable: false)
            let before = try fileNumber(path)
            try AtomicFile.write(bytes, to: path, durable: false)
            #expect(try fileNumber(path) != before)
        }
    }

    @Test("other bytes, one byte more or one byte less, replace the file")
    func otherBytesReplaceTheFile() throws {
        try withTemporaryFolder("atomic") { folder throws in
            let path = folder + "/screen.json"
            let others: [[UInt8]] = [Array(bytes.dropLast()), bytes + [0x0A], bytes.map { $0 == UInt8(ascii: "[") ? UInt8(ascii: "(") : $0 }]
            for old in others {
                try Data(old).write(to: URL(fileURLWithPath: path))
                try AtomicFile.write(bytes, to: path, durable: false, keepingSameContent: true)
                #expect(FileBytes.contents(atPath: path) == bytes)
            }
        }
    }

    @Test("a symbolic link to a file with the same bytes is replaced by a real file, not kept")
    func linkWithSameBytesIsReplaced() throws {
        try withTemporaryFolder("atomic") { folder throws in
            let target = folder + "/elsewhere.json", path = folder + "/screen.json"
            try Data(bytes).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            try AtomicFile.write(bytes, to: path, durable: false, keepingSameContent: true)
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            #expect(type == .typeRegular)
        }
    }

    @Test("below a root, a link to the same bytes is still refused")
    func linkBelowRootIsRefusedEvenWithSameBytes() throws {
        try withTemporaryFolder("atomic") { folder throws in
            let target = folder + "/elsewhere.json", path = folder + "/artifacts/screen.json"
            try FileManager.default.createDirectory(atPath: folder + "/artifacts", withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            #expect(throws: FileWriteError.self) {
                try AtomicFile.write(bytes, to: path, refusingLinksBelow: folder + "/artifacts", durable: false, keepingSameContent: true)
            }
        }
    }
}
