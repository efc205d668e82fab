@testable import A11ySnapshot
import Testing

/// Issue 30's word-rule misses: `label-all-caps` on codes read letter by letter on purpose, and
/// `label-looks-like-identifier` on mixed-case React Native test IDs.
@Suite("Rules: capital codes and mixed-case test IDs")
struct RulesCodesAndTestIDsTests {
    static let codes = WordList(["btc", "usdt"])

    @Test("a run of codes in capitals is read letter by letter on purpose", arguments: [
        "AI DJ", "BTC/USDT", "0.0421 BTC", "NFT", "GBP 12.50", "TV HD",
    ])
    func codeRuns(_ label: String) {
        #expect(TextShape.isCodeRun(Substring(label), codes: Self.codes))
    }

    @Test("words in capitals are not a run of codes", arguments: [
        "BUY NOW", "SUBMIT ORDER", "DIDN'T RECEIVE CODE?", "SEE ALL", "BUY BTC", "123",
    ])
    func wordsAreNotCodes(_ label: String) {
        #expect(!TextShape.isCodeRun(Substring(label), codes: Self.codes))
    }

    @Test("label-all-caps passes a ticker, a pair and an acronym run, and flags words", arguments: [
        ("BTC", false), ("BTC/USDT", false), ("AI DJ", false), ("BUY NOW", true), ("SUBMIT ORDER", true),
    ])
    func allCapsVerdicts(_ label: String, _ reported: Bool) throws {
        let snapshot = AccessibilitySnapshot(name: "s", elements: [.button(label, frame: Frame(16, 100, 200, 44))])
        let report = try RuleEngine(configuration: .optInRules).check(snapshot)
        #expect(report.violations.contains { $0.ruleID == "label-all-caps" } == reported)
    }

    @Test("mixed-case test IDs that name a UI piece or start with test are identifiers", arguments: [
        "button-LOGIN", "Login-screen", "Home-screen", "test-Username", "input-Email",
    ])
    func mixedCaseTestIDs(_ label: String) {
        #expect(TextShape.isKebabCaseIdentifier(Substring(label)))
        #expect(TextShape.looksLikeIdentifier(Substring(label)))
    }

    @Test("hyphenated words in title case or without a UI piece are words", arguments: [
        "Wi-Fi", "Sign-In", "E-Mail", "Full-Screen", "T-Shirt", "Jack-In-The-Box", "X-ray",
    ])
    func hyphenatedWords(_ label: String) {
        #expect(!TextShape.isKebabCaseIdentifier(Substring(label)))
    }

    @Test("lowercase kebab test IDs are still identifiers, hyphenated lowercase words are not")
    func lowercaseKebab() {
        #expect(TextShape.isKebabCaseIdentifier("button-login-container"))
        #expect(TextShape.isKebabCaseIdentifier("input-email"))
        #expect(!TextShape.isKebabCaseIdentifier("sign-in"))
    }

    @Test("the WebdriverIO demo app's test IDs are reported where TalkBack reads them")
    func demoAppTestIDsAreReported() throws {
        let report = try RuleEngine().check(try ScreenReaderFixtures.snapshot("uiautomator-xml/react-native-test-ids.xml"))
        let flagged = report.violations.filter { $0.ruleID == "label-looks-like-identifier" }.map(\.element.label)
        #expect(flagged == ["Login-screen", "input-email", "button-LOGIN"])
    }

    @Test("on the wallet screen only the words in capitals are reported, not the ticker, pair or acronyms")
    func walletCodesAreNotReported() throws {
        let report = try RuleEngine(configuration: .optInRules).check(try ScreenReaderFixtures.snapshot("uiautomator-xml/capital-codes.xml"))
        #expect(report.violations.filter { $0.ruleID == "label-all-caps" }.map(\.element.label) == ["BUY NOW"])
    }
}
