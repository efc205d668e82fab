#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Deep and wide hierarchies are read without recursion: no stack overflow, every element kept.
@Suite("UIKit capture: deep and wide hierarchies")
@MainActor
struct LargeHierarchyTests {
    typealias S = SimulatedScreen

    @Test("A chain of 10,000 nested views is read to its leaf")
    func deepChain() {
        let root = S.phone([])
        var parent = root
        for _ in 0..<10_000 {
            let child = S.view(0, 0, 393, 852)
            parent.addSubview(child)
            parent = child
        }
        parent.addSubview(S.element("Leaf", 10, 10))
        let captured = S.capture(root)
        #expect(captured.elements.map(\.label) == ["Leaf"])
        #expect(captured.elements.first?.frame == Frame(10, 10, 40, 20))
        dismantle(root)
    }

    @Test("10,000 sibling elements are all read, in reading order")
    func wideSiblings() {
        let root = S.view(0, 0, 393, 300_000)
        for index in (0..<10_000).reversed() {
            root.addSubview(S.element("Row \(index)", 0, Double(index) * 30, 393, 30))
        }
        let labels = S.labels(root)
        #expect(labels.count == 10_000)
        #expect(labels.first == "Row 0")
        #expect(labels.last == "Row 9999")
        #expect(labels == (0..<10_000).map { "Row \($0)" })
    }

    @Test("A chain of 10,000 nested lists keeps every element")
    func deepContainers() {
        let root = S.phone([])
        var parent = root
        for depth in 0..<10_000 {
            let list = S.view(0, 0, 393, 852, [S.element("Item \(depth)", 0, 0)])
            list.accessibilityContainerType = .list
            parent.addSubview(list)
            parent = list
        }
        let labels = S.capture(root).allLabels.filter { $0.hasPrefix("Item") }
        #expect(labels.count == 10_000)
        #expect(Set(labels).count == 10_000)
        dismantle(root)
    }

    /// Takes a deep test hierarchy apart from the bottom, so releasing it does not recurse once
    /// per level.
    private func dismantle(_ root: UIView) {
        var deepest = root
        while let child = deepest.subviews.first { deepest = child }
        while let parent = deepest.superview {
            deepest.removeFromSuperview()
            deepest = parent
        }
    }
}
#endif
