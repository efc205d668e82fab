extension AndroidFocusShaping {
    /// One view of the dump with the facts the shaping needs; ``node`` has no children yet.
    package struct View: Sendable {
        package var node: ImportedNode
        package var children: [View]
        /// clickable, long-clickable or focusable (not checkable: TalkBack's `isActionableForAccessibility`).
        package var isActionable: Bool
        /// clickable or long-clickable: a list that is keeps its items in the row it is read in.
        package var isClickable: Bool
        /// A list, scroll view or pager (``AndroidFocusShaping/scrolls(_:scrollable:)``): focused
        /// only when described, never read as one element with its items.
        package var isScrollContainer: Bool
        /// `a11y-important` as UiAutomator2 writes it; `nil` when the dump does not say.
        package var importantAttribute: Bool?
        /// What the dump shows of where the node comes from (a real view or maybe a virtual node).
        package var origin: Origin
        /// The view has a `content-desc`: it is read as that, not as its descendants' text.
        package var hasDescription: Bool
        /// Selected because of the `selected` attribute (not because it is checked).
        package var isSelectedByAttribute: Bool
        /// Selected because it is a checked checkable view.
        package var isSelectedByCheck: Bool
        /// A Jetpack Compose host view (`ComposeView`), whose semantics nodes TalkBack reads in
        /// ``ComposeTraversalOrder``, not in the dump's order.
        package var hostsCompose: Bool
        /// Whether the view is checked, when it is checkable (`nil` when it is not, or the dump
        /// does not say).
        package var checked: Bool?
        /// The bounds a dump wrote, where they are reversed: the view lies wholly outside what
        /// clips it, and the view holding it places it (``ClippedBounds``).
        var clippedBounds: ClippedBounds?
        /// Whether the view is a framework layout (``AndroidWidgetClass/isPlainLayout(_:)``).
        package var isPlainLayout = false

        /// Whether this view or one below it satisfies `predicate` (depth-first, iteratively).
        func contains(where predicate: (View) -> Bool) -> Bool {
            var stack = [self]
            while let view = stack.popLast() {
                if predicate(view) { return true }
                stack.append(contentsOf: view.children)
            }
            return false
        }

        package init(node: ImportedNode, children: [View], isActionable: Bool, isClickable: Bool = false, isScrollContainer: Bool,
                     importantAttribute: Bool? = nil, origin: Origin = .viewClass, hasDescription: Bool = false,
                     isSelectedByAttribute: Bool, isSelectedByCheck: Bool, hostsCompose: Bool = false, checked: Bool? = nil) {
            self.node = node
            self.children = children
            self.isActionable = isActionable
            self.isClickable = isClickable
            self.isScrollContainer = isScrollContainer
            self.importantAttribute = importantAttribute
            self.origin = origin
            self.hasDescription = hasDescription
            self.isSelectedByAttribute = isSelectedByAttribute
            self.isSelectedByCheck = isSelectedByCheck
            self.hostsCompose = hostsCompose
            self.checked = checked
        }

        /// Whether TalkBack focuses the view as one element: actionable and not a scrolling
        /// container, or `screen-reader-focusable`; never a web view holding its page.
        var isFocused: Bool {
            ((isActionable && !isScrollContainer) || node.isAccessibilityElement == true) && !holdsWebContent
        }

        /// A `WebView` holding its page's nodes, which TalkBack reads one by one: the page's root
        /// is focusable (for the keyboard) and named by the page's title, yet reads none of the
        /// texts below it as its own (an ECOVACS robot's map page: "Start", a warning, the status).
        var holdsWebContent: Bool {
            node.type == .webView && !children.isEmpty
        }
    }

    /// Whether a view is important for accessibility: as the dump states it (`a11y-important`),
    /// else `false` for a view a standard layout declares `importantForAccessibility="no"`, else
    /// `nil`: Material's bottom sheet dialog (`design_bottom_sheet_dialog.xml`) lays its
    /// full-screen `touch_outside` view that closes the sheet, clickable, which TalkBack never
    /// focuses (a Zomato bill sheet's UiAutomator2 source); SystemUI's notification shade lays
    /// the full-screen scrims `scrim_behind` and `scrim_in_front` (`super_status_bar.xml`, Android
    /// 7 and 10), focusable (an Android Quick Settings dump). Material's text field makes its
    /// start, end and error icons not important unless they have a listener, when they are also
    /// clickable or long-clickable (`IconHelper.setIconClickable`): an unlabelled, checkable start
    /// icon that does nothing is no stop (a message repeater's form, two of them).
    static func importance(stated: Bool?, resourceID: String?, isActionable: Bool) -> Bool? {
        if let stated { return stated }
        guard let resourceID else { return nil }
        if resourceID.hasSuffix(":id/touch_outside") || systemUIScrims.contains(resourceID) { return false }
        if !isActionable, materialFieldIcons.contains(where: resourceID.hasSuffix) { return false }
        return nil
    }

    private static let materialFieldIcons = [":id/text_input_start_icon", ":id/text_input_end_icon", ":id/text_input_error_icon"]

    private static let systemUIScrims: Set<String> = ["com.android.systemui:id/scrim_behind", "com.android.systemui:id/scrim_in_front"]

    /// `children` of a scroll view (`ScrollView`, `HorizontalScrollView`, `NestedScrollView`) in a
    /// dump that does not state importance, with each plain layout that has no listener marked not
    /// important, and the plain layouts inside it likewise: `View.isImportantForAccessibility()` is
    /// false for a layout that is not actionable and has no description (nor delegate, provider or
    /// live region, which no dump shows), and a scroll view gives its content none (lists and
    /// pagers do: `RecyclerView` and `AbsListView` set a delegate on each item, `ViewPager` makes
    /// each page important). TalkBack's tree then holds what the layouts hold in their place, each
    /// a top-level scroll item of its own: a React Native sign-in form's texts under its
    /// `ScrollView`'s content `ViewGroup` are stops of their own, not one, and so is a calendar
    /// form's "All day" caption, five layouts down.
    package static func contentOfScrollView(_ children: [View]) -> [View] {
        children.map { child in
            guard child.isPlainLayout, saysNothingOfItsOwn(child) else { return child }
            var child = child
            child.importantAttribute = false
            child.children = contentOfScrollView(child.children)
            return child
        }
    }

    /// Whether a node is a real view, whose `a11y-important` is `View.isImportantForAccessibility()`,
    /// or may be a virtual node (ExploreByTouchHelper, Compose semantics, web content), which
    /// reports `false` by default and is still reached.
    package enum Origin: Sendable {
        /// A view resource id (`package:id/name`): only real views have one.
        case identifiedView
        /// A concrete class (`android.widget.TextView`, a layout): a real view, unless it sits
        /// inside a host of virtual nodes (Compose and web nodes name such classes too).
        case viewClass
        /// `android.view.View` (or no class) without a view id: ExploreByTouchHelper's default.
        case generic
        /// A view that provides virtual nodes: Compose's `ComposeView`, a `WebView`, Flutter's
        /// `FlutterView`.
        case virtualHost

        /// The origin of a node of `className` whose `resource-id` is `resourceID`.
        package init(className: String, resourceID: String?) {
            let simple = AndroidWidgetClass.simpleName(className)
            if simple.contains("ComposeView") || simple.hasSuffix("WebView") || simple.hasPrefix("Flutter") {
                self = .virtualHost
            } else if let resourceID, resourceID.contains(":id/") {
                self = .identifiedView
            } else if className.isEmpty || className == "android.view.View" {
                self = .generic
            } else {
                self = .viewClass
            }
        }
    }

    /// Whether a view whose children have the resource ids `childIDs` is a Material navigation bar
    /// item (`NavigationBarItemView`), which TalkBack announces as a tab: the item sets its role
    /// description to Material's `item_view_role_description` ("Tab"), which no dump states. A
    /// dump gives only its class (a `FrameLayout`) and the ids of the views it draws with; newer
    /// Material versions wrap them in `navigation_bar_item_content_container` (a live-TV app's
    /// bottom bar).
    package static func isMaterialNavigationItem(childIDs: some Sequence<String?>) -> Bool {
        childIDs.contains { id in
            guard let id else { return false }
            return id.hasSuffix("/navigation_bar_item_icon_container") || id.hasSuffix("/navigation_bar_item_labels_group")
                || id.hasSuffix("/navigation_bar_item_content_container")
        }
    }

    /// `children` with each marked a tab when they are a row of Compose tabs: Material 3's
    /// `NavigationBarItem` and `Tab` are `selectable` with `Role.Tab`, which TalkBack speaks as
    /// "Tab" and no dump states. A dump shows such a row as plain Views of one height on one line,
    /// each with a text, one of them selected and not clickable, the others clickable (a music
    /// app's bottom bar: Search, Library selected, Settings).
    package static func markingComposeTabs(_ children: [View]) -> [View] {
        markedAsTabs(children) { $0.origin == .generic && $0.isClickable != $0.isSelectedByAttribute } ?? children
    }

    /// `items` each marked a tab, when they are a row of tabs: at least two, of one height on one
    /// line, each with a text and each as `qualifies` asks, one of them selected; `nil` otherwise.
    static func markedAsTabs(_ items: [View], each qualifies: (View) -> Bool) -> [View]? {
        guard items.count >= 2, let first = items.first?.node.frame, items.filter(\.isSelectedByAttribute).count == 1 else { return nil }
        for item in items {
            guard qualifies(item), let frame = item.node.frame, (frame.minY - first.minY).magnitude <= 2,
                  (frame.height - first.height).magnitude <= 2,
                  item.contains(where: { ($0.node.label ?? "").isEmpty == false }) else { return nil }
        }
        return items.map { item in
            var item = item
            item.node.type = .tab
            item.node.traits = (item.node.traits ?? []).union(ElementType.tab.impliedTraits)
            return item
        }
    }

    /// Whether a view of `className` hosts Jetpack Compose content (`ComposeView`, `AndroidComposeView`).
    package static func hostsCompose(className: String) -> Bool {
        className.hasSuffix("ComposeView")
    }

    /// Whether a view is a scrolling container: `scrollable`, or a list, scroll view or pager type.
    /// A drop-down (`Spinner`, an `AdapterView` a dump marks scrollable) is a control TalkBack
    /// focuses and reads with its chosen item ("Barrie, drop down list"), not a list.
    package static func scrolls(_ type: ElementType?, scrollable: Bool) -> Bool {
        (scrollable && type != .popUpButton) || type == .collectionView || type == .table || type == .scrollView
    }

    /// Whether `view`, a Compose semantics node, is there only to hold others: a plain node that
    /// is neither actionable nor checkable nor scrolling, says nothing, and whose importance the dump
    /// does not state. Compose makes a node important only when it merges its descendants or
    /// carries an accessibility property (`SemanticsNode.isImportantForAccessibility`), and a
    /// `Surface` or `Card` carries none (an empty `semantics {}`, later `isTraversalGroup`), so
    /// TalkBack, which asks for important nodes only, reads the texts inside one by one: a
    /// settings card's title, subtitle and switch row, or a model list's 15 descriptions, are stops
    /// of their own, not one merged stop. A raw dump does not show `mergeDescendants`; a merging
    /// node that is not clickable is rare, a clickable one is actionable.
    static func isComposeLayoutNode(_ view: View) -> Bool {
        view.origin == .generic && !view.children.isEmpty && view.node.isAccessibilityElement != true && saysNothingOfItsOwn(view)
    }

    /// Whether `view`, whose importance the dump does not state, neither acts, scrolls nor checks
    /// and has no text or description: what holds others and nothing more.
    private static func saysNothingOfItsOwn(_ view: View) -> Bool {
        view.importantAttribute == nil && !view.isActionable && !view.isScrollContainer && !view.hasDescription
            && (view.node.label ?? "").isEmpty && view.checked == nil
    }

    /// Whether `view` is in TalkBack's tree. A real view the dump marks `a11y-important="false"`
    /// is not (`View.isImportantForAccessibility()`: set to no, or inside a view that hides its
    /// descendants); a node that may be virtual is, and so is a `screen-reader-focusable` one.
    static func isImportant(_ view: View, insideVirtualHost: Bool) -> Bool {
        guard view.importantAttribute == false, view.node.isAccessibilityElement != true else { return true }
        switch view.origin {
        case .identifiedView, .virtualHost: return false
        case .viewClass: return insideVirtualHost
        case .generic: return true
        }
    }

    /// A view TalkBack never focuses and that reads nothing: text or an image that is not
    /// actionable and has no text, description, hint or value (an empty validation-message slot,
    /// a decorative icon), or such a button, holding nothing and not checkable: a view of a
    /// button's class made neither clickable nor focusable (an `ImageButton` is focusable unless
    /// told otherwise), which no one can activate (OPPO ColorOS Settings' toolbar: a 2-px
    /// `ImageButton` between "Navigate up" and the title).
    static func isSilent(_ view: View) -> Bool {
        let node = view.node
        let isInertButton = node.type == .button && view.children.isEmpty && view.checked == nil
        guard node.type == .staticText || node.type == .image || isInertButton, !view.isFocused else { return false }
        return (node.label ?? "").isEmpty && (node.hint ?? "").isEmpty && (node.value ?? "").isEmpty
    }
}
