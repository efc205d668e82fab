/// A snapshot as a transcript of what the screen reader says (VoiceOver, or TalkBack on an Android
/// screen), one element per line in reading order: the form `a11ysnap git-diff --textconv` gives
/// git, so `git diff` on a snapshot shows changed words rather than changed JSON.
///
/// ```
/// Login (393 × 852)
/// Sign in. Heading.
/// Email. Text Field. — Double tap to edit.
/// Tab bar:
///   Home. Tab. 1 of 2.
///   Settings. Tab. 2 of 2.
/// ```
///
/// A container is a line of its own (its label, if any, and its role) with its elements indented
/// beneath it; the hint follows an em dash; an element that says nothing shows its blank quoted,
/// `" " (silent)`. Lines carry no numbers, so an element added or removed changes one line of
/// git's diff rather than renumbering every line after it. Control characters are shown escaped,
/// so a label never breaks a line.
public enum SpokenTranscript {
    /// The transcript of `snapshot`, ending with a newline.
    public static func render(_ snapshot: AccessibilitySnapshot) -> String {
        var lines = ["\(DisplayText.visible(snapshot.name)) (\(number(snapshot.viewport.width)) × \(number(snapshot.viewport.height)))"]
        // An explicit stack keeps very deep trees off the call stack.
        var stack: [(element: AccessibilityElement, context: SpokenContext?, depth: Int)] =
            snapshot.elements.reversed().map { ($0, nil, 0) }
        while let (element, context, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            if element.container != nil {
                lines.append(indent + containerHeading(element))
            } else {
                let spoken = SpokenForm.describe(element, context: context, on: snapshot.screenPlatform)
                var line = indent + shown(spoken.description)
                if let hint = spoken.hint, !hint.isEmpty { line += " — " + DisplayText.visible(hint) }
                lines.append(line)
            }
            for index in element.children.indices.reversed() {
                stack.append((element.children[index], SpokenForm.context(ofChild: index, in: element), depth + 1))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What is said, or, when that is blank, the blank quoted so the line does not look empty.
    private static func shown(_ description: String) -> String {
        description.allSatisfy(\.isWhitespace) ? DisplayText.quoted(description) + " (silent)" : DisplayText.visible(description)
    }

    /// `Tab bar:`, `List “Recents”:`.
    private static func containerHeading(_ element: AccessibilityElement) -> String {
        let role = switch element.container {
        case .tabBar: "Tab bar"
        case .list: "List"
        case .landmark: "Landmark"
        case .dataTable: "Data table"
        case .semanticGroup, nil: "Group"
        }
        let label = element.label.isEmpty ? "" : " “\(DisplayText.visible(element.label))”"
        return role + label + ":"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
