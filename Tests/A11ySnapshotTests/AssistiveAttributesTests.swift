import A11ySnapshot
import Foundation
import Testing

/// The attributes VoiceOver, Voice Control and Switch Control use beyond label, value and traits
/// (custom content, custom rotors, user input labels, the visible text, the activation point,
/// whether an element responds to interaction) and clipped text: written, read strictly, compared, spoken and
/// imported (docs/FORMAT.md).
@Suite("Assistive attributes: format, diff, speech and import")
struct AssistiveAttributesTests {
    static let latte = AccessibilityElement(
        label: "Latte", traits: .button, frame: Frame(16, 100, 361, 60),
        textStyle: TextStyle(size: 17, numberOfLines: 1, isClipped: true),
        customContent: [CustomContent(label: "Price", value: "$4.50", isImportant: true), CustomContent(label: "Size", value: "Tall")],
        customRotors: ["Sizes"], userInputLabels: ["Latte", "Coffee"], visibleText: "Caffè Latte",
        activationPoint: Point(350, 130),
        respondsToUserInteraction: false)

    static func snapshot(_ elements: [AccessibilityElement]) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: "Menu", viewport: Frame(0, 0, 393, 852), elements: elements)
    }

    @Test("The new keys are written in the documented order and shapes")
    func canonicalForm() {
        #expect(Self.snapshot([Self.latte]).canonicalJSONString == """
        {
          "version": 1,
          "name": "Menu",
          "viewport": [0, 0, 393, 852],
          "elements": [
            {
              "label": "Latte",
              "value": null,
              "traits": ["button"],
              "frame": [16, 100, 361, 60],
              "enabled": true,
              "customContent": [
                {
                  "label": "Price",
                  "value": "$4.50",
                  "important": true
                },
                {
                  "label": "Size",
                  "value": "Tall"
                }
              ],
              "customRotors": [
                "Sizes"
              ],
              "userInputLabels": [
                "Latte",
                "Coffee"
              ],
              "visibleText": "Caffè Latte",
              "textStyle": {
                "size": 17,
                "numberOfLines": 1,
                "clipped": true
              },
              "activationPoint": [350, 130],
              "respondsToUserInteraction": false
            }
          ]
        }

        """)
    }

    @Test("The new keys round-trip through the reader")
    func roundTrip() throws {
        let snapshot = Self.snapshot([Self.latte])
        #expect(try AccessibilitySnapshot(json: Array(snapshot.canonicalJSONString.utf8)) == snapshot)
    }

    @Test("The reader accepts the spellings the writer leaves out: important false, clipped false, nulls")
    func acceptedSpellings() throws {
        let text = minimalDocument.replacingOccurrences(of: "\"enabled\": true", with: """
        "enabled": true, "customContent": [{"value": "Tall", "label": "Size", "important": false}],
        "textStyle": {"size": 12, "clipped": false}, "activationPoint": null, "respondsToUserInteraction": null
        """)
        let element = try #require(try AccessibilitySnapshot(json: Array(text.utf8)).elements.first)
        #expect(element.customContent == [CustomContent(label: "Size", value: "Tall")])
        #expect(element.textStyle == TextStyle(size: 12))
        #expect(element.activationPoint == nil && element.respondsToUserInteraction == nil)
    }

    static let malformed: [(replacement: String, needle: String, words: [String])] = [
        (#""customContent": [{"label": "Size"}]"#, "{\"label\"", ["missing required key \"value\""]),
        (#""customContent": [{"label": "Size", "value": "Tall", "note": 1}]"#, "\"note\"", ["unknown key \"note\"", "\"important\""]),
        (#""customContent": ["Size: Tall"]"#, "\"Size: Tall\"", ["an object"]),
        (#""customRotors": "Sizes""#, "\"Sizes\"", ["an array of strings"]),
        (#""userInputLabels": [1]"#, "1]", ["a string"]),
        (#""visibleText": ["Go"]"#, "[\"Go\"]", ["string"]),
        (#""activationPoint": [1, 2, 3]"#, "[1, 2, 3]", ["2 numbers [x, y]"]),
        (#""activationPoint": {"x": 1}"#, "{\"x\"", ["[x, y]"]),
        (#""respondsToUserInteraction": "yes""#, "\"yes\"", ["true, false or null"]),
    ]

    @Test("Malformed new keys are errors at their line and column", arguments: malformed)
    func malformedKeys(replacement: String, needle: String, words: [String]) throws {
        let text = minimalDocument.replacingOccurrences(of: "\"enabled\": true", with: "\"enabled\": true, " + replacement)
        let error = try #require(readingError(text))
        let expected = location(of: needle, in: text)
        #expect(error.line == expected.line && error.column == expected.column, "\(error)")
        for word in words { #expect(error.message.contains(word), "\(error.message)") }
    }

    @Test("Each new attribute is a change of its own in the diff", arguments: [
        ElementAttribute.customContent, .customRotors, .userInputLabels, .visibleText, .activationPoint, .respondsToUserInteraction,
        .textStyle,
    ])
    func diffed(attribute: ElementAttribute) {
        var changed = Self.latte
        switch attribute {
        case .customContent: changed.customContent[0].value = "$5"
        case .customRotors: changed.customRotors = []
        case .userInputLabels: changed.userInputLabels = ["Latte"]
        case .visibleText: changed.visibleText = nil
        case .activationPoint: changed.activationPoint = nil
        case .respondsToUserInteraction: changed.respondsToUserInteraction = true
        default: changed.textStyle?.isClipped = false
        }
        let diff = SnapshotDiff(reference: Self.snapshot([Self.latte]), current: Self.snapshot([changed]))
        #expect(diff.changes.compactMap(\.attributeChange?.attribute) == [attribute])
    }

    @Test("Custom content changes read as label and value, marking important items")
    func customContentChangeText() {
        var changed = Self.latte
        changed.customContent = []
        let change = SnapshotDiff(reference: Self.snapshot([Self.latte]), current: Self.snapshot([changed])).changes.first?.attributeChange
        #expect(change?.before == .list(["Price: $4.50 (important)", "Size: Tall"]))
        #expect(change?.after == .absent)
    }

    @Test("VoiceOver reads important custom content after the element, and offers the rest")
    func spoken() {
        let spoken = SpokenForm.describe(Self.latte)
        #expect(spoken.description == "Latte. Button. Price: $4.50.")
        #expect(spoken.hint == "More content available.")
    }

    @Test("Rotors, input labels, activation point and interaction are not spoken")
    func notSpoken() {
        var plain = Self.latte
        plain.customContent = []
        #expect(SpokenForm.describe(plain).text == SpokenForm.describe(AccessibilityElement(label: "Latte", traits: .button)).text)
    }

    @Test("AccessibilitySnapshot JSON: custom content, rotors, input labels, a custom activation point and an explicit interaction are imported")
    func importedFromAccessibilitySnapshotJSON() throws {
        let dump = """
        [{"element": {"_0": {"description": "Latte. Button.", "label": "Latte", "traits": ["button"],
          "shape": {"type": "frame", "frame": [[16, 100], [361, 60]]}, "activationPoint": [350, 130],
          "usesDefaultActivationPoint": false, "customActions": [], "respondsToUserInteraction": false,
          "userInputLabels": ["Latte", "Coffee"],
          "customContent": [{"label": "Price", "value": "$4.50", "isImportant": true}],
          "customRotors": [{"name": "Sizes", "resultMarkers": [], "limit": {"underMaxCount": {}}}]}},
          "traversalIndex": 0}]
        """
        let element = try #require(try DumpImport.snapshot(fromDump: Array(dump.utf8), format: .accessibilitySnapshotJSON).elements.first)
        #expect(element.customContent == [CustomContent(label: "Price", value: "$4.50", isImportant: true)])
        #expect(element.customRotors == ["Sizes"])
        #expect(element.userInputLabels == ["Latte", "Coffee"])
        #expect(element.activationPoint == Point(350, 130))
        #expect(element.respondsToUserInteraction == false)
    }

    @Test("AccessibilitySnapshot JSON: defaults (default activation point, implied interaction, input labels that are the label) are left out")
    func importDefaultsLeftOut() throws {
        let dump = """
        [{"element": {"_0": {"description": "Latte. Button.", "label": "Latte", "traits": ["button"],
          "shape": {"type": "frame", "frame": [[16, 100], [361, 60]]}, "activationPoint": [196.5, 130],
          "usesDefaultActivationPoint": true, "customActions": [], "respondsToUserInteraction": true,
          "userInputLabels": ["Latte"], "customContent": [], "customRotors": []}}, "traversalIndex": 0}]
        """
        let element = try #require(try DumpImport.snapshot(fromDump: Array(dump.utf8), format: .accessibilitySnapshotJSON).elements.first)
        #expect(element.activationPoint == nil && element.respondsToUserInteraction == nil)
        #expect(element.userInputLabels.isEmpty && element.customContent.isEmpty && element.customRotors.isEmpty)
    }
}
