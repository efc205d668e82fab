/// What VoiceOver focuses in an XCUI tree (WebDriverAgent page sources, XCUI `debugDescription`,
/// live `XCUIElementSnapshot` capture). XCUI lists a view's whole subtree, including the views
/// inside an accessibility element that VoiceOver never enters; ``ImportPolicy`` asks this model
/// which nodes are focus stops and which only speak for one. docs/IMPORT.md, *What VoiceOver
/// focuses in an XCUI tree*, gives each rule's evidence.
enum VoiceOverFocus {
    /// A focus stop whose subtree the policy is walking.
    struct Stop {
        /// The words of the stop's label and value, lowercased: what it already says.
        let words: [Substring]
        let type: ElementType?
        /// The dump marks the stop an accessibility element (WDA `accessible="true"`): VoiceOver
        /// never enters it, so nothing below it is focused.
        let enclosesAll: Bool
    }

    /// The focus stop `node` is, or `nil` when VoiceOver may focus what it contains on its own.
    /// `label` is the label the element gets (its own, else ``descendantText(of:)``, never a
    /// label ``SynthesizedLabel`` dropped).
    static func stop(for node: ImportedNode, label: String, traits: AccessibilityTraits, insideWebView: Bool) -> Stop? {
        // What the stop says, worked out only for a node that is one.
        func says() -> [Substring] { words(label) + words(node.value ?? "") }
        if node.isAccessibilityElement == true || node.isAccessibilityElement == nil && isElement(node, label: label, insideWebView: insideWebView) {
            return Stop(words: says(), type: node.type, enclosesAll: true)
        }
        // A text input speaks for the icon and the text XCUI lists inside it (a search field's
        // magnifying glass, labelled "Search"); its buttons (Dictate, Clear text) are its own stops.
        if node.type?.isTextInput == true {
            return Stop(words: says() + words(node.placeholder ?? ""), type: node.type, enclosesAll: false)
        }
        guard !label.isEmpty, isControl(node, traits: traits) else { return nil }
        return Stop(words: says(), type: node.type, enclosesAll: false)
    }

