import A11ySnapshot
import ExampleScreens
import Foundation
import Testing
import TestSupport

/// Input built to break a reader: absurd nesting, width and sizes, every Unicode plane, and the
/// same through the importers. Each must end in a result or a located error, never a crash, a
/// stack overflow or a hang. Sizes that are slow in a debug build are noted where they are cut.
@Suite("Hostile input")
struct HostileInputTests {
    private static let header = Array(#"{"version": 1, "name": "x", "viewport": [0, 0, 10, 10], "elements": ["#.utf8)

    /// `count` copies of `piece`, as bytes.
    private func repeated(_ piece: String, _ count: Int) -> [UInt8] {
        let bytes = Array(piece.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * count)
        for _ in 0..<count { out.append(contentsOf: bytes) }
        return out
    }

    @Test("a snapshot nested 1,000,000 elements deep is refused at the nesting limit, without a stack overflow")
    func millionDeepSnapshot() {
        let bytes = Self.header + repeated(#"{"label": "x", "children": ["#, 1_000_000)
        let error = caughtError(SnapshotFormatError.self) { try AccessibilitySnapshot(json: bytes) }
        #expect(error?.reason == .nestingTooDeep)
        #expect(error?.line == 1)
    }

    @Test("JSON arrays nested 1,000,000 deep are refused by the JSON layer and the importers' tree")
    func millionDeepArrays() {
        let bytes = repeated("[", 1_000_000) + repeated("]", 1_000_000)
        let layer = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SnapshotFormatError) in try JSONText.validate(buffer) }
        }
        guard case .failure(let error) = layer else { Issue.record("accepted"); return }
        #expect(error.reason == .nestingTooDeep)
        let tree = caughtError(DumpImportError.self) { try DumpImport.snapshot(fromDump: bytes, format: .idbJSON) }
        #expect(tree?.reason == .nestingTooDeep)
    }

    @Test("an XML dump nested 1,000,000 deep is refused, without a stack overflow")
    func millionDeepXML() {
        let bytes = Array("<AppiumAUT>".utf8) + repeated("<XCUIElementTypeOther>", 1_000_000)
        let error = caughtError(DumpImportError.self) { try DumpImport.snapshot(fromDump: bytes) }
        #expect(error?.reason == .nestingTooDeep)
    }

    @Test("an indented text dump 100,000 levels deep is refused, without a stack overflow")
    func deepTextDump() {
        var text = "Application, 0x1, pid: 1, {{0.0, 0.0}, {10.0, 10.0}}\n"
        for level in 1...100_000 {
            text += String(repeating: " ", count: min(level, 2_000)) + "Other, 0x2, {{0.0, 0.0}, {1.0, 1.0}}\n"
        }
        #expect(throws: DumpImportError.self) { try DumpImport.snapshot(fromDump: Array(text.utf8)) }
    }

    @Test("1,000,000 sibling elements are read and written back")
    func millionSiblings() throws {
        let element = #"{"label": "Row", "value": null, "traits": [], "frame": [0, 0, 10, 10], "enabled": true}"#
        var bytes = Self.header
        bytes += repeated(element + ", ", 999_999) + Array(element.utf8) + Array("]}".utf8)
        let clock = ContinuousClock()
        var snapshot: AccessibilitySnapshot?
        let decode = try clock.measure { snapshot = try AccessibilitySnapshot(json: bytes) }
        let read = try #require(snapshot)
        #expect(read.elements.count == 1_000_000)
        var canonical: [UInt8] = []
        let encode = clock.measure { canonical = read.canonicalJSON() }
        #expect(canonical.starts(with: Array("{\n  \"version\": 1,".utf8)))
        print("1,000,000 siblings in this build: decode \(decode), encode \(encode)")
    }

    @Test("100,000 siblings diff against an edited copy (1,000,000 is the benchmark's job: slow in a debug build)")
    func manySiblingsThroughTheDiffer() {
        let reference = SyntheticTree.listScreen(elementCount: 100_000)
        var current = reference
        current.elements.removeFirst()
        #expect(SnapshotDiff(reference: reference, current: current).count(.removed) == 1)
    }

    @Test("the rules run on 100,000 siblings (1,000,000 is the benchmark's job: too slow in a debug build)")
    func manySiblingsThroughTheRules() throws {
        let snapshot = SyntheticTree.listScreen(elementCount: 100_000)
        let report = try RuleEngine().check(snapshot)
        #expect(!report.violations.isEmpty)
    }

    @Test("a 1 MB label survives a round trip, the differ, the rules and every report")
    func megabyteLabel() throws {
        var screen = ExampleScreens.login
        let label = String(repeating: "Ünïcödé label text. ", count: 50_000)
        screen.elements[0].label = label
        let read = try AccessibilitySnapshot(json: screen.canonicalJSON())
        #expect(read.elements[0].label == label)
        let diff = SnapshotDiff(reference: ExampleScreens.login, current: read)
        let comparison = SnapshotComparison(diff: diff)
        #expect(TextReport().render(comparison).utf8.count < 20_000)
        #expect(MarkdownReport().render(comparison).utf8.count < 20_000)
        #expect(HTMLReport().render(comparison).utf8.count < 200_000)
        #expect(JSONReport().render(comparison).contains(label))
        _ = try RuleEngine().check(read)
    }

    @Test("a label with a character from every Unicode plane round-trips")
    func everyPlane() throws {
        // A scalar in each of the 17 planes, past the first 0x100 of each (none is a surrogate).
        let scalars = (0...16).compactMap { Unicode.Scalar(UInt32($0) << 16 | 0x1234) }
        #expect(scalars.count == 17)
        var label = ""
        label.unicodeScalars.append(contentsOf: scalars)
        let screen = AccessibilitySnapshot(name: "planes", elements: [.staticText(label)])
        let read = try AccessibilitySnapshot(json: screen.canonicalJSON())
        #expect(Array(read.elements[0].label.unicodeScalars) == scalars)
    }

    @Test("a coordinate that underflows to zero (1e-400) reads as 0")
    func underflowIsZero() throws {
        let json = #"{"version": 1, "name": "x", "viewport": [0, 0, 1e-400, 10], "elements": []}"#
        #expect(try AccessibilitySnapshot(json: Array(json.utf8)).viewport == Frame(0, 0, 0, 10))
    }

    @Test("invalid UTF-8 in a dump's attribute is a located encoding error")
    func invalidUTF8InDump() {
        let bytes = Array("<AppiumAUT><XCUIElementTypeButton label=\"".utf8) + [0xC3, 0x28] + Array("\"/></AppiumAUT>".utf8)
        let error = caughtError(DumpImportError.self) { try DumpImport.snapshot(fromDump: bytes) }
        #expect(error?.reason == .invalidEncoding)
        #expect(error?.line == 1)
    }

    @Test("a 10 MB attribute value in a dump imports whole")
    func hugeAttribute() throws {
        let label = String(repeating: "a", count: 10_000_000)
        let xml = "<AppiumAUT><XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"10\" height=\"10\"><XCUIElementTypeButton label=\"\(label)\" x=\"0\" y=\"0\" width=\"5\" height=\"5\"/></XCUIElementTypeApplication></AppiumAUT>"
        let snapshot = try DumpImport.snapshot(fromDump: Array(xml.utf8))
        #expect(snapshot.elements.first?.label.utf8.count == 10_000_000)
    }

    @Test("a 100 MB snapshot decodes (set A11Y_HEAVY_TESTS=1; the benchmark measures it in release)",
          .enabled(if: ProcessInfo.processInfo.environment["A11Y_HEAVY_TESTS"] == "1"))
    func hundredMegabytes() throws {
        let snapshot = SyntheticTree.listScreen(elementCount: 400_000)
        let bytes = snapshot.canonicalJSON()
        #expect(bytes.count >= 100_000_000)
        #expect(try AccessibilitySnapshot(json: bytes).elementCount == snapshot.elementCount)
    }
}
