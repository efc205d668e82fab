/// The context an object gives the elements below it, as the reference implementation tracks
/// it (cashapp/AccessibilitySnapshot, `AccessibilityHierarchyParser`: `providesContext`,
/// `ContextProvider`, `overridesElementFrame`). Only the outermost object that provides context
/// counts, and the walker uses it for one thing: below a view with the tab bar trait that
/// passes context through its subviews, a group listed with `accessibilityElements` is placed
/// in the reading order by its own frame instead of by its first element.
enum ElementContext: Hashable {
    /// No ancestor provides context.
    case none
    /// A view with the `.tabBar` trait, read through its subviews.
    case tabBarSubviews
    /// Any other context: a segmented control, a `UITabBar`, a list, landmark or data table, or
    /// a tab bar read through its `accessibilityElements`.
    case other

    /// The context `node` provides to the objects below it, or `.none`.
    static func provided(by node: any AccessibilityHierarchyNode, listsElements: Bool) -> ElementContext {
        let isTabBarTrait = node.accessibilityTraitBits & AccessibilityTraits.tabBar.rawValue != 0
        let providesContext = isTabBarTrait
            || node.elementType == .segmentedControl || node.elementType == .tabBar
            || [.list, .landmark, .dataTable].contains(node.accessibilityContainerKind)
        guard providesContext else { return .none }
        return isTabBarTrait && !listsElements ? .tabBarSubviews : .other
    }
}
