#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Where an element's frame comes from, as in the reference tool's
/// `accessibilityShape(for:in:)` and `effectiveAccessibilityFrame(for:)`: a
/// `UIAccessibilityElement`'s container-space frame through its container, a SwiftUI element's
/// path bounds when its frame is empty, otherwise `accessibilityFrame`.
@Suite("UIKit capture: frame sources")
@MainActor
struct FrameSourceTests {
    typealias S = SimulatedScreen

    private func listing(_ elements: [UIAccessibilityElement], in container: UIView) -> UIView {
        container.accessibilityElements = elements
        return container
    }

    @Test("A UIAccessibilityElement with a container-space frame follows its container when it moves")
    func containerSpaceFollowsContainer() {
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        let element = UIAccessibilityElement(accessibilityContainer: card)
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Total"
        element.accessibilityFrameInContainerSpace = CGRect(x: 16, y: 10, width: 200, height: 30)
        let screen = S.phone([listing([element], in: card)])
        card.frame.origin.y = 300
        #expect(S.capture(screen).elements.map(\.frame) == [Frame(16, 310, 200, 30)])
    }

    @Test("Container-space frames are UIKit's default: null, so accessibilityFrame is used")
    func nullContainerSpaceUsesScreenFrame() {
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        let element = UIAccessibilityElement(accessibilityContainer: card)
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Total"
        element.accessibilityFrame = CGRect(x: 16, y: 110, width: 200, height: 30)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        #expect(S.capture(S.phone([listing([element], in: card)])).elements.map(\.frame) == [Frame(16, 110, 200, 30)])
    }

    @Test("An element with an empty frame and a path takes the path's bounds")
    func emptyFrameUsesPathBounds() {
        let node = S.node("Shape", frame: .zero)
        node.accessibilityPath = UIBezierPath(rect: CGRect(x: 40, y: 200, width: 80, height: 80))
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.frame) == [Frame(40, 200, 80, 80)])
    }

    @Test("An element with a frame keeps it even when it has a path")
    func framePreferredOverPath() {
        let node = S.node("Shape", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        node.accessibilityPath = UIBezierPath(rect: CGRect(x: 40, y: 200, width: 80, height: 80))
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.frame) == [Frame(10, 10, 50, 50)])
    }

    @Test("An empty path leaves an empty frame as it is")
    func emptyPathIgnored() {
        let node = S.node("Shape", frame: .zero)
        node.accessibilityPath = UIBezierPath()
        #expect(S.capture(S.phone(listing: [node])).elements.map(\.frame) == [.zero])
    }
}
#endif
