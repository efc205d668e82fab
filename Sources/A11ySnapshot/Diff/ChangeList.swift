/// Tells the matcher's findings as changes, in report order: the current tree's reading order,
/// each removed element right after the current partner of the element that preceded it in the
/// reference (the nearest one that kept its place), an element's own changes together (moved
/// first, then attributes in ``ElementAttribute`` order).
struct ChangeList {
    let reference: FlatTree
    let current: FlatTree
    let referencePartner: NodePartners
    let currentPartner: NodePartners
    let moves: ReadingOrderMoves
    let comparison: AttributeComparison
    /// The content's scroll between the trees with these partners, if any (found with them).
    let scroll: ScrollDetection?
    let viewports: (reference: Frame, current: Frame)
    /// Whose screen reader's words each tree's elements are told in (``AccessibilitySnapshot/screenPlatform``).
    let platforms: (reference: Platform, current: Platform)

    /// The changes, how many frame changes the viewport's change of size tells instead, and the
    /// content's scroll, which tells the frame changes of the elements that moved with it.
    func changes() -> (changes: [ElementChange], framesChangedWithViewport: Int, scroll: ContentScroll?) {
        let shifts = LayoutShifts(reference: reference, current: current, referencePartner: referencePartner,
                                  currentPartner: currentPartner, moves: moves, tolerance: comparison.frames,
                                  viewports: viewports)
        var removed: [(anchor: Int, node: Int)] = []
        var anchor = 0
        for r in 1..<reference.count where !reference.ignored[r] {
            let partner = referencePartner[r]
            if partner < 0 {
                removed.append((anchor, r))
            } else if !moves.outOfOrder[r] {
                anchor = partner
            }
        }
        removed.sort { ($0.anchor, $0.node) < ($1.anchor, $1.node) }
        var movedWithScroll = 0

        var changes: [ElementChange] = []
        // By current node: the index in `changes` of the reported frame change its move is counted
        // under (its own, or the one of the node it moved with), or -1.
        var frameChangeCarrying = [Int32](repeating: -1, count: current.count)
        var framesChangedWithViewport = 0
        var nextRemoved = removed.startIndex
        func tellRemoved(after anchor: Int) {
            while nextRemoved < removed.endIndex && removed[nextRemoved].anchor == anchor {
                let node = removed[nextRemoved].node
                let element = elementReference(reference, node, platforms.reference)
                changes.append(ElementChange(kind: .removed, element: element, spokenBefore: element.spoken,
                                             byScroll: scroll?.scrolledOut[node] ?? false))
                nextRemoved += 1
            }
        }
        tellRemoved(after: 0)
        for c in 1..<current.count where !current.ignored[c] {
            let r = currentPartner[c]
            if r < 0 {
                changes.append(ElementChange(kind: .added, element: elementReference(current, c, platforms.current),
                                             byScroll: scroll?.scrolledIn[c] ?? false))
            } else {
                var attributeChanges = comparison.changes(reference, r, current, c)
                if let frame = attributeChanges.firstIndex(where: { $0.attribute == .frame }), scroll?.movesWithContent[c] == true {
                    attributeChanges.remove(at: frame)
                    movedWithScroll += 1
                } else if let frame = attributeChanges.firstIndex(where: { $0.attribute == .frame }) {
                    switch shifts.cause(ofFrameChange: c) {
                    case .own:
                        break
                    case .movedWith(let node):
                        attributeChanges.remove(at: frame)
                        let carrier = frameChangeCarrying[node]
                        frameChangeCarrying[c] = carrier
                        if carrier >= 0 { changes[Int(carrier)].movedAlong += 1 }
                    case .explained:
                        attributeChanges.remove(at: frame)
                    case .viewportResized:
                        attributeChanges.remove(at: frame)
                        framesChangedWithViewport += 1
                    }
                }
                if moves.reported[r] || !attributeChanges.isEmpty {
                    let element = elementReference(current, c, platforms.current)
                    let spokenBefore = spoken(reference, r, platforms.reference)
                    if moves.reported[r] {
                        changes.append(ElementChange(kind: .moved, element: element, from: r - 1, to: c - 1,
                                                     spokenBefore: spokenBefore))
                    }
                    for change in attributeChanges {
                        if change.attribute == .frame { frameChangeCarrying[c] = Int32(changes.count) }
                        changes.append(ElementChange(kind: .changed, element: element, attributeChange: change,
                                                     spokenBefore: spokenBefore))
                    }
                }
            }
            tellRemoved(after: c)
        }
        return (changes, framesChangedWithViewport, scroll.map {
            ContentScroll(x: $0.x, y: $0.y, movedAlong: movedWithScroll, scrolledOut: $0.scrolledOutCount + $0.movedOutOfView,
                          scrolledIn: $0.scrolledInCount + $0.movedIntoView)
        })
    }

    private func elementReference(_ tree: FlatTree, _ node: Int, _ platform: Platform) -> ElementReference {
        let element = tree.element(node)
        return ElementReference(label: element.label, identifier: element.identifier, type: element.type,
                                path: tree.shape.path(of: node).map(String.init).joined(separator: "."),
                                spoken: spoken(tree, node, platform))
    }

    /// What the screen reader says for the element, VoiceOver in its container's context (top-level
    /// elements get the context of the virtual root, which has no container kind), or TalkBack.
    private func spoken(_ tree: FlatTree, _ node: Int, _ platform: Platform) -> String {
        let context = SpokenForm.context(ofChild: tree.shape.siblingIndex(node), in: tree.element(tree.parent(node)))
        return SpokenForm.describe(tree.element(node), context: context, on: platform).text
    }
}
