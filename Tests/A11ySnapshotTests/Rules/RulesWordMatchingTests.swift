@testable import A11ySnapshot
import Testing

/// Word lists match whole words, case-insensitively, with camelCase and snake_case split: the
/// substring bugs of earlier tools ("Tomorrow" is "more", "blinking" is "link") do not happen.
@Suite("Rules: word matching")
struct RulesWordMatchingTests {
    @Test("Tokenizing splits on non-letters and camelCase humps and lowercases")
    func tokenizing() {
        #expect(WordTokenizer.words("Add button") == ["add", "button"])
        #expect(WordTokenizer.words("playIcon") == ["play", "icon"])
        #expect(WordTokenizer.words("ic_close") == ["ic", "close"])
        #expect(WordTokenizer.words("HTMLParser") == ["html", "parser"])
        #expect(WordTokenizer.words("QUOTE_TEXTVIEW") == ["quote", "textview"])
        #expect(WordTokenizer.words("Don't stop") == ["don't", "stop"])
        #expect(WordTokenizer.words("Café au lait") == ["café", "au", "lait"])
        #expect(WordTokenizer.words("Résumé-Upload") == ["résumé", "upload"])
        #expect(WordTokenizer.words("  ") == [])
        #expect(WordTokenizer.words("a11yPlayLabel") == ["a11y", "play", "label"])
    }

    @Test("Whole words only: no match inside longer words", arguments: [
        ("Tomorrow", "more"), ("blinking", "link"), ("Photographer", "photo"), ("Tapestry", "tap"),
        ("Buttonhole stitch", "button"), ("Keynote", "key"), ("Morel mushrooms", "more"),
    ])
    func noSubstringMatches(_ text: String, _ word: String) {
        #expect(WordList([word]).firstMatch(in: WordTokenizer.words(text)) == nil)
    }

    @Test("Whole words match in any case, and phrases match consecutive words", arguments: [
        ("Add BUTTON", "button", "button"), ("Learn more", "more", "more"), ("playIcon", "icon", "icon"),
        ("Click here to sign in", "click here", "click here"), ("Double-tap to open", "double tap", "double tap"),
        ("btn_login", "btn", "btn"),
    ])
    func wholeWordMatches(_ text: String, _ entry: String, _ expected: String) {
        #expect(WordList([entry]).firstMatch(in: WordTokenizer.words(text)) == expected)
    }

    @Test("A phrase does not match when its words are apart")
    func phraseNeedsAdjacentWords() {
        #expect(WordList(["click here"]).firstMatch(in: WordTokenizer.words("Click the box here")) == nil)
    }

    @Test("Rules use whole words: \"Tomorrow\" is not non-descriptive, \"Blinking lights\" has no role word")
    func rulesUseWholeWords() throws {
        let snapshot = AccessibilitySnapshot(name: "words", viewport: RuleExample.standardViewport, elements: [
            .header("Forecast", frame: Frame(16, 60, 361, 41)),
            .button("Tomorrow", frame: Frame(16, 120, 361, 44)),
            .link("Blinking lights", frame: Frame(16, 180, 361, 44)),
            .image("Photographer at work", frame: Frame(16, 240, 361, 200)),
            .button("Tap dance class", hint: "Opens the tapestry of classes.", frame: Frame(16, 460, 361, 44)),
        ])
        let report = try RuleEngine().check(snapshot)
        #expect(report.violations.map(\.ruleID) == [])
    }

    @Test("Extra words from configuration are matched too")
    func extraWords() throws {
        let snapshot = AccessibilitySnapshot(name: "words", viewport: RuleExample.standardViewport, elements: [
            .link("Más", frame: Frame(16, 120, 361, 44)),
        ])
        let configuration = RuleConfiguration(onlyRules: ["label-non-descriptive"],
                                              extraWords: ["label-non-descriptive": ["vagueWords": ["más"]]])
        #expect(try RuleEngine(configuration: configuration).check(snapshot).violations.count == 1)
        #expect(try RuleEngine(configuration: RuleConfiguration(onlyRules: ["label-non-descriptive"])).check(snapshot).violations.isEmpty)
    }

    @Test("Two-character labels pass label-too-short; one character fails")
    func twoCharacterLabels() throws {
        let engine = try RuleEngine(configuration: RuleConfiguration(onlyRules: ["label-too-short"]))
        let two = AccessibilitySnapshot(name: "two", elements: [.button("OK", frame: Frame(0, 0, 44, 44))])
        let one = AccessibilitySnapshot(name: "one", elements: [.button("X", frame: Frame(0, 0, 44, 44))])
        #expect(engine.check(two).violations.isEmpty)
        #expect(engine.check(one).violations.count == 1)
    }
}
