import A11ySnapshot
import Testing

/// Which groups become container elements and which are read through.
@Suite("Capture: containers")
struct CaptureContainerTests {
    private func capture(_ children: [TestNode]) -> [AccessibilityElement] {
        AccessibilityHierarchyWalker().elements(of: TestNode.view(0, 0, 390, 844, children))
    }

    private func rows(_ labels: [String], top: Double = 0) -> [TestNode] {
        labels.enumerated().map { .element($1, 0, top + Double($0) * 50, 390, 44) }
    }

    @Test("a view with the tab bar trait becomes a tab bar container")
    func tabBarTrait() throws {
        let tabBar = TestNode.view(0, 780, 390, 64, [
            .element("Home", 0, 780, 130, 64), .element("Search", 130, 780, 130, 64), .element("Profile", 260, 780, 130, 64),
        ]).traits(.tabBar)
        let elements = capture([tabBar])
        let container = try #require(elements.first)
        #expect(elements.count == 1)
        #expect(container.container == .tabBar)
        #expect(container.traits == .tabBar)
        #expect(container.children.map(\.label) == ["Home", "Search", "Profile"])
    }

    @Test("an element with the tab bar trait stays an element")
    func tabBarTraitOnElement() {
        let elements = capture([TestNode.element("Tabs", 0, 780, 390, 64, rows(["Hidden"])).traits(.tabBar)])
        #expect(elements.map(\.container) == [nil])
        #expect(elements.map(\.label) == ["Tabs"])
    }

    @Test("a list is a container even without a label")
    func listIsKept() {
        let elements = capture([TestNode.view(0, 0, 390, 300, rows(["Item 1", "Item 2"])).container(.list)])
        #expect(elements.map(\.container) == [.list])
        #expect(elements.first?.children.map(\.label) == ["Item 1", "Item 2"])
    }

    @Test("a landmark is a container")
    func landmarkIsKept() {
        let elements = capture([TestNode.view(0, 0, 390, 300, rows(["Content"])).container(.landmark)])
        #expect(elements.map(\.container) == [.landmark])
    }

    @Test("a data table is a container")
    func dataTableIsKept() {
        let table = TestNode.view(0, 0, 390, 300).container(.dataTable).listing([
            .nonView("A1", 0, 0, 100, 40), .nonView("B1", 100, 0, 100, 40),
            .nonView("A2", 0, 40, 100, 40), .nonView("B2", 100, 40, 100, 40),
        ])
        let elements = capture([table])
        #expect(elements.map(\.container) == [.dataTable])
        #expect(elements.first?.children.map(\.label) == ["A1", "B1", "A2", "B2"])
    }

