/// Whether an Android field's text may hide the hint that names it: TalkBack reads a field's
/// hint after its text, and a dump that cannot state hints (a raw `uiautomator dump` of older
/// Android) shows an empty field's hint as its text but nothing of it once the field holds text.
/// Rules that judge a field's name report *not run* there instead of judging what they cannot see.
enum HiddenFieldHint {
    /// Whether `node` is such a field holding `value` (trimmed, non-empty) in `tree`.
    static func mayHide(_ node: RuleTree.Node, value: Substring, in tree: RuleTree) -> Bool {
        node.kind.contains(.textInput) && !value.isEmpty && tree.snapshot.platform == .android
            && !tree.snapshot.states.contains(.hints)
    }
}
