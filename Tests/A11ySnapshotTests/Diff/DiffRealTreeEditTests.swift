import A11ySnapshot
import Foundation
import Testing

/// The differ on every real dump in `../shared/real-trees/` (imported as a user imports it), each
/// edited in one known way: whatever the screen's shape (WebDriverAgent, XCUI, idb, Maestro,
/// uiautomator), the diff tells that edit and nothing else. Skipped, saying why, when the folder is
/// absent. Which elements are edited is fixed (the first, middle and last leaf whose label no other
/// element has), so a failure names a tree and a path that stay the same from run to run.
@Suite("Diff: one known edit to each real tree")
struct DiffRealTreeEditTests {
    @Test("A leaf relabelled is one label change")
    func relabelledLeaf() throws {
        try forEachEditedLeaf("relabelling a leaf of each real tree") { tree, path, leaf in
            // A longer label is content, and different content is another element (DIFF.md).
            guard leaf.label.count <= 40 else { return nil }
            return edited(tree, at: path) { siblings, index in siblings[index].label = "Zq renamed item" }
        } expect: { diff in
            diff.changes.map(\.kind) == [.changed] && diff.changes.first?.attributeChange?.attribute == .label
        }
    }

    @Test("A leaf removed is one removal")
    func removedLeaf() throws {
        try forEachEditedLeaf("removing a leaf of each real tree") { tree, path, _ in
            edited(tree, at: path) { siblings, index in siblings.remove(at: index) }
        } expect: { diff in
            diff.changes.map(\.kind) == [.removed]
        }
    }

    @Test("A leaf inserted beside one like it is one addition")
    func insertedLeaf() throws {
        try forEachEditedLeaf("inserting a leaf into each real tree") { tree, path, _ in
            edited(tree, at: path) { siblings, index in
                var copy = siblings[index]
                (copy.label, copy.identifier, copy.value) = ("Zq inserted item", nil, nil)
                siblings.insert(copy, at: index + 1)
            }
        } expect: { diff in
            diff.changes.map(\.kind) == [.added]
        }
    }

    @Test("A leaf that becomes selected is one traits change")
    func selectedLeaf() throws {
        try forEachEditedLeaf("selecting a leaf of each real tree") { tree, path, leaf in
            guard !leaf.traits.contains(.selected) else { return nil }
            return edited(tree, at: path) { siblings, index in siblings[index].traits.insert(.selected) }
        } expect: { diff in
            diff.changes.map(\.kind) == [.changed] && diff.changes.first?.attributeChange?.attribute == .traits
        }
    }

    @Test("A leaf whose value changed is one value change")
    func leafWithAnotherValue() throws {
        try forEachEditedLeaf("changing a leaf's value in each real tree") { tree, path, _ in
            edited(tree, at: path) { siblings, index in siblings[index].value = (siblings[index].value ?? "") + " 42" }
        } expect: { diff in
            diff.changes.map(\.kind) == [.changed] && diff.changes.first?.attributeChange?.attribute == .value
        }
    }

    @Test("A leaf disabled or enabled is one enabled change")
    func leafEnabledToggled() throws {
        try forEachEditedLeaf("toggling a leaf's enabled state in each real tree") { tree, path, _ in
            edited(tree, at: path) { siblings, index in siblings[index].isEnabled.toggle() }
        } expect: { diff in
            diff.changes.map(\.kind) == [.changed] && diff.changes.first?.attributeChange?.attribute == .enabled
        }
    }

    @Test("Two neighbours swapped are a move, nothing added or removed")
    func swappedNeighbours() throws {
        try forEachEditedLeaf("swapping neighbours in each real tree") { tree, path, _ in
            let siblings = Self.siblings(in: tree.elements, at: path[...])
            guard path.last! + 1 < siblings.count, Self.isUniquelyLabelled(siblings[path.last! + 1], in: tree) else { return nil }
            return edited(tree, at: path) { siblings, index in siblings.swapAt(index, index + 1) }
        } expect: { diff in
            !diff.changes.isEmpty && diff.changes.count <= 2 && diff.changes.allSatisfy { $0.kind == .moved }
        }
    }

    @Test("Every element moved up by a fifth of the screen adds and removes nothing")
    func everythingScrolled() throws {
        guard let trees = try Self.realTrees(for: "scrolling each real tree") else { return }
        for (name, tree) in trees where tree.viewport.height > 0 {
            var scrolled = tree
            let offset = (tree.viewport.height / 5).rounded()
            scrolled.elements = Self.moved(tree.elements, up: offset)
            let diff = SnapshotDiff(reference: tree, current: scrolled)
            #expect(!diff.changes.contains { $0.kind == .added || $0.kind == .removed }, "\(name)")
        }
    }

