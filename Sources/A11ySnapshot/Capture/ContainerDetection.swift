/// Which non-element objects VoiceOver announces as containers ("List start", "Tab bar, 2 of 4",
/// a landmark, a data table, a named group) and which it reads through as if they were not there.
///
/// - An object with the `.tabBar` trait is a tab bar.
/// - Lists, landmarks, data tables (and a tab bar reported as a container type) are always
///   containers.
/// - A semantic group is a container only when its label, value or identifier is set (even to
///   an empty string, as the reference implementation decides it: `label != nil || …`); a group
///   with none of them has nothing to announce, so its elements are read as if it were not there.
/// - Every other object (`.none`) is flattened.
enum ContainerDetection {
    /// The container kind `node` is kept as, or `nil` when its elements are read in its place.
    /// Only asked of objects that are not accessibility elements themselves.
    static func containerKind(of node: any AccessibilityHierarchyNode) -> ContainerKind? {
        if node.accessibilityTraitBits & AccessibilityTraits.tabBar.rawValue != 0 {
            return .tabBar
        }
        switch node.accessibilityContainerKind {
        case .list, .landmark, .dataTable, .tabBar:
            return node.accessibilityContainerKind
        case .semanticGroup:
            return isNamed(node) ? .semanticGroup : nil
        case nil:
            return nil
        }
    }

    private static func isNamed(_ node: any AccessibilityHierarchyNode) -> Bool {
        node.accessibilityLabel != nil || node.accessibilityValue != nil || node.accessibilityIdentifier != nil
    }
}
