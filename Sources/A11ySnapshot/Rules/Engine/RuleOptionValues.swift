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

    /// The threshold called `name`; the rule declares it.
    func number(_ name: String) -> Double {
        guard let value = numbers[name] else { preconditionFailure("rule option '\(name)' is not declared") }
        return value
    }

    /// The word list called `name`; the rule declares it.
    func words(_ name: String) -> WordList {
        guard let value = wordLists[name] else { preconditionFailure("rule option '\(name)' is not declared") }
        return value
    }
}