    // MARK: - Editing real trees

    /// Diffs each real tree against `edit`'s version of it, for up to three leaves with a label no
    /// other element has; `edit` returns `nil` to leave a leaf out.
    private func forEachEditedLeaf(
        _ purpose: String, edit: (AccessibilitySnapshot, [Int], AccessibilityElement) -> AccessibilitySnapshot?,
        expect isRight: (SnapshotDiff) -> Bool
    ) throws {
        guard let trees = try Self.realTrees(for: purpose) else { return }
        var edits = 0
        for (name, tree) in trees {
            let leaves = Self.leafPaths(tree.elements, prefix: []).filter { Self.isUniquelyLabelled(Self.element(in: tree.elements, at: $0[...]), in: tree) }
            let chosen = Set([leaves.first, leaves.count > 2 ? leaves[leaves.count / 2] : nil, leaves.last].compactMap { $0 })
            for path in chosen.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                guard let current = edit(tree, path, Self.element(in: tree.elements, at: path[...])) else { continue }
                edits += 1
                let diff = SnapshotDiff(reference: tree, current: current)
                let right = isRight(diff)
                #expect(right, "\(name) at \(path.map(String.init).joined(separator: ".")): \(diff.changes.map { "\($0.kind) \($0.element.path)" })")
            }
        }
        #expect(edits >= 20, "too few edits to mean anything: \(edits)")
    }

    private func edited(_ tree: AccessibilitySnapshot, at path: [Int], _ body: (inout [AccessibilityElement], Int) -> Void) -> AccessibilitySnapshot {
        var copy = tree
        Self.modifySiblings(&copy.elements, at: path[...], body)
        return copy
    }

    private static func modifySiblings(_ elements: inout [AccessibilityElement], at path: ArraySlice<Int>,
                                       _ body: (inout [AccessibilityElement], Int) -> Void) {
        guard path.count > 1 else { return body(&elements, path.first!) }
        modifySiblings(&elements[path.first!].children, at: path.dropFirst(), body)
    }

    private static func siblings(in elements: [AccessibilityElement], at path: ArraySlice<Int>) -> [AccessibilityElement] {
        path.count > 1 ? siblings(in: elements[path.first!].children, at: path.dropFirst()) : elements
    }

    private static func element(in elements: [AccessibilityElement], at path: ArraySlice<Int>) -> AccessibilityElement {
        siblings(in: elements, at: path)[path.last!]
    }

    private static func leafPaths(_ elements: [AccessibilityElement], prefix: [Int]) -> [[Int]] {
        elements.indices.flatMap { index in
            elements[index].children.isEmpty ? [prefix + [index]] : leafPaths(elements[index].children, prefix: prefix + [index])
        }
    }

    private static func isUniquelyLabelled(_ element: AccessibilityElement, in tree: AccessibilitySnapshot) -> Bool {
        !element.label.isEmpty && count(of: element.label, in: tree.elements) == 1
    }

    private static func count(of label: String, in elements: [AccessibilityElement]) -> Int {
        elements.reduce(0) { $0 + ($1.label == label ? 1 : 0) + count(of: label, in: $1.children) }
    }

    private static func moved(_ elements: [AccessibilityElement], up offset: Double) -> [AccessibilityElement] {
        elements.map { element in
            var element = element
            element.frame = Frame(element.frame.x, element.frame.y - offset, element.frame.width, element.frame.height)
            element.children = moved(element.children, up: offset)
            return element
        }
    }

    /// Every real dump, imported with the default policy, by its path under `real-trees/`.
    private static func realTrees(for purpose: String) throws -> [(name: String, snapshot: AccessibilitySnapshot)]? {
        guard let root = RealTrees.available(for: purpose) else { return nil }
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var trees: [(name: String, snapshot: AccessibilitySnapshot)] = []
        for name in files.sorted() where !name.hasSuffix(".md") {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let bytes = RealTrees.bytes(name, for: purpose) else { continue }
            trees.append((name, try DumpImport.snapshot(fromDump: bytes, file: name)))
        }
        #expect(trees.count >= 40, "real trees found: \(trees.count)")
        return trees
    }
}
