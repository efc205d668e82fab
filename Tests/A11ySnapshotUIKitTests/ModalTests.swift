#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// `accessibilityViewIsModal`: among siblings only the last modal view is read (the reference
/// implementation's modal cases).
@Suite("UIKit capture: modal views")
@MainActor
struct ModalTests {
    typealias S = SimulatedScreen

    @Test("A modal view that contains an element hides its siblings")
    func modalContainingAnElement() {
        let modal = S.view(0, 400, 393, 200, [S.element("In modal", 10, 10)])
        modal.accessibilityViewIsModal = true
        #expect(S.labels(S.phone([S.element("Behind", 0, 0), modal])) == ["In modal"])
    }

    @Test("A modal view that is itself an element is the only element")
    func modalThatIsAnElement() {
        let modal = S.element("Modal", 0, 400, 393, 200)
        modal.accessibilityViewIsModal = true
        #expect(S.labels(S.phone([S.element("Behind", 0, 0), modal])) == ["Modal"])
    }

    @Test("An inaccessible modal view with no elements leaves nothing")
    func inaccessibleModal() {
        let modal = S.view(0, 400, 393, 200)
        modal.accessibilityViewIsModal = true
        #expect(S.labels(S.phone([S.element("Behind", 0, 0), modal])).isEmpty)
    }

    @Test("Of two modal siblings only the last is read")
    func twoModals() {
        let first = S.view(0, 100, 393, 100, [S.element("First", 0, 0)])
        let second = S.view(0, 300, 393, 100, [S.element("Second", 0, 0)])
        first.accessibilityViewIsModal = true
        second.accessibilityViewIsModal = true
        #expect(S.labels(S.phone([first, second])) == ["Second"])
    }

    @Test("A modal view only hides its own siblings, not the rest of the screen")
    func modalInsideAContainer() {
        let modal = S.view(0, 0, 393, 100, [S.element("Modal child", 0, 0)])
        modal.accessibilityViewIsModal = true
        let left = S.view(0, 0, 393, 300, [S.element("Sibling", 0, 200), modal])
        let right = S.view(0, 400, 393, 300, [S.element("Other container", 0, 0)])
        #expect(S.labels(S.phone([left, right])) == ["Modal child", "Other container"])
    }

    @Test("A modal container keeps its container role")
    func modalList() {
        let list = S.view(0, 300, 393, 200, [S.element("Row 1", 0, 0), S.element("Row 2", 0, 50)])
        list.accessibilityContainerType = .list
        list.accessibilityViewIsModal = true
        let captured = S.capture(S.phone([S.element("Behind", 0, 0), list]))
        #expect(captured.elements.map(\.container) == [.list])
        #expect(captured.allLabels == ["", "Row 1", "Row 2"])
    }

    @Test("A hidden modal view does not hide its siblings")
    func hiddenModalIsIgnored() {
        let modal = S.view(0, 400, 393, 200, [S.element("In modal", 10, 10)])
        modal.accessibilityViewIsModal = true
        modal.isHidden = true
        #expect(S.labels(S.phone([S.element("Behind", 0, 0), modal])) == ["Behind"])
    }
}
#endif
