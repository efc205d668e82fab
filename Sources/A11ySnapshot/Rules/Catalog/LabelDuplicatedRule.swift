/// `label-duplicated`: two controls of the same role that sound the same.
struct LabelDuplicatedRule: Rule {
    let isTreeWide = true
    let description = RuleDescription(
        id: "label-duplicated", title: "Controls of one role have distinct labels", category: .labels,
        severity: .warning, wcag: ["2.4.6"], level: .aa,
        rationale: "Two buttons both announced \"Edit\" cannot be told apart by ear or by Voice Control (\"Tap Edit\"). The same action once per list row is not reported: each row's own content is read before it. Nor is an icon in the top bar and a wider control of its name below it: one place reached two ways, named alike as WCAG 3.2.4 asks.",
        fix: "Add what each one acts on (\"Edit address\", \"Edit payment\").",
        examples: [
            .triggers("Two \"Edit\" buttons", [
                .button("Edit", frame: Frame(16, 100, 80, 44)),
                .button("Edit", frame: Frame(16, 200, 80, 44)),
            ]),
            // A blood-sugar log (Compose, uiautomator): two readings taken a minute apart.
            .passes("One item's card listed twice, under two sections", [
                AccessibilityElement(label: "Sübhanallah\nAllah her türlü eksiklikten uzaktır.\nTesbih", traits: .button, frame: Frame(16, 300, 361, 100), type: .other),
                AccessibilityElement(label: "Sübhanallah\nAllah her türlü eksiklikten uzaktır.\nTesbih", traits: .button, frame: Frame(16, 560, 361, 100), type: .other),
            ]),
            .passes("Two rows read as the same data", [
                AccessibilityElement(label: "Pre-Breakfast, 1.0 mmol/L, 2026/5/30 07:39", traits: .button, frame: Frame(16, 560, 361, 76), type: .other),
                AccessibilityElement(label: "Pre-Breakfast, 1.0 mmol/L, 2026/5/30 07:39", traits: .button, frame: Frame(16, 640, 361, 76), type: .other),
            ]),
            .triggers("Two tabs read as the same texts, no figures among them", count: 2, [
                AccessibilityElement(label: "icon, footerTabText", traits: .button, frame: Frame(0, 780, 131, 72), type: .other),
                AccessibilityElement(label: "icon, footerTabText", traits: .button, frame: Frame(131, 780, 131, 72), type: .other),
                AccessibilityElement(label: "icon, footerTabText", traits: .button, frame: Frame(262, 780, 131, 72), type: .other),
            ]),
            // An idle game's shop (Flutter, uiautomator): two offers of one figure.
            .passes("Figures behind different signs, which screen readers speak", [
                .button("+100", frame: Frame(16, 400, 100, 44)), .button("→100", frame: Frame(130, 400, 100, 44)),
            ]),
            .passes("The same word on different roles", [.searchField("Search", frame: Frame(16, 100, 361, 44)), .tab("Search", frame: Frame(98, 769, 98, 49))]),
            .passes("Distinct labels", [
                .button("Edit address", frame: Frame(16, 100, 160, 44)),
                .button("Edit payment", frame: Frame(16, 200, 160, 44)),
            ]),
            .passes("The same action once per list row, each row with its own content", [
                .staticText("santosels said, Great", frame: Frame(53, 349, 319, 37)),
                .button("Like comment", frame: Frame(372, 335, 56, 49)),
                .staticText("kathy said, Lovely", frame: Frame(53, 429, 319, 34)),
                .button("Like comment", frame: Frame(372, 415, 56, 49)),
            ]),
            // Instagram's comment sheet (WDA): a reply's mention of a user whose own comment is above.
            .passes("A mention and a user name: screen readers say the mention's \"@\"", [
                .link("greeneyez821", frame: Frame(53, 683, 86, 18)), .link("@greeneyez821", frame: Frame(87, 821, 91, 18)),
            ]),
            // Instagram's comment sheet (WDA): a reply under its comment, indented.
            .passes("The same action once per list row, a reply's row indented", viewport: Frame(0, 0, 414, 896), [
                .staticText("greeneyez821 said, So good", frame: Frame(53, 725, 319, 37)),
                .button("Reply to this comment", frame: Frame(45, 763, 45, 17)),
                .staticText("leahscohen said, Love to hear that", frame: Frame(87, 805, 285, 37)),
                .button("Reply to this comment", frame: Frame(79, 843, 45, 17)),
            ]),
            // A music app (uiautomator): a playlist header's "Play/Pause" and the mini player's.
            .triggers("The same name on controls of one size far apart across the screen", viewport: Frame(0, 0, 1080, 2400), [
                .staticText("Top songs", frame: Frame(150, 680, 600, 80)),
                .button("Play/Pause", frame: Frame(26, 665, 102, 102)),
                .staticText("Bairan, Viral Song", frame: Frame(150, 2060, 700, 80)),
                .button("Play/Pause", frame: Frame(936, 2054, 102, 102)),
            ]),
            // A Quran reader (Compose, a raw dump): each verse's text beside a column of three actions.
            .passes("The same actions once per list row, stacked in a column beside the row's content", [
                .staticText("Verse one", frame: Frame(77, 441, 750, 131)),
                .button("Play verse", frame: Frame(871, 562, 132, 132)), .button("Save verse", frame: Frame(871, 694, 132, 132)),
                .staticText("Verse two", frame: Frame(77, 1068, 750, 131)),
                .button("Play verse", frame: Frame(871, 1189, 132, 132)), .button("Save verse", frame: Frame(871, 1321, 132, 132)),
            ]),
            // YouTube's home (uiautomator): a shelf of Shorts side by side, each card with its "More actions".
            .passes("The same action once per card of a shelf, the cards side by side", [
                AccessibilityElement(label: "Animals that asked people for help", traits: .button, frame: Frame(32, 1297, 491, 494), children: [
                    .button("More actions", frame: Frame(433, 1318, 47, 47)),
                ]),
                AccessibilityElement(label: "Ronaldo creative skills", traits: .button, frame: Frame(523, 1297, 491, 494), children: [
                    .button("More actions", frame: Frame(924, 1318, 47, 47)),
                ]),
            ]),
            .triggers("The same button twice side by side in one group", [
                .container(.semanticGroup, frame: Frame(0, 40, 393, 60), [
                    .button("Edit", frame: Frame(16, 48, 170, 44)), .button("Edit", frame: Frame(200, 48, 170, 44)),
                ]),
            ]),
            .triggers("The same actions stacked in a column in rows that hold nothing else", count: 2, [
                .button("Play verse", frame: Frame(871, 562, 132, 132)), .button("Save verse", frame: Frame(871, 694, 132, 132)),
                .button("Play verse", frame: Frame(871, 1189, 132, 132)), .button("Save verse", frame: Frame(871, 1321, 132, 132)),
            ]),
            .triggers("The same button in two groups that say nothing else", [
                .container(.semanticGroup, frame: Frame(0, 40, 393, 60), [.button("Edit", frame: Frame(16, 48, 361, 44))]),
                .container(.semanticGroup, frame: Frame(0, 120, 393, 60), [.button("Edit", frame: Frame(16, 128, 361, 44))]),
            ]),
            .triggers("The same button in two rows that hold nothing else", [
                .staticText("Addresses", frame: Frame(16, 40, 361, 30)),
                .button("Edit", frame: Frame(16, 80, 361, 44)),
                .staticText("Payment", frame: Frame(16, 140, 361, 30)),
                .button("Edit", frame: Frame(16, 180, 361, 44)),
            ]),
            // Google Maps' results (a uiautomator dump): every card holds its "Directions" and "Call".
            .passes("The same action once per card of a list, each card its own element", [
                .container(.list, frame: Frame(0, 200, 540, 600), [
                    .cell("Cedar Clinic", frame: Frame(0, 200, 540, 290), children: [
                        .button("Directions", frame: Frame(30, 410, 180, 60)), .button("Call", frame: Frame(220, 410, 120, 60)),
                    ]),
                    .cell("Harbour Hospital", frame: Frame(0, 500, 540, 290), children: [
                        .button("Directions", frame: Frame(30, 710, 180, 60)), .button("Share", frame: Frame(220, 710, 140, 60)),
                        .button("Call", frame: Frame(370, 710, 120, 60)),
                    ]),
                ]),
            ]),
            .passes("The same action once per unlabelled card, each card with a text of its own", [
                .container(.list, frame: Frame(0, 200, 540, 600), [
                    .cell(frame: Frame(0, 200, 540, 290), children: [
                        .staticText("Cedar Clinic", frame: Frame(30, 220, 300, 40)), .button("Call", frame: Frame(220, 410, 120, 60)),
                    ]),
                    .cell(frame: Frame(0, 500, 540, 290), children: [
                        .staticText("Harbour Hospital", frame: Frame(30, 520, 300, 40)), .button("Call", frame: Frame(220, 710, 120, 60)),
                    ]),
                ]),
            ]),
            // Sioeye's Discover tab in an old WDA source: the back button goes to the tab it names.
            // Korneo (React Native, a raw dump): its home tiles and its bottom bar's items.
            .passes("A tile and the item of a navigation bar, one item selected, that lead to one section", [
                .button("Projects", frame: Frame(44, 900, 308, 200)),
                AccessibilityElement(label: "Home", traits: [.button, .selected], frame: Frame(0, 2114, 360, 63), type: .button),
                .button("Projects", frame: Frame(360, 2114, 360, 63)), .button("Tasks", frame: Frame(720, 2114, 360, 63)),
            ]),
            .triggers("Two buttons of one name in a row of one height with nothing selected", [
                .button("Edit", frame: Frame(0, 600, 120, 44)), .button("Edit", frame: Frame(130, 600, 120, 44)),
                .button("Share", frame: Frame(260, 600, 120, 44)),
            ]),
            // A notes app (Compose, a raw dump): its banner's "Settings" and its bottom tabs, which
            // a dump states as tabs with no tab bar around them.
            .passes("A button and a tab of one name outside a tab bar: a screen reader announces one as a tab", [
                .button("Settings", frame: Frame(829, 190, 143, 99)),
                AccessibilityElement(label: "Settings", traits: .button, frame: Frame(731, 1451, 349, 165), type: .tab),
            ]),
            // A security app's home (Compose, a raw dump): its top bar's settings icon and a tile
            // of its grid; a form's "Save" in its top bar and at its end, likewise.
            .passes("An icon in the top bar and a wider control below it, of one name: they lead to one place", viewport: Frame(0, 0, 1080, 2400), [
                .button("Settings", frame: Frame(944, 85, 126, 126)),
                .button("Scan Video", frame: Frame(53, 872, 324, 403)), .button("Settings", frame: Frame(556, 2102, 267, 235)),
            ]),
            .triggers("Two icons of one name, one in the top bar: the same size says nothing of one function", viewport: Frame(0, 0, 1080, 2400), [
                .button("More", frame: Frame(944, 85, 126, 126)), .button("More", frame: Frame(944, 900, 126, 126)),
            ]),
            .passes("A back button and the tab of one name: VoiceOver announces one as a tab", [
                .button("Discover", frame: Frame(8, 26, 52, 30)),
                .container(.tabBar, frame: Frame(0, 618, 375, 49), [.tab("Discover", isSelected: true, frame: Frame(2, 619, 90, 48))]),
            ]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        var first = FirstOccurrences(capacity: tree.nodes.count)
        // For each element that repeats an earlier one, the previous element of its group and the
        // group's first.
        var previousInGroup = [Int32](repeating: -1, count: tree.nodes.count)
        var firstInGroup = [Int32](repeating: -1, count: tree.nodes.count)
        var lastInGroup: [Int: Int] = [:]
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard node.isInteractive, !node.labelWords.isEmpty, !Self.isReadAsData(node) else { continue }
            let role = Self.role(of: node, in: tree)
            let words = node.labelWords
            let earlier = first.insert(index, role: role, hash: Self.hash(role, words)) {
                tree.nodes[$0].labelWords.elementsEqual(words) && Self.sameSymbols(tree.nodes[$0].trimmedLabel, node.trimmedLabel)
                    && Self.sameLead(tree.nodes[$0].trimmedLabel, node.trimmedLabel)
            }
            guard earlier != index else { continue }
            previousInGroup[index] = Int32(lastInGroup[earlier] ?? earlier)
            firstInGroup[index] = Int32(earlier)
            lastInGroup[earlier] = index
        }
        guard !lastInGroup.isEmpty else { return }
        let rows = ListRows(tree, previousInGroup: previousInGroup, groups: lastInGroup)
        let barAndContent = Set(lastInGroup.filter { Self.isBarAndContent(last: $0.value, previousInGroup, tree) }.keys)
        var selectionRows = SelectionRows()
        var previous = RepeatedMessage<ExactText>()
        for index in tree.nodes.indices where firstInGroup[index] >= 0 {
            let earlier = Int(firstInGroup[index])
            guard !rows.isOncePerRow(group: earlier), !barAndContent.contains(earlier),
                  !selectionRows.contains(index, in: tree), !selectionRows.contains(earlier, in: tree) else { continue }
            let node = tree.nodes[index]
            findings.report(index, previous.message(for: ExactText(text: node.trimmedLabel, other: earlier)) {
                let other = tree.nodes[earlier].trimmedLabel
                // Words are compared, so "mastodon.social." and "mastodon.social" sound the same.
                return other == node.trimmedLabel
                    ? "Label \"\(node.trimmedLabel)\" is also the label of the element at [\(tree.path(of: earlier))] with the same role."
                    : "Label \"\(node.trimmedLabel)\" sounds the same as \"\(other)\", the label of the element at [\(tree.path(of: earlier))] with the same role."
            })
        }
    }

    /// Whether two labels start alike with or without a handle's sign: screen readers say the
    /// "@" of a mention and the "#" of a hashtag ("at leahscohen"), so a comment's mention
    /// "@leahscohen" and its author's name "leahscohen" sound apart.
    private static func sameLead(_ a: Substring, _ b: Substring) -> Bool {
        (a.first == "@") == (b.first == "@") && (a.first == "#") == (b.first == "#")
    }

    /// Whether two labels of the same words hold the same symbols where they hold figures: a
    /// sign tells what a figure is, and screen readers speak it. A game shop's "+100" ("plus 100")
    /// and "→100" ("rightwards arrow 100") sound apart, as do "$5" and "€5". Beside words a
    /// symbol is mostly decoration ("More" and "More >"; "caiwu" and a starred "★caiwu").
    private static func sameSymbols(_ a: Substring, _ b: Substring) -> Bool {
        guard a != b, a.contains(where: \.isNumber) else { return true }
        func symbols(_ text: Substring) -> [Unicode.Scalar] {
            text.unicodeScalars.filter { scalar in
                switch scalar.properties.generalCategory {
                case .mathSymbol, .currencySymbol, .otherSymbol: true
                default: false
                }
            }
        }
        return symbols(a) == symbols(b)
    }

    /// Whether the element is a row read as its texts, figures among them: its content, which
    /// sounds as it shows. Two records of the same data (two readings a minute apart) are told
    /// apart by neither ear nor eye, and neither is a name to change. Texts without figures may be
    /// names (tabs all read "icon, footerTabText") and stay judged, unless they are longer than a
    /// name (``RelabelEvidence/nameLength``): such a row says which item it is, and two that say
    /// the same are one item listed twice, which one name for one thing is what WCAG 3.2.4 asks (a
    /// prayer app's "Sübhanallah" card, a favourite and under its category).
    private static func isReadAsData(_ node: RuleTree.Node) -> Bool {
        guard LabelTooLongRule.presentsContent(node) else { return false }
        let label = node.trimmedLabel
        // Longer than a name, counted no further than the name's length.
        let longerThanAName = label.utf8.count > RelabelEvidence.nameLength && !label.dropFirst(RelabelEvidence.nameLength).isEmpty
        return TextShape.isJoinedParts(label) && label.contains(where: \.isNumber) || longerThanAName
    }

    /// Whether a group of two, ending with `last`, is a control in the screen's top bar and one
    /// below it: the bar's "Settings" and a tile "Settings" lead to one place, and one name for
    /// one function is what WCAG 3.2.4 asks (a security app's top bar and home tiles; a form's
    /// "Save" at its top and at its end).
    private static func isBarAndContent(last: Int, _ previousInGroup: [Int32], _ tree: RuleTree) -> Bool {
        let first = Int(previousInGroup[last])
        guard first >= 0, previousInGroup[first] < 0 else { return false }
        let barBottom = tree.viewport.minY + tree.viewport.height * FramePairs.topBarShare
        let (a, b) = (tree.nodes[first].element.frame, tree.nodes[last].element.frame)
        guard (a.maxY <= barBottom) != (b.maxY <= barBottom) else { return false }
        let (bar, content) = a.maxY <= barBottom ? (a, b) : (b, a)
        return content.width >= 1.5 * bar.width
    }

    /// Which groups of same-sounding controls are one action repeated once per list row: each
    /// member below the one before (or beside it on one line, in a card of its own: a shelf of
    /// cards), and either in a list item of its own (an element whose
    /// parent is not the one before's, the two parents siblings that say something besides it:
    /// a results list's cards; cards that sound alike are reported themselves) or in
    /// the same column (left edge and width within a point) beside content of its own row: an
    /// element near it in reading order, labelled with words no other control repeats, that
    /// shares its height on screen (a comment's text beside its "Like comment") or, when it is
    /// no control, lies less than ``rowGap`` above or below. The screen reader reads the item
    /// with the action, as WCAG 2.4.4 lets a list item give a control its context.
    private struct ListRows {
        private var oncePerRow: Set<Int> = []
        /// How far, in reading order, a row's own content may stand from its control.
        static let reach = 6
        /// The most space between a control and a text of its row above or below it, in points
        /// (a comment's "Reply" link sits a point below its text); a stack of controls stands 8 pt
        /// apart or more.
        static let rowGap = 4.0

        /// Whether a frame has the other's size and stands in a column indented from it, by at
        /// most an eighth of the screen's width, either way.
        static func isIndented(_ frame: Frame, from column: Frame, on screen: Frame) -> Bool {
            abs(frame.width - column.width) <= 1 && abs(frame.height - column.height) <= 1
                && abs(frame.x - column.x) <= screen.width / 8
        }

        /// Whether two frames stand in one column: left edges and widths within a point.
        static func sameColumn(_ a: Frame, _ b: Frame) -> Bool {
            abs(a.x - b.x) <= 1 && abs(a.width - b.width) <= 1
        }

        init(_ tree: RuleTree, previousInGroup: [Int32], groups: [Int: Int]) {
            var repeated = previousInGroup.map { $0 >= 0 }
            for first in groups.keys { repeated[first] = true }
            func hasOwnRow(_ member: Int) -> Bool {
                let nearby = max(0, member - Self.reach)...min(tree.nodes.count - 1, member + Self.reach)
                let (frame, stacked) = stack(of: member, among: nearby)
                return nearby.contains { index in
                    guard !stacked.contains(index), !repeated[index], !tree.nodes[index].labelWords.isEmpty else { return false }
                    let other = tree.nodes[index].element.frame
                    let gap = max(frame.minY, other.minY) - min(frame.maxY, other.maxY)
                    return gap < -0.5 || (gap < Self.rowGap && !tree.nodes[index].isInteractive)
                }
            }
            // The member's frame grown by the other controls stacked on it in its column, touching
            // (less than ``rowGap`` apart), among `nearby`, and the controls of the stack: a row's
            // column of actions (a Quran reader's verse rows: the verse's text beside "Play verse",
            // then "Save verse" and "Show commentary" below it). A control named as the member
            // stands in another row.
            func stack(of member: Int, among nearby: ClosedRange<Int>) -> (Frame, Set<Int>) {
                var frame = tree.nodes[member].element.frame
                var stacked: Set<Int> = [member]
                var grew = true
                while grew {
                    grew = false
                    for index in nearby where !stacked.contains(index) && tree.nodes[index].isInteractive
                        && !tree.nodes[index].labelWords.elementsEqual(tree.nodes[member].labelWords) {
                        let other = tree.nodes[index].element.frame
                        guard Self.sameColumn(other, frame),
                              max(frame.minY, other.minY) - min(frame.maxY, other.maxY) < Self.rowGap else { continue }
                        frame = frame.union(other)
                        stacked.insert(index)
                        grew = true
                    }
                }
                return (frame, stacked)
            }
            // Whether two members lie in list items of their own: elements with different
            // parents that are siblings (a results list's cards, each with its "Directions"), each
            // saying something besides the member. Items that sound alike are reported themselves.
            func inOwnItems(_ member: Int, _ earlier: Int) -> Bool {
                let parent = Int(tree.nodes[member].parent), other = Int(tree.nodes[earlier].parent)
                return parent >= 0 && other >= 0 && parent != other && tree.nodes[parent].parent == tree.nodes[other].parent
                    && speaks(parent, besides: member) && speaks(other, besides: earlier)
            }
            func speaks(_ item: Int, besides member: Int) -> Bool {
                !tree.nodes[item].labelWords.isEmpty
                    || tree.containsChild(of: item) { $0 != member && !tree.nodes[$0].labelWords.isEmpty }
            }
            for (first, last) in groups {
                let column = tree.nodes[first].element.frame
                var member = last
                var holds = hasOwnRow(last) || previousInGroup[last] >= 0 && inOwnItems(last, Int(previousInGroup[last]))
                while holds, previousInGroup[member] >= 0 {
                    let earlier = Int(previousInGroup[member])
                    let frame = tree.nodes[member].element.frame, earlierFrame = tree.nodes[earlier].element.frame
                    // In the column, or an action of its size in a row indented as a thread's
                    // reply is (Instagram's "Reply to this comment" under each comment and each
                    // reply, 34 pt further right); a calendar's dates ("27" of two months) are
                    // no action.
                    let sameColumn = Self.sameColumn(frame, column)
                        || Self.isIndented(frame, from: column, on: tree.viewport) && tree.nodes[member].trimmedLabel.contains(where: \.isLetter)
                    // Below the one before, or beside it on one line in a card of its own (a shelf).
                    let beside = abs(frame.y - earlierFrame.y) <= 1
                        && (frame.minX >= earlierFrame.maxX - 1 || frame.maxX <= earlierFrame.minX + 1)
                    holds = frame.y >= earlierFrame.maxY - 1 && (inOwnItems(member, earlier) || sameColumn && hasOwnRow(earlier))
                        || beside && inOwnItems(member, earlier)
                    member = earlier
                }
                if holds { oncePerRow.insert(first) }
            }
        }

        func isOncePerRow(group first: Int) -> Bool { oncePerRow.contains(first) }
    }

    /// The members of rows of at least three controls of one height, one of them selected: a
    /// navigation bar or a row of tabs, which switches sections. A control elsewhere named like
    /// one of its items leads to that section, and one name for one function is what WCAG 3.2.4
    /// asks (a React Native app's home tiles and its bottom bar, which a raw dump states as no
    /// tabs). Each parent's children are grouped once.
    private struct SelectionRows {
        private var members: [Int32: Set<Int>] = [:]

        mutating func contains(_ index: Int, in tree: RuleTree) -> Bool {
            let parent = tree.nodes[index].parent
            if let known = members[parent] { return known.contains(index) }
            // Most parents hold no selected control: no row to group.
            guard tree.containsChild(of: Int(parent), where: { tree.nodes[$0].isInteractive && tree.nodes[$0].element.traits.contains(.selected) }) else {
                members[parent] = []
                return false
            }
            struct Size: Hashable { let y, height: Int }
            var rows: [Size: (items: [Int], selected: Bool)] = [:]
            _ = tree.containsChild(of: Int(parent)) { child in
                let node = tree.nodes[child]
                guard node.isInteractive else { return false }
                let frame = node.element.frame
                let size = Size(y: Int(frame.y.rounded()), height: Int(frame.height.rounded()))
                rows[size, default: ([], false)].items.append(child)
                if node.element.traits.contains(.selected) { rows[size]?.selected = true }
                return false
            }
            let found = Set(rows.values.filter { $0.items.count >= 3 && $0.selected }.flatMap(\.items))
            members[parent] = found
            return found.contains(index)
        }
    }

    /// A hash of a role and words, equal for equal words (`String`'s `==`): FNV-1a over the bytes
    /// of an ASCII word, the word's own (normalized) hash for any other. No word the tokenizer
    /// makes with a non-ASCII scalar equals an ASCII one (the only letter that decomposes to an
    /// ASCII letter, the Kelvin sign, is lowercased to `k`), so equal words hash alike. Hashing
    /// every word with `Hasher` was most of this rule's time.
    private static func hash(_ role: Role, _ words: UnsafeBufferPointer<String>) -> Int {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(role.rawValue)
        for word in words {
            var word = word
            let ascii: UInt64? = word.withUTF8 { bytes in
                var value = hash
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    value = (value ^ UInt64(byte)) &* prime
                }
                return (value ^ 0xFF) &* prime
            }
            hash = ascii ?? (hash ^ UInt64(UInt(bitPattern: word.hashValue))) &* prime
        }
        // The table takes the low bits: mix the high ones in.
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// The first element of each role and words, in a table with open addressing: a `Dictionary`
    /// keyed by role and words cost two allocations and two hashes of the words per lookup.
    private struct FirstOccurrences {
        private struct Slot {
            var hash = 0
            var index: Int32 = -1
            var role = Role.button
        }

        private var slots: [Slot]
        private let mask: Int

        init(capacity: Int) {
            var size = 16
            while size < capacity * 2 { size *= 2 }
            slots = Array(repeating: Slot(), count: size)
            mask = size - 1
        }

        /// The first element stored with `role` and words that `sameWords` says equal `index`'s, or
        /// `index` (then stored) when there is none.
        mutating func insert(_ index: Int, role: Role, hash: Int, sameWords: (Int) -> Bool) -> Int {
            var position = hash & mask
            while slots[position].index >= 0 {
                let slot = slots[position]
                if slot.hash == hash && slot.role == role && sameWords(Int(slot.index)) { return Int(slot.index) }
                position = (position + 1) & mask
            }
            slots[position] = Slot(hash: hash, index: Int32(index), role: role)
            return index
        }
    }

    /// The role VoiceOver announces, coarsely.
    private enum Role: UInt8 {
        case field, toggle, adjustable, link, key, button, tab
    }

    private static func role(of node: RuleTree.Node, in tree: RuleTree) -> Role {
        let traits = node.element.traits
        if tree.isTabBar(node.parent) || node.element.type == .tab { return .tab }
        if node.kind.contains(.textInput) { return .field }
        if node.kind.contains(.toggle) { return .toggle }
        if traits.contains(.adjustable) { return .adjustable }
        if traits.contains(.link) { return .link }
        if traits.contains(.keyboardKey) { return .key }
        return .button
    }
}
