/// Decides which element of the reference tree is which element of the current tree.
///
/// The phases, each on the elements the earlier ones left unmatched (see `docs/DIFF.md`):
/// 1. a unique identifier in both trees;
/// 2. a unique role and label (type, traits, masked label, not empty) in both trees;
/// 3. top-down, for every matched pair: their children, aligned between the children both already
///    share, by key, then by type and label, then by label, then by role, then one unlabelled
///    element of one type alone on both sides;
/// 4. bottom-up: a container with the container that holds at least half of its children;
/// 5. across parents: elements of the same key, then of the same type and label, one of them with
///    a matched parent, nearest to where they were expected;
/// then phase 4 again, and phase 3 again for the pairs phases 4 and 5 made; last, containers
/// relabelled with no word in common and no child in common are taken back.
///
/// Every phase is a linear pass with hashing, plus sorting within small sets, so the matcher runs
/// in O(n log n) on trees of n elements.
struct ElementMatcher {
    let reference: FlatTree
    let current: FlatTree
    let evidence: MatchEvidence
    /// Whether the two trees show one screen as far as their titles tell: a screen's first
    /// heading names it. When both have one and they differ (Ice Cubes' Settings, then its
    /// Display Settings), weak evidence pairs nothing: neither a shared name across a change of
    /// type (the title "Settings" and the next screen's back button "Settings") nor a relabel
    /// on place alone (a row "App Icon" where the next screen's row "Theme" is).
    let sameScreen: Bool
    /// Each reference node's partner in the current tree, `-1` when it has none. The virtual roots
    /// are partners.
    private(set) var referencePartner: NodePartners
    /// Each current node's partner in the reference tree, `-1` when it has none.
    private(set) var currentPartner: NodePartners

    init(reference: FlatTree, current: FlatTree, options: DiffOptions) {
        self.reference = reference
        self.current = current
        self.evidence = MatchEvidence(options)
        sameScreen = evidence.sameTitle(reference, current)
        referencePartner = NodePartners(unmatched: reference.count)
        currentPartner = NodePartners(unmatched: current.count)
        pair(0, 0)
        matchUnique(\.identifierPrints, same: { reference.identifiers[$0] == current.identifiers[$1] })
        // A key of one element on each side names one element, unless the identifiers say two.
        matchUnique(\.keyPrints, same: { [evidence] in
            evidence.key(reference, $0) == evidence.key(current, $1) && !evidence.namesTwo(reference, $0, current, $1)
        })
        alignChildrenOfMatchedPairs()
        matchContainersByChildren()
        matchRemainingAcrossParents()
        matchContainersByChildren()
        alignChildrenOfMatchedPairs()
        matchRenamedTitle()
        undoReplacedContainers()
    }

    mutating func pair(_ r: Int, _ c: Int) {
        referencePartner[r] = c
        currentPartner[c] = r
    }

    /// Takes back the pairing of `r` and its partner.
    mutating func unpair(_ r: Int) {
        currentPartner[referencePartner[r]] = -1
        referencePartner[r] = -1
    }

    func isOpen(reference r: Int) -> Bool { referencePartner[r] < 0 && !reference.ignored[r] }

    func isOpen(current c: Int) -> Bool { currentPartner[c] < 0 && !current.ignored[c] }

    /// How unlike two candidates are: their attributes, and whether their parents are partners.
    func distance(_ r: Int, _ c: Int) -> Int {
        evidence.distance(reference, r, current, c) + (referencePartner[reference.parent(r)] == current.parent(c) ? 0 : 4)
    }

    // MARK: Phases 1 and 2

