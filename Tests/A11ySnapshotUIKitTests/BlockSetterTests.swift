#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// iOS 17's block-based setters (`accessibilityLabelBlock`, …): a block that is set answers in
/// place of its property, even when it answers `nil`; an unset block leaves the property. The
/// shim's property getters return what was stored in the property, so each test fails if the
/// adapter stops asking the block.
@Suite("UIKit capture: iOS 17 block-based setters")
@MainActor
struct BlockSetterTests {
    typealias S = SimulatedScreen

    private func only(_ view: UIView) -> AccessibilityElement? {
        S.capture(S.phone([view])).elements.first
    }

    // MARK: A block wins over its property

    @Test("accessibilityLabelBlock wins over accessibilityLabel")
    func labelBlock() {
        let view = S.element("Property label", 0, 0)
        view.accessibilityLabelBlock = { "Block label" }
        #expect(only(view)?.label == "Block label")
    }

    @Test("accessibilityValueBlock wins over accessibilityValue")
    func valueBlock() {
        let view = S.element("Volume", 0, 0)
        view.accessibilityValue = "10%"
        view.accessibilityValueBlock = { "60%" }
        #expect(only(view)?.value == "60%")
    }

    @Test("accessibilityHintBlock wins over accessibilityHint")
    func hintBlock() {
        let view = S.element("Buy", 0, 0)
        view.accessibilityHint = "Property hint."
        view.accessibilityHintBlock = { "Purchases the item." }
        #expect(only(view)?.hint == "Purchases the item.")
    }

    @Test("accessibilityTraitsBlock wins over accessibilityTraits")
    func traitsBlock() {
        let view = S.element("Terms", 0, 0, traits: .button)
        view.accessibilityTraitsBlock = { .link }
        #expect(only(view)?.traits == .link)
    }

    @Test("isAccessibilityElementBlock makes a view an element, hiding its subviews")
    func isAccessibilityElementBlock() {
        let card = S.view(0, 0, 393, 100, [S.element("Inside", 10, 10)])
        card.accessibilityLabel = "Card"
        card.isAccessibilityElementBlock = { true }
        #expect(S.labels(S.phone([card])) == ["Card"])
    }

    @Test("accessibilityIdentifierBlock wins over a view's accessibilityIdentifier")
    func identifierBlock() {
        let view = S.element("Log in", 0, 0)
        view.accessibilityIdentifier = "property-id"
        view.accessibilityIdentifierBlock = { "login" }
        #expect(only(view)?.identifier == "login")
    }

    @Test("accessibilityLanguageBlock wins over accessibilityLanguage")
    func languageBlock() {
        let view = S.element("Guten Tag", 0, 0)
        view.accessibilityLanguage = "fr"
        view.accessibilityLanguageBlock = { "de-DE" }
        #expect(only(view)?.language == "de-DE")
    }

    @Test("accessibilityUserInputLabelsBlock wins over accessibilityUserInputLabels")
    func userInputLabelsBlock() {
        let view = S.element("Compose new message", 0, 0)
        view.accessibilityUserInputLabels = ["Compose"]
        view.accessibilityUserInputLabelsBlock = { ["Write", "New message"] }
        #expect(only(view)?.userInputLabels == ["Write", "New message"])
    }

    @Test("Input labels equal to the label block's answer are UIKit's default and left out")
    func userInputLabelsComparedWithLabelBlock() {
        let view = S.element("Property label", 0, 0)
        view.accessibilityLabelBlock = { "Send" }
        view.accessibilityUserInputLabels = ["Send"]
        #expect(only(view)?.userInputLabels == [])
    }

    @Test("accessibilityElementsHiddenBlock removes an element")
    func elementsHiddenBlock() {
        let secret = S.element("Secret", 0, 100)
        secret.accessibilityElementsHiddenBlock = { true }
        #expect(S.labels(S.phone([S.element("Shown", 0, 0), secret])) == ["Shown"])
    }

    @Test("accessibilityRespondsToUserInteractionBlock wins over the property")
    func respondsToUserInteractionBlock() {
        let view = S.element("Show details", 0, 0)
        view.accessibilityRespondsToUserInteraction = false
        view.accessibilityRespondsToUserInteractionBlock = { true }
        #expect(only(view)?.respondsToUserInteraction == true)
    }

    @Test("accessibilityViewIsModalBlock makes a view modal, hiding its siblings")
    func viewIsModalBlock() {
        let modal = S.view(0, 400, 393, 200, [S.element("In modal", 10, 10)])
        modal.accessibilityViewIsModalBlock = { true }
        #expect(S.labels(S.phone([S.element("Behind", 0, 0), modal])) == ["In modal"])
    }

    @Test("accessibilityShouldGroupAccessibilityChildrenBlock keeps a column together")
    func groupChildrenBlock() {
        let a = S.view(0, 0, 100, 200, [S.element("A1", 0, 0), S.element("A2", 0, 100)])
        let b = S.view(200, 0, 100, 200, [S.element("B1", 0, 0), S.element("B2", 0, 100)])
        a.accessibilityShouldGroupAccessibilityChildrenBlock = { true }
        b.accessibilityShouldGroupAccessibilityChildrenBlock = { true }
        #expect(S.labels(S.phone([a, b])) == ["A1", "A2", "B1", "B2"])
    }

