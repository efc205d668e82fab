/// What TalkBack focuses in an Android view tree, applied to a dump's views before the import
/// policy: Android dumps list every view, but a screen reader reads fewer, larger elements
/// (TalkBack's `AccessibilityNodeInfoUtils.shouldFocusNode`; docs/IMPORT.md, *What a screen
/// reader focuses*).
///
/// - A view that is actionable (clickable, long-clickable or focusable, and not a scrolling
///   container; TalkBack's `isActionableForAccessibility`, which does not count checkable) or
///   `screen-reader-focusable` is one element. Its label is its
///   `content-desc`/`text`, else the text of the descendants that are not focusable themselves,
///   joined with ", " (TalkBack reads a row as its children's text); a text field's label is
///   that text (its own text is its value). Those descendants are read as part of the row, so
///   they are dropped; focusable descendants stay, inside the row. A descendant with a
///   `content-desc` is read as that, without its own descendants' text. An actionable view with
///   nothing to speak but focusable descendants (a clickable container around the whole screen)
///   is not focused itself.
/// - Lists, scroll views and pagers are never one element with their items.
/// - A real view marked `a11y-important="false"` is not in TalkBack's tree: never focused, never
///   read as part of a row; its descendants that are important stay (``isImportant(_:insideVirtualHost:)``).
/// - Text and images that are not actionable and say nothing are never focused
///   (``isSilent(_:)``), nor is a container that is not actionable and has the window's bounds.
///   These are marked as no accessibility element, and the policy drops them (their descendants
///   take their place).
/// - `selected="true"` propagates from a selected view to all its descendants
///   (`View.dispatchSetSelected`): only the outermost selected view owns the state.
package enum AndroidFocusShaping {
    /// The imported node of `view` and its subtree, shaped as TalkBack reads it. Iterative, so
    /// the deepest tree a dump may hold never exhausts a thread's stack.
    package static func shape(_ view: View) -> ImportedNode {
        let root = view
        // Whether the window's plain views are Flutter's: read once, when first asked.
        var flutter: Bool?
        func isFlutterWindow() -> Bool {
            if flutter == nil { flutter = holdsFlutterSemantics(root) }
            return flutter == true
        }
        /// Whether `view` is the view that hosts Flutter's semantics nodes, which Flutter's bridge
        /// reports not important (`AccessibilityBridge.createAccessibilityNodeInfo` for the host,
        /// API 24 on): TalkBack never focuses it, though a raw dump shows it focusable around the
        /// whole screen (a Flutter chat's thread had read as one screen-sized stop).
        func isFlutterHost(_ view: View) -> Bool {
            // A raw dump names the host by the class it extends, `FrameLayout`; UiAutomator2 sources
            // by its own (`FlutterView`).
            guard view.origin == .virtualHost || view.origin == .viewClass && view.isPlainLayout,
                  !view.hasDescription, (view.node.label ?? "").isEmpty,
                  !view.children.isEmpty, view.children.allSatisfy({ $0.origin == .generic }) else { return false }
            return isFlutterWindow()
        }
        let rootImportant = isImportant(view, insideVirtualHost: false) && !isFlutterHost(view)
        var stack = [Visit(view: view, isImportant: rootImportant)]
        stack[0].window = windowFrame(view.node, outer: nil)
        stack[0].node = start(view, insideSelected: false, isImportant: rootImportant, window: stack[0].window)
        stack[0].merges = merges(view, isImportant: rootImportant)
        // Whether the screen's text is written right to left: read once, when a Compose node's
        // children are first sorted.
        var rightToLeft: Bool?
        /// Whether `view`'s children are Compose semantics nodes: it is a `ComposeView`, or a plain
        /// `android.view.View` with children outside a web or Flutter view. A real view of that class
        /// has none (a view group names its own class, `android.view.ViewGroup` at least), so its
        /// children are virtual nodes, and a dump made without the `ComposeView` (an activity's
        /// `setContent` in a compressed dump) shows Compose's semantics root so, unless the window's
        /// plain views are Flutter's (``holdsFlutterSemantics(_:)``). Real view groups list their
        /// children already sorted by position (`ViewGroup.addChildrenForAccessibility`).
        func holdsComposeNodes(_ view: View, insideVirtualHost: Bool) -> Bool {
            if view.hostsCompose { return true }
            guard view.origin == .generic, !view.children.isEmpty, !insideVirtualHost else { return false }
            return !isFlutterWindow()
        }
        /// The order TalkBack reads `view`'s children in, when it is not the dump's: Compose
        /// semantics nodes are read in ``ComposeTraversalOrder``.
        func readingOrder(of view: View, insideCompose: Bool, insideVirtualHost: Bool) -> [Int]? {
            guard view.children.count > 1,
                  insideCompose || holdsComposeNodes(view, insideVirtualHost: insideVirtualHost) else { return nil }
            let direction = rightToLeft ?? TextDirection.isRightToLeft(root)
            rightToLeft = direction
            return ComposeTraversalOrder.order(of: view.children.map(\.node.frame), rightToLeft: direction)
        }
        stack[0].childOrder = readingOrder(of: view, insideCompose: false, insideVirtualHost: false)
        var result = stack[0].node
        while let top = stack.indices.last {
            if stack[top].nextChild < stack[top].view.children.count {
                let next = stack[top].childOrder?[stack[top].nextChild] ?? stack[top].nextChild
                let child = stack[top].view.children[next]
                stack[top].nextChild += 1
                let parent = stack[top]
                var frame = Visit(view: child, isImportant: true)
                frame.insideCompose = parent.insideCompose
                    || holdsComposeNodes(parent.view, insideVirtualHost: parent.insideVirtualHost)
                frame.insideSelected = parent.insideSelected || parent.view.isSelectedByAttribute
                frame.insideNamedSelected = parent.insideNamedSelected
                    || parent.view.isSelectedByAttribute && !(parent.view.node.label ?? "").isEmpty
                frame.insideVirtualHost = parent.insideVirtualHost || parent.view.origin == .virtualHost
                frame.childOrder = readingOrder(of: child, insideCompose: frame.insideCompose,
                                                insideVirtualHost: frame.insideVirtualHost)
                frame.isImportant = isImportant(child, insideVirtualHost: frame.insideVirtualHost)
                    && !(frame.insideCompose && isComposeLayoutNode(child)) && !isFlutterHost(child)
                frame.window = windowFrame(child.node, outer: parent.window)
                frame.scrollArea = parent.view.isScrollContainer ? parent.view.node.frame : parent.scrollArea
                // A web page holds no list items: Chromium makes each of its texts a node of its own
                // and its containers none, however the page or a list in it scrolls.
                frame.insideWebContent = parent.insideWebContent || parent.view.holdsWebContent
                let scrollsItems = parent.view.isScrollContainer && !frame.insideWebContent
                frame.parentScrolls = parent.isImportant ? scrollsItems && !parent.view.isClickable : parent.parentScrolls
                // Children of a merging row, or of a view absorbed into one, are absorbed into that row;
                // not a focusable or clickable list, which the row skips as it skips any actionable
                // child (TalkBack's hasNonActionableSpeakingChildren): a TV app's grid of films under
                // its row's title, a trading app's scroll view of figures in each holdings row.
                frame.collector = parent.isAbsorbed ? parent.collector : top
                let ownList = child.isScrollContainer && child.isActionable
                if parent.isAbsorbed || parent.merges, !((child.isFocused || ownList) && frame.isImportant),
                   !(frame.isImportant && isOwnScrollItem(child, of: parent, parentScrolls: frame.parentScrolls)) {
                    frame.isAbsorbed = true
                    // A described view is read as its description, without its descendants' text;
                    // TalkBack skips a view that is not displayed, and what it holds.
                    frame.isSilenced = child.node.isVisible == false
                        || parent.isAbsorbed && (parent.isSilenced || parent.isImportant && parent.view.hasDescription)
                    if frame.isImportant, !frame.isSilenced {
                        // Icon-font glyphs (private-use characters) are drawn, not spoken.
                        if let label = child.node.label, !label.isEmpty, !TextShape.isIconFontGlyphs(label[...]) {
                            stack[frame.collector].texts.append(label)
                        }
                        readState(of: child, into: &stack[frame.collector].node)
                    }
                } else {
                    frame.node = start(child, insideSelected: frame.insideSelected, insideNamedSelected: frame.insideNamedSelected,
                                       isImportant: frame.isImportant, window: frame.window)
                    if child.node.type?.isTextInput == true, child.node.placeholder != nil, isFlutterWindow() {
                        FlutterTextField.naming(&frame.node)
                    }
                    readToggleState(of: child, into: &frame.node)
                    frame.merges = merges(child, isImportant: frame.isImportant)
                    // TalkBack's shouldFocusNode rejects a view with the window's bounds that holds
                    // others and does not act, whatever it would speak: a tablet app's one list item
                    // covering the window is no stop reading its 18 texts.
                    let fillsWindow = fillsWindow(child, frame.window)
                    if !frame.merges, frame.isImportant, !fillsWindow, scrollsItems, isSpeakingScrollItem(child) {
                        frame.merges = true
                        frame.node.isAccessibilityElement = true
                    } else if !frame.merges, frame.isImportant, !fillsWindow, describesItsTexts(child) {
                        frame.merges = true
                        frame.node.isAccessibilityElement = true
                    }
                }
                // A merged Compose node speaks its content in the semantics tree's order, the
                // dump's (a chat row's "E2E Test Prove, 40700000000, open", though "open" sits
                // higher on the screen than the number); only its parts' focus order is geometric.
                if frame.merges || frame.isAbsorbed { frame.childOrder = nil }
                stack.append(frame)
                continue
            }
            let finished = stack.removeLast()
            guard !finished.isAbsorbed else { continue }
            let node = finish(finished)
            if stack.isEmpty {
                result = node
            } else {
                let parent = stack.count - 1
                stack[stack[parent].isAbsorbed ? stack[parent].collector : parent].children.append(node)
            }
        }
        return result
    }

    /// A view being shaped: a node of its own, or one absorbed into the row at `collector`.
    private struct Visit {
        var view: View
        /// Whether the view is in TalkBack's tree.
        var isImportant: Bool
        var insideSelected = false
        /// Whether a selected ancestor has a name of its own: a stop that owns the selection.
        var insideNamedSelected = false
        /// Whether an ancestor provides virtual nodes (``Origin/virtualHost``).
        var insideVirtualHost = false
        /// Whether an ancestor hosts Compose content (``View/hostsCompose``).
        var insideCompose = false
        /// Whether an ancestor is a web view holding its page (``View/holdsWebContent``).
        var insideWebContent = false
        /// The order to visit the view's children in, when it is not the dump's.
        var childOrder: [Int]?
        /// The window's bounds: the first non-empty frame from the root down.
        var window: Frame?
        /// The frame of the nearest list, scroll view or pager around the view, which clips it.
        var scrollArea: Frame?
        /// Whether the view's parent in TalkBack's tree (its nearest important ancestor) is a list,
        /// scroll view or pager that is not clickable: the view is a top-level scroll item.
        var parentScrolls = false
        var isAbsorbed = false
        /// Absorbed below a described view, whose description is read instead of this text.
        var isSilenced = false
        /// The stack index of the row that takes the text and focusable descendants.
        var collector = 0
        var node = ImportedNode()
        var merges = false
        var nextChild = 0
        var children: [ImportedNode] = []
        var texts: [String] = []
    }

    /// The node of `view` before its children: selection owned by an outer view cleared, and
    /// whether a screen reader focuses it.
    private static func start(_ view: View, insideSelected: Bool, insideNamedSelected: Bool = false, isImportant: Bool,
                              window: Frame?) -> ImportedNode {
        var node = view.node
        // What a selected view holds inherits its selection: a named view owns it (WeWork's tab
        // "消息" over its selected badge). A control inside a selected view with no name of its
        // own, no stop, says "selected" itself (Instagram's profile tab: a selected layout around
        // its selected icon button "Grid view").
        if insideSelected, view.isSelectedByAttribute, !view.isSelectedByCheck, !view.isActionable || insideNamedSelected {
            node.isSelected = false
        }
        // TalkBack rejects a container that is not actionable and has the window's bounds.
        if !isImportant || isSilent(view) || !view.isFocused && fillsWindow(view, window) {
            node.isAccessibilityElement = false
        } else if view.isFocused {
            node.isAccessibilityElement = true
            node.isFocusedOnItsOwn = true
        } else if (node.label ?? "").isEmpty, view.children.contains(where: { $0.contains(where: \.isFocused) }) {
            // A control by its class that neither acts nor speaks, around one that acts, is no
            // stop (a Flutter button's semantics node around its tappable image): TalkBack focuses
            // the one that acts.
            node.isAccessibilityElement = false
        }
        return node
    }

    /// Whether `view` holds others and has the window's bounds: TalkBack's `shouldFocusNode`
    /// rejects such a view unless it acts or is focusable.
    private static func fillsWindow(_ view: View, _ window: Frame?) -> Bool {
        !view.children.isEmpty && view.node.frame != nil && view.node.frame == window
    }

    /// Whether `child`, whose list is read as part of a row, is focused on its own instead: TalkBack
    /// reads no top-level scroll item that speaks into a row unless its list is clickable
    /// (`hasNonActionableSpeakingChildren`). A Futu list's date headers, in a clickable container
    /// with the window's bounds, are stops between its rows, not that container's label; a
    /// calendar form's "All day" caption, below layouts TalkBack's tree leaves out, is no label of
    /// the focusable container around the form's scroll view.
    private static func isOwnScrollItem(_ child: View, of parent: Visit, parentScrolls: Bool) -> Bool {
        guard parent.isAbsorbed, parentScrolls, !child.isFocused, child.node.isVisible != false else { return false }
        if let label = child.node.label, !label.isEmpty { return true }
        return isSpeakingScrollItem(child)
    }

    /// Whether `view`, a child of a list, scroll view or pager, is a container TalkBack focuses
    /// as one element: a top-level scroll item that speaks through content that is not focused
    /// on its own (TalkBack's `isAccessibilityFocusable`: `isTopLevelScrollItem` and
    /// `isSpeakingNode`), such as a scroll view's column of texts or a list item's texts.
    private static func isSpeakingScrollItem(_ view: View) -> Bool {
        guard !view.isFocused, !view.isScrollContainer, !view.children.isEmpty, view.node.isVisible != false else { return false }
        var stack = view.children
        while let next = stack.popLast() {
            guard !next.isFocused, !next.isScrollContainer, next.node.isVisible != false, next.importantAttribute != false else { continue }
            if let label = next.node.label, !label.isEmpty { return true }
            stack.append(contentsOf: next.children)
        }
        return false
    }

    /// Whether `view`, not actionable, has a description that its descendants' texts spell when
    /// joined, whatever the spaces and punctuation between them (a lock screen's clock, described
    /// "17:00" over the texts "1", "7", ":" and "00"; a Compose empty state described as its title
    /// and its sentence joined by ". "): a described view is important, and TalkBack focuses it,
    /// having text and no focused ancestor (`shouldFocusNode`), and reads its description; the
    /// texts under it are not stops.
    private static func describesItsTexts(_ view: View) -> Bool {
        guard view.hasDescription, !view.isActionable, !view.children.isEmpty, let description = view.node.label else { return false }
        var spelled = ""
        var stack = Array(view.children.reversed())
        while let next = stack.popLast() {
            if next.isActionable { return false }
            if let text = next.node.label { spelled += text }
            stack.append(contentsOf: next.children.reversed())
        }
        guard !spelled.isEmpty else { return false }
        let compact = { (text: String) in text.filter { !$0.isWhitespace } }
        if compact(spelled) == compact(description) { return true }
        let words = { (text: String) in text.filter { $0.isLetter || $0.isNumber } }
        let spelledWords = words(spelled)
        return !spelledWords.isEmpty && spelledWords == words(description)
    }

    /// A checkable view TalkBack reads as part of a row gives the row its state, as TalkBack
    /// speaks it with the row: a switch's, check box's or radio button's on/off value and role (a
    /// MIUI network-type row: a clickable row around a radio button and its text, neither clickable
    /// nor focusable), a checkable button's on/off value, another checked view's selection.
    private static func readState(of child: View, into row: inout ImportedNode) {
        let node = child.node
        if let type = node.type, UIAutomatorXMLReader.hasOnOffValue(type), let value = node.value, row.value == nil {
            row.value = value
            row.traits = (row.traits ?? []).union(node.traits ?? type.impliedTraits)
            // No trait says "check box" or "radio button": a plain row takes the type, so its
            // state is read as "checked" (a popup menu's options, a check box at each row's end,
            // a network-type row around its radio button).
            if type == .checkBox || type == .radioButton, row.type == nil || row.type == .other { row.type = type }
        } else if let checked = child.checked, node.type == .button || node.type == .image, row.value == nil {
            // A checkable button or image button (a map's filter chips, a classifieds app's
            // favourite heart, in clickable frames): TalkBack speaks "checked" or "not checked",
            // which the row's on/off value keeps.
            row.value = checked ? "1" : "0"
            row.traits = (row.traits ?? []).union([.button, .toggleButton])
        } else if child.isSelectedByCheck {
            row.isSelected = true
        }
    }

    /// Whether the plain `android.view.View` nodes below `root` are Flutter's semantics nodes, whose
    /// order in the dump is the traversal order TalkBack follows (Flutter's `AccessibilityBridge`
    /// adds a node's children in `childrenInTraversalOrder`), not Compose's: some carry texts as
    /// their content-desc, as Flutter's bridge writes every label, and no `TextView` holds a text,
    /// as Compose writes one. A raw dump names the `FlutterView` only `FrameLayout` (a campus app's
    /// schedule rows, "08:00" over "AM" beside "Statistics ML", had been re-sorted by rows).
    static func holdsFlutterSemantics(_ root: View) -> Bool {
        root.contains { $0.origin == .generic && $0.hasDescription }
            && !root.contains { $0.node.type == .staticText && !$0.hasDescription && !($0.node.label ?? "").isEmpty }
    }

    /// A checkable Compose node of no widget class is a toggle: a `Switch` (Compose gives it no
    /// class name) or a `FilterChip`, whose role sits on an unchecked placeholder child
    /// (docs/IMPORT.md, T5). So is a checkable actionable layout (a popup menu's row with a
    /// check mark), and a checkable button (a banjo tuner's Compose string buttons, each
    /// `android.widget.Button`, checkable), clickable or not (Material's error icon in a text
    /// field, a checkable image button that does nothing). TalkBack says "checked" or "not
    /// checked" of any checkable node, which the value holds as a switch's does; the placeholder's
    /// state is not read over it.
    private static func readToggleState(of view: View, into node: inout ImportedNode) {
        guard let checked = view.checked, (node.type ?? .other) == .other || node.type == .button, node.value == nil else { return }
        node.value = checked ? "1" : "0"
        node.traits = (node.traits ?? []).union([.button, .toggleButton])
        if !view.isSelectedByAttribute { node.isSelected = false }
    }

    /// The window's bounds below `node`: the outer window's, else `node`'s frame when it has an area.
    private static func windowFrame(_ node: ImportedNode, outer: Frame?) -> Frame? {
        if let outer { return outer }
        guard let frame = node.frame, frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    /// Whether the row `frame` merges is a plain view, focusable but not clickable and not
    /// `screen-reader-focusable`, holding visible views and saying nothing (`texts` are what it
    /// read of them).
    private static func isFocusableOnlySilentGroup(_ frame: Visit, texts: [String]) -> Bool {
        let view = frame.view, node = frame.node
        guard !view.isClickable, view.node.isAccessibilityElement != true, (node.type ?? .other) == .other,
              (node.label ?? "").isEmpty, texts.isEmpty, (node.value ?? "").isEmpty, !view.hasDescription else { return false }
        return view.children.contains { $0.node.isVisible != false }
    }

    /// Whether a node of `node`'s type says something with no text: a slider, progress or rating
    /// bar its role and position, a switch, toggle or check box its state.
    private static func speaksWithoutText(_ node: ImportedNode) -> Bool {
        guard let type = node.type else { return false }
        return [.slider, .progressIndicator, .ratingIndicator, .switch, .toggle, .checkBox].contains(type)
    }

    /// The one text a view read as one element shows inside it as its caption
    /// (``VisibleText/isCaption(_:of:)``), where TalkBack may read other words: the view's
    /// description (a React Native button described "Send OTP" over its text "Get OTP"), or its
    /// parts' (a tab whose text "Play" is described "footerTabText"); `nil` when it shows none or
    /// several. Hidden views and images show
    /// nothing here. A control inside it that shows text makes two things shown, so no single
    /// caption: Facebook's "Publicar una nota" button holds the note bubble, a control of its own
    /// saying "Publicar una nota", above the caption "Tu nota".
    private static func shownText(inside view: View) -> String? {
        var found: (text: String, frame: Frame?)?
        var stack = view.children
        while let next = stack.popLast() {
            if next.isActionable {
                if next.contains(where: { drawnText(of: $0) != nil }) { return nil }
                continue
            }
            guard let text = drawnText(of: next) else {
                if next.node.isVisible != false { stack.append(contentsOf: next.children) }
                continue
            }
            if found != nil { return nil }
            found = (text, next.node.frame)
            stack.append(contentsOf: next.children)
        }
        guard let found, VisibleText.isCaption(found.frame, of: view.node.frame) else { return nil }
        return found.text
    }

    /// The text `view` itself draws, or `nil`: a hidden view and an image draw none (Chrome gives
    /// an undescribed web image the text "This image isn't labeled. Open the More Options menu…",
    /// which the page does not show), nor does a field (its text is a value) or icon-font glyphs.
    private static func drawnText(of view: View) -> String? {
        guard view.node.isVisible != false, view.node.type != .image, view.node.type?.isTextInput != true else { return nil }
        guard let text = view.node.visibleText ?? (view.hasDescription ? nil : view.node.label),
              !text.trimmedWhitespace.isEmpty, !TextShape.isIconFontGlyphs(text[...]) else { return nil }
        return text
    }

    /// Whether `view` is one element that reads its unfocusable descendants' text.
    private static func merges(_ view: View, isImportant: Bool) -> Bool {
        view.isFocused && isImportant && !view.isScrollContainer
    }

    /// The node of a finished frame, with its children and, for a row, the text it read.
    private static func finish(_ frame: Visit) -> ImportedNode {
        var node = frame.node
        if frame.merges {
            let isField = node.type?.isTextInput == true
            // A field reads its own text and hint as its value and placeholder, the rest as its name;
            // an empty field's text inside written as a prompt, or an example address, is its
            // placeholder (``ShownHint``).
            var texts = isField ? frame.texts.filter { $0 != node.placeholder && $0 != node.value } : frame.texts
            if isField, node.placeholder == nil, (node.value ?? "").isEmpty,
               let prompt = texts.firstIndex(where: ShownHint.isPlaceholderInside) {
                node.placeholder = texts.remove(at: prompt)
            }
            if (node.label ?? "").isEmpty, !texts.isEmpty { node.label = texts.joined(separator: ", ") }
            if node.visibleText == nil, !isField {
                node.visibleText = shownText(inside: frame.view)
            }
            // A thin strip of a row at an edge, its texts not in the dump, is a sliver of a row
            // scrolled out of view: nothing of it can be read, and what can be touched is no
            // control a user can find. So is a Compose control wholly past its list's edge, stating
            // no value, whose views the dump has, all unseen (a radio list's half-shown last row:
            // its favourite button below the list, its described icon written `[0,0][0,0]`); one
            // holding no view at all may be a control no one named. So is a strip of a Compose tile
            // or row cut by its list's top or bottom edge (a home's last row of tiles, 106 of 403 px
            // shown), its name in nodes Compose leaves out once off the screen, and a strip of a
            // view's tile holding views, whose texts beyond the edge a dump leaves out as not
            // visible (a video grid's last card, 63 px of its thumbnail; a workbench's last row of
            // tiles), where a view holding none names itself (a finance app's chart, cut, stays
            // unlabelled); a square icon there may be named nowhere. A slider or a switch speaks its role and state without text (a
            // Compose brush-size slider, 63 px high, at its scroll view's bottom). An image is named
            // by its own description, which a dump writes however little of it shows (a Flutter
            // ride app's unlabelled image button, 14 px of it at its scroll view's bottom); so is a
            // view's text field by its own text and hint (a Flutter sign-up form's unlabelled
            // referral field, 97 of 144 px at its scroll view's bottom), where a Compose field's
            // label is a text inside it, which the dump leaves out once off the screen.
            if (node.label ?? "").isEmpty, texts.isEmpty, !speaksWithoutText(node), node.type != .image,
               node.type?.isTextInput != true || frame.insideCompose,
               isSliverAtEdge(node.frame, of: frame.window, thinnerThan: windowSliverShare) || isSliverAtEdge(node.frame, of: frame.scrollArea)
                || isCutStrip(node.frame, by: frame.scrollArea)
                    && (frame.insideCompose || holdsViewCut(frame.view, by: frame.scrollArea)) && node.value == nil
                    && node.type?.isTextInput != true && node.traits?.contains(.toggleButton) != true
                || isPast(node.frame, frame.scrollArea) && node.value == nil && !frame.view.children.isEmpty
                    && frame.view.children.allSatisfy({ $0.node.isVisible == false }),
               !frame.view.hasDescription {
                node.isVisible = false
            }
            // A plain view that is focusable only, neither clickable nor long-clickable, with views
            // inside and nothing to speak is passed by (TalkBack's shouldFocusNode focuses a node
            // with visible children only when it speaks) and is no control a user misses: Google
            // Maps' rating stars, focusable groups around an unlabelled image (round 106).
            if Self.isFocusableOnlySilentGroup(frame, texts: texts) {
                node.isAccessibilityElement = false
                node.isFocusedOnItsOwn = false
            }
            // An actionable or screen-reader-focusable view with nothing to speak whose focusable
            // descendants speak for it (a clickable screen-sized container, a Compose dialog's
            // surface) is not focused itself (TalkBack's shouldFocusNode); nor is a search view
            // around its text field, a field only by its class.
            if (node.label ?? "").isEmpty, !frame.children.isEmpty,
               !isField || frame.children.contains(where: { $0.type?.isTextInput == true }) {
                node.isAccessibilityElement = false
                node.isFocusedOnItsOwn = false
            }
        }
        node.children = frame.children
        return node
    }
}
