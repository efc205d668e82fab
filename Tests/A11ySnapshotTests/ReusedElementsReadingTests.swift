@testable import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// A failing assertion reads its reference against the current tree's encoding, taking the
/// elements whose bytes are unchanged from the current tree. The result, and every error, must be
/// exactly those of a full reading.
@Suite("Reading a reference with unchanged elements reused")
struct ReusedElementsReadingTests {
    @Test("An edited tree reads as a full reading reads it, for 400 generated trees and edits")
    func editedTreesReadAsAFullReading() throws {
        for seed in 0..<400 as Range<UInt64> {
            let (current, _) = try Self.generated(seed: seed)
            var elements = current.elements
            var edits = RandomEdits(seed: seed &* 7919)
            edits.apply(Int(seed % 3) + 1, to: &elements)
            let reference = AccessibilitySnapshot(name: current.name, viewport: current.viewport, elements: elements)
            try Self.expectSameReading(of: reference.canonicalJSON(), against: current, "seed \(seed)")
        }
    }

    @Test("Damaged bytes give the same error, at the same line and column, as a full reading")
    func damagedBytesGiveTheSameError() throws {
        for seed in 1_000..<1_300 as Range<UInt64> {
            var (current, random) = try Self.generated(seed: seed)
            var bytes = current.canonicalJSON()
            let position = Int(random.next() % UInt64(bytes.count))
            let replacements: [UInt8] = Array("{}[],:\"\\ 0-1etnx\u{7F}".utf8) + [0x0A, 0xC3, 0xFF]
            switch random.next() % 4 {
            case 0: bytes[position] = replacements[Int(random.next() % UInt64(replacements.count))]
            case 1: bytes.remove(at: position)
            case 2: bytes.insert(replacements[Int(random.next() % UInt64(replacements.count))], at: position)
            default: bytes.removeLast(bytes.count - position)
            }
            try Self.expectSameReading(of: bytes, against: current, "seed \(seed)")
        }
    }

    @Test("Elements outside the change are the current tree's own (their text is not copied)")
    func unchangedElementsAreTakenFromTheCurrentTree() throws {
        let current = SyntheticTree.listScreen(elementCount: 300)
        var edited = current
        edited.elements[100].label += " (edited)"
        let reference = try AccessibilitySnapshot(json: edited.canonicalJSON(), reusingUnchangedElementsOf: current.canonicalEncoding())
        #expect(reference == edited)
        func storage(_ text: String) -> UnsafePointer<UInt8>? { text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil }
        // Labels longer than 15 bytes live in their own storage, shared when the element is taken.
        let long = current.elements.indices.filter { $0 != 100 && current.elements[$0].label.utf8.count > 15 }
        #expect(long.count > 50)
        for index in long {
            #expect(storage(reference.elements[index].label) == storage(current.elements[index].label), "element \(index)")
        }
        #expect(storage(reference.elements[100].label) != storage(edited.elements[100].label))
    }

    @Test("Text that is not in NFC is never taken: the reference holds the NFC the file holds")
    func textNotInNFCIsReadFromTheFile() throws {
        let decomposed = "Cafe\u{301} and more text"
        let current = AccessibilitySnapshot(name: "nfd", viewport: Frame(0, 0, 390, 844), elements: [
            .button(decomposed, frame: Frame(0, 0, 100, 44)), .button("Second button here", frame: Frame(0, 50, 100, 44)),
        ])
        #expect(!current.canonicalEncoding().layout.isVerbatim)
        let reference = try AccessibilitySnapshot(json: current.canonicalJSON(), reusingUnchangedElementsOf: current.canonicalEncoding())
        #expect(Array(reference.elements[0].label.utf8) == Array(decomposed.precomposedStringWithCanonicalMapping.utf8))
    }

    @Test("Text in NFC that the writer's quick check cannot clear (Greek, Arabic, a lone mark) is still taken")
    func textAlreadyInNFCIsTaken() throws {
        let labels = ["Ελληνικά κουμπί", "زر باللغة العربية", "q\u{301} stays as it is"]
        let current = AccessibilitySnapshot(name: "nfc", viewport: Frame(0, 0, 390, 844),
                                            elements: labels.map { .button($0, frame: Frame(0, 0, 100, 44)) } + [.button("Last")])
        #expect(current.canonicalEncoding().layout.isVerbatim)
        var edited = current
        edited.elements[3].label = "Changed"
        let reference = try AccessibilitySnapshot(json: edited.canonicalJSON(), reusingUnchangedElementsOf: current.canonicalEncoding())
        func storage(_ text: String) -> UnsafePointer<UInt8>? { text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil }
        for index in labels.indices {
            #expect(storage(reference.elements[index].label) == storage(current.elements[index].label), "element \(index)")
        }
    }

    @Test("An element too deep to read is read, not taken, and fails as a full reading fails")
    func tooDeepElementsFailAsAFullReadingFails() throws {
        var leaf = AccessibilityElement.button("Leaf", frame: Frame(0, 0, 44, 44))
        for level in 0..<130 {
            var parent = AccessibilityElement.cell("Level \(level) of the tree", frame: Frame(0, 0, 390, 44))
            parent.children = [leaf]
            leaf = parent
        }
        let current = AccessibilitySnapshot(name: "deep", viewport: Frame(0, 0, 390, 844), elements: [leaf])
        var edited = current
        edited.elements[0].label = "Changed"
        try Self.expectSameReading(of: edited.canonicalJSON(), against: current, "deep")
    }

    // MARK: Helpers

    /// A generated tree, read back once so its strings are in NFC and its encoding reads back as
    /// it, and randomness for damaging its bytes.
    private static func generated(seed: UInt64) throws -> (AccessibilitySnapshot, SplitMix64) {
        var trees = RandomTrees(seed: seed)
        return (try AccessibilitySnapshot(json: trees.snapshot().canonicalJSON()), SplitMix64(seed: seed &+ 7))
    }

    /// Reads `bytes` fully and against `current`'s encoding; both give the same tree, to the
    /// byte of every string, or the same error.
    private static func expectSameReading(of bytes: [UInt8], against current: AccessibilitySnapshot, _ context: String) throws {
        let full = Result { () throws(SnapshotFormatError) in try AccessibilitySnapshot(json: bytes, file: "ref.json") }
        let reusing = Result { () throws(SnapshotFormatError) in
            try AccessibilitySnapshot(json: bytes, file: "ref.json", reusingUnchangedElementsOf: current.canonicalEncoding())
        }
        switch (full, reusing) {
        case let (.success(expected), .success(read)):
            #expect(read == expected, "\(context)")
            #expect(Array(String(reflecting: read).utf8) == Array(String(reflecting: expected).utf8), "\(context)")
        case let (.failure(expected), .failure(read)):
            #expect(read.description == expected.description, "\(context)")
        default:
            Issue.record("\(context): a full reading gave \(full), the reading with reuse \(reusing)")
        }
    }
}
