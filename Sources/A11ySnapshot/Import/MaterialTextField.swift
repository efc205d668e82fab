/// Material's text field, `TextInputLayout`, as an Android dump shows it, and what names it.
///
/// The layout (a `LinearLayout` to accessibility) holds an unnamed `FrameLayout`, its input
/// frame, which holds the `EditText` with the field's start and end icons; helper and error texts
/// come after the frame. Its hint is the field's label: drawn inside the empty field and floated
/// above it once the field has text, so it stays on the screen. Its accessibility delegate gives
/// the hint to the field as hint text, and as the text itself while the field is empty (material-
/// components-android, `TextInputLayout.AccessibilityDelegate.onInitializeAccessibilityNodeInfo`).
/// So the hint of such a field is its label, not a placeholder that leaves when text is typed.
enum MaterialTextField {
    /// `children` of a text input layout (``isTextInputLayout(className:firstChild:)``), with
    /// the field in its input frame named by the hint it took as its placeholder.
    static func namingFields(in children: [AndroidFocusShaping.View]) -> [AndroidFocusShaping.View] {
        guard var frame = children.first, !frame.isActionable, !frame.hasDescription,
              let index = frame.children.firstIndex(where: { $0.node.type?.isTextInput == true && $0.node.label == nil }),
              let hint = frame.children[index].node.placeholder else { return children }
        frame.children[index].node.label = hint
        frame.children[index].node.placeholder = nil
        return [frame] + children.dropFirst()
    }

    /// Whether a view of `className` whose first child has the class and resource id given has
    /// the shape of a text input layout, the only way a dump tells it from another `LinearLayout`:
    /// an unnamed `FrameLayout` first.
    static func isTextInputLayout(className: String, firstChild: (className: String, resourceID: String?)?) -> Bool {
        className == "android.widget.LinearLayout" && firstChild?.className == "android.widget.FrameLayout" && firstChild?.resourceID == nil
    }
}
