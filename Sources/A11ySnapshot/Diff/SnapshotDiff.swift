/// The semantic difference between a reference snapshot and a current one: which elements were
/// added, removed, moved in reading order, or changed, matched by identity rather than by index.
///
/// ```swift
/// let diff = SnapshotDiff(reference: recorded, current: captured)
/// for change in diff.changes { print(change.kind, change.element.label) }
/// ```
///
/// Elements are matched by a unique identifier, then by role (type and traits) and label, then by
/// their place among matched siblings; inserting a row reports one `added`, wrapping elements in a
/// new container reports the container alone. An element is `moved` only when it left the reading
/// order that the two trees agree on. Every element of an added or removed subtree is reported.
/// The algorithm and its options are described in `docs/DIFF.md`.
public struct SnapshotDiff: Sendable {
    public let reference: AccessibilitySnapshot
    public let current: AccessibilitySnapshot
    public let options: DiffOptions
    /// The changes in report order: by the element's position in the current tree's reading order,
    /// removed elements where they stood in the reference, an element's changes together.
    public let changes: [ElementChange]
    /// Snapshot-level changes: the viewport, as a `frame` change within the frame tolerance, not
    /// reported when frames are ignored (name changes are not reported).
    public let viewportChange: AttributeChange?
    /// When the viewport changed size: how many matched elements' frames changed, which are not
    /// listed in ``changes``, because a screen of another size lays every element out anew (a
    /// reference recorded on another device). Reports say it beside the viewport's change.
    public let framesChangedWithViewport: Int
    /// The content's scroll, when the trees differ by one: the frame changes of the elements
    /// that moved with it are not listed in ``changes``, and the removed and added elements it
    /// took off and brought onto the screen are marked ``ElementChange/byScroll``.
    public let scroll: ContentScroll?
    /// Which reference element is which current element; see ``ElementMatching``.
    package let matching: ElementMatching

    /// Compares `current` with `reference`.
    public init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, options: DiffOptions = .default) {
        self.init(reference: reference, current: current, options: options, shortcutEqualTrees: true)
    }

    /// Compares `current` with `reference`; with `shortcutEqualTrees: false` the matcher runs
    /// even when the trees are equal (tests check that it finds what the shortcut assumes).
    package init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, options: DiffOptions,
                 shortcutEqualTrees: Bool) {
        self.reference = reference
        self.current = current
        self.options = options
        self.viewportChange = options.ignoredAttributes.contains(.frame)
            || FrameTolerance(options.frameTolerance).equal(reference.viewport, current.viewport)
            ? nil : AttributeChange(attribute: .frame, before: .frame(reference.viewport), after: .frame(current.viewport))
        // Equal trees (most pairs of a CI run's `compare`; O(1) when both share their storage):
        // every element is itself, so the matcher has nothing to find.
        if shortcutEqualTrees, reference.elements == current.elements {
            self.changes = []
            self.framesChangedWithViewport = 0
            self.scroll = nil
            self.matching = .identity(FlatTree(reference, options: options))
            return
        }
        let referenceTree = FlatTree(reference, options: options)
        let currentTree = FlatTree(current, options: options)
        let matcher = ElementMatcher(reference: referenceTree, current: currentTree, options: options)
        let comparison = AttributeComparison(options)
        let matched = (reference: matcher.referencePartner, current: matcher.currentPartner)
        let viewports = (reference: reference.viewport, current: current.viewport)
        let (partners, scroll) = comparison.comparesFrames
            ? Self.repairedForScroll(referenceTree, currentTree, matched, tolerance: comparison.frames, evidence: matcher.evidence,
                                     viewports: viewports)
            : (matched, nil)
        let moves = ReadingOrderMoves(reference: referenceTree, current: currentTree, referencePartner: partners.reference, scroll: scroll)
        (self.changes, self.framesChangedWithViewport, self.scroll) = ChangeList(
            reference: referenceTree, current: currentTree,
            referencePartner: partners.reference, currentPartner: partners.current,
            moves: moves, comparison: comparison, scroll: scroll,
            viewports: viewports,
            platforms: (reference.screenPlatform, current.screenPlatform)).changes()
        self.matching = ElementMatching(reference: referenceTree.shape, current: currentTree.shape,
                                        referencePartner: partners.reference, currentPartner: partners.current)
    }

    /// The matcher's partners, with the pairs a scroll of the content shows wrong made again
    /// (``ScrollRepair``), and the scroll between the trees with those partners.
    private static func repairedForScroll(_ reference: FlatTree, _ current: FlatTree, _ partners: (reference: NodePartners, current: NodePartners),
                                          tolerance: FrameTolerance, evidence: MatchEvidence, viewports: (reference: Frame, current: Frame))
        -> (partners: (reference: NodePartners, current: NodePartners), scroll: ScrollDetection?) {
        func scroll(_ partners: (reference: NodePartners, current: NodePartners)) -> ScrollDetection? {
            let removed = (1..<reference.count).filter { !reference.ignored[$0] && partners.reference[$0] < 0 }
            let added = (1..<current.count).filter { !current.ignored[$0] && partners.current[$0] < 0 }
            return ScrollDetection(reference: reference, current: current, currentPartner: partners.current,
                                   removed: removed, added: added, tolerance: tolerance, viewports: viewports)
        }
        guard let found = scroll(partners) else { return (partners, nil) }
        let repaired = ScrollRepair.repaired(reference: reference, current: current, partners: partners, scroll: found, tolerance: tolerance)
        var result = repaired ?? partners
        let pairedCut = ScrollRepair.pairCutByTheEdge(reference: reference, current: current, partners: &result, scroll: found,
                                                      tolerance: tolerance, evidence: evidence)
        // Pairs made again change what was removed and added: the scroll is found again.
        return (result, repaired == nil && !pairedCut ? found : scroll(result))
    }

    /// A diff with the given changes, as computed elsewhere; for report tests and importers.
    package init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, options: DiffOptions = .default,
                 changes: [ElementChange], viewportChange: AttributeChange? = nil) {
        self.reference = reference
        self.current = current
        self.options = options
        self.changes = changes
        self.viewportChange = viewportChange
        self.framesChangedWithViewport = 0
        self.scroll = nil
        self.matching = ElementMatching(unmatched: FlatTree(reference, options: options).shape,
                                        FlatTree(current, options: options).shape)
    }

    /// Every matched pair as index paths, in the reference tree's reading order; a shorthand for
    /// ``matching``'s ``ElementMatching/pairs``.
    package var matchedPairs: [(referencePath: [Int], currentPath: [Int])] { matching.pairs }

    /// `true` when nothing differs.
    public var isEmpty: Bool { changes.isEmpty && viewportChange == nil }

    /// The number of changes of each kind.
    public func count(_ kind: ElementChange.Kind) -> Int {
        changes.filter { $0.kind == kind }.count
    }
}
