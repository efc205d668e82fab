import Foundation

/// The text an element shows where a screen reader speaks other words (``AccessibilityElement/visibleText``):
/// what the importers record, and `label-not-visible-text` checks, so that Voice Control and Voice
/// Access users can say what they see (WCAG 2.5.3, label in name).
package enum VisibleText {
    /// `text` as the element's visible text beside `label`, or `nil` when it shows nothing, no
    /// words (``isWords(_:)``), or what the label already says (``isSaid(_:by:)``: a button
    /// labelled "Reply to this comment" that shows "Reply").
    static func shown(_ text: String?, besides label: String?) -> String? {
        guard let text = text?.trimmedWhitespace, !text.isEmpty else { return nil }
        // Most controls show their label: no need to fold either text.
        if let label, text == label.trimmedWhitespace { return nil }
        guard isWords(text) else { return nil }
        return isSaid(String(text), by: label ?? "") ? nil : String(text)
    }

    /// Whether `text` has words a person could say as a name. Not: a count ("1", "11K", "1.2M":
    /// digits with at most one letter), a symbol ("÷"), or a piece of a web address, which Chrome
    /// writes as the `text` of links it does not draw ("&ec=GAZAmgQ", "?ofl=https%3A…": no
    /// space, and `%`, `=` or `://`, or a start at `?` or `&`). A count that changes would also
    /// change the snapshot.
    static func isWords(_ text: Substring) -> Bool {
        var letters = 0, digits = 0, space = false, web = text.first == "?" || text.first == "&"
        for character in text {
            if character.isLetter { letters += 1 } else if character.isNumber { digits += 1 }
            switch character {
            case " ": space = true
            case "%", "=": web = true
            default: break
            }
        }
        if letters == 0 || letters <= 1 && digits > 0 { return false }
        return space || !(web || text.contains("://"))
    }

    /// The one text a control shows as its caption, in an XCUI tree: `nil` when XCUI lists none
    /// inside it or several (a row's title and detail: no single visible label), or when the one
    /// text is no caption (``isCaption(_:of:)``). Texts of invisible nodes are not shown.
    static func caption(inside node: ImportedNode) -> String? {
        var found: ImportedNode?
        var stack = node.children
        while let next = stack.popLast() {
            guard next.isVisible != false else { continue }
            if next.type == .staticText, let label = next.label, !label.trimmedWhitespace.isEmpty {
                if found != nil { return nil }
                found = next
            }
            stack.append(contentsOf: next.children)
        }
        guard let found, isCaption(found.frame, of: node.frame) else { return nil }
        return found.label
    }

    /// Whether a text at `text` inside a control at `control` reads as the control's caption: it
    /// fills at least half the control's width, or sits in its middle (a button's title). A text
    /// at one side of a wide control is content it shows, not its name: a weather app's search
    /// bar named "Search" showing the city "London" beside its magnifying glass, a drop-down
    /// showing its choice. Without frames, it counts as one.
    package static func isCaption(_ text: Frame?, of control: Frame?) -> Bool {
        guard let text, let control, control.width > 0 else { return true }
        if text.width * 2 >= control.width { return true }
        return abs(text.midX - control.midX) <= control.width * 0.1
    }

    /// Whether `label` contains `text` as whole words, ignoring case, accents and punctuation:
    /// "Reply to this comment" says "Reply", "Tap to add product to cart" does not say "Add to
    /// cart", "Address" does not say "Add". A text ending in an ellipsis ("See transl…") may end
    /// inside a word. Scripts written without spaces (Chinese, Japanese, Thai) match anywhere.
    static func isSaid(_ text: String, by label: String) -> Bool {
        var shown = normalized(text)
        guard !shown.isEmpty else { return true }
        let truncated = text.hasSuffix("…") || text.hasSuffix("...")
        let said = normalized(label)
        guard shown.count <= said.count else { return false }
        if truncated, shown.last == " " { shown.removeLast() }
        var start = 0
        while start + shown.count <= said.count {
            if said[start] == shown[0], Array(said[start..<(start + shown.count)]) == shown {
                let end = start + shown.count
                let opens = start == 0 || !joins(said[start - 1], shown[0])
                let closes = truncated || end == said.count || !joins(shown[shown.count - 1], said[end])
                if opens && closes { return true }
            }
            start += 1
        }
        return false
    }

    /// `text` lowercased without accents, each run of characters that are not letters or digits
    /// one space, without spaces at either end.
    private static func normalized(_ text: String) -> [Character] {
        var characters: [Character] = []
        for character in text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil) {
            if character.isLetter || character.isNumber {
                characters.append(character)
            } else if let last = characters.last, last != " " {
                characters.append(" ")
            }
        }
        if characters.last == " " { characters.removeLast() }
        return characters
    }

    /// Whether two adjacent characters belong to one word: both letters or digits, neither of a
    /// script written without spaces.
    private static func joins(_ a: Character, _ b: Character) -> Bool {
        a != " " && b != " " && !isUnspaced(a) && !isUnspaced(b)
    }

    private static func isUnspaced(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF:
            return true
        default:
            return false
        }
    }
}
