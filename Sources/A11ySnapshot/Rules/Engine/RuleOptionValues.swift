/// A rule's options after configuration: defaults, overridden thresholds, extended word lists.
package struct RuleOptionValues: Sendable {
    private let numbers: [String: Double]
    private let wordLists: [String: WordList]

    init(_ description: RuleDescription, thresholds: [String: Double], extraWords: [String: [String]]) {
        var numbers: [String: Double] = [:]
        var wordLists: [String: WordList] = [:]
        for option in description.options {
            switch option.defaultValue {
            case .number(let value): numbers[option.name] = thresholds[option.name] ?? value
            case .words(let words): wordLists[option.name] = WordList(words + (extraWords[option.name] ?? []))
            }
        }
        self.numbers = numbers
        self.wordLists = wordLists
    }

    /// The configured threshold, or the option's default when the rule's description does not
    /// list it.
    subscript(_ option: RuleOption.Number) -> Double {
        numbers[option.declaration.name] ?? option.defaultValue
    }

    /// The configured word list, or the option's default words when the rule's description does
    /// not list it.
    subscript(_ option: RuleOption.Words) -> WordList {
        wordLists[option.declaration.name] ?? WordList(option.defaultWords)
    }
}
