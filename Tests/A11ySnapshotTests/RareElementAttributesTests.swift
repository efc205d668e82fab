import A11ySnapshot
import Testing

/// The rarely set attributes (placeholder, custom actions, language, text content type, keyboard,
/// text style, colours) live behind one shared, copy-on-write reference; to users they behave as
/// ordinary stored properties of a value type.
@Suite("Model: rarely set attributes")
struct RareElementAttributesTests {
    private static let styled = AccessibilityElement(
        label: "Name", placeholder: "Jane", customActions: ["Clear"], language: "fr", textContentType: "name",
        keyboardType: .default, textStyle: TextStyle(size: 17, dynamicType: .body),
        colors: ElementColors(foreground: RGBAColor(red: 0, green: 0, blue: 0)))

    @Test("Each attribute reads back what the initializer and the setters stored")
    func readsBack() {
        var element = Self.styled
        #expect(element.placeholder == "Jane")
        #expect(element.customActions == ["Clear"])
        #expect(element.language == "fr")
        #expect(element.textContentType == "name")
        #expect(element.keyboardType == .default)
        #expect(element.textStyle == TextStyle(size: 17, dynamicType: .body))
        #expect(element.colors?.foreground == RGBAColor(red: 0, green: 0, blue: 0))
        element.textStyle?.size = 20
        element.customActions.append("Copy")
        #expect(element.textStyle?.size == 20)
        #expect(element.customActions == ["Clear", "Copy"])
    }

    @Test("Changing a copy leaves the original unchanged (copy-on-write)")
    func copyOnWrite() {
        let original = Self.styled
        var copy = original
        copy.placeholder = "John"
        copy.customActions.append("Share")
        copy.textStyle?.isBold = true
        #expect(original.placeholder == "Jane")
        #expect(original.customActions == ["Clear"])
        #expect(original.textStyle?.isBold == false)
        #expect(copy.placeholder == "John")
        #expect(copy.textStyle?.isBold == true)
        #expect(copy != original)
    }

    @Test("An element whose rare attributes were set and cleared equals one that never had them")
    func clearedEqualsNeverSet() {
        var element = AccessibilityElement.button("OK")
        element.placeholder = "x"
        element.customActions = ["A"]
        element.colors = ElementColors(background: RGBAColor(red: 1, green: 1, blue: 1))
        element.placeholder = nil
        element.customActions = []
        element.colors = nil
        #expect(element == AccessibilityElement.button("OK"))
        #expect(element.hashValue == AccessibilityElement.button("OK").hashValue)
    }

    @Test("Elements with equal rare attributes in separate storage are equal and hash alike")
    func equalValuesInSeparateStorage() {
        var built = AccessibilityElement(label: "Name")
        built.placeholder = "Jane"
        built.customActions = ["Clear"]
        built.language = "fr"
        built.textContentType = "name"
        built.keyboardType = .default
        built.textStyle = TextStyle(size: 17, dynamicType: .body)
        built.colors = ElementColors(foreground: RGBAColor(red: 0, green: 0, blue: 0))
        #expect(built == Self.styled)
        #expect(Set([built, Self.styled]).count == 1)
    }

    @Test("Elements differing in one rare attribute are not equal")
    func differingAttributeIsUnequal() {
        var other = Self.styled
        other.keyboardType = .emailAddress
        #expect(other != Self.styled)
        var another = Self.styled
        another.language = nil
        #expect(another != Self.styled)
    }

    @Test("Rare attributes survive the canonical format's round trip")
    func roundTrip() throws {
        let snapshot = AccessibilitySnapshot(name: "Form", elements: [Self.styled, .button("Go")])
        #expect(try AccessibilitySnapshot(json: snapshot.canonicalJSON()) == snapshot)
    }
}