    @Test("a semantic group with a label is a container carrying the label")
    func labelledSemanticGroupIsKept() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["Element"])).container(.semanticGroup).label("Group Label")])
        #expect(elements.map(\.container) == [.semanticGroup])
        #expect(elements.first?.label == "Group Label")
        #expect(elements.first?.children.map(\.label) == ["Element"])
    }

    @Test("a semantic group with only a value is a container")
    func valuedSemanticGroupIsKept() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["Element"])).container(.semanticGroup).value("3 items")])
        #expect(elements.map(\.container) == [.semanticGroup])
        #expect(elements.first?.value == "3 items")
    }

    @Test("a semantic group with only an identifier is a container")
    func identifiedSemanticGroupIsKept() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["Element"])).container(.semanticGroup).identifier("summary")])
        #expect(elements.map(\.container) == [.semanticGroup])
        #expect(elements.first?.identifier == "summary")
    }

    @Test("a semantic group without a label, value or identifier is flattened")
    func unlabelledSemanticGroupIsFlattened() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["Element"])).container(.semanticGroup)])
        #expect(elements.map(\.container) == [nil])
        #expect(elements.map(\.label) == ["Element"])
    }

    /// The reference tool keeps a semantic group whose label, value or identifier is set at all
    /// (`label != nil || value != nil || identifier != nil` in its `containerInfo(for:)`).
    @Test("a semantic group whose label is set to the empty string is kept, as the reference keeps it")
    func semanticGroupWithEmptyLabelIsKept() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["Element"])).container(.semanticGroup).label("")])
        #expect(elements.map(\.container) == [.semanticGroup])
        #expect(elements.first?.children.map(\.label) == ["Element"])
    }

    @Test("a plain view is flattened")
    func plainViewIsFlattened() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["A", "B"]))])
        #expect(elements.map(\.label) == ["A", "B"])
        #expect(elements.allSatisfy { $0.container == nil && $0.children.isEmpty })
    }

    @Test("a container carries its own attributes and frame in root coordinates")
    func containerAttributes() throws {
        let list = TestNode.view(20, 120, 350, 300, rows(["Row"], top: 120)).container(.list)
            .label("Results").value("2 items").identifier("results").hint("Swipe").traits(.header).type(.table)
        let root = TestNode.view(0, 20, 390, 824, [list])
        let container = try #require(AccessibilityHierarchyWalker().elements(of: root).first)
        #expect(container.label == "Results")
        #expect(container.value == "2 items")
        #expect(container.identifier == "results")
        #expect(container.hint == "Swipe")
        #expect(container.traits == .header)
        #expect(container.type == .table)
        #expect(container.frame == Frame(20, 100, 350, 300))
        #expect(container.children.first?.frame == Frame(0, 100, 390, 44))
    }

    @Test("a container with nothing to read is dropped")
    func emptyContainerIsDropped() {
        let elements = capture([
            TestNode.view(0, 0, 390, 100, [TestNode.element("Hidden", 0, 0, 390, 44).hidden()]).container(.list),
            TestNode.view(0, 200, 390, 100).container(.landmark),
        ])
        #expect(elements.isEmpty)
    }

    @Test("a container inside a plain stack view is kept")
    func containerInsideStack() {
        let stack = TestNode.view(0, 0, 390, 400, [
            .element("Title", 0, 0, 390, 40),
            .view(0, 50, 390, 100, rows(["Row"], top: 50)).container(.list),
        ])
        let elements = capture([stack])
        #expect(elements.map(\.container) == [nil, .list])
        #expect(readingOrder(elements) == ["Title", "Row"])
    }

    @Test("nested containers are kept nested")
    func nestedContainers() {
        let inner = TestNode.view(0, 100, 390, 100, rows(["Inner 1", "Inner 2"], top: 100)).container(.semanticGroup).label("Inner")
        let outer = TestNode.view(0, 0, 390, 300, [.element("Outer item", 0, 0, 390, 44), inner]).container(.semanticGroup).label("Outer")
        let elements = capture([outer])
        #expect(elements.map(\.label) == ["Outer"])
        #expect(elements.first?.children.map(\.label) == ["Outer item", "Inner"])
        #expect(elements.first?.children.last?.children.map(\.label) == ["Inner 1", "Inner 2"])
    }

    @Test("a list that lists its elements keeps their order")
    func listingListKeepsOrder() {
        let list = TestNode.view(0, 0, 390, 300).container(.list).listing([.nonView("Last", 0, 100, 390, 44), .nonView("First", 0, 0, 390, 44)])
        #expect(capture([list]).first?.children.map(\.label) == ["Last", "First"])
    }

    @Test("a container is placed by its first element, not its own frame")
    func containerPlacedByFirstChild() {
        let list = TestNode.view(0, 0, 390, 400, rows(["Row"], top: 300)).container(.list)
        let elements = capture([list, .element("Middle", 0, 100, 390, 44)])
        #expect(readingOrder(elements) == ["Middle", "Row"])
    }

    @Test("children of a grouping view stay together in the reading order")
    func groupedChildrenStayContiguous() {
        let column = TestNode.view(0, 0, 100, 200, [.element("Top left", 0, 0, 100, 40), .element("Bottom left", 0, 100, 100, 40)])
        let right = TestNode.element("Top right", 200, 0, 100, 40)
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [column, right])) == ["Top left", "Top right", "Bottom left"])
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [column.grouping(), right])) == ["Top left", "Bottom left", "Top right"])
    }

    @Test("a grouping view without a container kind is not itself in the snapshot")
    func groupingViewIsFlattened() {
        let elements = capture([TestNode.view(0, 0, 390, 100, rows(["A", "B"])).grouping().label("Group")])
        #expect(elements.map(\.label) == ["A", "B"])
    }

    @Test("a root that is a container is captured as that container")
    func rootContainer() {
        let root = TestNode.view(0, 0, 390, 300, rows(["Row"])).container(.list)
        let elements = AccessibilityHierarchyWalker().elements(of: root)
        #expect(elements.map(\.container) == [.list])
        #expect(elements.first?.children.map(\.label) == ["Row"])
    }

    @Test("a tab bar reported as a container type is a tab bar container")
    func tabBarContainerType() {
        #expect(capture([TestNode.view(0, 780, 390, 64, rows(["Tab"], top: 780)).container(.tabBar)]).map(\.container) == [.tabBar])
    }
}