    /// Pairs open elements whose key occurs exactly once in each tree, by the key's fingerprint
    /// (0: no key); `same` confirms the keys. Uniqueness counts every element, matched or not: a
    /// label that many elements share ("More") is no identity, even when all but one of them are
    /// matched by identifier.
    private mutating func matchUnique(_ prints: KeyPath<FlatTree, [UInt64]>, same: (Int, Int) -> Bool) {
        let referencePrints = reference[keyPath: prints], currentPrints = current[keyPath: prints]
        var referenceRecords: [UniqueFingerprints.Record] = [], currentRecords: [UniqueFingerprints.Record] = []
        for r in 1..<reference.count where referencePrints[r] != 0 && isOpen(reference: r) {
            referenceRecords.append(.init(referencePrints[r], node: r, isCandidate: true))
        }
        guard !referenceRecords.isEmpty else { return }
        for c in 1..<current.count where currentPrints[c] != 0 && isOpen(current: c) {
            currentRecords.append(.init(currentPrints[c], node: c, isCandidate: true))
        }
        // Matched elements count towards uniqueness only when they may share a fingerprint with an
        // open element, as a filter of the open elements' fingerprints says: about 32 bits per
        // open element, at least 65,536. (A fixed-size filter filled up on large trees: its false
        // positives, and so the records to sort, grew with the square of the tree's size.)
        if referencePartner.hasMatchedNodes {
            var filterBits = 16
            while filterBits < 23 && 1 << filterBits < (referenceRecords.count + currentRecords.count) * 32 { filterBits += 1 }
            var mayShare = [UInt64](repeating: 0, count: 1 << (filterBits - 6))
            let filterShift = UInt64(64 - filterBits)
            func bit(_ fingerprint: UInt64) -> (word: Int, mask: UInt64) {
                let hashed = (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> filterShift
                return (Int(hashed >> 6), 1 << (hashed & 63))
            }
            for record in referenceRecords { mayShare[bit(record.fingerprint).word] |= bit(record.fingerprint).mask }
            for record in currentRecords { mayShare[bit(record.fingerprint).word] |= bit(record.fingerprint).mask }
            for r in 1..<reference.count where referencePartner[r] > 0 && referencePrints[r] != 0
                && mayShare[bit(referencePrints[r]).word] & bit(referencePrints[r]).mask != 0 {
                referenceRecords.append(.init(referencePrints[r], node: r, isCandidate: false))
            }
            for c in 1..<current.count where currentPartner[c] > 0 && currentPrints[c] != 0
                && mayShare[bit(currentPrints[c]).word] & bit(currentPrints[c]).mask != 0 {
                currentRecords.append(.init(currentPrints[c], node: c, isCandidate: false))
            }
        }
        let partners = UniqueFingerprints.partners(reference: referenceRecords, current: currentRecords,
                                                   referenceCount: reference.count)
        for r in 1..<reference.count where partners[r] >= 0 && same(r, Int(partners[r])) {
            pair(r, Int(partners[r]))
        }
    }

    // MARK: Phase 4

    /// Pairs an open container with the open container that holds at least half of its children,
    /// or, in the same place and role, all its matched children (``holdsAllMatchedChildren``),
    /// children first, so that nested containers match from the inside out. When the candidate is
    /// a wrapper around the container's counterpart, or the container wraps the candidate's
    /// counterpart, the counterpart with the same key is chosen instead.
    private mutating func matchContainersByChildren() {
        for r in stride(from: reference.count - 1, to: 0, by: -1) where isOpen(reference: r) {
            var candidates: [Int] = []
            for child in reference.children(of: r) where referencePartner[child] > 0 {
                candidates.append(current.parent(referencePartner[child]))
            }
            let matchedChildren = candidates.count
            guard let (target, shared) = Self.mostFrequent(in: &candidates), target > 0, isOpen(current: target),
                  shared * 2 >= max(openCapacity(reference, r), openCapacity(current, target))
                    || holdsAllMatchedChildren(r, target, shared: shared, of: matchedChildren) else { continue }
            let key = evidence.key(reference, r)
            if evidence.key(current, target) != key {
                let wrapped = current.parent(target)
                if wrapped > 0, isOpen(current: wrapped), evidence.key(current, wrapped) == key {
                    pair(r, wrapped)
                    continue
                }
                let wrapping = reference.parent(r)
                if wrapping > 0, isOpen(reference: wrapping), evidence.key(reference, wrapping) == evidence.key(current, target) {
                    pair(wrapping, target)
                    continue
                }
            }
            pair(r, target)
        }
    }

    /// Whether the current container `c` holds the partners of all the matched children of `r`,
    /// two or more, in the same place and role: a page whose content all changed but for a few
    /// elements (a film's page showing a series, its tabs "Related" and "Details" kept).
    private func holdsAllMatchedChildren(_ r: Int, _ c: Int, shared: Int, of matchedChildren: Int) -> Bool {
        shared >= 2 && shared == matchedChildren && referencePartner[reference.parent(r)] == current.parent(c)
            && evidence.role(reference, r) == evidence.role(current, c)
    }

    /// The number of children of `node` that are not ignored.
    private func openCapacity(_ tree: FlatTree, _ node: Int) -> Int {
        tree.children(of: node).reduce(0) { $0 + (tree.ignored[$1] ? 0 : 1) }
    }

    /// The most frequent value and its count; the smallest value on ties.
    private static func mostFrequent(in values: inout [Int]) -> (value: Int, count: Int)? {
        guard !values.isEmpty else { return nil }
        values.sort()
        var best = (value: values[0], count: 0)
        var start = 0
        for index in 1...values.count where index == values.count || values[index] != values[start] {
            if index - start > best.count { best = (values[start], index - start) }
            start = index
        }
        return best
    }

    // MARK: Phase 5

    /// Pairs open elements of the same key anywhere in the trees, for elements that moved to
    /// another parent among look-alikes, or into or out of a wrapper; then, the same way, open
    /// elements of the same type and label, for an element that gained or lost a wrapper and
    /// changed traits at once (tabs that a new tab bar wraps, the selected one changed). One of the
    /// two must keep a matched parent: look-alike children of a removed container and of an added
    /// one elsewhere (the "More" buttons of a deleted row and of an inserted row) stay apart.
    private mutating func matchRemainingAcrossParents() {
        let key: (FlatTree, Int) -> MatchKey? = { [evidence] tree, node in evidence.identifyingKey(tree, node) }
        let typedLabel: (FlatTree, Int) -> TypedLabel? = { [evidence] tree, node in evidence.typedLabel(tree, node) }
        matchRemaining(by: key, referenceParentMatched: true, currentParentMatched: nil)
        matchRemaining(by: key, referenceParentMatched: false, currentParentMatched: true)
        matchRemaining(by: typedLabel, referenceParentMatched: true, currentParentMatched: nil)
        matchRemaining(by: typedLabel, referenceParentMatched: false, currentParentMatched: true)
        matchUnlabelledLeavesInPlace()
        matchUnlabelledLeavesByPlace()
        matchUniqueUnlabelledLeaves()
    }

    /// What tells an unlabelled element without children apart when nothing else does: its role
    /// and size, and, for ``matchUnlabelledLeavesInPlace()``, its origin.
    private struct UnlabelledLeafKind: Hashable {
        let role: MatchRole
        let width: Int, height: Int
        var x = 0, y = 0
    }

    /// Pairs the two screens' titles when nothing else is left open: a screen whose title alone
    /// was renamed is that screen with its title relabelled, in its place, of its type, its frame
    /// telling it as a relabel's does. Titles that differ otherwise tell two screens
    /// (``sameScreen``).
    private mutating func matchRenamedTitle() {
        guard !sameScreen, let r = reference.titleNode, let c = current.titleNode, isOpen(reference: r), isOpen(current: c),
              referencePartner[reference.parent(r)] == current.parent(c),
              reference.withElement(r, { $0.pointee.type }) == current.withElement(c, { $0.pointee.type }),
              evidence.isRelabel(reference, r, current, c, anchored: true),
              !(1..<reference.count).contains(where: { $0 != r && isOpen(reference: $0) }),
              !(1..<current.count).contains(where: { $0 != c && isOpen(current: $0) }) else { return }
        pair(r, c)
    }

    /// Takes back the pairs of containers relabelled with no word in common none of whose
    /// children is paired with the other's: the content was replaced, and so was what holds it
    /// (a Flutter app's success dialog, its full-screen barrier "Cerrar" holding a picture, and
    /// the sign-in page that followed, whose full-screen "Iniciar sesión" holds the form, had read
    /// as one element renamed). An identifier kept tells one element.
    private mutating func undoReplacedContainers() {
        for r in 1..<reference.count where referencePartner[r] > 0 {
            let c = referencePartner[r]
            let referenceChildren = reference.children(of: r), currentChildren = current.children(of: c)
            guard !referenceChildren.isEmpty, !currentChildren.isEmpty,
                  reference.identifiers[r] == nil || reference.identifiers[r] != current.identifiers[c] else { continue }
            let (before, after) = (reference.label(r), current.label(c))
            guard !before.isEmpty, !after.isEmpty, !RelabelEvidence.sharesAWord(before, after),
                  !referenceChildren.contains(where: { referencePartner[$0] > 0 && current.parent(referencePartner[$0]) == c }) else { continue }
            unpair(r)
        }
    }

    /// Pairs an open unlabelled element without children with the one open element of its role
    /// at the same frame on the other side, wherever the elements around them went: a live
    /// streaming app's Discover tab, its content and language changed, kept its three unlabelled
    /// avatar buttons in place, yet a user name shown in both captures in other places had cut
    /// their siblings into other gaps, and they read as removed and added.
    private mutating func matchUnlabelledLeavesInPlace() {
        guard sameScreen else { return }
        pairOnlyUnlabelledLeaves { kind, frame in
            kind.x = Int(frame.x.rounded())
            kind.y = Int(frame.y.rounded())
        }
    }

    /// Pairs an open unlabelled element without children with the one open element of its role
    /// and size on the other side, when each is the only one of its kind: a Flutter feed's
    /// unlabelled 141-point button moved from the top bar's right to a card's left and later in
    /// reading order, and had read as removed and added, its `label-missing` resolved and new.
    /// Look-alikes, where neither parent is paired, stay apart: the favourite button of a listing
    /// that scrolled away and the one of a listing that came in are the last of each side's three,
    /// and pairing them had paired their listings too (a classifieds app's results: one listing
    /// removed and another added had read as one moved and relabelled).
    private mutating func matchUniqueUnlabelledLeaves() {
        pairOnlyUnlabelledLeaves(lookAlikesApart: true) { _, _ in }
    }

    /// Pairs open unlabelled elements without children that are each the only open one of their
    /// kind (role and size, with what `refine` adds from the frame) on their side; with
    /// `lookAlikesApart`, only when one of the two keeps a paired parent or neither tree holds
    /// another of their kind.
    private mutating func pairOnlyUnlabelledLeaves(lookAlikesApart: Bool = false, refine: (inout UnlabelledLeafKind, Frame) -> Void) {
        guard evidence.usesLabelAndFrame else { return }
        func kinds(_ tree: FlatTree, open: (Int) -> Bool) -> [UnlabelledLeafKind: (node: Int, open: Int, all: Int)] {
            var found: [UnlabelledLeafKind: (node: Int, open: Int, all: Int)] = [:]
            for node in 1..<tree.count where !tree.ignored[node] && tree.label(node).isEmpty && tree.children(of: node).isEmpty {
                let frame = tree.withElement(node) { $0.pointee.frame }
                guard frame.width > 0, frame.height > 0 else { continue }
                var kind = UnlabelledLeafKind(role: evidence.role(tree, node), width: Int(frame.width.rounded()),
                                              height: Int(frame.height.rounded()))
                refine(&kind, frame)
                let known = found[kind] ?? (node: 0, open: 0, all: 0)
                found[kind] = open(node) ? (node, known.open + 1, known.all + 1) : (known.node, known.open, known.all + 1)
            }
            return found
        }
        let before = kinds(reference) { isOpen(reference: $0) }
        guard before.values.contains(where: { $0.open > 0 }) else { return }
        for (kind, after) in kinds(current, open: { isOpen(current: $0) }) where after.open == 1 {
            guard let only = before[kind], only.open == 1 else { continue }
            if lookAlikesApart, only.all > 1 || after.all > 1, referencePartner[reference.parent(only.node)] < 0,
               currentPartner[current.parent(after.node)] < 0 { continue }
            pair(only.node, after.node)
        }
    }

    /// Pairs open unlabelled elements without children that lost or gained their container (a
    /// settings row's switch, left on its own when the row became a plain text): no key tells
    /// them, their place does. The same role and size, the origins within half the element's
    /// height, one of the two with a matched parent and the other's parent unmatched.
    private mutating func matchUnlabelledLeavesByPlace() {
        guard evidence.usesLabelAndFrame else { return }
        func frame(_ tree: FlatTree, _ node: Int) -> Frame { tree.withElement(node) { $0.pointee.frame } }
        func isCandidate(_ tree: FlatTree, _ node: Int) -> Bool {
            tree.label(node).isEmpty && tree.children(of: node).isEmpty
        }
        var refs: [MatchRole: [Int]] = [:]
        for r in 1..<reference.count where isOpen(reference: r) && isCandidate(reference, r) {
            refs[evidence.role(reference, r), default: []].append(r)
        }
        guard !refs.isEmpty else { return }
        for c in 1..<current.count where isOpen(current: c) && isCandidate(current, c) {
            let role = evidence.role(current, c)
            guard let open = refs[role] else { continue }
            let after = frame(current, c), currentParentMatched = currentPartner[current.parent(c)] >= 0
            let near = open.first { r in
                let before = frame(reference, r)
                return isOpen(reference: r) && (referencePartner[reference.parent(r)] >= 0) != currentParentMatched
                    && evidence.frames.sameSize(before, after)
                    && (before.x - after.x).magnitude <= after.height / 2 && (before.y - after.y).magnitude <= after.height / 2
            }
            if let r = near { pair(r, c) }
        }
    }

    /// Whether `r` would leave its container, which both trees hold, for a container only the
    /// current tree holds, while its container's partner holds an open element of its role: the
    /// element that took its place there (a new-customers list: a row's button "查看", become
    /// "已添加", and the "查看" of a row inserted above it).
    private func leavesASuccessor(_ r: Int, for c: Int) -> Bool {
        let kept = referencePartner[reference.parent(r)]
        guard kept >= 0, currentPartner[current.parent(c)] < 0 else { return false }
        let role = evidence.role(reference, r)
        return current.children(of: kept).contains { isOpen(current: $0) && evidence.role(current, $0) == role }
    }

    /// Pairs open elements of the same `key` (`nil`: no key) whose parents are matched or not as
    /// asked (`nil`: either). A reference element is expected right after the partner of the
    /// nearest matched element before it in reading order; each key's candidates pair in that order.
    private mutating func matchRemaining<Key: Hashable>(by key: (FlatTree, Int) -> Key?, referenceParentMatched: Bool,
                                                        currentParentMatched: Bool?) {
        // Each open reference element with where it is expected: the anchor's partner.
        var buckets: [Key: (refs: [(node: Int, expected: Int)], curs: [Int])] = [:]
        var anchor = 0
        for r in 1..<reference.count where !reference.ignored[r] {
            if referencePartner[r] >= 0 {
                anchor = referencePartner[r]
            } else if (referencePartner[reference.parent(r)] >= 0) == referenceParentMatched,
                      let bucketKey = key(reference, r) {
                buckets[bucketKey, default: ([], [])].refs.append((r, anchor))
            }
        }
        guard !buckets.isEmpty else { return }
        for c in 1..<current.count where isOpen(current: c) {
            if let wanted = currentParentMatched, (currentPartner[current.parent(c)] >= 0) != wanted { continue }
            if let bucketKey = key(current, c), buckets[bucketKey] != nil { buckets[bucketKey]!.curs.append(c) }
        }
        for bucket in buckets.values where !bucket.curs.isEmpty {
            let refs = bucket.refs.sorted { ($0.expected, $0.node) < ($1.expected, $1.node) }.map(\.node)
            for (r, c) in BucketPairing.pairs(refs, bucket.curs, distance: { distance($0, $1) }) {
                // An element whose container is gone joins a container that held it, further up:
                // not one that stood beside it (a feed's card scrolled away with its "Try this"
                // button; the next card, whose own button had been cut off, shows its button).
                if !referenceParentMatched, currentParentMatched == true,
                   !reference.isAncestor(currentPartner[current.parent(c)], of: r) { continue }
                if evidence.namesTwo(reference, r, current, c) || leavesASuccessor(r, for: c) { continue }
                pair(r, c)
            }
        }
    }
}
