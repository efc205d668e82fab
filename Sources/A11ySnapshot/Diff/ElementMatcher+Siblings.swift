/// Phase 3 of matching: the children of matched pairs, by their place among siblings.
extension ElementMatcher {
    /// For every matched pair, in reference reading order (so pairs made here are visited in turn),
    /// aligns the open children of both.
    mutating func alignChildrenOfMatchedPairs() {
        for r in 0..<reference.count where referencePartner[r] >= 0 && !reference.ignored[r] {
            alignChildren(of: r, with: referencePartner[r])
        }
    }

    /// The children already matched to each other's children, kept in an order both agree on
    /// (the longest increasing run of their sibling positions), cut both child lists into gaps;
    /// open children are paired within the same gap: by key, then by type and label (changed
    /// traits), then by label alone (a changed type), then by role (a relabelled element), then an
    /// unlabelled element of one type alone on both sides (changed traits). Where
    /// a gap holds more candidates on one side, those nearest the shared children pair first.
    private mutating func alignChildren(of r: Int, with c: Int) {
        let referenceChildren = reference.children(of: r)
        let currentChildren = current.children(of: c)
        guard referenceChildren.contains(where: { isOpen(reference: $0) }),
              currentChildren.contains(where: { isOpen(current: $0) }) else { return }

        var anchorReference: [Int] = [], anchorCurrent: [Int] = []
        for child in referenceChildren {
            let partner = referencePartner[child]
            if partner > 0 && current.parent(partner) == c {
                anchorReference.append(reference.shape.siblingIndex(child))
                anchorCurrent.append(current.shape.siblingIndex(partner))
            }
        }
        let chain = HeaviestIncreasingSubsequence.indexes(of: anchorCurrent)
        // The only child of both is in its place, as a shared child would make it: a field's
        // counter under it, "2000 characters remaining" and, typed into, "1961 characters
        // remaining", though the form scrolled.
        let soleChildren = referenceChildren.count == 1 && currentChildren.count == 1

        var referenceStart = 0, currentStart = 0
        for link in 0...chain.count {
            let referenceEnd = link < chain.count ? anchorReference[chain[link]] : referenceChildren.count
            let currentEnd = link < chain.count ? anchorCurrent[chain[link]] : currentChildren.count
            var referenceGap: [Int] = [], currentGap: [Int] = []
            for position in referenceStart..<referenceEnd {
                let child = referenceChildren[referenceChildren.startIndex + position]
                if isOpen(reference: child) { referenceGap.append(child) }
            }
            if !referenceGap.isEmpty {
                for position in currentStart..<currentEnd {
                    let child = currentChildren[currentChildren.startIndex + position]
                    if isOpen(current: child) { currentGap.append(child) }
                }
                // Before the first shared child, look-alikes pair outwards from it: a list that
                // scrolled keeps the rows next to that child next to it.
                if !currentGap.isEmpty {
                    if link == 0 && !chain.isEmpty {
                        matchGap(referenceGap.reversed(), currentGap.reversed(), anchored: true)
                    } else {
                        matchGap(referenceGap, currentGap, anchored: !chain.isEmpty || soleChildren)
                    }
                }
            }
            referenceStart = referenceEnd + 1
            currentStart = currentEnd + 1
        }
    }

