/// The walker's working tree, kept flat (an array of items addressed by index) so that neither
/// building, ordering nor releasing it recurses, however deep the hierarchy.
///
/// Item 0 is the top-level group. Every group is created after its parent, so visiting the
/// groups from the last index down handles each group after all the groups inside it.
struct CapturedTree {
    enum Kind {
        /// An accessibility element.
        case element
        /// A container VoiceOver announces; its header element carries the container's attributes.
        case container
        /// A group that only keeps its elements together in the reading order, then is flattened.
        case group
    }

    struct Item {
        var kind: Kind
        /// The element (for `.element`) or the container's own attributes (for `.container`).
        var element: AccessibilityElement?
        /// Children come from `accessibilityElements` and keep that order.
        var isExplicitlyOrdered: Bool
        var children: [Int] = []
        /// Where the group stands among its siblings when that is its own frame rather than its
        /// first element's (see `AccessibilityHierarchyWalker`'s tab bar rule).
        var placement: Frame?
    }

    private(set) var items: [Item] = [Item(kind: .group, element: nil, isExplicitlyOrdered: false)]

    static let topLevel = 0

    /// Adds an element to `parent`.
    mutating func appendElement(_ element: AccessibilityElement, to parent: Int) {
        items.append(Item(kind: .element, element: element, isExplicitlyOrdered: false))
        items[parent].children.append(items.count - 1)
    }

    /// Adds a group or container to `parent` and returns its index.
    mutating func appendGroup(
        container: AccessibilityElement?, isExplicitlyOrdered: Bool, placement: Frame? = nil, to parent: Int
    ) -> Int {
        items.append(Item(
            kind: container == nil ? .group : .container, element: container, isExplicitlyOrdered: isExplicitlyOrdered,
            placement: placement))
        let index = items.count - 1
        items[parent].children.append(index)
        return index
    }

    /// Puts every group's children in reading order and drops groups with nothing to read.
    /// A group is placed by the child read first in it (not by the union of its children), or by
    /// its own placement frame when it has one.
    mutating func arrange(by order: ReadingOrder) {
        var keys = [ReadingOrder.Key?](repeating: nil, count: items.count)
        for index in items.indices where items[index].kind == .element {
            keys[index] = Self.key(of: items[index])
        }
        for index in items.indices.reversed() where items[index].kind != .element {
            let present = items[index].children.compactMap { child in keys[child].map { (child: child, key: $0) } }
            guard !present.isEmpty else {
                items[index].children = []
                continue
            }
            let reading = order.order(present.map(\.key))
            let arranged = items[index].isExplicitlyOrdered ? present : reading.map { present[$0] }
            items[index].children = arranged.map(\.child)
            var key = present[reading[0]].key
            if let placement = items[index].placement {
                key.x = placement.x
                key.y = placement.y
            }
            var fingerprint = CaptureFingerprint()
            fingerprint.combine(UInt8(items[index].kind == .container ? 1 : 2))
            if let header = items[index].element { fingerprint.combine(header) }
            for child in arranged { fingerprint.combine(child.key.fingerprint) }
            key.fingerprint = fingerprint.value
            keys[index] = key
        }
    }

    private static func key(of item: Item) -> ReadingOrder.Key? {
        guard let element = item.element else { return nil }
        var fingerprint = CaptureFingerprint()
        fingerprint.combine(UInt8(0))
        fingerprint.combine(element)
        return ReadingOrder.Key(x: element.frame.x, y: element.frame.y, label: element.label, fingerprint: fingerprint.value)
    }

    /// The arranged tree as snapshot elements. Containers nested deeper than `maximumDepth`
    /// element levels allow are flattened: their elements take their place, in order.
    func elements(maximumDepth: Int) -> [AccessibilityElement] {
        struct Cursor {
            let item: Int
            var next = 0
            let opensLevel: Bool
        }
        var cursors = [Cursor(item: Self.topLevel, opensLevel: false)]
        var levels: [[AccessibilityElement]] = [[]]
        var headers: [AccessibilityElement] = []
        while let cursor = cursors.last {
            let children = items[cursor.item].children
            guard cursor.next < children.count else {
                cursors.removeLast()
                if cursor.opensLevel {
                    var header = headers.removeLast()
                    header.children = levels.removeLast()
                    levels[levels.count - 1].append(header)
                }
                continue
            }
            cursors[cursors.count - 1].next += 1
            let child = items[children[cursor.next]]
            switch child.kind {
            case .element:
                if let element = child.element { levels[levels.count - 1].append(element) }
            case .container, .group:
                // A container at level `levels.count` holds elements one level deeper.
                let keeps = child.kind == .container && levels.count < maximumDepth
                if keeps, let header = child.element {
                    headers.append(header)
                    levels.append([])
                    cursors.append(Cursor(item: children[cursor.next], opensLevel: true))
                } else {
                    cursors.append(Cursor(item: children[cursor.next], opensLevel: false))
                }
            }
        }
        return levels[0]
    }
}
