/// Flutter's text field as an Android dump shows it, and what names it.
///
/// Flutter's accessibility bridge gives a text field its value as the node's text and, as its
/// hint text, the field's semantics label and hint joined by ", " (`AccessibilityBridge`,
/// `SemanticsNode.getTextFieldHint`). The semantics label of a Material `TextField` is its
/// decoration's `labelText`, which floats above typed text and stays on the screen; a dump cannot
/// tell it from a `hintText` that leaves. Read as a placeholder, every labelled Flutter field was
/// a false `placeholder-as-label` (an Arabic car app's form: 13 findings, each on a field its
/// source labels with `labelText`). So the hint names the field, as a Material `TextInputLayout`'s
/// does (``MaterialTextField``); a field named only by a `hintText` goes unreported, unless that
/// hint is an example address, which no `labelText` is ("Ejemplo@mail.com" in a Flutter sign-in
/// form whose caption is a text of its own), or a prompt alone ("İçinden geçeni yaz...", a Quran
/// app's chat composer; "Ara...", a prayer app's search).
enum FlutterTextField {
    /// `node`, a text field of a Flutter screen, named by the hint it took as its placeholder when
    /// nothing else names it.
    static func naming(_ node: inout ImportedNode) {
        guard node.type?.isTextInput == true, (node.label ?? "").isEmpty, let hint = node.placeholder, !hint.isEmpty,
              !ShownHint.isEmailAddress(hint), !isPromptAlone(hint) else { return }
        node.label = hint
        node.placeholder = nil
    }

    /// Whether the hint is one part written as a prompt ("İçinden geçeni yaz...", "Ara..."): a
    /// `hintText` alone, as a `labelText` is a name and one joined with a hint has two parts.
    private static func isPromptAlone(_ hint: String) -> Bool {
        TextShape.joinedParts(hint[...]).count == 1 && ShownHint.isWrittenAsPrompt(hint)
    }
}
