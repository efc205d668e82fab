import A11ySnapshot
import Foundation
import Testing

/// The canonical form, byte for byte: these tests are the executable half of docs/FORMAT.md.
@Suite("Canonical form")
struct CanonicalFormTests {
    @Test("A snapshot is written with the documented layout, key order and spelling")
    func documentedLayout() {
        var field = AccessibilityElement.textField("Email", placeholder: "you@example.com", identifier: "email",
                                                   frame: Frame(16, 120, 361, 44))
        field.hint = "Your work address."
        field.customActions = ["Paste", "Clear"]
        field.language = "en-GB"
        field.textContentType = "username"
        field.keyboardType = .emailAddress
        field.textStyle = TextStyle(size: 17, isBold: true, dynamicType: .body, lineHeight: 22, letterSpacing: 0.5,
                                    paragraphSpacing: 34, numberOfLines: 2)
        field.colors = ElementColors(foreground: RGBAColor(red: 0x1C, green: 0x1C, blue: 0x1E), background: RGBAColor(red: 255, green: 255, blue: 255, alpha: 0x80))
        let snapshot = AccessibilitySnapshot(name: "LoginTests/testLoginScreen", viewport: Frame(0, 0, 393, 852), elements: [
            field,
            .container(.list, frame: Frame(0, 200, 393, 100.5), [
                .button("Log in", frame: Frame(16, 200, 361, 50), isEnabled: false),
            ]),
        ])
        let expected = """
        {
          "version": 1,
          "name": "LoginTests/testLoginScreen",
          "viewport": [0, 0, 393, 852],
          "elements": [
            {
              "label": "Email",
              "value": null,
              "traits": [],
              "frame": [16, 120, 361, 44],
              "enabled": true,
              "type": "textField",
              "identifier": "email",
              "hint": "Your work address.",
              "placeholder": "you@example.com",
              "textContentType": "username",
              "keyboardType": "emailAddress",
              "customActions": [
                "Paste",
                "Clear"
              ],
              "language": "en-GB",
              "textStyle": {
                "size": 17,
                "bold": true,
                "dynamicType": "body",
                "lineHeight": 22,
                "letterSpacing": 0.5,
                "paragraphSpacing": 34,
                "numberOfLines": 2
              },
              "colors": {
                "foreground": "#1C1C1E",
                "background": "#FFFFFF80"
              }
            },
            {
              "label": "",
              "value": null,
              "traits": [],
              "frame": [0, 200, 393, 100.5],
              "enabled": true,
              "type": "table",
              "container": "list",
              "children": [
                {
                  "label": "Log in",
                  "value": null,
                  "traits": ["button"],
                  "frame": [16, 200, 361, 50],
                  "enabled": false,
                  "type": "button"
                }
              ]
            }
          ]
        }

        """
        #expect(snapshot.canonicalJSONString == expected)
    }

    @Test("An empty tree writes an empty elements array on one line")
    func emptyTree() {
        let snapshot = AccessibilitySnapshot(name: "Empty", viewport: .zero, elements: [])
        #expect(snapshot.canonicalJSONString == "{\n  \"version\": 1,\n  \"name\": \"Empty\",\n  \"viewport\": [0, 0, 0, 0],\n  \"elements\": []\n}\n")
    }

    @Test("Traits are written in the fixed vocabulary order whatever order they were given in")
    func traitOrder() throws {
        let text = minimalDocument.replacingOccurrences(of: "[\"button\"]", with: "[\"selected\", \"header\", \"bit47\", \"button\", \"toggleButton\", \"bit21\"]")
        let bytes = try AccessibilitySnapshot(json: Array(text.utf8)).canonicalJSONString
        #expect(bytes.contains("\"traits\": [\"button\", \"header\", \"selected\", \"toggleButton\", \"bit21\", \"bit47\"]"))
    }

