import A11ySnapshot
import ExampleScreens

/// Random, seeded edits of an element tree, for the differ's property tests: insertions,
/// deletions, moves (also across parents), relabels, attribute changes, wrapping in a new
/// container and unwrapping.
struct RandomEdits {
    enum Edit: CaseIterable {
        case insert, delete, move, relabel, disable, wrap, unwrap
    }

    private var random: SplitMix64
    private var fresh = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Applies `count` random edits to `elements`.
    mutating func apply(_ count: Int, to elements: inout [AccessibilityElement]) {
        for _ in 0..<count { apply(pick(Edit.allCases), to: &elements) }
    }

    mutating func apply(_ edit: Edit, to elements: inout [AccessibilityElement]) {
        let paths = Self.paths(elements)
        switch edit {
        case .insert:
            let parent = pick([[]] + paths)
            Self.withChildren(of: parent, in: &elements) { children in
                children.insert(newElement(), at: int(0...children.count))
            }
        case .delete:
            guard let path = paths.isEmpty ? nil : pick(paths) else { return }
            Self.withChildren(of: Array(path.dropLast()), in: &elements) { $0.remove(at: path.last!) }
        case .move:
            guard let path = paths.isEmpty ? nil : pick(paths) else { return }
            var moved: AccessibilityElement?
            Self.withChildren(of: Array(path.dropLast()), in: &elements) { moved = $0.remove(at: path.last!) }
            let parent = pick([[]] + Self.paths(elements))
            Self.withChildren(of: parent, in: &elements) { children in
                children.insert(moved!, at: int(0...children.count))
            }
        case .relabel:
            guard let path = paths.isEmpty ? nil : pick(paths) else { return }
            Self.withChildren(of: Array(path.dropLast()), in: &elements) { $0[path.last!].label += " (edited)" }
        case .disable:
            guard let path = paths.isEmpty ? nil : pick(paths) else { return }
            Self.withChildren(of: Array(path.dropLast()), in: &elements) { $0[path.last!].isEnabled.toggle() }
        case .wrap:
            let parent = pick([[]] + paths)
            Self.withChildren(of: parent, in: &elements) { children in
                guard !children.isEmpty else { return }
                let start = int(0...(children.count - 1)), end = int(start...(children.count - 1))
                let wrapper = AccessibilityElement.container(.semanticGroup, Array(children[start...end]))
                children.replaceSubrange(start...end, with: [wrapper])
            }
        case .unwrap:
            let containers = paths.filter { Self.element(at: $0, in: elements).children.count > 0 }
            guard let path = containers.isEmpty ? nil : pick(containers) else { return }
            Self.withChildren(of: Array(path.dropLast()), in: &elements) { children in
                children.replaceSubrange(path.last!...path.last!, with: children[path.last!].children)
            }
        }
    }

    private mutating func newElement() -> AccessibilityElement {
        fresh += 1
        return pick([
            .button("New \(fresh)"),
            .staticText("Inserted text \(fresh)"),
            .cell("New row \(fresh)", children: [.button("More")]),
            .button("Edit"),
        ])
    }

    // MARK: Paths

    /// Every element's index path, in reading order.
    static func paths(_ elements: [AccessibilityElement], prefix: [Int] = []) -> [[Int]] {
        elements.enumerated().flatMap { index, element in
            [prefix + [index]] + paths(element.children, prefix: prefix + [index])
        }
    }

    static func element(at path: [Int], in elements: [AccessibilityElement]) -> AccessibilityElement {
        path.dropFirst().reduce(elements[path[0]]) { $0.children[$1] }
    }

    /// Runs `body` on the children of the element at `parent` (the top level for `[]`).
    static func withChildren(of parent: [Int], in elements: inout [AccessibilityElement],
                             _ body: (inout [AccessibilityElement]) -> Void) {
        guard let first = parent.first else { return body(&elements) }
        withChildren(of: Array(parent.dropFirst()), in: &elements[first].children, body)
    }

    // MARK: Random

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}
