/// Words and phrases matched whole and case-insensitively against a tokenized text (see
/// ``WordTokenizer``): `"click here"` matches the words `click`, `here` in a row.
struct WordList: Sendable {
    private let phrases: [[String]]
    private let firstWords: Set<String>

    init(_ entries: [String]) {
        phrases = entries.map(WordTokenizer.words).filter { !$0.isEmpty }
        firstWords = Set(phrases.map { $0[0] })
    }

    /// The first entry (as written in lowercase words) found in `words`, if any.
    func firstMatch(in words: [String]) -> String? {
        guard !firstWords.isEmpty else { return nil }
        for start in words.indices where firstWords.contains(words[start]) {
            for phrase in phrases where phrase[0] == words[start] && start + phrase.count <= words.count {
                if phrase.count == 1 || words[start..<(start + phrase.count)].elementsEqual(phrase) {
                    return phrase.joined(separator: " ")
                }
            }
        }
        return nil
    }

    /// Whether every word of `words` is in the list (single words only); `false` for no words.
    func containsAll(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { firstWords.contains($0) }
    }

    /// Whether `word` is one of the list's single words.
    func contains(_ word: String) -> Bool {
        firstWords.contains(word) && phrases.contains { $0.count == 1 && $0[0] == word }
    }

    /// Whether `words` is exactly one of the entries.
    func isEntry(_ words: [String]) -> Bool {
        guard let first = words.first, firstWords.contains(first) else { return false }
        return phrases.contains(words)
    }
}
