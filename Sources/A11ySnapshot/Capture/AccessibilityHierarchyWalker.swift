/// Reads a live accessibility hierarchy into snapshot elements with the semantics VoiceOver
/// uses: which objects are elements, which groups are containers, and the reading order.
///
/// The walker sees the hierarchy only through ``AccessibilityHierarchyNode``, so UIKit views,
/// SwiftUI hosting views and test doubles are read the same way. The rules are in
/// `docs/CAPTURE.md` ("How the walker reads a screen"):
///
/// - selection (`ElementSelection`): hidden subtrees, invisible and clipped-away views, the
///   subviews of elements, and the siblings of a modal view are left out;
/// - containers (`ContainerDetection`): tab bars, lists, landmarks, data tables and named
///   semantic groups become container elements; everything else is read through;
/// - reading order (`ReadingOrder`): rows top to bottom, leading to trailing within a row,
///   a total order that does not depend on the order subviews were added; explicit
///   `accessibilityElements` keep their order;
/// - frames (`CaptureCoordinateSpace`): relative to the root, never NaN.
///
/// The walk uses no recursion, so hierarchies of any depth are read without exhausting the
/// stack.
public struct AccessibilityHierarchyWalker: Sendable {
    /// The user-interface layout direction, which decides the reading order within a row.
    public enum LayoutDirection: Hashable, Sendable {
        /// Rows are read from left to right.
        case leftToRight
        /// Rows are read from right to left.
        case rightToLeft
    }

    /// The layout direction rows are read in.
    public var layoutDirection: LayoutDirection
    /// Elements whose tops differ by less than this many points are on the same row; `nil`
    /// chooses by the root's size (the UIKit adapter always sets it from the device idiom; 8 points on phone sizes, 13 on pad sizes: see
    /// ``defaultSameRowThreshold(rootWidth:rootHeight:)``). A negative or non-finite value is
    /// treated as `nil`.
    public var sameRowThreshold: Double?

    /// Objects nested deeper than this below the root are not read. Real screens are at most a
    /// few hundred levels deep; the limit stops an `accessibilityElements` cycle among nodes
    /// without an identity (``AccessibilityHierarchyNode/hierarchyObjectIdentity``).
    public static let maximumTraversalDepth = 20_000
    /// The walk stops after reading this many objects, so a cyclic hierarchy of nodes without an
    /// identity cannot make it run for ever, even when it branches.
    public static let maximumVisitedObjects = 2_000_000

    /// A walker reading rows in `layoutDirection`, with `sameRowThreshold` points between rows
    /// (`nil`: by the root's size).
    public init(layoutDirection: LayoutDirection = .leftToRight, sameRowThreshold: Double? = nil) {
        self.layoutDirection = layoutDirection
        self.sameRowThreshold = sameRowThreshold
    }

    /// The elements under `root`, in reading order, with frames in `root`'s coordinate space.
    ///
    /// The root is read like any other object: when it is an element, the result is that one
    /// element; when it is a container, the result is that one container. Containers nested
    /// deeper than a snapshot can hold (`ImportPolicy.maximumElementDepth` element levels, 127)
    /// are flattened into the deepest container that fits, so every element is kept.
    public func elements(of root: any AccessibilityHierarchyNode) -> [AccessibilityElement] {
        var unobserved = UnobservedWalk()
        return elements(of: root, observer: &unobserved)
    }

