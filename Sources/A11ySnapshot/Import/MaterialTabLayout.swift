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
        guard strip.isPlainLayout,
              let tabs = AndroidFocusShaping.markedAsTabs(strip.children, each: { $0.isPlainLayout && ($0.isClickable || $0.isSelectedByAttribute) })
        else { return strip }
        var marked = strip
        marked.children = tabs
        return marked
    }
}
