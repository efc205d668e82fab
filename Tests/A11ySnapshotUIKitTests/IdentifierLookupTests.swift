#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Identifiers are found as the reference tool finds them (`NSObject.identifier` in
/// cashapp/AccessibilitySnapshot's parser): the protocol, then the adopting UIKit classes, then
/// key-value coding, which is how SwiftUI's accessibility nodes answer.
@Suite("UIKit capture: identifiers")
@MainActor
struct IdentifierLookupTests {
    typealias S = SimulatedScreen

    @Test("Step 1: an object adopting UIAccessibilityIdentification gives its identifier")
    func protocolStep() {
        let element = UIAccessibilityElement(accessibilityContainer: UIView(frame: .zero))
        element.accessibilityIdentifier = "total"
        #expect(UIKitIdentifierLookup.identifier(of: element) == "total")
    }

    @Test("Step 2: each adopting UIKit class is asked by its own class")
    func concreteClassStep() {
        let view = UIView(frame: .zero)
        view.accessibilityIdentifier = "view"
        let item = UIBarItem()
        item.accessibilityIdentifier = "item"
        let action = UIAlertAction()
        action.accessibilityIdentifier = "action"
        let menu = UIMenuElement()
        menu.accessibilityIdentifier = "menu"
        let image = UIImage()
        image.accessibilityIdentifier = "image"
        let found = [view, item, action, menu, image].map { UIKitIdentifierLookup.concreteClassIdentifier(of: $0) }
        #expect(found == [.some("view"), .some("item"), .some("action"), .some("menu"), .some("image")])
        #expect(UIKitIdentifierLookup.concreteClassIdentifier(of: NSObject()) == nil)
    }

    @Test("Step 3: an object that answers only through key-value coding (a SwiftUI node) gives its identifier")
    func keyValueCodingStep() {
        let node = NSObject()
        node.setValue("saveButton", forKey: "accessibilityIdentifier")
        #expect(UIKitIdentifierLookup.identifier(of: node) == "saveButton")
    }

    @Test("An object with no identifier getter is not asked by key (which would raise), and has none")
    func noGetterNoCrash() {
        #expect(UIKitIdentifierLookup.identifier(of: NSObject()) == nil)
    }

    @Test("A key-value identifier that is not a string is ignored")
    func nonStringKeyValueIgnored() {
        let node = NSObject()
        node.setValue(42, forKey: "accessibilityIdentifier")
        #expect(UIKitIdentifierLookup.identifier(of: node) == nil)
    }

    @Test("A captured SwiftUI-style node listed by a container keeps its identifier")
    func capturedKeyValueIdentifier() {
        let node = S.node("Save", frame: CGRect(x: 16, y: 100, width: 100, height: 44))
        node.setValue("saveButton", forKey: "accessibilityIdentifier")
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.identifier) == ["saveButton"])
    }
}
#endif
