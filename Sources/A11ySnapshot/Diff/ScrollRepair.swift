/// Re-pairs elements of one label that the matcher paired by their order where the content
/// scrolled: a list's rows each hold a "Re-enroll" button, and after a scroll of 481 px the first
/// "Re-enroll" of each tree is not the same row's. Matching cannot know the scroll; once
/// ``ScrollDetection`` has found it, an element whose frame did not move with the content is
/// paired instead with the element of its key, label and role, where the scroll put it.
///
/// Only look-alikes are re-paired: an element whose key is its own in each tree moved on its own,
/// unless the scroll took it out of the scrolling area and its partner came in from beyond it:
/// then they are two elements of one content, one scrolled out and one in.
/// Where no such element is there and the scroll took the element out of the scrolling area, it
/// is unpaired: the first row's "Re-enroll" scrolled out, and the one paired with it had scrolled
/// in. An element that kept its frame is fixed over the content (a tab bar) and stays paired
/// unless an element of its key is where the scroll put it (rows of one height scrolled by one
/// row: each "Re-enroll" is where the row below's was).
///
/// Only elements without children are re-paired, so no pair of children is left under parents
/// that are no longer partners. The partner an element leaves is unmatched, unless another
/// element is re-paired to it: the row that scrolled out and the one that scrolled in are then
/// a removal and an addition, which the scroll tells as such.
enum ScrollRepair {
    /// The partners with the repairs made, or `nil` when the scroll explains every pair.
    static func repaired(reference: FlatTree, current: FlatTree, partners: (reference: NodePartners, current: NodePartners),
                         scroll: ScrollDetection, tolerance: FrameTolerance)
        -> (reference: NodePartners, current: NodePartners)? {
        let offset = (x: scroll.x, y: scroll.y)
        func frame(_ tree: FlatTree, _ node: Int) -> Frame { tree.withElement(node) { $0.pointee.frame } }
        func isLeaf(_ tree: FlatTree, _ node: Int) -> Bool { tree.children(of: node).isEmpty }
        /// Where the scroll puts the reference frame `before`, and whether `after` is there.
        func scrolled(_ before: Frame, to after: Frame) -> Bool {
            (after.x - before.x - offset.x).magnitude <= 1 && (after.y - before.y - offset.y).magnitude <= 1
                && tolerance.sameSize(before, after)
        }

        /// Whether `frame` lies in the scrolling area's column (or row, for a sideways scroll): a
        /// text beside a chip row that scrolled sideways is no content of it.
        func inLane(_ frame: Frame, _ area: Frame) -> Bool {
            offset.y != 0 ? frame.maxX > area.minX && frame.minX < area.maxX : frame.maxY > area.minY && frame.minY < area.maxY
        }

        /// Whether the scroll could not have made `before` and `after` one element: it took the
        /// reference frame out of the scrolling area and brought the current one in from beyond it.
        func scrollSeparates(_ before: Frame, _ after: Frame) -> Bool {
            !tolerance.equal(before, after) && !scrolled(before, to: after)
                && inLane(before, scroll.area.reference) && inLane(after, scroll.area.current)
                && ScrollDetection.isOff(before, movedBy: offset, scroll.area.current)
                && ScrollDetection.isOff(after, movedBy: (-offset.x, -offset.y), scroll.area.reference)
        }

        var misfits: [Int] = []
        for r in 1..<reference.count where !reference.ignored[r] && reference.keyPrints[r] != 0 && isLeaf(reference, r) {
            let c = partners.reference[r]
            guard c > 0 else { continue }
            if !scrolled(frame(reference, r), to: frame(current, c)) { misfits.append(r) }
        }
        // An element whose key is its own on both sides was paired by it, not by its order among
        // look-alikes: it moved on its own (a sign-in form's title, re-centred by 286 px above an
        // error inserted while the fields below moved by 436).
        let own = UniqueFingerprints.ownKeys(Set(misfits.map { reference.keyPrints[$0] }), reference: reference, current: current)
        // Unless the scroll took it out of the scrolling area and brought its partner in from
        // beyond it: two texts of one content, each alone on its side (a fitness log's weekly
        // total "5,400 kg" scrolled out, a workout card's "5,400 kg" scrolled in, 1,316 px lower
        // though the content moved up by 1,717).
        var (referencePartner, currentPartner) = partners
        var changed = false
        for r in misfits where own.contains(reference.keyPrints[r]) {
            let c = referencePartner[r]
            guard scrollSeparates(frame(reference, r), frame(current, c)) else { continue }
            referencePartner[r] = -1
            currentPartner[c] = -1
            changed = true
        }
        misfits.removeAll { own.contains(reference.keyPrints[$0]) }
        // A pair of elements with children, paired by an identifier their rows share, that the
        // scroll could not have made one: it took the reference element out of the scrolling area
        // and brought the current one in from beyond it. They are a row header that scrolled out
        // and another that scrolled in (a TV app's channel rows, each header
        // `tile_group_row_header_layout`, scrolled by one row and a half: "All Reality WE tv" had
        // read as relabelled "America's Test Kitchen" and moved). Their children go with them.
        for r in 1..<reference.count where !reference.ignored[r] && !isLeaf(reference, r) {
            let c = referencePartner[r]
            guard c > 0, scrollSeparates(frame(reference, r), frame(current, c)) else { continue }
            var node = r
            repeat {
                let partner = referencePartner[node]
                if partner > 0, partner == c || current.isAncestor(c, of: partner) {
                    currentPartner[partner] = -1
                    referencePartner[node] = -1
                }
                node += 1
            } while node < reference.count && reference.isAncestor(r, of: node)
            changed = true
        }
        guard !misfits.isEmpty else { return changed ? (referencePartner, currentPartner) : nil }
        let keys = Set(misfits.map { reference.keyPrints[$0] })
        var candidates: [UInt64: [Int]] = [:]
        for c in 1..<current.count where !current.ignored[c] && keys.contains(current.keyPrints[c]) && isLeaf(current, c) {
            let r = partners.current[c]
            if r < 0 || !scrolled(frame(reference, r), to: frame(current, c)) { candidates[current.keyPrints[c], default: []].append(c) }
        }

        for r in misfits {
            let before = frame(reference, r)
            guard let c = candidates[reference.keyPrints[r]]?.first(where: { scrolled(before, to: frame(current, $0)) }) else {
                // Nothing of its key where the scroll put it, which is out of the scrolling area.
                let partner = referencePartner[r]
                if partner > 0, !tolerance.equal(before, frame(current, partner)),
                   ScrollDetection.isOff(before, movedBy: offset, scroll.area.current) {
                    if currentPartner[partner] == r { currentPartner[partner] = -1 }
                    referencePartner[r] = -1
                    changed = true
                }
                continue
            }
            guard referencePartner[r] != c else { continue }
            let (oldCurrent, oldReference) = (referencePartner[r], currentPartner[c])
            if oldCurrent > 0, currentPartner[oldCurrent] == r { currentPartner[oldCurrent] = -1 }
            if oldReference > 0, referencePartner[oldReference] == c { referencePartner[oldReference] = -1 }
            referencePartner[r] = c
            currentPartner[c] = r
            changed = true
        }
        return changed ? (referencePartner, currentPartner) : nil
    }