    /// A snapshot of `root`: its elements, with the root's bounds as the viewport.
    public func snapshot(of root: any AccessibilityHierarchyNode, name: String) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: name, viewport: CaptureCoordinateSpace.viewport(of: root), elements: elements(of: root))
    }

    /// A snapshot of `root`, as ``snapshot(of:name:)``, with every object the walk reached and
    /// the decision taken for it appended to `record` (the capture explanation).
    package func snapshot(of root: any AccessibilityHierarchyNode, name: String,
                          recording record: inout CaptureWalkRecord) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: name, viewport: CaptureCoordinateSpace.viewport(of: root), elements: elements(of: root, observer: &record))
    }

    private func elements<Observer: CaptureWalkObserver>(
        of root: any AccessibilityHierarchyNode, observer: inout Observer
    ) -> [AccessibilityElement] {
        var tree = collect(root, observer: &observer)
        tree.arrange(by: readingOrder(for: root))
        return tree.elements(maximumDepth: ImportPolicy.maximumElementDepth)
    }

    /// The reading order for `root`'s elements: this walker's direction and threshold.
    func readingOrder(for root: any AccessibilityHierarchyNode) -> ReadingOrder {
        let threshold: Double
        if let chosen = sameRowThreshold, chosen.isFinite, chosen >= 0 {
            threshold = chosen
        } else {
            let bounds = CaptureCoordinateSpace.viewport(of: root)
            threshold = Self.defaultSameRowThreshold(rootWidth: bounds.width, rootHeight: bounds.height)
        }
        return ReadingOrder(sameRowThreshold: threshold, layoutDirection: layoutDirection)
    }

    /// Walks the hierarchy depth-first with an explicit stack, applying the selection rules, and
    /// records the elements and the groups that matter for ordering. Each decision goes to
    /// `observer`; an observer that is not observing costs nothing.
    private func collect<Observer: CaptureWalkObserver>(_ root: any AccessibilityHierarchyNode, observer: inout Observer) -> CapturedTree {
        typealias Visit = WalkVisit
        /// The parent of siblings a modal view hides, pushed only for the observer to see them in order.
        let hiddenByModal = -1
        let space = CaptureCoordinateSpace(root: root)
        var tree = CapturedTree()
        var pending = [Visit(node: root, parent: CapturedTree.topLevel, depth: 0)]
        var visited = 0
        var seenObjects = Set<ObjectIdentifier>()
        // Nodes whose identity was recorded stay alive until the walk ends, so a wrapper made
        // afresh for each access cannot reuse a released wrapper's address (and identity).
        var keptAlive: [any AccessibilityHierarchyNode] = []
        while let visit = pending.popLast(), visited < Self.maximumVisitedObjects {
            visited += 1
            let node = visit.node
            if Observer.isObserving && visit.parent == hiddenByModal {
                observer.reached(node, depth: visit.depth, decision: .hiddenByModalSibling)
                continue
            }
            if let identity = node.hierarchyObjectIdentity {
                guard seenObjects.insert(identity).inserted else {
                    if Observer.isObserving { observer.reached(node, depth: visit.depth, decision: .dropped(.alreadyRead)) }
                    continue
                }
                keptAlive.append(node)
            }
            if let exclusion = ElementSelection.exclusion(of: node) {
                if Observer.isObserving { observer.reached(node, depth: visit.depth, decision: exclusion) }
                continue
            }
            if node.isAccessibilityElement {
                tree.appendElement(AccessibilityElement(capturing: node, in: space), to: visit.parent)
                if Observer.isObserving { observer.reached(node, depth: visit.depth, decision: .element) }
                continue
            }
            guard visit.depth < Self.maximumTraversalDepth else {
                if Observer.isObserving { observer.reached(node, depth: visit.depth, decision: .dropped(.tooDeep)) }
                continue
            }
            let explicitElements = node.accessibilityElements
            let subnodes = explicitElements == nil ? node.subnodes : []
            let modal = explicitElements == nil ? ElementSelection.modalIndex(in: subnodes) : nil
            let children = explicitElements ?? modal.map { [subnodes[$0]] } ?? subnodes
            if children.isEmpty {
                if Observer.isObserving { observer.reached(node, depth: visit.depth, decision: .dropped(.nothingToRead)) }
                continue
            }
            var parent = visit.parent
            let container = ContainerDetection.containerKind(of: node)
            if container != nil || explicitElements != nil || node.shouldGroupAccessibilityChildren {
                let header = container.map { AccessibilityElement(capturing: node, in: space, container: $0) }
                let placement = explicitElements != nil && visit.context == .tabBarSubviews ? space.frame(of: node.accessibilityFrame) : nil
                parent = tree.appendGroup(
                    container: header, isExplicitlyOrdered: explicitElements != nil, placement: placement, to: parent)
            }
            if Observer.isObserving {
                let decision: CaptureDecision = container.map { .container($0) }
                    ?? (explicitElements != nil ? .group(.listsElements)
                        : node.shouldGroupAccessibilityChildren ? .group(.groupsChildren) : .readThrough)
                observer.reached(node, depth: visit.depth, decision: decision)
            }
            let context = visit.context != .none ? visit.context : ElementContext.provided(by: node, listsElements: explicitElements != nil)
            if Observer.isObserving, let modal {
                // Every subview, in order, so the explanation lists the hidden ones where they are.
                for (position, child) in subnodes.enumerated().reversed() {
                    pending.append(Visit(node: child, parent: position == modal ? parent : hiddenByModal, depth: visit.depth + 1, context: context))
                }
                continue
            }
            for child in children.reversed() {
                pending.append(Visit(node: child, parent: parent, depth: visit.depth + 1, context: context))
            }
        }
        withExtendedLifetime(keptAlive) {}
        return tree
    }
}

/// One object waiting on the walker's stack.
private struct WalkVisit {
    let node: any AccessibilityHierarchyNode
    /// The tree item it belongs to, or `hiddenByModal` (pushed only while observing).
    let parent: Int
    let depth: Int
    var context: ElementContext = .none
}