    /// `anchored`: whether the containers share a child, so the gap lies between things both
    /// trees hold; without one, a relabel needs its place (``RelabelEvidence``).
    private mutating func matchGap(_ referenceGap: [Int], _ currentGap: [Int], anchored: Bool) {
        var referenceGap = referenceGap, currentGap = currentGap
        let sameIdentity = { [reference, current, evidence] (r: Int, c: Int) in !evidence.namesTwo(reference, r, current, c) }
        pairByKey(&referenceGap, &currentGap, accepting: sameIdentity) { [evidence] tree, node in evidence.key(tree, node) }
        // The type before the label alone: a screen title that reads like a tab stays with the
        // title, and the tab, whose selected trait changed, with the tab.
        pairByKey(&referenceGap, &currentGap, accepting: sameIdentity) { [evidence] tree, node in evidence.typedLabel(tree, node) }
        // A changed type with a changed identifier, or one only one side has, is another element
        // of the same name (a top bar's Volume button and the Volume panel's title; a button with
        // its view id and the option of its name in the menu it opened); so is one that took the
        // place of an element of its new type (a warehouse app's "Stock search" tile, tapped: the
        // next page's title "Stock search" stands where the home page's title stood), and, where
        // the containers share nothing, one that went far apart (a scanner's top-bar "Done" and
        // the "Done" at the bottom of the photo picker it opened).
        let labelledBefore = referenceGap
        pairByKey(&referenceGap, &currentGap, accepting: { [reference, current, sameScreen, evidence] r, c in
            sameScreen && !MatchEvidence.conflict(reference.identifiers[r], current.identifiers[c])
                && !MatchEvidence.oneSided(reference.identifiers[r], current.identifiers[c])
                && (anchored || !evidence.wentApartAcrossAType(reference, r, current, c))
                && !labelledBefore.contains { $0 != r && evidence.tookThePlace(of: $0, in: reference, by: c, in: current) }
        }) { [evidence] tree, node in evidence.label(tree, node) }
        let pairedByLabel = labelledBefore.filter { referencePartner[$0] >= 0 && !referenceGap.contains($0) }
        let beforeRelabels = referenceGap
        // A relabel that only gained or lost parts weighs less than any other: a list's first
        // row, relabelled by a row inserted above it, and that row one place down without the
        // section title it held.
        pairByKey(&referenceGap, &currentGap, accepting: { [evidence, reference, current, sameScreen] r, c in
            sameScreen ? evidence.isRelabel(reference, r, current, c, anchored: anchored) : evidence.sharesMostWords(reference, r, current, c)
        }, weighing: { [evidence, reference, current] r, c in
            evidence.gainedOrLostParts(reference, r, current, c) ? 0 : 1 << 10
        }) { [evidence] tree, node in evidence.role(tree, node) }
        undoReplacedContent(relabelled: beforeRelabels.filter { referencePartner[$0] >= 0 }, &referenceGap, &currentGap)
        if !anchored { undoOpenedTitles(pairedByLabel, &referenceGap, &currentGap) }
        // An unlabelled element alone in its place on both sides, whose traits changed: a chat's
        // send button, not clickable while the message is empty and a button once it is not; a
        // Flutter field, a plain view while disabled.
        if anchored, sameScreen, referenceGap.count == 1, currentGap.count == 1,
           evidence.areUnlabelledAlike(reference, referenceGap[0], current, currentGap[0])
            || evidence.areFieldAndItsDisabledView(reference, referenceGap[0], current, currentGap[0]) {
            pair(referenceGap[0], currentGap[0])
        }
        // The one field of the place on each side, typed into: its name, the placeholder, gave way
        // to the value.
        guard anchored, sameScreen, !referenceGap.isEmpty, !currentGap.isEmpty else { return }
        let isField = { (tree: FlatTree, node: Int) in tree.withElement(node) { $0.pointee.type?.isTextInput == true } }
        let fields = (referenceGap.filter { isOpen(reference: $0) && isField(reference, $0) },
                      currentGap.filter { isOpen(current: $0) && isField(current, $0) })
        if fields.0.count == 1, fields.1.count == 1,
           evidence.isFieldTypedInto(reference, fields.0[0], current, fields.1[0]) {
            pair(fields.0[0], fields.1[0])
        }
    }

