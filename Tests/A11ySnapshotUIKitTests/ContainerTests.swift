#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Containers VoiceOver announces (tab bars, lists, landmarks, data tables, named groups) and
/// the ones it reads through.
@Suite("UIKit capture: containers, tab bars and lists")
@MainActor
struct ContainerTests {
    typealias S = SimulatedScreen

    @Test("A list keeps its rows, in order, as its children")
    func list() {
        let list = S.view(0, 100, 393, 300, [S.element("Label 1", 0, 0), S.element("Label 2", 0, 50), S.element("Label 4", 0, 100)])
        list.accessibilityContainerType = .list
        let captured = S.capture(S.phone([list]))
        #expect(captured.elements.count == 1)
        #expect(captured.elements.first?.container == .list)
        #expect(captured.elements.first?.children.map(\.label) == ["Label 1", "Label 2", "Label 4"])
    }

    @Test("Landmarks and data tables are containers", arguments: [UIAccessibilityContainerType.landmark, .dataTable])
    func landmarkAndDataTable(type: UIAccessibilityContainerType) {
        let container = S.view(0, 0, 393, 300, [S.element("Cell", 0, 0)])
        container.accessibilityContainerType = type
        let expected: ContainerKind = type == .landmark ? .landmark : .dataTable
        #expect(S.capture(S.phone([container])).elements.map(\.container) == [expected])
    }

    @Test("A labelled semantic group is a container, with its label")
    func labelledSemanticGroup() {
        let group = S.view(0, 0, 393, 300, [S.element("Inside", 0, 0)])
        group.accessibilityContainerType = .semanticGroup
        group.accessibilityLabel = "Shipping"
        let captured = S.capture(S.phone([group]))
        #expect(captured.elements.map(\.container) == [.semanticGroup])
        #expect(captured.elements.map(\.label) == ["Shipping"])
    }

    @Test("An unlabelled semantic group is read through")
    func unlabelledSemanticGroup() {
        let group = S.view(0, 0, 393, 300, [S.element("Inside", 0, 0)])
        group.accessibilityContainerType = .semanticGroup
        let captured = S.capture(S.phone([group]))
        #expect(captured.elements.map(\.label) == ["Inside"])
        #expect(captured.elements.map(\.container) == [nil])
    }

    @Test("A view with the tab bar trait is a tab bar holding its items in order")
    func tabBar() {
        let items = ["Home", "Search", "Profile"].enumerated().map { index, title in
            S.element(title, Double(index) * 131, 0, 131, 49, traits: .button)
        }
        let bar = UITabBar(frame: CGRect(x: 0, y: 803, width: 393, height: 49))
        for item in items.reversed() { bar.addSubview(item) }
        bar.accessibilityTraits = .tabBar
        let captured = S.capture(S.phone([S.element("Content", 0, 100), bar]))
        #expect(captured.elements.map(\.label) == ["Content", ""])
        let tabBar = captured.elements.last
        #expect(tabBar?.container == .tabBar)
        #expect(tabBar?.type == .tabBar)
        #expect(tabBar?.children.map(\.label) == ["Home", "Search", "Profile"])
        #expect(tabBar?.children.allSatisfy { $0.traits.contains(.button) } == true)
    }

    @Test("A plain container view is flattened into its parent")
    func plainViewIsFlattened() {
        let wrapper = S.view(0, 0, 393, 300, [S.element("A", 0, 0), S.element("B", 0, 100)])
        let captured = S.capture(S.phone([wrapper]))
        #expect(captured.elements.map(\.label) == ["A", "B"])
        #expect(captured.elements.allSatisfy { $0.children.isEmpty })
    }
}
#endif
