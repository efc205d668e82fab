import A11ySnapshot
import Testing

/// The walker reports a decision for every object it reaches (what `A11Y_SNAPSHOT_EXPLAIN=1`
/// lists), in walk order, without changing what it captures.
@Suite("Capture: the walk's decisions")
struct CaptureDecisionTests {
    private func screen(_ children: [TestNode]) -> TestNode {
        TestNode.view(0, 0, 390, 844, children)
    }

    /// The recorded walk of `root`: each reached object's label (or `-`), depth and decision.
    private func walk(_ root: TestNode) -> [String] {
        var record = CaptureWalkRecord()
        _ = AccessibilityHierarchyWalker().snapshot(of: root, name: "", recording: &record)
        return record.entries.map { entry in
            "\(entry.depth) \(entry.node.accessibilityLabel ?? "-"): \(entry.decision.phrase)"
        }
    }

    @Test("an element is decided element, and nothing below it is reached")
    func element() {
        #expect(walk(screen([.element("Log in", 0, 0, 100, 40, [.element("Inside", 0, 0, 10, 10)])])) == [
            "0 -: read through: not an element, its children are read in its place",
            "1 Log in: element",
        ])
    }

    @Test("a list is decided container (list)")
    func container() {
        let list = TestNode.view(0, 0, 390, 100, [.element("Row", 0, 0, 390, 44)]).container(.list).label("Rows")
        #expect(walk(screen([list]))[1] == "1 Rows: container (list)")
    }

    @Test("a view listing accessibilityElements is a group that keeps their order")
    func listedGroup() {
        let card = TestNode.view(0, 0, 390, 100).label("Card").listing([.nonView("A", 0, 0, 10, 10)])
        #expect(walk(screen([card]))[1] == "1 Card: group: its listed elements keep their order, merged into the parent's")
    }

    @Test("shouldGroupAccessibilityChildren is a group merged into the parent's")
    func groupingChildren() {
        let row = TestNode.view(0, 0, 390, 100, [.element("A", 0, 0, 10, 10)]).grouping().label("Row")
        #expect(walk(screen([row]))[1]
            == "1 Row: group: shouldGroupAccessibilityChildren keeps its elements together, merged into the parent's")
    }

    @Test("a zero-size view that clips is decided zero size")
    func zeroSize() {
        let clipped = TestNode.view(0, 0, 0, 0, [.element("A", 0, 0, 10, 10)]).clipping().label("Clipped")
        #expect(walk(screen([clipped])) == [
            "0 -: read through: not an element, its children are read in its place",
            "1 Clipped: zero size: dropped with everything below it",
        ])
    }

    @Test("the siblings of a modal view are listed where they are, hidden by it")
    func hiddenByModal() {
        let root = screen([
            .element("Before", 0, 0, 100, 40),
            .view(0, 200, 390, 200, [.element("Alert", 10, 210, 100, 40)]).modal().label("Sheet"),
            .element("After", 0, 500, 100, 40),
        ])
        #expect(walk(root) == [
            "0 -: read through: not an element, its children are read in its place",
            "1 Before: hidden by a modal sibling",
            "1 Sheet: read through: not an element, its children are read in its place",
            "2 Alert: element",
            "1 After: hidden by a modal sibling",
        ])
    }

    @Test("hidden, transparent, elements-hidden and empty objects are dropped, each with its cause")
    func dropped() {
        let root = screen([
            TestNode.element("Hidden", 0, 0, 10, 10).hidden(),
            TestNode.element("Faded", 0, 20, 10, 10).alpha(0.005),
            TestNode.element("Secret", 0, 40, 10, 10).elementsHidden(),
            TestNode.view(0, 60, 10, 10).label("Empty"),
        ])
        #expect(Array(walk(root).dropFirst()) == [
            "1 Hidden: dropped: isHidden",
            "1 Faded: dropped: alpha below 0.01",
            "1 Secret: dropped: accessibilityElementsHidden",
            "1 Empty: dropped: not an element and nothing below it to read",
        ])
    }

    @Test("an object listed twice is dropped the second time as already read")
    func alreadyRead() {
        let shared = TestNode.nonView("Shared", 0, 0, 10, 10)
        let root = screen([]).listing([shared, shared])
        #expect(Array(walk(root).dropFirst()) == ["1 Shared: element", "1 Shared: dropped: already read earlier in the walk"])
    }

    @Test("an object nested deeper than the walker reads is dropped as too deep")
    func tooDeep() {
        let root = screen([])
        var parent = root
        for _ in 0..<AccessibilityHierarchyWalker.maximumTraversalDepth {
            let child = TestNode.view(0, 0, 390, 844)
            parent.children = [child]
            parent = child
        }
        parent.children = [.element("Too deep", 0, 0, 10, 10)]
        #expect(walk(root).last == "\(AccessibilityHierarchyWalker.maximumTraversalDepth) -: dropped: nested deeper than 20000 levels")
    }

    @Test("recording the walk captures the same snapshot as a plain walk")
    func recordingChangesNothing() {
        let root = screen([
            .element("Before", 0, 0, 100, 40),
            .view(0, 200, 390, 200, [.element("Alert", 10, 210, 100, 40)]).modal(),
            TestNode.view(0, 400, 390, 100, [.element("Row", 0, 400, 390, 44)]).container(.list),
        ])
        var record = CaptureWalkRecord()
        let walker = AccessibilityHierarchyWalker()
        #expect(walker.snapshot(of: root, name: "s", recording: &record) == walker.snapshot(of: root, name: "s"))
    }
}
