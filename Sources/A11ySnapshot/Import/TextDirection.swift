/// Whether a screen's text is written right to left (Arabic, Hebrew and the other scripts of
/// those ranges), which a dump does not state but its text shows: a Compose screen in such a
/// language is laid out right to left, and Compose reads each row of it from the right
/// (`sortByGeometryGroupings` with `layoutIsRtl`). Real view groups sort their children by the
/// layout direction themselves, so only the Compose order asks.
enum TextDirection {
    /// Whether most labels and values of `view`'s tree start, at their first letter, in a
    /// right-to-left script. Iterative: a deep dump never exhausts the stack.
    static func isRightToLeft(_ view: AndroidFocusShaping.View) -> Bool {
        var texts: [String] = []
        var stack = [view]
        while let next = stack.popLast() {
            texts += [next.node.label, next.node.value].compactMap { $0 }
            stack += next.children
        }
        return isRightToLeft(texts)
    }

    /// Whether most of `texts` start, at their first letter, in a right-to-left script.
    static func isRightToLeft(_ texts: some Sequence<String>) -> Bool {
        var rightToLeft = 0, leftToRight = 0
        for text in texts {
            guard let letter = text.unicodeScalars.first(where: \.properties.isAlphabetic) else { continue }
            if isRightToLeft(letter) { rightToLeft += 1 } else { leftToRight += 1 }
        }
        return rightToLeft > leftToRight
    }

    /// The blocks of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic and their supplements and presentation forms.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
