/// Whether an element continues the sentence of the element before it on the same line: an app
/// that splits one sentence into several labels ("1%" then "complete", "Terms" then " and ")
/// makes VoiceOver stop on each fragment. Rules visit elements in reading order, so the previous
/// element visited is the one VoiceOver reads before. Only text (a static text, a link, or a
/// span of a rich text, below) is continued: a picture or a control beside a text is not a
/// sentence's first part.
struct TextContinuation {
    /// The previous element visited; read only when an element may continue it.
    private var previous: RuleTree.Node?

    /// The label of the previous element when `node` continues it, else `nil`. Call
    /// ``remember(_:)`` with every element visited, after this.
    func continued(by node: RuleTree.Node) -> Substring? {
        guard let before = previous, !node.labelWords.isEmpty else { return nil }
        let label = node.trimmedLabel
        guard TextShape.startsLowercase(label), !TextShape.startsWithHandle(label), Self.mayStartSentence(before) else { return nil }
        let previousLabel = before.trimmedLabel
        guard let last = previousLabel.last, !Self.endsSentence(last),
              Self.isOnSameLine(before.element.frame, then: node.element.frame),
              !Self.isColumn(node.element.frame, holding: label),
              !Self.isMonogram(previousLabel, frame: before.element.frame, of: label) else { return nil }
        return previousLabel
    }

    /// Whether `node` is read as text: a static text, or a span of a rich text: a plain view of no
    /// trait holding nothing else, whose label keeps the spaces that join it to the spans beside
    /// it. Flutter gives each span its own view ("By logging in, you agree with our " and " and "
    /// around two tappable spans, in a smart-home app's sign-in, an Android dump). A plain view
    /// named without such spaces may be a picture (a TV app's channel logos, "get" among them).
    static func readsAsText(_ node: RuleTree.Node) -> Bool {
        node.kind.contains(.staticText) || isPlainView(node) && node.element.traits.isEmpty
            && Int(node.trimmedLabelByteCount) < node.element.label.utf8.count
    }

    /// Whether a sentence may go on after `node`: a text, a link, or a tappable span of a rich
    /// text (a plain view that acts as a button, as Flutter makes a span with a tap handler).
    static func mayStartSentence(_ node: RuleTree.Node) -> Bool {
        let traits = node.element.traits
        return readsAsText(node) || traits.contains(.link) || isPlainView(node) && traits == .button
    }

    private static func isPlainView(_ node: RuleTree.Node) -> Bool {
        node.element.type == .other && node.element.container == nil && node.element.children.isEmpty
    }

    /// Whether `text`, one letter in a square, is the monogram of a name that `name` starts with:
    /// an avatar's initial beside the user's name ("g" beside "guanli" in a study app's header).
    static func isMonogram(_ text: Substring, frame: Frame, of name: Substring) -> Bool {
        frame.height > 0 && abs(frame.width - frame.height) <= 0.2 * frame.height && isInitial(text, of: name)
    }

    /// Whether `text` is one letter that `name` starts with, whatever its case.
    static func isInitial(_ text: Substring, of name: Substring) -> Bool {
        guard text.count == 1, let initial = text.first, initial.isLetter, let first = name.first else { return false }
        return initial.lowercased() == first.lowercased()
    }

    /// Whether `frame` is far wider than its one line of `text` needs, more than three times
    /// (a character taken as wide as 0.6 of the line's height): a value column stretched to the
    /// row's end, not a fragment set beside the words before it (a settings list's "theme" and
    /// "dark", the value's view 787 px wide for four letters).
    static func isColumn(_ frame: Frame, holding text: Substring) -> Bool {
        frame.width > 3 * 0.6 * frame.height * Double(max(text.count, 1))
    }

    /// Makes `node` the previous element.
    mutating func remember(_ node: RuleTree.Node) {
        previous = node
    }

    /// Whether `next` follows `before` on one line: their middles within half the smaller
    /// height, `next` starting after `before` ends, with at most a line's height between them.
    /// Spans of one rich text may overlap by less than half the line (Flutter's boxes of a
    /// sentence's spans overlap by 24 of 61 px).
    static func isOnSameLine(_ before: Frame, then next: Frame) -> Bool {
        let lineHeight = min(before.height, next.height)
        guard lineHeight > 0, abs(before.midY - next.midY) <= lineHeight / 2 else { return false }
        let gap = next.x - (before.x + before.width)
        return gap >= -lineHeight / 2 && next.x > before.x && gap <= max(before.height, next.height)
    }

    /// Characters that end a sentence or a clause a screen reader may pause after.
    static func endsSentence(_ character: Character) -> Bool {
        ".!?:;…。！？".contains(character)
    }
}
