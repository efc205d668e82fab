/// Words and phrases matched whole and case-insensitively against a tokenized text (see
/// ``WordTokenizer``): `"click here"` matches the words `click`, `here` in a row.
struct WordList: Sendable {
    private let phrases: [[String]]
    private let firstWords: Set<String>
    /// Bit `min(n, 63)` for each length `n` (in UTF-8 bytes) of the first words, and bit `b & 63`
    /// for each first byte `b`: most words of a label are ruled out by these before any hashing.
    private let lengths: UInt64
    private let firstBytes: UInt64
    /// Bit `b & 63` for each last byte `b` of the first words that end in an ASCII byte. A word of
    /// the tokenizer that ends in an ASCII scalar equals (`==`) only words that end in it too:
    /// no letter decomposes to a mark after an ASCII scalar, and the tokenizer lowercases the one
    /// that decomposes to an ASCII letter (`K`, the Kelvin sign).
    private let lastBytes: UInt64

    init(_ entries: [String]) {
        phrases = entries.map(WordTokenizer.words).filter { !$0.isEmpty }
        firstWords = Set(phrases.map { $0[0] })
        lengths = firstWords.reduce(0) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        firstBytes = firstWords.reduce(0) { $0 | 1 << UInt64(($1.utf8.first ?? 0) & 63) }
        lastBytes = firstWords.reduce(0) { $0 | ($1.utf8.last.map { $0 < 0x80 ? 1 << UInt64($0 & 63) : 0 } ?? 0) }
    }

    /// `false` when `word` cannot be a first word; `true` when it may be (then ask `firstWords`).
    @inline(__always)
    private func mayStart(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard lengths & (1 << UInt64(min(utf8.count, 63))) != 0, let first = utf8.first,
              firstBytes & (1 << UInt64(first & 63)) != 0 else { return false }
        guard let last = utf8.last, last < 0x80 else { return true }
        return lastBytes & (1 << UInt64(last & 63)) != 0
    }

    /// The first entry (as written in lowercase words) found in `words`, if any.
    func firstMatch<Words: RandomAccessCollection<String>>(in words: Words) -> String? where Words.Index == Int {
        guard !firstWords.isEmpty else { return nil }
        for start in words.indices where mayStart(words[start]) && firstWords.contains(words[start]) {
            for phrase in phrases where phrase[0] == words[start] && start + phrase.count <= words.count {
                if phrase.count == 1 || words[start..<(start + phrase.count)].elementsEqual(phrase) {
                    return phrase.joined(separator: " ")
                }
            }
        }
        return nil
    }

    /// Whether every word of `words` is in the list (single words only); `false` for no words.
    func containsAll<Words: Collection<String>>(_ words: Words) -> Bool {
        !words.isEmpty && words.allSatisfy { mayStart($0) && firstWords.contains($0) }
    }

    /// Whether `word` is one of the list's single words.
    func contains(_ word: String) -> Bool {
        mayStart(word) && firstWords.contains(word) && phrases.contains { $0.count == 1 && $0[0] == word }
    }

    /// `words` without the entries found in them: the words of a name that holds a listed word
    /// ("Action Button", "Tap to Pay") are not that word.
    func removingEntries<Words: Collection<String>>(from words: Words) -> [String] {
        var rest = Array(words)
        while let entry = firstMatch(in: rest) {
            let entryWords = WordTokenizer.words(entry)
            guard let start = rest.indices.first(where: { rest[$0...].starts(with: entryWords) }) else { break }
            rest.removeSubrange(start..<(start + entryWords.count))
        }
        return rest
    }

    /// Whether `words` is exactly one of the entries.
    func isEntry(_ words: [String]) -> Bool {
        guard let first = words.first, mayStart(first), firstWords.contains(first) else { return false }
        return phrases.contains(words)
    }
}