    @Test("The writer spells colours as their hex: upper case, the alpha pair only when not opaque")
    func colourWriting() {
        var label = AccessibilityElement.staticText("Total", frame: Frame(0, 0, 100, 20))
        label.colors = ElementColors(foreground: RGBAColor(red: 10, green: 171, blue: 0), background: RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))
        let text = AccessibilitySnapshot(name: "Colours", elements: [label]).canonicalJSONString
        #expect(text.contains("\"foreground\": \"#0AAB00\""))
        #expect(text.contains("\"background\": \"#FFFFFF80\""))
    }

    @Test("Strings escape only quote, backslash and control characters; non-ASCII and '/' stay literal")
    func stringEscaping() {
        let element = AccessibilityElement(label: "a\"b\\c/d\u{8}\u{C}\n\r\t\u{0}\u{1F}\u{7F} é 🎉 \u{2028}")
        let text = AccessibilitySnapshot(name: "", viewport: .zero, elements: [element]).canonicalJSONString
        #expect(text.contains(#""label": "a\"b\\c/d\b\f\n\r\t\u0000\u001f"# + "\u{7F} é 🎉 \u{2028}\""))
    }

    @Test("Strings are written in NFC, so NFD input gives the same bytes")
    func nfcNormalization() throws {
        let decomposed = AccessibilitySnapshot(name: "Cafe\u{301}", viewport: .zero, elements: [.button("Re\u{301}sume\u{301}")])
        let composed = AccessibilitySnapshot(name: "Caf\u{E9}", viewport: .zero, elements: [.button("R\u{E9}sum\u{E9}")])
        #expect(decomposed.canonicalJSON() == composed.canonicalJSON())
        #expect(decomposed.canonicalJSONString.contains("\"Caf\u{E9}\""))
        #expect(!decomposed.canonicalJSON().contains(0xCC)) // no combining acute (U+0301 = CC 81)
    }

    @Test("Key order, whitespace, number spelling and normalization of the input do not change the bytes")
    func inputSpellingDoesNotMatter() throws {
        let canonical = try AccessibilitySnapshot(json: Array(minimalDocument.utf8)).canonicalJSON()
        let shuffled = """
        {"elements":[{"enabled":true,"frame":[1.6e1,2e2,361.0,50.004],\r\n\t"traits":["button"],"value":null,
        "label":"Log in"}],   "viewport" : [ -0 , 0.0 , 3.93E2 , 852.00 ] ,"name":"Minimal","version":1}
        """
        #expect(try AccessibilitySnapshot(json: Array(shuffled.utf8)).canonicalJSON() == canonical)
    }

    @Test("Escaped spellings of keys and strings read the same as plain ones")
    func escapedSpellings() throws {
        let escaped = minimalDocument
            .replacingOccurrences(of: "\"label\"", with: "\"\\u006cabel\"")
            .replacingOccurrences(of: "\"Log in\"", with: "\"Log\\u0020in\"")
            .replacingOccurrences(of: "\"Minimal\"", with: "\"Mini\\/mal\"")
        let snapshot = try AccessibilitySnapshot(json: Array(escaped.utf8))
        #expect(snapshot.elements[0].label == "Log in")
        #expect(snapshot.name == "Mini/mal")
    }

    @Test("Surrogate-pair escapes decode to the astral scalar and are written literally")
    func surrogatePairs() throws {
        let text = minimalDocument.replacingOccurrences(of: "\"Log in\"", with: "\"\\ud83c\\udf89 party\"")
        let snapshot = try AccessibilitySnapshot(json: Array(text.utf8))
        #expect(snapshot.elements[0].label == "🎉 party")
        #expect(snapshot.canonicalJSONString.contains("\"🎉 party\""))
    }

    @Test("Explicit null for an optional key and empty customActions/children arrays read as absent")
    func explicitAbsence() throws {
        let text = minimalDocument.replacingOccurrences(
            of: "\"enabled\": true",
            with: "\"enabled\": true, \"hint\": null, \"type\": null, \"customActions\": [], \"children\": [], \"colors\": {}, \"textStyle\": null")
        let snapshot = try AccessibilitySnapshot(json: Array(text.utf8))
        #expect(snapshot.canonicalJSON() == Array(minimalDocument.utf8))
    }

    @Test("Colours are written in upper case and opaque alpha is dropped")
    func colourSpelling() throws {
        let text = minimalDocument.replacingOccurrences(
            of: "\"enabled\": true", with: "\"enabled\": true, \"colors\": {\"background\": \"#ffffffff\", \"foreground\": \"#0a0b0c80\"}")
        let colors = try AccessibilitySnapshot(json: Array(text.utf8)).elements[0].colors
        #expect(colors?.background?.hex == "#FFFFFF")
        #expect(colors?.foreground?.hex == "#0A0B0C80")
    }

    @Test("Element order is never changed by the writer")
    func elementOrderIsKept() throws {
        let elements: [AccessibilityElement] = [.button("Z", frame: Frame(0, 500, 10, 10)), .button("A", frame: Frame(0, 0, 10, 10))]
        let decoded = try AccessibilitySnapshot(json: AccessibilitySnapshot(name: "", viewport: .zero, elements: elements).canonicalJSON())
        #expect(decoded.elements.map(\.label) == ["Z", "A"])
    }

    @Test("Output is UTF-8 with LF line ends, two-space indent and one final newline")
    func whitespaceRules() {
        let bytes = ExampleScreensFixture.anyScreen.canonicalJSON()
        #expect(!bytes.contains(UInt8(ascii: "\r")))
        #expect(!bytes.contains(UInt8(ascii: "\t")))
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(bytes.dropLast().last != UInt8(ascii: "\n"))
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            #expect(indent % 2 == 0, "odd indent in: \(line)")
            #expect(line.last != " ", "trailing space in: \(line)")
        }
    }
}

import ExampleScreens
enum ExampleScreensFixture {
    static let anyScreen = ExampleScreens.settings
}