    @Test("accessibilityElementsBlock wins over accessibilityElements")
    func elementsBlock() {
        let fromProperty = S.node("From property", frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let fromBlock = S.node("From block", frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        let root = S.phone(listing: [fromProperty])
        root.accessibilityElementsBlock = { [fromBlock] }
        #expect(S.labels(root) == ["From block"])
    }

    @Test("accessibilityFrameBlock wins over accessibilityFrame")
    func frameBlock() {
        let node = S.node("Badge", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        node.accessibilityFrameBlock = { CGRect(x: 20, y: 300, width: 100, height: 40) }
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.frame) == [Frame(20, 300, 100, 40)])
    }

    @Test("accessibilityFrameBlock wins over a UIAccessibilityElement's container-space frame")
    func frameBlockOverContainerSpace() {
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        let element = UIAccessibilityElement(accessibilityContainer: card)
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Total"
        element.accessibilityFrameInContainerSpace = CGRect(x: 16, y: 10, width: 200, height: 30)
        element.accessibilityFrameBlock = { CGRect(x: 16, y: 400, width: 200, height: 30) }
        card.accessibilityElements = [element]
        #expect(S.capture(S.phone([card])).elements.map(\.frame) == [Frame(16, 400, 200, 30)])
    }

    @Test("accessibilityPathBlock gives an element with an empty frame its bounds")
    func pathBlock() {
        let node = S.node("Shape", frame: .zero)
        node.accessibilityPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        node.accessibilityPathBlock = { UIBezierPath(rect: CGRect(x: 40, y: 200, width: 80, height: 80)) }
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.frame) == [Frame(40, 200, 80, 80)])
    }

    @Test("accessibilityActivationPointBlock wins over accessibilityActivationPoint")
    func activationPointBlock() {
        let row = S.element("Wi-Fi", 0, 100, 393, 44)
        row.accessibilityActivationPoint = CGPoint(x: 20, y: 110)
        row.accessibilityActivationPointBlock = { CGPoint(x: 360, y: 122) }
        #expect(only(row)?.activationPoint == Point(360, 122))
    }

    @Test("accessibilityCustomActionsBlock wins over accessibilityCustomActions")
    func customActionsBlock() {
        let cell = S.element("Message", 0, 0, 393, 60)
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Property action") { _ in true }]
        cell.accessibilityCustomActionsBlock = { [UIAccessibilityCustomAction(name: "Delete") { _ in true }] }
        #expect(only(cell)?.customActions == ["Delete"])
    }

    @Test("accessibilityCustomRotorsBlock wins over accessibilityCustomRotors")
    func customRotorsBlock() {
        let article = S.element("Article", 0, 0, 393, 600)
        article.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Property rotor")]
        article.accessibilityCustomRotorsBlock = { [UIAccessibilityCustomRotor(name: "Comments")] }
        #expect(only(article)?.customRotors == ["Comments"])
    }

    // MARK: An unset block leaves its property

    @Test("A block replaces only its own attribute; the others come from their properties")
    func unsetBlocksLeaveProperties() {
        let view = S.element("Property label", 0, 0, traits: .button)
        view.accessibilityValue = "On"
        view.accessibilityHint = "Toggles it."
        view.accessibilityIdentifier = "toggle"
        view.accessibilityLabelBlock = { "Block label" }
        let element = only(view)
        #expect(element?.label == "Block label")
        #expect(element?.value == "On")
        #expect(element?.hint == "Toggles it.")
        #expect(element?.identifier == "toggle")
        #expect(element?.traits == .button)
    }

    // MARK: A block answering nil

    @Test("A label block answering nil leaves the element without a label")
    func labelBlockAnsweringNil() {
        let view = S.element("Property label", 0, 0)
        view.accessibilityLabelBlock = { nil }
        #expect(only(view)?.label == "")
    }

    @Test("A label block answering nil unnames a semantic group, which is then read through")
    func labelBlockAnsweringNilUnnamesGroup() {
        let group = S.view(0, 0, 393, 300, [S.element("Inside", 0, 0)])
        group.accessibilityContainerType = .semanticGroup
        group.accessibilityLabel = "Shipping"
        group.accessibilityLabelBlock = { nil }
        #expect(S.capture(S.phone([group])).elements.map(\.container) == [nil])
    }

    @Test("An identifier block answering nil leaves the element without an identifier")
    func identifierBlockAnsweringNil() {
        let view = S.element("Log in", 0, 0)
        view.accessibilityIdentifier = "login"
        view.accessibilityIdentifierBlock = { nil }
        #expect(only(view)?.identifier == nil)
    }

    @Test("An elements block answering nil lists no elements: the subviews are read")
    func elementsBlockAnsweringNil() {
        let listed = S.node("Listed", frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        let root = S.phone([S.element("Subview", 0, 0)])
        root.accessibilityElements = [listed]
        root.accessibilityElementsBlock = { nil }
        #expect(S.labels(root) == ["Subview"])
    }

    @Test("A path block answering nil leaves an empty frame empty")
    func pathBlockAnsweringNil() {
        let node = S.node("Shape", frame: .zero)
        node.accessibilityPath = UIBezierPath(rect: CGRect(x: 40, y: 200, width: 80, height: 80))
        node.accessibilityPathBlock = { nil }
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.frame) == [.zero])
    }

    @Test("A custom-actions block answering nil leaves the element without actions")
    func customActionsBlockAnsweringNil() {
        let cell = S.element("Message", 0, 0, 393, 60)
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
        cell.accessibilityCustomActionsBlock = { nil }
        #expect(only(cell)?.customActions == [])
    }

    // MARK: Deliberately not read

    @Test("accessibilityContainerTypeBlock is not read: UIKit's getter ignores it")
    func containerTypeBlockNotRead() {
        let group = S.view(0, 0, 393, 300, [S.element("Inside", 0, 0)])
        group.accessibilityContainerType = .landmark
        group.accessibilityContainerTypeBlock = { .list }
        #expect(S.capture(S.phone([group])).elements.map(\.container) == [.landmark])
    }
}
#endif
