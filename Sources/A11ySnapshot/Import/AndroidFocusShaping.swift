/// What TalkBack focuses in an Android view tree, applied to a dump's views before the import
/// policy: Android dumps list every view, but a screen reader reads fewer, larger elements.
///
/// - A view that is actionable (clickable, long-clickable, checkable or focusable, and not a
///   scrolling container) or `screen-reader-focusable` is one element. Its label is its
///   `content-desc`/`text`, else the text of the descendants that are not focusable themselves,
///   joined with ", " (TalkBack reads a row as its children's text). Those descendants are read
///   as part of the row, so they are dropped; focusable descendants stay, inside the row. An
///   actionable view with nothing to speak but focusable descendants (a clickable container
///   around the whole screen) is not focused itself.
/// - A view marked not important for accessibility (`a11y-important="false"`), or an image that
///   has no description and cannot be focused, is never focused: it is marked as no
///   accessibility element, and the policy drops it (its descendants take its place).
/// - `selected="true"` propagates from a selected view to all its descendants
///   (`View.dispatchSetSelected`): only the outermost selected view owns the state.
package enum AndroidFocusShaping {
    /// One view of the dump with the facts the shaping needs; ``node`` has no children yet.
    package struct View: Sendable {
        package var node: ImportedNode
        package var children: [View]
        /// clickable, long-clickable, checkable or focusable.
        package var isActionable: Bool
        /// scrollable, or a list/scroll container type: focusable for scrolling, not read as one.
        package var isScrollContainer: Bool
        /// `a11y-important` (UiAutomator2); `nil` when the dump does not say.
        package var isImportant: Bool?
        /// Selected because of the `selected` attribute (not because it is checked).
        package var isSelectedByAttribute: Bool
        /// Selected because it is a checked checkable view.
        package var isSelectedByCheck: Bool

        package init(node: ImportedNode, children: [View], isActionable: Bool, isScrollContainer: Bool,
                     isImportant: Bool?, isSelectedByAttribute: Bool, isSelectedByCheck: Bool) {
            self.node = node
            self.children = children
            self.isActionable = isActionable
            self.isScrollContainer = isScrollContainer
            self.isImportant = isImportant
            self.isSelectedByAttribute = isSelectedByAttribute
            self.isSelectedByCheck = isSelectedByCheck
        }

        /// Whether TalkBack focuses the view as one element.
        var isFocused: Bool {
            (isActionable && !isScrollContainer) || node.isAccessibilityElement == true
        }
    }

    /// The imported node of `view` and its subtree, shaped as TalkBack reads it.
    package static func shape(_ view: View) -> ImportedNode {
        shape(view, insideSelected: false)
    }

    private static func shape(_ view: View, insideSelected: Bool) -> ImportedNode {
        var node = view.node
        if insideSelected, view.isSelectedByAttribute, !view.isSelectedByCheck { node.isSelected = false }
        let selectedBelow = insideSelected || view.isSelectedByAttribute
        if view.isImportant == false || isDecorativeImage(view) {
            node.isAccessibilityElement = false
        } else if view.isFocused {
            node.isAccessibilityElement = true
        }
        guard view.isFocused, view.isImportant != false, !UIAutomatorXMLReader.isEditable(node.type ?? .other) else {
            node.children = view.children.map { shape($0, insideSelected: selectedBelow) }
            return node
        }
        var texts: [String] = []
        var kept: [ImportedNode] = []
        for child in view.children {
            absorb(child, insideSelected: selectedBelow, texts: &texts, kept: &kept)
        }
        if (node.label ?? "").isEmpty, !texts.isEmpty { node.label = texts.joined(separator: ", ") }
        // An actionable view with nothing to speak whose focusable descendants speak for it (a
        // clickable screen-sized container) is not focused itself (TalkBack's shouldFocusNode).
        if (node.label ?? "").isEmpty, !kept.isEmpty, node.isAccessibilityElement == true, view.node.isAccessibilityElement != true {
            node.isAccessibilityElement = false
        }
        node.children = kept
        return node
    }

    /// Reads `view` as part of a focused ancestor: its text joins the ancestor's label unless it
    /// is focused itself, in which case it stays an element of its own.
    private static func absorb(_ view: View, insideSelected: Bool, texts: inout [String], kept: inout [ImportedNode]) {
        if view.isFocused, view.isImportant != false {
            kept.append(shape(view, insideSelected: insideSelected))
            return
        }
        if view.isImportant != false, let label = view.node.label, !label.isEmpty { texts.append(label) }
        for child in view.children {
            absorb(child, insideSelected: insideSelected || view.isSelectedByAttribute, texts: &texts, kept: &kept)
        }
    }

    /// An image with no description that cannot be focused: TalkBack never reaches it.
    private static func isDecorativeImage(_ view: View) -> Bool {
        view.node.type == .image && (view.node.label ?? "").isEmpty && !view.isFocused
    }
}
