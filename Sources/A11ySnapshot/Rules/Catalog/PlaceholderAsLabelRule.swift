/// `placeholder-as-label`: the placeholder disappears as soon as someone types. UIKit reads a
/// text field's placeholder as its label when none is set, so XCUI reports a field named only by
/// its placeholder with that placeholder as its label too. On Android TalkBack reads the hint
/// with text or without (`AccessibilityNodeInfo.setHintText`, Android 8), so the field keeps its
/// spoken name; what is lost is the visible one (WCAG 3.3.2), and the message says so. Under a
/// caption that stays on the screen, nothing is lost, and the field passes. So does a search
/// field: its text is the query, and its name still sounds (VoiceOver says "search field";
/// TalkBack reads the hint or description with the text).
struct PlaceholderAsLabelRule: ElementRule {
    let description = RuleDescription(
        id: "placeholder-as-label", title: "Fields have a label, not just a placeholder", category: .labels,
        severity: .error, wcag: ["3.3.2", "4.1.2"], level: .a,
        rationale: "A placeholder is not a name: it vanishes once the field has text, and VoiceOver may not read it as the label.",
        fix: "Give the field a label that stays (a visible caption, or accessibilityLabel on iOS; on Android a caption tied with android:labelFor, Material's TextInputLayout hint, or Compose's TextField label) and keep the placeholder as an example.",
        examples: [
            .triggers("A field with only a placeholder", [.textField("", placeholder: "Email", frame: Frame(16, 100, 361, 44))]),
            .triggers("A secure field whose label is its placeholder", [.secureTextField("Password", placeholder: "Password", frame: Frame(16, 100, 361, 44))]),
            .passes("A field whose placeholder is a mask is label-missing's: the mask names nothing", [.secureTextField("", placeholder: "••••••••", frame: Frame(16, 100, 361, 44))]),
            // A Flutter pet app's caption field (uiautomator): its counter is a focus stop inside it.
            .triggers("A field with only a placeholder that holds a character counter", [{
                var field = AccessibilityElement.textField("", placeholder: "What happened today?", frame: Frame(16, 300, 361, 120))
                field.children = [AccessibilityElement(label: "2000 characters remaining", frame: Frame(280, 396, 80, 20))]
                return field
            }()]),
            .passes("A field with a label and a placeholder", [.textField("Email", placeholder: "you@example.com", frame: Frame(16, 100, 361, 44))]),
            .passes("A field with a label and no placeholder", [.secureTextField("Password", frame: Frame(16, 100, 361, 44))]),
            // iOS 26 Settings (a WDA source): UISearchBar reads its placeholder as its label.
            .passes("A search bar named by its placeholder: VoiceOver says \"search field\" once it holds text too", [
                .searchField("Search", placeholder: "Search", frame: Frame(32, 803, 337, 38)),
            ]),
            .passes("A search bar with only a placeholder, which VoiceOver reads as its name", [.searchField("", placeholder: "Search", frame: Frame(32, 803, 337, 38))]),
            // Gmail's search (a UiAutomator2 source): Material's search view, named by its hint.
            .passes("On Android, a search field named only by its hint: TalkBack reads the hint with the query", [
                .textField("", placeholder: "Search in mail", identifier: "com.google.android.gm:id/open_search_view_edit_text",
                           frame: Frame(32, 180, 1016, 120)),
            ], platform: .android),
            // A shopping app's search (React Native, a raw dump): described by the hint's words.
            .passes("On Android, a field for search described by its hint's words", [
                .textField("Search stores and brands", placeholder: "Search stores and brands", frame: Frame(16, 210, 1048, 78)),
            ], platform: .android),
            .passes("On Android, a search field whose hint is in Korean, its particle joined", [
                .textField("", placeholder: "검색어를 입력해 주세요.", frame: Frame(16, 210, 1048, 78)),
            ], platform: .android),
            // An Android courier app's sign-in (uiautomator): "Agent ID" is the field's hint.
            .triggers("On Android, a field named only by its hint, which TalkBack reads but the screen hides once there is text",
                      [.textField("", placeholder: "Agent ID", frame: Frame(48, 900, 984, 150))], platform: .android),
            // A React Native sign-in (uiautomator): a caption above the field, 21 px apart.
            .passes("On Android, a field named by its hint under a caption that stays on the screen", [
                .staticText("Enter Your Number", frame: Frame(63, 1194, 954, 57)),
                .textField("", placeholder: "Enter Your Number", frame: Frame(63, 1272, 954, 148)),
            ], platform: .android),
            // A React Native sign-in (a raw dump): a description and a hint of the same word.
            .triggers("On Android, a field described by its hint's words: the visible name leaves once there is text",
                      [.textField("username", placeholder: "Username", frame: Frame(48, 900, 984, 150))], platform: .android),
            .triggers("On iOS, a field named only by its placeholder under a caption: VoiceOver loses the name once there is text", [
                .staticText("Phone number", frame: Frame(16, 100, 361, 20)),
                .textField("", placeholder: "Phone number", frame: Frame(16, 124, 361, 44)),
            ]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        // A field with no name but its text may still have only its hint for one (a chat app's
        // group search, typed into, had read as placeholder-as-label resolved while TalkBack said
        // only "给, Edit box").
        if node.trimmedLabelByteCount == 0, (node.element.placeholder ?? "").trimmedWhitespace.isEmpty,
           HiddenFieldHint.mayHide(node, value: (node.element.value ?? "").trimmedWhitespace, in: tree) {
            return .lacksData
        }
        guard node.kind.contains(.textInput),
              let placeholder = node.element.placeholder?.trimmedWhitespace, !placeholder.isEmpty,
              // A mask names nothing: the field is label-missing's.
              !TextShape.isMask(placeholder) else { return .passes }
        // VoiceOver says "search field" whatever the field holds: the role keeps the purpose that a
        // search bar's "Search" placeholder gave (UISearchBar's own, iOS 26 Settings). TalkBack
        // reads a search box's hint with the query typed into it (Gmail's "Search in mail",
        // Settings' "Search settings" had been errors).
        if Self.isSearchField(node) || tree.snapshot.screenPlatform == .android
            && SearchFieldPurpose.isSearch(identifier: node.element.identifier, placeholder: placeholder) { return .passes }
        if node.trimmedLabelByteCount == 0 {
            if tree.snapshot.screenPlatform == .android {
                return .violation("The field has no label, only the hint \"\(placeholder)\": TalkBack reads it, but it leaves the screen once the field has text.")
            }
            return .violation("The field has no label, only the placeholder \"\(placeholder)\".")
        }
        guard node.trimmedLabel.caseInsensitiveCompare(placeholder) == .orderedSame else { return .passes }
        if tree.snapshot.screenPlatform == .android {
            return .violation("The field's only visible name is its hint \"\(placeholder)\", which leaves the screen once the field has text; TalkBack keeps reading its description.")
        }
        return .violation("The field's label is its placeholder \"\(placeholder)\", which is all UIKit reads when no label is set.")
    }

    /// Whether VoiceOver announces the field as a search field.
    private static func isSearchField(_ node: RuleTree.Node) -> Bool {
        node.element.type == .searchField || node.element.traits.contains(.searchField)
    }

    /// On Android, a field named only by its hint (or described by its words) passes under a
    /// visible caption of the same words (``hasCaptionAbove(at:in:)``): TalkBack reads the hint,
    /// and the caption stays on the screen.
    /// A caption of other words does not: what TalkBack reads is then the hint alone, often an
    /// example ("din@email.dk" under "EMAIL"), which judges of such forms counted a real problem.
    func check(at index: Int, in tree: RuleTree, _ context: inout Void) -> ElementVerdict {
        let node = tree.nodes[index]
        let verdict = check(node, in: tree, &context)
        guard case .violation = verdict, tree.snapshot.screenPlatform == .android else { return verdict }
        return Self.hasCaptionAbove(at: index, in: tree) ? .passes : verdict
    }

    /// Whether the element read just before the field at `index` is a text over it, at most the
    /// field's height above, that says the hint's words: a visible caption, which stays on the
    /// screen once the field has text (a React Native sign-in's "Enter Your Number" over its field
    /// of that hint, 21 px apart).
    private static func hasCaptionAbove(at index: Int, in tree: RuleTree) -> Bool {
        let node = tree.nodes[index]
        var previous = index - 1
        var ancestor = Int(node.parent)
        while previous >= 0, previous == ancestor {
            ancestor = Int(tree.nodes[previous].parent)
            previous -= 1
        }
        guard previous >= 0 else { return false }
        let caption = tree.nodes[previous]
        let field = node.element.frame, above = caption.element.frame
        return !caption.isInteractive && caption.element.children.isEmpty
            && above.maxY <= field.minY + 1 && field.minY - above.maxY <= field.height
            && above.minX < field.maxX && field.minX < above.maxX
            && !caption.labelWords.isEmpty && caption.labelWords.elementsEqual(WordTokenizer.words(node.element.placeholder ?? ""))
    }
}
