@testable import A11ySnapshot
import Foundation
import Testing

/// The writer skips Foundation's normalization for text its quick check proves is already in NFC,
/// and copies short strings a word at a time; the bytes must stay those of the slow path.
@Suite("Format: canonical writing fast paths")
struct CanonicalWritingFastPathTests {
    /// The quick check's ranges, their edges and a sample inside.
    private static let stableScalars: [UInt32] = [
        0x80, 0xE9, 0x2FF, 0x400, 0x482, 0x48A, 0x4FF, 0x2010, 0x2027, 0x2030, 0x205E, 0x20A0, 0x20AC, 0x20C0,
        0x3041, 0x304C, 0x3096, 0x30A1, 0x30FA, 0x4E00, 0x65E5, 0x9FFF, 0xAC00, 0xD7A3, 0x1F300, 0x1F389, 0x1FAFF,
    ]

    @Test("Text the quick check accepts is unchanged by NFC, alone and after every stable scalar")
    func acceptedTextIsNFC() {
        for scalar in Self.stableScalars {
            for other in Self.stableScalars {
                let text = "a" + String(Unicode.Scalar(scalar)!) + String(Unicode.Scalar(other)!) + "z"
                var copy = text
                let accepted = copy.withUTF8 { NFCQuickCheck.isNFC($0) }
                #expect(accepted, "U+\(String(scalar, radix: 16)) U+\(String(other, radix: 16))")
                #expect(text.precomposedStringWithCanonicalMapping.utf8.elementsEqual(text.utf8))
            }
        }
    }

    @Test("Combining marks, jamo, compatibility ideographs and singletons go through normalization")
    func refusedText() {
        for text in ["e\u{301}", "\u{1100}\u{1161}", "\u{AC00}\u{11A8}", "\u{F900}", "\u{2126}", "\u{212B}", "\u{3099}",
                     "\u{0483}", "\u{0374}", "\u{0958}", "\u{2000}"] {
            var copy = text
            #expect(!copy.withUTF8 { NFCQuickCheck.isNFC($0) }, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("Every length of ASCII, escaped and non-ASCII label is written as the slow path writes it")
    func lengthsAndEscapes() throws {
        for length in 0..<80 {
            for filler in ["a", "é", "日", "\"", "\\", "\n", "e\u{301}", "\u{1}"] {
                let label = String(repeating: "x", count: length) + filler + String(repeating: "y", count: length % 9)
                let snapshot = AccessibilitySnapshot(name: "S", elements: [.button(label, identifier: String(repeating: "i", count: length))])
                let decoded = try AccessibilitySnapshot(json: snapshot.canonicalJSON())
                #expect(decoded.elements.first?.label == label.precomposedStringWithCanonicalMapping)
                #expect(JSONString.quoted(label) == slowQuoted(label))
            }
        }
    }

    @Test("A tree longer than the writer's estimate moves to a growing buffer and is written the same")
    func treeLongerThanEstimate() throws {
        for length in [10, 300, 5_000, 100_000] {
            let label = String(repeating: "Long label é ", count: length / 13 + 1)
            let snapshot = AccessibilitySnapshot(name: "S", elements: (0..<3).map { .button(label + "\($0)") })
            let bytes = snapshot.canonicalJSON()
            let decoded = try AccessibilitySnapshot(json: bytes)
            #expect(decoded == snapshot)
            #expect(decoded.canonicalJSON() == bytes)
            #expect(bytes.last == UInt8(ascii: "\n"))
            #expect(String(decoding: bytes, as: UTF8.self) == snapshot.canonicalJSONString)
        }
    }

    @Test("Numbers of every digit count are written in their shortest form")
    func numbers() throws {
        var value = 0.01
        while value < 1_000_000_000 {
            for candidate in [value, -value, value * 3.7, value + 0.5] {
                let frame = Frame(candidate, 0, 1, 1)
                let decoded = try AccessibilitySnapshot(json: AccessibilitySnapshot(name: "", elements: [.button("b", frame: frame)]).canonicalJSON())
                #expect(decoded.elements.first?.frame == frame)
                #expect(frame.description == "[\(Self.shortest(frame.x)), 0, 1, 1]")
            }
            value *= 10
        }
    }

    private static func shortest(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The literal as the writer spelled it before the fast paths: NFC first, then escapes.
    private func slowQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
