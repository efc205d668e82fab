/// A container label the platform made up from its descendants: React Native's iOS views give a
/// view that is not an accessibility element the labels of everything inside it, run together
/// (`"Choose An Awesome View Echo Box Login Screen …"`), and every enclosing view repeats it. The
/// run may repeat or add text the dump does not show (a text input's hidden label and
/// placeholder: `"Email Address Email Address Email Address"` over one visible "Email Address";
/// a keyboard toolbar's "Toolbar Toolbar"). VoiceOver
/// never reads such a label (it focuses the descendants), so the import policy drops it and the
/// container flattens like any wrapper.
enum SynthesizedLabel {
    /// Whether `node` is a structural container, not marked an accessibility element, whose
    /// label is its descendants' labels in reading order (ignoring spaces and commas), or, for a
    /// plain view, is made only of words its descendants say (labels, values, placeholders), or
    /// holds their labels in order as at least half of its words.
    static func isConcatenation(of node: ImportedNode) -> Bool {
        guard let label = node.label, !label.isEmpty, !node.children.isEmpty, node.isAccessibilityElement != true,
              node.type?.isStructural ?? true else { return false }
        let own = normalized(label)
        guard !own.isEmpty else { return false }
        var parts: [String] = []
        for child in node.children { collect(child, into: &parts) }
        if own == normalized(parts.joined()) { return true }
        // Only a plain view makes up its label from hidden text; a cell or bar names itself. A
        // label of one token is no run of labels: a hotel app's card described by its analytics
        // id, "htl_x_dtl_rmlist_rmCard_exposure", over a button described by a longer one.
        guard (node.type ?? .other) == .other, label.contains(where: { $0.isWhitespace || $0 == "," }) else { return false }
        return isMadeOfDescendantWords(label, node.children) || readsDescendantsInOrder(label, parts)
    }

    /// Whether the descendants' labels appear in `label` in reading order and make at least
    /// half of its words, so the rest is text the dump does not show (appium/appium#16336: a
    /// login form's label ends in "Toolbar Toolbar", the keyboard toolbar's hidden labels).
    /// React Native joins the labels as they are, so each must be in `label` letter for letter
    /// ("0 of 3 done" over "0/3" is a label the app wrote).
    private static func readsDescendantsInOrder(_ label: String, _ parts: [String]) -> Bool {
        guard parts.allSatisfy({ label.contains($0) || label.contains(unrepeated($0)) }) else { return false }
        let own = words(label)
        let said = parts.flatMap(words)
        guard !said.isEmpty, Set(said).count * 2 >= Set(own).count else { return false }
        var next = own.startIndex
        var previous: Substring?
        for word in said {
            if let found = own[next...].firstIndex(of: word) {
                next = own.index(after: found)
            } else if word != previous {
                // A nested container's label repeats a word its field says once ("Username Username").
                return false
            }
            previous = word
        }
        return true
    }

    /// `text` once when it is the same words said several times over ("Username Username", a
    /// nested container's copy of its field's label), else `text`.
    private static func unrepeated(_ text: String) -> String {
        let all = text.split(separator: " ")
        for count in stride(from: 1, through: all.count / 2, by: 1) where all.count % count == 0 {
            let first = all[0..<count]
            if stride(from: count, to: all.count, by: count).allSatisfy({ all[$0..<($0 + count)].elementsEqual(first) }) {
                return first.joined(separator: " ")
            }
        }
        return text
    }

    /// The labels that speak for `node`: its own (a nested copy of the same synthesized label
    /// counts as the whole), else its descendants', in reading order. Iterative: dumps nest
    /// deeply.
    private static func collect(_ node: ImportedNode, into parts: inout [String]) {
        var stack = [node]
        while let next = stack.popLast() {
            if let label = next.label, !label.isEmpty {
                parts.append(label)
            } else {
                stack.append(contentsOf: next.children.reversed())
            }
        }
    }

    /// Whether every word of `label` is a word of some descendant's label, value or placeholder.
    private static func isMadeOfDescendantWords(_ label: String, _ children: [ImportedNode]) -> Bool {
        var said = Set<Substring>()
        var stack = children
        while let next = stack.popLast() {
            for text in [next.label, next.value, next.placeholder] {
                if let text { said.formUnion(words(text)) }
            }
            stack.append(contentsOf: next.children)
        }
        let own = words(label)
        return !own.isEmpty && own.allSatisfy(said.contains)
    }

    /// The words of `text`, as written: runs of letters and digits. React Native repeats labels
    /// as they are, so "sponsor" in a label is not the image "Sponsor" below it.
    private static func words(_ text: String) -> [Substring] {
        Substring(text).split { !$0.isLetter && !$0.isNumber }
    }

    private static func normalized(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "," }.map(Character.init))
    }
}
