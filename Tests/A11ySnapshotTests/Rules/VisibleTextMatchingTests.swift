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

    @Test("a text that is only punctuation says nothing a label could miss")
    func punctuationIsSaid() {
        #expect(VisibleText.isSaid("…", by: "More"))
    }
}
