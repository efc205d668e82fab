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
/// - A view marked not important for accessibility (`a11y-important="false"` on a view with no
///   text and no action), or an image that has no description and cannot be focused, is never
///   focused: it is marked as no
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

    /// The imported node of `view` and its subtree, shaped as TalkBack reads it. Iterative, so
    /// the deepest tree a dump may hold never exhausts a thread's stack.
    package static func shape(_ view: View) -> ImportedNode {
        var stack = [Frame(view: view, insideSelected: false, isAbsorbed: false, collector: 0)]
        stack[0].node = start(view, insideSelected: false)
        stack[0].merges = merges(view, stack[0].node)
        var result = stack[0].node
        while let top = stack.indices.last {
            if stack[top].nextChild < stack[top].view.children.count {
                let child = stack[top].view.children[stack[top].nextChild]
                stack[top].nextChild += 1
                let inside = stack[top].insideSelected || stack[top].view.isSelectedByAttribute
                // Children of a merging row, or of a view absorbed into one, are absorbed into that row.
                let collector = stack[top].isAbsorbed ? stack[top].collector : top
                let absorbing = stack[top].isAbsorbed || stack[top].merges
                var frame = Frame(view: child, insideSelected: inside, isAbsorbed: false, collector: collector)
                if absorbing, !(child.isFocused && child.isImportant != false) {
                    frame.isAbsorbed = true
                    if child.isImportant != false, let label = child.node.label, !label.isEmpty {
                        stack[collector].texts.append(label)
                    }
                } else {
                    frame.node = start(child, insideSelected: inside)
                    frame.merges = merges(child, frame.node)
                }
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
    private struct Frame {
        var view: View
        var insideSelected: Bool
        var isAbsorbed: Bool
        /// The stack index of the row that takes the text and focusable descendants.
        var collector: Int
        var node = ImportedNode()
        var merges = false
        var nextChild = 0
        var children: [ImportedNode] = []
        var texts: [String] = []
    }

    /// The node of `view` before its children: selection owned by an outer view cleared, and
    /// whether a screen reader focuses it.
    private static func start(_ view: View, insideSelected: Bool) -> ImportedNode {
        var node = view.node
        if insideSelected, view.isSelectedByAttribute, !view.isSelectedByCheck { node.isSelected = false }
        if view.isImportant == false || isDecorativeImage(view) {
            node.isAccessibilityElement = false
        } else if view.isFocused {
            node.isAccessibilityElement = true
        }
        return node
    }

    /// Whether `view` is one element that reads its unfocusable descendants' text.
    private static func merges(_ view: View, _ node: ImportedNode) -> Bool {
        view.isFocused && view.isImportant != false && !UIAutomatorXMLReader.isEditable(node.type ?? .other)
    }

    /// The node of a finished frame, with its children and, for a row, the text it read.
    private static func finish(_ frame: Frame) -> ImportedNode {
        var node = frame.node
        if frame.merges {
            if (node.label ?? "").isEmpty, !frame.texts.isEmpty { node.label = frame.texts.joined(separator: ", ") }
            // An actionable view with nothing to speak whose focusable descendants speak for it
            // (a clickable screen-sized container) is not focused itself (TalkBack's shouldFocusNode).
            if (node.label ?? "").isEmpty, !frame.children.isEmpty, frame.view.node.isAccessibilityElement != true {
                node.isAccessibilityElement = false
            }
        }
        node.children = frame.children
        return node
    }

    /// An image with no description that cannot be focused: TalkBack never reaches it.
    private static func isDecorativeImage(_ view: View) -> Bool {
        view.node.type == .image && (view.node.label ?? "").isEmpty && !view.isFocused
    }
}
