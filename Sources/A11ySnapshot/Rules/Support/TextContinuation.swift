/// Whether an element continues the sentence of the element before it on the same line: an app
/// that splits one sentence into several labels ("1%" then "complete", "Terms" then " and ")
/// makes VoiceOver stop on each fragment. Rules visit elements in reading order, so the previous
/// element judged is the one VoiceOver reads before. Only text (a static text or a link) is
/// continued: a picture or a control beside a text is not a sentence's first part.
struct TextContinuation {
    /// The previous labelled element visited: its frame and its label's last character.
    private var previousFrame: Frame?
    /// Whether the previous element is text whose last character ends no sentence.
    private var previousIsOpenText = false
    private var previousLabel: Substring = ""

    /// The label `node` continues, or `nil`; `node` then becomes the previous element.
    mutating func continued(by node: RuleTree.Node) -> Substring? {
        let label = node.trimmedLabel
        guard !label.isEmpty else { return nil }
        let frame = node.element.frame
        defer {
            previousFrame = frame
            previousLabel = label
            previousIsOpenText = (node.kind.contains(.staticText) || node.element.traits.contains(.link))
                && !(label.last.map(Self.endsSentence) ?? true)
        }
        guard let before = previousFrame, previousIsOpenText, Self.isOnSameLine(before, then: frame),
              TextShape.startsLowercase(label), !TextShape.startsWithHandle(label) else { return nil }
        return previousLabel
    }

    /// Whether `next` follows `before` on one line: their middles within half the smaller
    /// height, `next` starting after `before` ends, with at most a line's height between them.
    static func isOnSameLine(_ before: Frame, then next: Frame) -> Bool {
        let lineHeight = min(before.height, next.height)
        guard lineHeight > 0, abs(before.midY - next.midY) <= lineHeight / 2 else { return false }
        let gap = next.x - (before.x + before.width)
        return gap >= -1 && gap <= max(before.height, next.height)
    }

    /// Characters that end a sentence or a clause a screen reader may pause after.
    static func endsSentence(_ character: Character) -> Bool {
        ".!?:;…。！？".contains(character)
    }
}
