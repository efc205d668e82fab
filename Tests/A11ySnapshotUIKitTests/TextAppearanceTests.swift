#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Text appearance in live capture: what the text rules need, read from labels, text fields,
/// text views and buttons' title labels (see `UIKitTextAppearance` and docs/CAPTURE.md).
@Suite("UIKit capture: text appearance")
@MainActor
struct TextAppearanceTests {
    typealias S = SimulatedScreen

    /// A one-line label tall enough for its font, at `y`.
    private func label(_ text: String, font: UIFont = .systemFont(ofSize: 17), y: Double = 100, width: Double = 300, height: Double? = nil) -> UILabel {
        let frame = CGRect(x: 16, y: y, width: width, height: height ?? Double(font.lineHeight))
        let label = S.accessible(UILabel(frame: frame), text, traits: .staticText)
        label.text = text
        label.font = font
        return label
    }

    private func captured(_ view: UIView, on background: UIColor? = .white) -> AccessibilityElement? {
        let screen = S.phone([view])
        screen.backgroundColor = background
        return S.capture(screen).elements.first
    }

    @Test("Point size, bold and italic come from the font")
    func sizeAndWeight() {
        #expect(captured(label("Total", font: .boldSystemFont(ofSize: 20)))?.textStyle == TextStyle(size: 20, isBold: true, numberOfLines: 1))
        #expect(captured(label("Note", font: .italicSystemFont(ofSize: 13)))?.textStyle?.isItalic == true)
    }

    @Test("A text-style font in a view that adjusts to the content size scales with that style")
    func dynamicTypeWhenAdjusting() {
        let title = label("Settings", font: .preferredFont(forTextStyle: .headline))
        title.adjustsFontForContentSizeCategory = true
        #expect(captured(title)?.textStyle?.dynamicType == .headline)
    }

    @Test("A text-style font in a view that does not adjust does not scale")
    func textStyleWithoutAdjusting() {
        #expect(captured(label("Settings", font: .preferredFont(forTextStyle: .headline)))?.textStyle?.dynamicType == nil)
    }

    @Test("A custom font in a view that adjusts (UIFontMetrics-scaled) counts as scaling with body")
    func metricsScaledFontIsBody() {
        let custom = label("Brand", font: UIFont(size: 18))
        custom.adjustsFontForContentSizeCategory = true
        #expect(captured(custom)?.textStyle?.dynamicType == .body)
    }

    @Test("A label's line limit is recorded; a text field is one line, a text view has none")
    func lineLimits() {
        let wrapping = label("Description", height: 84)
        wrapping.numberOfLines = 0
        let field = S.accessible(UITextField(frame: CGRect(x: 16, y: 200, width: 300, height: 44)), "Email")
        field.font = .systemFont(ofSize: 17)
        let notes = S.accessible(UITextView(frame: CGRect(x: 16, y: 300, width: 300, height: 200)), "Notes")
        notes.font = .systemFont(ofSize: 17)
        let elements = S.capture(S.phone([wrapping, field, notes])).elements
        #expect(elements.map(\.textStyle?.numberOfLines) == [0, 1, 0])
    }

    @Test("Line height, letter spacing and paragraph spacing come from attributed text")
    func spacingFromAttributes() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = 30
        paragraph.paragraphSpacing = 12
        let terms = label("Terms", font: .systemFont(ofSize: 16), height: 60)
        terms.attributedText = NSAttributedString(string: "Terms", attributes: [.paragraphStyle: paragraph, .kern: 0.5])
        let style = captured(terms)?.textStyle
        #expect(style?.lineHeight == 30)
        #expect(style?.letterSpacing == 0.5)
        #expect(style?.paragraphSpacing == 12)
    }

    @Test("Plain text sets no spacing")
    func noSpacingForPlainText() {
        let style = captured(label("Terms"))?.textStyle
        #expect(style?.lineHeight == nil && style?.letterSpacing == nil && style?.paragraphSpacing == nil)
    }

    @Test("Text that needs more lines than the label has is clipped; text that fits is not")
    func clipping() {
        // 17 pt glyphs are 8.5 pt wide in the shim: 40 characters need 340 pt, two lines in 300.
        let cut = label(String(repeating: "a", count: 40))
        let fits = label(String(repeating: "a", count: 20), y: 200)
        let elements = S.capture(S.phone([cut, fits])).elements
        #expect(elements.map(\.textStyle?.isClipped) == [true, false])
    }

    @Test("The text colour and the screen's background are recorded")
    func colours() {
        let grey = label("Terms apply")
        grey.textColor = UIColor(white: 0.6, alpha: 1)
        #expect(captured(grey)?.colors == ElementColors(
            foreground: RGBAColor(red: 153, green: 153, blue: 153), background: RGBAColor(red: 255, green: 255, blue: 255)))
    }

    @Test("Translucent backgrounds are composited over the first opaque one above them")
    func compositedBackground() {
        let card = S.view(0, 0, 393, 300, [label("Balance")])
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(captured(card)?.colors?.background == RGBAColor(red: 128, green: 128, blue: 128))
    }

    @Test("Without an opaque background there is no background colour")
    func noOpaqueBackground() {
        #expect(captured(label("Balance"), on: nil)?.colors?.background == nil)
        #expect(captured(label("Balance"), on: UIColor(white: 1, alpha: 0.5))?.colors?.background == nil)
    }

    @Test("A colour without sRGB components (a pattern) is not recorded")
    func patternColour() {
        let patterned = label("Promo")
        patterned.textColor = UIColor.patternForTesting()
        #expect(captured(patterned)?.colors?.foreground == nil)
    }

    @Test("A button's title label gives its text appearance, with the current title colour")
    func buttonTitle() {
        let button = S.accessible(UIButton(frame: CGRect(x: 16, y: 100, width: 200, height: 44)), "Pay", traits: .button)
        button.titleLabel?.font = .boldSystemFont(ofSize: 15)
        button.titleLabel?.textColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        let element = captured(button)
        #expect(element?.textStyle?.size == 15 && element?.textStyle?.isBold == true)
        #expect(element?.colors?.foreground == RGBAColor(red: 0, green: 122, blue: 255))
    }

    @Test("Views that are not elements, and views that show no text, record no appearance")
    func noAppearanceElsewhere() {
        let icon = S.element("Settings", 16, 100)
        #expect(captured(icon)?.textStyle == nil && captured(icon)?.colors == nil)
    }

    @Test("a11ysnap check on a captured screen with grey 11 pt fixed text reports contrast and Dynamic Type instead of not run")
    func checkReportsTextRules() throws {
        let fine = label("Terms and conditions apply", font: .systemFont(ofSize: 11), width: 361)
        fine.textColor = UIColor(white: 0.6, alpha: 1)
        let screen = S.phone([fine])
        screen.backgroundColor = .white
        let captured = S.capture(screen)
        // As `a11ysnap check` reads it: the snapshot file, then the rule engine.
        let reread = try AccessibilitySnapshot(json: Array(captured.canonicalJSONString.utf8))
        let report = try RuleEngine().check(reread)
        let fired = Set(report.violations.map(\.ruleID))
        #expect(fired.isSuperset(of: ["text-contrast", "dynamic-type-unsupported"]))
        #expect(report.notRun["text-contrast"] == nil && report.notRun["dynamic-type-unsupported"] == nil)
    }
}
#endif
