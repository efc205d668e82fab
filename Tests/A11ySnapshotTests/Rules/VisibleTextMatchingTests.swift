@testable import A11ySnapshot
import Testing

/// When a label says a control's visible text (``VisibleText/isSaid(_:by:)``), the test that both
/// the importers (which record only what the label leaves out) and `label-not-visible-text` use.
@Suite("Visible text in labels")
struct VisibleTextMatchingTests {
    @Test("a label says the visible text when it holds its words together, ignoring case, accents and punctuation", arguments: [
        ("Reply", "Reply to this comment"),
        ("SEND", "send"),
        ("Cafe", "Café au lait"),
        ("Log-in", "Log in to your account"),
        ("Follow", "Follow 𝗔𝗿𝘆𝗮"),
        ("3:17", "3:17 PM"),
        ("See transl…", "See translation"),
        ("システム", "テーマ, システム"),
        ("文档", "文档快捷方式"),
    ])
    func said(text: String, label: String) {
        #expect(VisibleText.isSaid(text, by: label))
    }

    @Test("a label does not say the visible text when the words are apart, other words, or part of a longer word", arguments: [
        ("Add to cart", "Tap to add product to cart"),
        ("Get OTP", "Send OTP"),
        ("See translation", "Toggle the translation for this comment"),
        ("Add", "Address"),
        ("Remix", "remixing_button_overflow"),
        ("Reply to this comment", "Reply"),
    ])
    func notSaid(text: String, label: String) {
        #expect(!VisibleText.isSaid(text, by: label))
    }

    @Test("words a person could say as a name", arguments: ["Get OTP", "Are you sure?", "Web", "每个人", "Q&A"])
    func words(text: String) {
        #expect(VisibleText.isWords(text[...]))
    }

    // Counts (TikTok's favourites "11K"), symbols, and pieces of web addresses Chrome writes as the
    // text of links it does not draw (a browser dump of a photo app's sign-in).
    @Test("no words: a count, a symbol, a piece of a web address", arguments: ["1", "11K", "1.2M", "÷", "&ec=GAZAmgQ",
                                                                              "?ofl=https%3A%2F%2Flens.google", "https://example.com"])
    func noWords(text: String) {
        #expect(!VisibleText.isWords(text[...]))
    }

    @Test("a text that is only punctuation says nothing a label could miss")
    func punctuationIsSaid() {
        #expect(VisibleText.isSaid("…", by: "More"))
    }
}
