import A11ySnapshot
import Foundation
import Testing

/// The snapshot reader's JSON layer (`JSONText.validate`, the codec's `JSONScanner` with no
/// schema) held to the public JSONTestSuite (`../shared/jsontestsuite/test_parsing`): every `y_`
/// text parses, every `n_` text is refused with a located error, and every `i_` text (where
/// RFC 8259 lets parsers choose) has the outcome documented here and in docs/RELIABILITY.md. The
/// importers' JSON tree (`JSONValue`) runs on the same scanner and is held to the same cases.
/// Skipped, with the reason printed, when the suite is absent.
@Suite("JSON conformance")
struct JSONConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/jsontestsuite/test_parsing")

    /// The implementation-defined cases: `true` when the text is accepted.
    static let implementationDefined: [String: Bool] = [
        "i_number_double_huge_neg_exp.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_huge_exp.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_neg_int_huge_exp.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_pos_double_huge_exp.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_real_neg_overflow.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_real_pos_overflow.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_real_underflow.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_too_big_neg_int.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_too_big_pos_int.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_number_very_big_negative_int.json": true, // the number matches the grammar; its range is the schema's business (a coordinate refuses it)
        "i_object_key_lone_2nd_surrogate.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_1st_surrogate_but_2nd_missing.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_1st_valid_surrogate_2nd_invalid.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_UTF-16LE_with_BOM.json": false, // UTF-16 text; snapshots are UTF-8
        "i_string_UTF-8_invalid_sequence.json": false, // not valid UTF-8
        "i_string_UTF8_surrogate_U+D800.json": false, // not valid UTF-8
        "i_string_incomplete_surrogate_and_escape_valid.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_incomplete_surrogate_pair.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_incomplete_surrogates_escape_valid.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_invalid_lonely_surrogate.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_invalid_surrogate.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_invalid_utf-8.json": false, // not valid UTF-8
        "i_string_inverted_surrogates_U+1D11E.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_iso_latin_1.json": false, // not valid UTF-8
        "i_string_lone_second_surrogate.json": false, // a lone or mismatched surrogate escape encodes no character
        "i_string_lone_utf8_continuation_byte.json": false, // not valid UTF-8
        "i_string_not_in_unicode_range.json": false, // not valid UTF-8
        "i_string_overlong_sequence_2_bytes.json": false, // not valid UTF-8
        "i_string_overlong_sequence_6_bytes.json": false, // not valid UTF-8
        "i_string_overlong_sequence_6_bytes_null.json": false, // not valid UTF-8
        "i_string_truncated-utf-8.json": false, // not valid UTF-8
        "i_string_utf16BE_no_BOM.json": false, // UTF-16 text; snapshots are UTF-8
        "i_string_utf16LE_no_BOM.json": false, // UTF-16 text; snapshots are UTF-8
        "i_structure_500_nested_arrays.json": false, // deeper than the 256 levels a snapshot may nest
        "i_structure_UTF-8_BOM_empty_object.json": false, // snapshots are UTF-8 without a byte order mark
    ]

    /// Where the importers' JSON tree, which reads other tools' dumps, decides differently from the
    /// snapshot reader's JSON layer: `true` when the tree accepts the text.
    static let treeDifferences: [String: Bool] = [
        "y_object_duplicated_key.json": false, // a dump giving one attribute twice is ambiguous
        "y_object_duplicated_key_and_value.json": false,
        "i_structure_500_nested_arrays.json": true, // dumps may nest up to 512 levels
        "i_structure_UTF-8_BOM_empty_object.json": true, // tools write a BOM; the tree skips it
    ]

    static func cases(prefix: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            print("Skipping JSON conformance: \(folder.path) is absent (the shared jsontestsuite folder is not beside this checkout).")
            return []
        }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func outcome(_ name: String) throws -> Result<Void, SnapshotFormatError> {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        return bytes.withUnsafeBufferPointer { buffer in
            do throws(SnapshotFormatError) {
                try JSONText.validate(buffer, file: name)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The importers' JSON tree on the same text: accepted or refused.
    static func treeAccepts(_ name: String) throws -> Bool {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        return bytes.withUnsafeBufferPointer { (try? JSONValue.parse($0, file: name)) != nil }
    }

    @Test("every y_ text parses")
    func accepted() throws {
        for name in Self.cases(prefix: "y_") {
            if case .failure(let error) = try Self.outcome(name) { Issue.record("\(name) was refused: \(error)") }
        }
    }

    @Test("every n_ text is refused with a located error")
    func refused() throws {
        for name in Self.cases(prefix: "n_") {
            switch try Self.outcome(name) {
            case .success: Issue.record("\(name) was accepted")
            case .failure(let error):
                #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "\(name)")
            }
        }
    }

    @Test("every i_ text has its documented outcome")
    func implementationDefinedOutcomes() throws {
        for name in Self.cases(prefix: "i_") {
            let accepted: Bool
            switch try Self.outcome(name) {
            case .success: accepted = true
            case .failure: accepted = false
            }
            #expect(Self.implementationDefined[name] == accepted, "\(name): \(accepted ? "accepted" : "refused")")
        }
    }

    @Test("the importers' JSON tree agrees with the snapshot reader's JSON layer, except where documented")
    func importerTreeAgrees() throws {
        for name in Self.cases(prefix: "") {
            let layer = (try? Self.outcome(name).get()) != nil
            let tree = try Self.treeAccepts(name)
            let expected = Self.treeDifferences[name] ?? layer
            #expect(tree == expected, "\(name): the tree \(tree ? "accepts" : "refuses") it")
        }
    }
}