    /// Drops each element that repeats the one before it exactly, neither holding others: XCUI
    /// lists some views twice (an iOS 26 toolbar search field's Dictate button, in a WDA source
    /// of the Settings app), and VoiceOver focuses one.
    static func dropRepeats(_ elements: inout [AccessibilityElement]) {
        guard elements.count > 1 else { return }
        var index = 1
        while index < elements.count {
            if elements[index].children.isEmpty, elements[index] == elements[index - 1] {
                elements.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Whether something below `node` is a control, a text input or a labelled plain view (an
    /// element of its own, as a calendar's hour slots inside its labelled day), which an element
    /// would hide from VoiceOver. A plain view that only repeats words `node` says is drawing,
    /// not an element of its own: a Maestro iOS dump, which states no types, shows SpringBoard's
    /// Spotlight pill, "Search" valued "Page 2 of 2", over a glyph and a text both labelled "Search".
    static func holdsControl(_ node: ImportedNode) -> Bool {
        var stack = node.children
        var says: [Substring]?
        while let next = stack.popLast() {
            if isControl(next, traits: next.traits ?? []) || next.type?.isTextInput == true || next.type?.impliedTraits.contains(.adjustable) == true {
                return true
            }
            if next.type == nil || next.type == .other, let label = next.label, !label.isEmpty, !isScrollIndicatorLabel(label) {
                let own = says ?? words(node.label ?? "") + words(node.value ?? "")
                says = own
                if !isPart(words(label), of: own) || !isPart(words(next.value ?? ""), of: own) { return true }
            }
            stack.append(contentsOf: next.children)
        }
        return false
    }

    /// The switch a table cell reads as its own: UIKit's cell with a `UISwitch` accessory is one
    /// element stating the switch's value (an old WDA source of a WeChat settings page: a `Cell`
    /// valued "0" over its text and a `Switch` with the same label and value), read with the
    /// switch's role. `nil` for any other node.
    static func accessorySwitch(of node: ImportedNode) -> ImportedNode? {
        guard node.type == .cell, node.isAccessibilityElement != false, let value = node.value, !value.isEmpty else { return nil }
        var stack = node.children
        while let next = stack.popLast() {
            if next.type == .switch || next.type == .toggle { if next.value == value { return next } } else { stack.append(contentsOf: next.children) }
        }
        return nil
    }

    /// A glyph a table cell draws as its accessory, which XCUI lists as a disabled button at most
    /// 20 pt across with no content: a checkmark (14 × 11 pt, named "更多信息", "More Info", in
    /// old WDA sources of iOS Settings' proxy page) or a chevron (11 × 15 pt, `chevron.forward`).
    /// VoiceOver reads the cell, never the glyph.
    static func isAccessoryGlyph(_ node: ImportedNode) -> Bool {
        guard node.type == .button, !node.isEnabled, node.children.isEmpty, let frame = node.frame else { return false }
        return frame.width <= 20 && frame.height <= 20
    }

    /// The children of `node` as VoiceOver reads them: a cell's content without its accessory
    /// glyph (``isAccessoryGlyph(_:)``); the rows of a list with a checkmark (``choiceRows(_:)``);
    /// a window's presentation without the screen it covers (``ModalPresentation``); a table
    /// without UIKit's copies of its section headers and of `navigationTitles`, the navigation
    /// bars' titles met so far (``TableSectionElements``).
    static func items(of node: ImportedNode, navigationTitles: Set<String>) -> [ImportedNode] {
        if node.role == .window { return ModalPresentation.reachable(in: node) }
        switch node.type {
        case .navigationBar: return titledAsHeading(node)
        case .cell: return node.children.contains(where: isAccessoryGlyph) ? node.children.filter { !isAccessoryGlyph($0) } : node.children
        default:
            let children = node.type == .table ? TableSectionElements.reachable(in: node, titles: navigationTitles) : node.children
            return children.contains(where: hasCheckmark) ? choiceRows(children) : children
        }
    }

    /// A navigation bar's children, its title text marked a heading where the source states no
    /// traits: UIKit gives the title the Header trait (every navigation bar title in the iOS 26 WDA
    /// sources that state traits, `traits="Header"`), and VoiceOver says "About, Heading". XCUI
    /// names the bar by its title, so the title is the text whose label is the bar's identifier.
    static func titledAsHeading(_ bar: ImportedNode) -> [ImportedNode] {
        guard let title = bar.identifier, !title.isEmpty,
              bar.children.contains(where: { $0.type == .staticText && $0.traits == nil && $0.label == title }) else { return bar.children }
        return bar.children.map { child in
            guard child.type == .staticText, child.traits == nil, child.label == title else { return child }
            var heading = child
            heading.traits = [.staticText, .header]
            return heading
        }
    }

    /// The rows of a list of choices, one of them checked (old WDA sources of iOS Settings'
    /// proxy page: "关闭", "手动", "自动", the chosen one with a checkmark): each unlabelled row
    /// is one element read as its texts, as UIKit's cell is, and the checked one is selected, as
    /// UIKit marks it. So moving the checkmark changes two rows' Selected trait, nothing else.
    static func choiceRows(_ rows: [ImportedNode]) -> [ImportedNode] {
        rows.map { row in
            guard row.type == .cell, row.traits == nil else { return row }
            var choice = row
            if (row.label ?? "").isEmpty, (row.value ?? "").isEmpty { choice.label = descendantText(of: row) }
            if hasCheckmark(row) { choice.isSelected = true }
            return choice
        }
    }

    /// Whether a cell shows a checkmark: an accessory glyph at its trailing edge named by words,
    /// not by a symbol (a chevron's `chevron.forward`). A source without traits (old WDA) shows
    /// the cell's selection only this way.
    static func hasCheckmark(_ node: ImportedNode) -> Bool {
        guard node.type == .cell, let cell = node.frame else { return false }
        return node.children.contains { child in
            guard isAccessoryGlyph(child), let label = child.label, !label.isEmpty, !isSymbolName(label), let frame = child.frame else { return false }
            return frame.maxX >= cell.maxX - 40
        }
    }

    /// Whether a button is selected by XCTest's report alone: XCTest gives a selected button the
    /// value "1" and others none (every button valued "1" in the iOS 26 WDA sources with traits
    /// states the Selected trait: tabs, a player's "Now Playing" segment). A source without
    /// traits (old WDA) shows the selection only this way: Apple Health's tab "今天", a pager's
    /// current dot. VoiceOver says "selected", which the Selected trait holds.
    static func isSelectedByValue(_ node: ImportedNode) -> Bool {
        node.type == .button && node.traits == nil && node.value == "1"
    }

    /// Whether a node the dump does not mark either way is an accessibility element, whose
    /// content VoiceOver never enters:
    /// - a labelled button or switch: UIKit's `UIButton` and `UISwitch` and SwiftUI's `Button`
    ///   and `Toggle` are elements, whatever views draw them (a plan button's "Billed every
    ///   week", a toggle's second line "8 glasses");
    /// - outside web content, a plain view with a label of its own (one ``SynthesizedLabel`` did
    ///   not drop) over content, or with a label and a value, that holds no control: a view whose
    ///   label the app set ("0 of 3 done" over a ring's "0/3", "Last 7 days" valued "6 of 7 done"
    ///   over its day letters), as `isAccessibilityElement` or `.accessibilityElement(children:)`
    ///   make one. A labelled view holding buttons or links is a container whose controls
    ///   VoiceOver reaches (Instagram's comment rows, marked `accessible="false"`, hold "Like
    ///   comment" and "Reply"); in web content WebKit labels groups and landmarks VoiceOver enters.
    static func isElement(_ node: ImportedNode, label: String, insideWebView: Bool) -> Bool {
        guard !label.allSatisfy(\.isWhitespace) else { return false }
        switch node.type {
        case .button, .switch, .toggle:
            return true
        case .other, nil:
            guard !insideWebView, let own = node.label, !own.isEmpty, !isScrollIndicatorLabel(own) else { return false }
            return (!(node.value ?? "").isEmpty || !node.children.isEmpty) && !holdsControl(node)
        default:
            return false
        }
    }

    /// Whether `node`, which is no focus stop, is a plain view with a label of its own over
    /// content that holds a control (``isElement(_:label:insideWebView:)`` said no for that): a
    /// group VoiceOver enters, naming it, as SwiftUI's `.accessibilityElement(children: .contain)`
    /// with a label makes one. An XCUI tree cannot tell it from `.ignore` with a label, an element
    /// whose content VoiceOver never reaches (docs/IMPORT.md); read as a group, its controls stay
    /// reachable and the group is no stop. `label` is the label the policy gives it (never one
    /// ``SynthesizedLabel`` dropped).
    static func namesAGroup(_ node: ImportedNode, label: String, traits: AccessibilityTraits, insideWebView: Bool) -> Bool {
        guard !insideWebView, node.isAccessibilityElement == nil, (node.type ?? .other) == .other, traits.isEmpty,
              !node.children.isEmpty, label == node.label else { return false }
        return !label.allSatisfy(\.isWhitespace) && !isScrollIndicatorLabel(label)
    }

    /// A node VoiceOver focuses as one control, whose same-label content it does not enter:
    /// a button, cell, link, switch or tab, or a node stating the Button, Link or Toggle trait.
    static func isControl(_ node: ImportedNode, traits: AccessibilityTraits) -> Bool {
        switch node.type {
        case .button, .cell, .link, .switch, .toggle, .tab, .radioButton, .checkBox, .menuItem, .popUpButton, .menuButton:
            return true
        default:
            return !traits.isDisjoint(with: [.button, .link, .toggleButton])
        }
    }

    /// Whether `node`, inside `stop`, only repeats it: a text, button or view whose label is
    /// part of what the stop says; an unlabelled node of the stop's own type (a toggle's inner
    /// `Switch`); a disabled button or an image that is unlabelled or named by a symbol
    /// (`chevron`, `chevron.forward`). Its content is then judged against the same stop.
    static func speaks(_ node: ImportedNode, for stop: Stop) -> Bool {
        let label = node.label ?? ""
        if label.isEmpty {
            if node.type == stop.type { return true }
        } else if isPart(words(label), of: stop.words), isPart(words(node.value ?? ""), of: stop.words) {
            // A cell also reads its accessory switch, whose value it states as its own.
            let accessory = stop.type == .cell && (node.type == .switch || node.type == .toggle)
            return accessory || (node.type.map { $0 == .staticText || $0 == .button || $0 == .image || $0.isStructural } ?? true)
        }
        let decorative = node.type == .image || node.type == .button && !node.isEnabled
        return decorative && node.isAccessibilityElement != true && (label.isEmpty || isSymbolName(label))
    }

    /// A label XCUI reads from an SF Symbol or asset name: lowercase words joined by dots, no
    /// spaces (`chevron`, `chevron.forward`, `apple.id`).
    static func isSymbolName(_ label: String) -> Bool {
        !label.isEmpty && label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
            && label.first != "." && label.last != "."
    }

    /// UIKit's and SwiftUI's scroll indicators ("Vertical scroll bar, 2 pages"), which XCUI
    /// lists as views (some sources twice) and VoiceOver never focuses, and a structural view
    /// (a scroll view, a React Native container) whose label is only such announcements.
    static func isScrollIndicator(_ node: ImportedNode) -> Bool {
        guard node.type?.isStructural ?? true, let label = node.label else { return false }
        return isScrollIndicatorLabel(label)
    }

    /// Whether `label` is only scroll-indicator announcements, one or several, separated by
    /// spaces: "Vertical scroll bar, 2 pages", "Horizontal scroll bar, 1 page", and in Japanese
    /// and Chinese (``eastAsianScrollIndicatorWords``).
    static func isScrollIndicatorLabel(_ label: String) -> Bool {
        var rest = Substring(label)
        var found = false
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { return found }
            guard let after = droppingScrollIndicator(from: rest) else { return false }
            rest = after
            found = true
        }
    }

    /// `text` after the scroll-indicator announcement it starts with, or `nil`.
    private static func droppingScrollIndicator(from text: Substring) -> Substring? {
        if let eastAsian = droppingEastAsianScrollIndicator(from: text) { return eastAsian }
        var rest = text
        if rest.hasPrefix("Vertical") { rest = rest.dropFirst(8) } else if rest.hasPrefix("Horizontal") { rest = rest.dropFirst(10) } else { return nil }
        guard rest.hasPrefix(" scroll bar, ") else { return nil }
        rest = rest.dropFirst(13)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(" page") else { return nil }
        rest = rest.dropFirst(5)
        if rest.hasPrefix("s") { rest = rest.dropFirst() }
        return rest
    }

    /// The words of a scroll-indicator announcement in the languages whose bar and page words
    /// follow 垂直 (vertical) or 水平 (horizontal) and the page count: Japanese ("垂直スクロールバー,
    /// 3ページ", shirates' calendar dump) and simplified Chinese ("垂直滚动条, 1页", a WeChat wizard's
    /// old WDA source).
    private static let eastAsianScrollIndicatorWords: [(bar: String, page: String)] = [("スクロールバー, ", "ページ"), ("滚动条, ", "页")]

    /// `text` after a Japanese or Chinese scroll-indicator announcement it starts with, or `nil`.
    private static func droppingEastAsianScrollIndicator(from text: Substring) -> Substring? {
        guard text.hasPrefix("垂直") || text.hasPrefix("水平") else { return nil }
        let afterDirection = text.dropFirst(2)
        for words in eastAsianScrollIndicatorWords where afterDirection.hasPrefix(words.bar) {
            let rest = afterDirection.dropFirst(words.bar.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(words.page) else { return nil }
            return rest.dropFirst(digits.count + words.page.count)
        }
        return nil
    }

    /// An unlabelled navigation bar or toolbar: structure whose items VoiceOver focuses (XCUI
    /// reports a navigation bar's title as its identifier, which names no element). A toolbar
    /// labelled "Toolbar" is unlabelled too: XCUI gives every `UIToolbar` that label and
    /// identifier (Firefox's library toolbar on iOS 18.2 and 26, mozilla-mobile/firefox-ios
    /// #29114; a SwiftUI app's empty full-screen toolbar host), and VoiceOver announces no
    /// toolbar, only its items.
    static func isUnlabelledBar(_ node: ImportedNode) -> Bool {
        switch node.type {
        case .navigationBar: (node.label ?? "").isEmpty
        case .toolbar: (node.label ?? "").isEmpty || node.label == "Toolbar"
        default: false
        }
    }

    /// An unlabelled cell that holds texts (a SwiftUI section header, a placard): a container
    /// of its texts, not an unlabelled element.
    static func isTextHoldingCell(_ node: ImportedNode, traits: AccessibilityTraits) -> Bool {
        node.type == .cell && (node.label ?? "").isEmpty && (node.value ?? "").isEmpty
            && traits.isDisjoint(with: [.button, .link, .toggleButton])
            && node.children.contains { $0.contains { ($0.label ?? "").isEmpty == false } }
    }

    /// An unlabelled image the dump does not say is an element or not, stating no control trait:
    /// UIKit's image views are not accessibility elements unless made so, and one made so
    /// without a label would say nothing XCUI could show.
    static func isDecorativeImage(_ node: ImportedNode) -> Bool {
        let stated = node.traits ?? []
        return node.type == .image && (node.label ?? "").isEmpty && node.isAccessibilityElement == nil
            && stated.isDisjoint(with: [.button, .link]) && !node.isFocusedOnItsOwn
    }

    /// The texts below `node` in reading order, joined as VoiceOver reads an element whose
    /// label it makes up from its content; `nil` when there are none. A text, button or link
    /// speaks its own label, not what draws it (a post's author button "Author One, 2h", not its
    /// inner " ⸱ 2h"). Invisible nodes say nothing.
    static func descendantText(of node: ImportedNode) -> String? {
        var parts: [String] = []
        var stack = Array(node.children.reversed())
        while let next = stack.popLast() {
            guard next.isVisible != false, !isAccessoryGlyph(next) else { continue }
            if next.type == .staticText || next.type == .button || next.type == .link, let label = next.label, !label.isEmpty {
                parts.append(label)
            } else {
                stack.append(contentsOf: next.children.reversed())
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Whether `part` occurs in `whole` as consecutive words.
    static func isPart(_ part: [Substring], of whole: [Substring]) -> Bool {
        guard !part.isEmpty else { return true }
        guard part.count <= whole.count else { return false }
        for start in 0...(whole.count - part.count) where whole[start] == part[0] {
            if whole[start..<(start + part.count)].elementsEqual(part) { return true }
        }
        return false
    }

    /// The lowercased words of `text`: runs of letters and digits.
    static func words(_ text: String) -> [Substring] {
        Substring(text.lowercased()).split { !$0.isLetter && !$0.isNumber }
    }
}

extension VoiceOverFocus {
    /// What the policy does with a node outside any focus stop's content, or with one inside
    /// that does not only repeat the stop.
    enum Verdict {
        /// Inside an accessibility element: neither it nor its content is focused.
        case enclosed
        /// Not focused; its content is judged in its place.
        case hoisted
    }

    /// Scroll indicators, unlabelled bars, unlabelled cells holding texts, decorative images and
    /// empty texts are not focused; `nil` leaves anything else to the rest of the policy.
    static func verdict(on node: ImportedNode, traits: AccessibilityTraits) -> Verdict? {
        if isScrollIndicator(node) || isUnlabelledBar(node) || isTextHoldingCell(node, traits: traits) || isDecorativeImage(node)
            || isEmptyText(node) {
            return .hoisted
        }
        return nil
    }

    /// A text of no size with no words, no value and nothing inside, which VoiceOver can neither
    /// read nor reach: an unlabelled button's title of 0 × 0 pt (an accessibility benchmark's
    /// UIKit button drawn as a shape had read as a button and an empty text of no size).
    static func isEmptyText(_ node: ImportedNode) -> Bool {
        guard node.type == .staticText, (node.label ?? "").isEmpty, (node.value ?? "").isEmpty, node.children.isEmpty,
              node.isAccessibilityElement != true, let frame = node.frame else { return false }
        return frame.width == 0 || frame.height == 0
    }
}
