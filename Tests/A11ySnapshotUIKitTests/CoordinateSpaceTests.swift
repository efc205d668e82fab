#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Frames in the captured root's coordinate space, the viewport, and broken geometry.
@Suite("UIKit capture: coordinates")
@MainActor
struct CoordinateSpaceTests {
    typealias S = SimulatedScreen

    @Test("Frames are relative to the captured view, wherever it sits on screen")
    func framesRelativeToRoot() {
        let card = S.view(0, 0, 300, 200, [S.element("Inside", 20, 30, 100, 40)])
        _ = S.view(50, 400, 393, 852, [card]) // the screen around the captured card
        let captured = S.capture(card)
        #expect(captured.elements.first?.frame == Frame(20, 30, 100, 40))
    }

    @Test("Nested views add up their origins")
    func nestedOrigins() {
        let inner = S.view(10, 20, 200, 200, [S.element("Deep", 5, 5, 50, 20)])
        let outer = S.view(100, 100, 300, 300, [inner])
        #expect(S.capture(S.phone([outer])).elements.first?.frame == Frame(115, 125, 50, 20))
    }

    @Test("A scrolled scroll view shifts its content")
    func scrolledContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
        scroll.addSubview(S.element("Row", 0, 300, 393, 44))
        scroll.bounds.origin = CGPoint(x: 0, y: 250)
        #expect(S.capture(S.phone([scroll])).elements.first?.frame == Frame(0, 150, 393, 44))
    }

    @Test("The viewport is the captured view's bounds")
    func viewport() {
        let captured = S.capture(S.view(40, 60, 320, 480, [S.element("A", 0, 0)]))
        #expect(captured.viewport == Frame(0, 0, 320, 480))
    }

    @Test("A non-finite frame becomes the zero frame", arguments: [Double.nan, .infinity])
    func nonFiniteFrame(value: Double) {
        let element = S.element("Broken", 0, 0)
        element.accessibilityFrame = CGRect(x: value, y: 10, width: 20, height: 20)
        #expect(S.capture(S.phone([element])).elements.first?.frame == .zero)
    }
}
#endif