    /// Pairs an unmatched unlabelled element without children with the one of its role (as
    /// `evidence` tells roles) that the scroll moved and an edge of the scrolling area cut: the
    /// same column and width, one edge where the scroll put it, the other cut short. A security
    /// app's unlabelled switch, scrolled down by 903 px, showed 51 of its 126 px under the list's
    /// top; nothing else told it. Whether it paired any.
    static func pairCutByTheEdge(reference: FlatTree, current: FlatTree, partners: inout (reference: NodePartners, current: NodePartners),
                                 scroll: ScrollDetection, tolerance: FrameTolerance, evidence: MatchEvidence) -> Bool {
        func frame(_ tree: FlatTree, _ node: Int) -> Frame { tree.withElement(node) { $0.pointee.frame } }
        func isCandidate(_ tree: FlatTree, _ node: Int) -> Bool {
            !tree.ignored[node] && tree.label(node).isEmpty && tree.children(of: node).isEmpty
        }
        /// Whether `after` is `before` moved by the scroll with one end cut.
        func isCut(_ before: Frame, _ after: Frame) -> Bool {
            guard tolerance.sameMove(after.x - before.x, scroll.x), tolerance.sameMove(after.width, before.width),
                  !tolerance.sameMove(after.height, before.height) else { return false }
            return tolerance.sameMove(after.minY - before.minY, scroll.y) || tolerance.sameMove(after.maxY - before.maxY, scroll.y)
        }
        guard scroll.x == 0, scroll.y != 0 else { return false }
        let added = (1..<current.count).filter { partners.current[$0] < 0 && isCandidate(current, $0) }
        guard !added.isEmpty else { return false }
        var paired = false
        for r in 1..<reference.count where partners.reference[r] < 0 && isCandidate(reference, r) {
            let before = frame(reference, r), role = evidence.role(reference, r)
            let cut = added.filter { partners.current[$0] < 0 && evidence.role(current, $0) == role && isCut(before, frame(current, $0)) }
            guard cut.count == 1 else { continue }
            partners.reference[r] = cut[0]
            partners.current[cut[0]] = r
            paired = true
        }
        return paired
    }
}
