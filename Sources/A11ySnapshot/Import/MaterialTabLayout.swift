/// Material's `TabLayout` as an Android dump shows it: a `HorizontalScrollView` (the layout
/// extends it) holding one `LinearLayout`, the tab strip, whose `LinearLayout` children are the
/// tabs, each with its text. A tab view sets its role description to Material's
/// `item_view_role_description`, "Tab", which TalkBack speaks and no dump states, and the selected
/// tab drops its click action (material-components-android, `TabLayout.TabView
/// .onInitializeAccessibilityNodeInfo`). A test app's List, Buttons, Switches and Input tabs and a
/// shopping app's Arabic tabs had read as buttons beside a selected element of no role.
enum MaterialTabLayout {
    /// `strip`, the only child of a `HorizontalScrollView`, with its children marked tabs when they
    /// are: at least two plain layouts of one height on one line, each with a text, one of them
    /// selected and the others clickable.
    static func markingTabs(in strip: AndroidFocusShaping.View) -> AndroidFocusShaping.View {
        let tabs = strip.children
        guard strip.isPlainLayout, tabs.count >= 2, let first = tabs.first?.node.frame,
              tabs.filter(\.isSelectedByAttribute).count == 1 else { return strip }
        for tab in tabs {
            guard tab.isPlainLayout, let frame = tab.node.frame, (frame.minY - first.minY).magnitude <= 2,
                  (frame.height - first.height).magnitude <= 2, tab.isClickable || tab.isSelectedByAttribute,
                  tab.contains(where: { ($0.node.label ?? "").isEmpty == false }) else { return strip }
        }
        var marked = strip
        marked.children = tabs.map { tab in
            var tab = tab
            tab.node.type = .tab
            tab.node.traits = (tab.node.traits ?? []).union(ElementType.tab.impliedTraits)
            return tab
        }
        return marked
    }
}