    /// Takes back relabels of a gap whose content was replaced: elements relabelled with no word in
    /// common are other elements in the same places when at least two of them were, beside an
    /// element left open (a settings page scrolled to its end: its section titles "Interface" and
    /// "Storage" where "Shortcuts" and "Background" now stand, rows read as renamed and moved), or
    /// when at least two elements were left open on each side (a settings page and the sub-page
    /// it opened: "Back Up & Restore" where "Reset System Settings Only" now stands). A screen
    /// that changed language keeps its elements, and leaves none open.
    private mutating func undoReplacedContent(relabelled: [Int], _ referenceGap: inout [Int], _ currentGap: inout [Int]) {
        guard !relabelled.isEmpty, !referenceGap.isEmpty || !currentGap.isEmpty else { return }
        // A word most of the gap's elements hold on either side is no evidence of one element.
        let common = RelabelEvidence.commonWords((relabelled + referenceGap).map { reference.label($0) })
            .union(RelabelEvidence.commonWords((relabelled.map { referencePartner[$0] } + currentGap).map { current.label($0) }))
        let unrelated = relabelled.filter { r in
            let c = referencePartner[r]
            return !reference.label(r).isEmpty && !current.label(c).isEmpty
                && !RelabelEvidence.sharesAWord(reference.label(r), current.label(c), besides: common)
        }
        guard unrelated.count >= 2 || !unrelated.isEmpty && referenceGap.count >= 2 && currentGap.count >= 2 else { return }
        for r in unrelated {
            currentGap.append(referencePartner[r])
            referenceGap.append(r)
            unpair(r)
        }
    }

    /// Takes back pairs of one label where a control became a text or a text a control, in a gap
    /// the containers share nothing of and whose other content was replaced (at least two elements
    /// left open on each side): a music app's menu item "主题色彩" (theme colours) and the title of
    /// the dialog it opened had read as one element that lost its button trait.
    private mutating func undoOpenedTitles(_ paired: [Int], _ referenceGap: inout [Int], _ currentGap: inout [Int]) {
        guard !paired.isEmpty, referenceGap.count >= 2, currentGap.count >= 2 else { return }
        for r in paired {
            let c = referencePartner[r]
            let wasControl = reference.withElement(r) { ElementKind($0).contains(.interactive) }
            guard c >= 0, wasControl != current.withElement(c, { ElementKind($0).contains(.interactive) }) else { continue }
            currentGap.append(c)
            referenceGap.append(r)
            unpair(r)
        }
    }

    /// Pairs elements of equal `key` (`nil`: no key) that `accepts` and drops the paired ones
    /// from both lists.
    private mutating func pairByKey<Key: Hashable>(_ refs: inout [Int], _ curs: inout [Int],
                                                   accepting accepts: (Int, Int) -> Bool = { _, _ in true },
                                                   weighing weight: (Int, Int) -> Int = { _, _ in 0 },
                                                   key: (FlatTree, Int) -> Key?) {
        guard !refs.isEmpty, !curs.isEmpty else { return }
        if refs.count == 1 && curs.count == 1 {
            if let referenceKey = key(reference, refs[0]), referenceKey == key(current, curs[0]), accepts(refs[0], curs[0]) {
                pair(refs[0], curs[0])
                refs = []
                curs = []
            }
            return
        }
        var buckets: [Key: (refs: [Int], curs: [Int])] = [:]
        for r in refs {
            if let bucketKey = key(reference, r) { buckets[bucketKey, default: ([], [])].refs.append(r) }
        }
        for c in curs {
            if let bucketKey = key(current, c) { buckets[bucketKey]?.curs.append(c) }
        }
        var paired = false
        for bucket in buckets.values where !bucket.curs.isEmpty {
            // A pair `accepts` refuses weighs more than any it takes, so the take goes to those.
            let pairs = BucketPairing.pairs(bucket.refs, bucket.curs) { distance($0, $1) + weight($0, $1) + (accepts($0, $1) ? 0 : 1 << 20) }
            for (r, c) in pairs where accepts(r, c) {
                pair(r, c)
                paired = true
            }
        }
        if paired {
            refs.removeAll { referencePartner[$0] >= 0 }
            curs.removeAll { currentPartner[$0] >= 0 }
        }
    }
}
