import A11ySnapshot
import Testing

/// Frames in the root's coordinate space, the viewport, and the attributes copied per element.
@Suite("Capture: frames and attributes")
struct CaptureFrameTests {
    private func only(_ node: TestNode, root: TestNode? = nil) throws -> AccessibilityElement {
        let screen = root ?? TestNode.view(0, 0, 390, 844)
        screen.children.append(node)
        let elements = AccessibilityHierarchyWalker().elements(of: screen)
        try #require(elements.count == 1)
        return elements[0]
    }

    @Test("frames are converted to the root's coordinate space")
    func framesAreRelativeToRoot() throws {
        let element = try only(.element("A", 110, 260, 50, 20), root: .view(100, 200, 200, 300))
        #expect(element.frame == Frame(10, 60, 50, 20))
    }

    @Test("frames above or left of the root come out negative")
    func framesOutsideRootAreNegative() throws {
        let element = try only(.element("A", 90, 150, 50, 20), root: .view(100, 200, 200, 300))
        #expect(element.frame == Frame(-10, -50, 50, 20))
    }

    @Test("a NaN frame becomes the zero frame", arguments: [
        (Double.nan, 0.0, 10.0, 10.0), (0, .nan, 10, 10), (0, 0, .nan, 10), (0, 0, 10, .nan),
    ])
    func nanFrameIsZero(frame: (Double, Double, Double, Double)) throws {
        let node = TestNode.nonView("A", frame.0, frame.1, frame.2, frame.3)
        let element = try only(TestNode.view(0, 0, 390, 844).listing([node]))
        #expect(element.frame == .zero)
    }

    @Test("an infinite frame becomes the zero frame")
    func infiniteFrameIsZero() throws {
        let node = TestNode.nonView("A", -.infinity, -.infinity, .infinity, .infinity)
        #expect(try only(TestNode.view(0, 0, 390, 844).listing([node])).frame == .zero)
    }

    @Test("a snapshot with NaN frames writes only numbers")
    func snapshotHasNoNaN() {
        let root = TestNode.view(0, 0, 390, 844).listing([.nonView("A", .nan, 1, .infinity, 2)])
        let json = String(decoding: AccessibilityHierarchyWalker().snapshot(of: root, name: "Broken frames").canonicalJSON(), as: UTF8.self)
        #expect(json.contains("\"frame\": [0, 0, 0, 0]"))
        #expect(!json.lowercased().contains("nan") && !json.lowercased().contains("inf"))
    }

    @Test("a root with a non-finite origin leaves frames in screen coordinates")
    func nonFiniteRootOrigin() throws {
        let root = TestNode.view(0, 0, 390, 844).frame(.nan, .nan, 390, 844)
        #expect(try only(.element("A", 10, 20, 30, 40), root: root).frame == Frame(10, 20, 30, 40))
    }

    @Test("a negative frame size is normalized")
    func negativeSizeIsNormalized() throws {
        let node = TestNode.nonView("A", 100, 100, -40, -20)
        #expect(try only(TestNode.view(0, 0, 390, 844).listing([node])).frame == Frame(60, 80, 40, 20))
    }

    @Test("the viewport is the root's bounds, at the origin")
    func viewportIsRootBounds() {
        let root = TestNode.view(50, 100, 320, 480, [.element("A", 60, 110, 10, 10)])
        let snapshot = AccessibilityHierarchyWalker().snapshot(of: root, name: "Screen")
        #expect(snapshot.name == "Screen")
        #expect(snapshot.viewport == Frame(0, 0, 320, 480))
        #expect(snapshot.elements.map(\.frame) == [Frame(10, 10, 10, 10)])
    }

    @Test("the viewport uses the view's bounds size rather than its accessibility frame")
    func viewportPrefersBounds() {
        let root = TestNode.view(0, 0, 390, 844).size(375, 667)
        #expect(AccessibilityHierarchyWalker().snapshot(of: root, name: "S").viewport == Frame(0, 0, 375, 667))
    }

    @Test("a non-finite root size gives a zero viewport")
    func nonFiniteViewport() {
        let root = TestNode.view(0, 0, 390, 844).size(.nan, .infinity)
        #expect(AccessibilityHierarchyWalker().snapshot(of: root, name: "S").viewport == .zero)
    }

    @Test("traits are read from UIKit's bits")
    func traitsFromBits() throws {
        let element = try only(TestNode.element("A", 0, 0, 10, 10).traits([.button, .selected, .header]))
        #expect(element.traits == [.button, .selected, .header])
        #expect(element.isEnabled)
    }

    @Test("the not-enabled bit makes the element disabled")
    func notEnabledBit() throws {
        let element = try only(TestNode.element("A", 0, 0, 10, 10).traitBits(AccessibilityTraits.button.rawValue | 1 << 8))
        #expect(element.traits == .button)
        #expect(!element.isEnabled)
    }

    @Test("trait bits without a name are kept")
    func unknownBitsKept() throws {
        let element = try only(TestNode.element("A", 0, 0, 10, 10).traitBits(1 << 40))
        #expect(element.traits.unnamedBits == 1 << 40)
    }

    @Test("label, value, hint, identifier, language, placeholder, type and custom actions are copied")
    func attributesCopied() throws {
        let node = TestNode.element("Email", 0, 0, 10, 10).value("me@example.com").hint("Double tap to edit")
            .identifier("email").language("fr-CA").placeholder("you@example.com").type(.textField)
            .customActions(["Clear", "Paste"])
        let element = try only(node)
        #expect(element.label == "Email")
        #expect(element.value == "me@example.com")
        #expect(element.hint == "Double tap to edit")
        #expect(element.identifier == "email")
        #expect(element.language == "fr-CA")
        #expect(element.placeholder == "you@example.com")
        #expect(element.type == .textField)
        #expect(element.customActions == ["Clear", "Paste"])
    }

    @Test("empty strings are absent, a missing label is empty")
    func emptyStringsAreAbsent() throws {
        let node = TestNode.element("", 0, 0, 10, 10).label(nil).value("").hint("").identifier("").language("").placeholder("")
        let element = try only(node)
        #expect(element == AccessibilityElement(frame: Frame(0, 0, 10, 10)))
    }
}
