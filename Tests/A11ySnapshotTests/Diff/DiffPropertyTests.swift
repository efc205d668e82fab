import A11ySnapshot
import ExampleScreens
import Testing

/// Properties of the differ over generated tree pairs: it never fails, an unedited tree has no
/// changes, and what it reports is consistent with its matching.
@Suite("Diff: properties")
struct DiffPropertyTests {
    @Test(arguments: 0..<200 as Range<UInt64>)
    func unchangedTreeHasNoChanges(seed: UInt64) {
        var trees = RandomTrees(seed: seed)
        let tree = trees.snapshot()
        #expect(SnapshotDiff(reference: tree, current: tree, options: .default, shortcutEqualTrees: false).isEmpty)
    }

    /// Equal trees skip the matcher and take every element as itself; the matcher, run anyway,
    /// must find the same pairs, with elements under an ignored identifier left out by both.
    @Test(arguments: 0..<200 as Range<UInt64>)
    func equalTreesShortcutMatchesWhatTheMatcherFinds(seed: UInt64) {
        var trees = RandomTrees(seed: seed)
        let tree = seed % 2 == 0 ? trees.snapshot() : SyntheticTree.listScreen(elementCount: 40 + Int(seed))
        var options = DiffOptions.default
        let identifiers = Self.identifiers(in: tree.elements)
        if seed % 3 != 0, !identifiers.isEmpty {
            options.ignoredIdentifiers = [identifiers[Int(seed) % identifiers.count]]
        }
        let matched = SnapshotDiff(reference: tree, current: tree, options: options, shortcutEqualTrees: false)
        let shortcut = SnapshotDiff(reference: tree, current: tree, options: options)
        #expect(matched.isEmpty && shortcut.isEmpty)
        #expect(shortcut.matching.pairs.map { [$0.referencePath, $0.currentPath] }
                == matched.matching.pairs.map { [$0.referencePath, $0.currentPath] })
        #expect(shortcut.matching.count == matched.matching.count)
    }

    private static func identifiers(in elements: [AccessibilityElement]) -> [String] {
        elements.flatMap { element in (element.identifier.map { [$0] } ?? []) + identifiers(in: element.children) }
    }

    @Test(arguments: 0..<300 as Range<UInt64>)
    func editedTreeDiffIsConsistentWithItsMatching(seed: UInt64) {
        let (reference, current) = Self.randomTreeAndEditedCopy(seed: seed, editSeed: seed &* 7919)

        let diff = SnapshotDiff(reference: reference, current: current)
        Self.checkConsistency(diff)
        Self.checkConsistency(SnapshotDiff(reference: current, current: reference))
    }

    /// A tree edited from the reference shares its untouched subtrees with it, and the differ takes
    /// an element in the same storage in both trees as unchanged without reading it: the report must
    /// be the one for the same content stored apart.
    @Test(arguments: 0..<200 as Range<UInt64>)
    func sharedStorageReportsWhatACopyReports(seed: UInt64) {
        let (reference, shared) = Self.randomTreeAndEditedCopy(seed: seed, editSeed: seed &* 104_729)
        let apart = AccessibilitySnapshot(name: shared.name, viewport: shared.viewport,
                                          elements: shared.elements.map(Self.storedApart))
        #expect(apart == shared)
        var options = DiffOptions.default
        if seed % 2 == 1 { options.frameTolerance = 2 }
        #expect(SnapshotDiff(reference: reference, current: shared, options: options).changes
                == SnapshotDiff(reference: reference, current: apart, options: options).changes)
        #expect(SnapshotDiff(reference: shared, current: reference, options: options).changes
                == SnapshotDiff(reference: apart, current: reference, options: options).changes)
    }

    /// A random tree, and a copy of it with one to six random edits (which keeps the subtrees the
    /// edits did not touch in the tree's own storage).
    private static func randomTreeAndEditedCopy(seed: UInt64, editSeed: UInt64)
        -> (reference: AccessibilitySnapshot, current: AccessibilitySnapshot) {
        var trees = RandomTrees(seed: seed)
        let reference = trees.snapshot()
        var elements = reference.elements
        var edits = RandomEdits(seed: editSeed)
        edits.apply(Int(seed % 6) + 1, to: &elements)
        return (reference, AccessibilitySnapshot(name: reference.name, viewport: reference.viewport, elements: elements))
    }

    /// An equal element that shares no storage with `element`: new strings, arrays and rare
    /// attribute storage, all the way down.
    private static func storedApart(_ element: AccessibilityElement) -> AccessibilityElement {
        func apart(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        return AccessibilityElement(
            label: apart(element.label), value: element.value.map(apart), traits: element.traits, frame: element.frame,
            isEnabled: element.isEnabled, hint: element.hint.map(apart), identifier: element.identifier.map(apart),
            type: element.type, placeholder: element.placeholder.map(apart), customActions: element.customActions.map(apart),
            language: element.language.map(apart), textContentType: element.textContentType.map(apart),
            keyboardType: element.keyboardType, textStyle: element.textStyle, colors: element.colors,
            customContent: element.customContent.map { CustomContent(label: apart($0.label), value: apart($0.value),
                                                                     isImportant: $0.isImportant) },
            customRotors: element.customRotors.map(apart), userInputLabels: element.userInputLabels.map(apart),
            activationPoint: element.activationPoint, respondsToUserInteraction: element.respondsToUserInteraction,
            container: element.container, children: element.children.map(storedApart))
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func editsOfIdentifiedRowsAreReportedExactly(seed: UInt64) {
        let reference = SyntheticTree.listScreen(elementCount: 120)
        var random = SplitMix64(seed: seed)
        var elements = reference.elements
        var inserted = 0, deleted = 0, relabelled = 0, moved = 0
        for step in 0..<5 {
            let index = Int(random.next() % UInt64(elements.count))
            guard elements[index].identifier?.hasPrefix("row.") == true else { continue }
            switch random.next() % 4 {
            case 0:
                elements.insert(.cell("Inserted \(step)", identifier: "inserted.\(seed).\(step)",
                                      children: [.button("More", identifier: "inserted.\(seed).\(step).more")]), at: index)
                inserted += 1
            case 1:
                elements.remove(at: index)
                deleted += 1
            case 2:
                elements[index].label += " (edited)"
                relabelled += 1
            default:
                let row = elements.remove(at: index)
                elements.insert(row, at: Int(random.next() % UInt64(elements.count + 1)))
                moved += 1
            }
        }
        let current = AccessibilitySnapshot(name: reference.name, viewport: reference.viewport, elements: elements)
        let diff = SnapshotDiff(reference: reference, current: current, options: DiffOptions(ignoredAttributes: [.frame]))
        #expect(diff.count(.added) == 2 * inserted)
        #expect(diff.count(.removed) == 2 * deleted)
        #expect(diff.changes.filter { $0.attributeChange?.attribute == .label }.count <= relabelled)
        #expect(diff.count(.changed) == diff.changes.filter { $0.attributeChange?.attribute == .label }.count)
        #expect(diff.count(.moved) <= moved)
        Self.checkConsistency(diff)
    }

    /// Every element is matched or reported added or removed, exactly once; paths and indexes
    /// point at the elements named; moves agree with the matching; changes change something.
    private static func checkConsistency(_ diff: SnapshotDiff, sourceLocation: SourceLocation = #_sourceLocation) {
        let referencePaths = RandomEdits.paths(diff.reference.elements)
        let currentPaths = RandomEdits.paths(diff.current.elements)
        let pairs = diff.matchedPairs
        #expect(pairs.count + diff.count(.removed) == referencePaths.count, sourceLocation: sourceLocation)
        #expect(pairs.count + diff.count(.added) == currentPaths.count, sourceLocation: sourceLocation)
        #expect(Set(pairs.map(\.currentPath)).count == pairs.count, sourceLocation: sourceLocation)
        for (referencePath, currentPath) in pairs {
            #expect(diff.matching.currentPath(forReferencePath: referencePath) == currentPath, sourceLocation: sourceLocation)
            #expect(diff.matching.referencePath(forCurrentPath: currentPath) == referencePath, sourceLocation: sourceLocation)
        }
        for change in diff.changes {
            let path = change.element.path.split(separator: ".").map { Int($0)! }
            let tree = change.kind == .removed ? diff.reference.elements : diff.current.elements
            #expect(RandomEdits.element(at: path, in: tree).label == change.element.label, sourceLocation: sourceLocation)
            switch change.kind {
            case .added:
                #expect(diff.matching.referencePath(forCurrentPath: path) == nil, sourceLocation: sourceLocation)
            case .removed:
                #expect(diff.matching.currentPath(forReferencePath: path) == nil, sourceLocation: sourceLocation)
            case .moved:
                let from = change.from ?? -1, to = change.to ?? -1
                #expect(diff.matching.currentIndex(forReferenceIndex: from) == to, sourceLocation: sourceLocation)
                #expect(currentPaths.firstIndex(of: path) == to, sourceLocation: sourceLocation)
            case .changed:
                let attributeChange = change.attributeChange
                #expect(attributeChange != nil && attributeChange?.before != attributeChange?.after, sourceLocation: sourceLocation)
            }
        }
    }
}
