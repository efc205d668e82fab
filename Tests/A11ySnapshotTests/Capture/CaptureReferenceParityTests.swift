import A11ySnapshot
import Testing

/// Walker rules taken from the reference implementation (cashapp/AccessibilitySnapshot's
/// `AccessibilityHierarchyParser`), and the attributes VoiceOver, Voice Control and Switch
/// Control use beyond label, value and traits.
@Suite("Capture: parity with the reference parser")
struct CaptureReferenceParityTests {
    private func capture(_ children: [TestNode]) -> [AccessibilityElement] {
        AccessibilityHierarchyWalker().elements(of: TestNode.view(0, 0, 390, 844, children))
    }

    @Test("a view is zero-size by its frame: bounds left by a scale-to-zero transform do not keep it")
    func zeroSizeJudgedByFrame() {
        let scaledAway = TestNode.element("Gone", 0, 0, 100, 44).transformedFrameSize(0, 0)
        #expect(capture([scaledAway, .element("Kept", 0, 100, 100, 44)]).map(\.label) == ["Kept"])
    }

    @Test("a view with bounds but a zero frame that is only a wrapper is still traversed")
    func zeroFrameWrapperTraversed() {
        let wrapper = TestNode.view(0, 0, 100, 100, [.element("Inside", 0, 0, 100, 44)]).transformedFrameSize(0, 0)
        #expect(capture([wrapper]).map(\.label) == ["Inside"])
    }

    /// The reference places a group listed with `accessibilityElements` under a view with the
    /// tab bar trait by the group's own frame (`overridesElementFrame(with:)`).
    @Test("under a tab-bar view, a listed group is placed by its own frame, not its first element")
    func tabBarGroupPlacedByOwnFrame() {
        // The group stands at x 200 but lists an element at x 0; the plain tab stands at x 100.
        let group = TestNode.view(200, 0, 100, 49).listing([.nonView("Listed", 0, 0, 50, 49)])
        let bar = TestNode.view(0, 795, 390, 49, [group, .element("Plain", 100, 0, 50, 49)]).traits(.tabBar)
        let elements = AccessibilityHierarchyWalker().elements(of: TestNode.view(0, 0, 390, 844, [bar]))
        #expect(readingOrder(elements) == ["Plain", "Listed"])
    }

    @Test("outside a tab bar, a listed group is placed by its first element")
    func listedGroupPlacedByFirstElement() {
        let group = TestNode.view(200, 0, 100, 49).listing([.nonView("Listed", 0, 0, 50, 49)])
        let plainRow = TestNode.view(0, 795, 390, 49, [group, .element("Plain", 100, 0, 50, 49)])
        #expect(readingOrder(capture([plainRow])) == ["Listed", "Plain"])
    }

    @Test("below a list, a tab-bar view gives no placement: only the outermost context counts")
    func outermostContextWins() {
        let group = TestNode.view(200, 0, 100, 49).listing([.nonView("Listed", 0, 0, 50, 49)])
        let bar = TestNode.view(0, 0, 390, 49, [group, .element("Plain", 100, 0, 50, 49)]).traits(.tabBar)
        let list = TestNode.view(0, 795, 390, 49, [bar]).container(.list)
        #expect(readingOrder(capture([list])) == ["Listed", "Plain"])
    }

    @Test("an activation point away from the frame's centre is recorded in root coordinates")
    func customActivationPointRecorded() {
        let root = TestNode.view(10, 20, 390, 844, [TestNode.element("Slider", 10, 120, 200, 40).activationPoint(30, 140)])
        let element = AccessibilityHierarchyWalker().elements(of: root).first
        #expect(element?.activationPoint == Point(20, 120))
    }

    @Test("an activation point at the frame's centre (UIKit's default) is not recorded")
    func defaultActivationPointOmitted() {
        #expect(capture([.element("Button", 0, 100, 100, 44)]).first?.activationPoint == nil)
        #expect(capture([TestNode.element("Button", 0, 100, 100, 44).activationPoint(50.4, 121.6)]).first?.activationPoint == nil)
    }

    @Test("responding to interaction is recorded only where the traits and actions do not imply it")
    func respondsToUserInteractionOnlyWhenNotImplied() {
        let elements = capture([
            TestNode.element("Tappable text", 0, 0, 100, 44).with { $0.accessibilityRespondsToUserInteraction = true },
            TestNode.element("Button", 0, 60, 100, 44).traits(.button).with { $0.accessibilityRespondsToUserInteraction = true },
            TestNode.element("Inert button", 0, 120, 100, 44).traits(.button).with { $0.accessibilityRespondsToUserInteraction = false },
            TestNode.element("Actions", 0, 180, 100, 44).customActions(["Delete"]).with { $0.accessibilityRespondsToUserInteraction = true },
            TestNode.element("Text", 0, 240, 100, 44).with { $0.accessibilityRespondsToUserInteraction = false },
        ])
        #expect(elements.map(\.respondsToUserInteraction) == [true, nil, false, nil, nil])
    }

    @Test("custom content, rotors and user input labels are copied; empty names are left out")
    func voiceOverExtrasCopied() {
        let node = TestNode.element("Coffee", 0, 0, 100, 44).with {
            $0.accessibilityCustomContent = [CustomContent(label: "Price", value: "$4", isImportant: true)]
            $0.accessibilityCustomRotorNames = ["Sizes", ""]
            $0.accessibilityUserInputLabels = ["Coffee", "Latte", ""]
        }
        let element = capture([node]).first
        #expect(element?.customContent == [CustomContent(label: "Price", value: "$4", isImportant: true)])
        #expect(element?.customRotors == ["Sizes"])
        #expect(element?.userInputLabels == ["Coffee", "Latte"])
    }

    @Test("text appearance is copied to elements and never to container headers")
    func textAppearanceOnElementsOnly() {
        let style = TextStyle(size: 11)
        let colors = ElementColors(foreground: RGBAColor(red: 153, green: 153, blue: 153), background: RGBAColor(red: 255, green: 255, blue: 255))
        let label = TestNode.element("Terms", 0, 0, 100, 20).with { $0.textStyle = style; $0.colors = colors }
        let list = TestNode.view(0, 0, 390, 100, [label]).container(.list).with { $0.textStyle = style; $0.colors = colors }
        let elements = capture([list])
        #expect(elements.first?.textStyle == nil && elements.first?.colors == nil)
        #expect(elements.first?.children.first?.textStyle == style)
        #expect(elements.first?.children.first?.colors == colors)
    }
}
