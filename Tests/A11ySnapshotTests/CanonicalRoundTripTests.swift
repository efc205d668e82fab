import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("Round trips")
struct CanonicalRoundTripTests {
    @Test("decode(encode(screen)) == screen for every example screen", arguments: ExampleScreens.all)
    func exampleScreensRoundTrip(screen: AccessibilitySnapshot) throws {
        #expect(try AccessibilitySnapshot(json: screen.canonicalJSON()) == screen)
    }

    @Test("decode(encode(tree)) == tree for 500 generated trees with every attribute and awkward strings")
    func generatedTreesRoundTrip() throws {
        for seed in 0..<500 as Range<UInt64> {
            var trees = RandomTrees(seed: seed)
            let snapshot = trees.snapshot()
            let decoded = try AccessibilitySnapshot(json: snapshot.canonicalJSON())
            #expect(decoded == snapshot, "seed \(seed)")
        }
    }

    @Test("encode(decode(bytes)) == bytes for canonical bytes of 500 generated trees")
    func canonicalBytesAreAFixedPoint() throws {
        for seed in 1000..<1500 as Range<UInt64> {
            var trees = RandomTrees(seed: seed)
            let bytes = trees.snapshot().canonicalJSON()
            #expect(try AccessibilitySnapshot(json: bytes).canonicalJSON() == bytes, "seed \(seed)")
        }
    }

    @Test("Formatting is idempotent: canonicalizing twice changes nothing")
    func formattingIsIdempotent() throws {
        let once = try AccessibilitySnapshot(json: Array(minimalDocument.utf8)).canonicalJSON()
        let twice = try AccessibilitySnapshot(json: once).canonicalJSON()
        #expect(once == twice)
    }

    @Test("A large generated screen survives the round trip", arguments: [1, 1000, 20_000])
    func largeTreeRoundTrip(count: Int) throws {
        let screen = SyntheticTree.listScreen(elementCount: count)
        #expect(screen.elementCount == count)
        #expect(try AccessibilitySnapshot(json: screen.canonicalJSON()) == screen)
    }

    @Test("Reading from a file names the file in errors and reads the same tree")
    func readsFromFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.json").path
        let bad = directory.appendingPathComponent("bad.json").path
        try Data(ExampleScreens.login.canonicalJSON()).write(to: URL(fileURLWithPath: good))
        try Data("{\n  \"version\": 1,\n  oops".utf8).write(to: URL(fileURLWithPath: bad))

        #expect(try AccessibilitySnapshot(contentsOfFile: good) == ExampleScreens.login)
        #expect(throws: SnapshotFormatError.self) { try AccessibilitySnapshot(contentsOfFile: bad) }
        do {
            _ = try AccessibilitySnapshot(contentsOfFile: bad)
        } catch {
            #expect(error.file == bad)
            #expect(error.description.hasPrefix("\(bad):3:3: error: "))
        }
        do {
            _ = try AccessibilitySnapshot(contentsOfFile: directory.appendingPathComponent("missing.json").path)
            Issue.record("a missing file must not decode")
        } catch {
            #expect(error.reason == .unreadable)
        }
    }
}
