#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// The standard UIKit controls a screen visibly shows where VoiceOver would reach them: the
/// evidence that a capture without labels or traits comes from a broken environment (UIKit
/// labels its controls, and gives them their traits, only while accessibility automation is on)
/// rather than from a screen that has none.
///
/// Views are visited from the captured view through `subviews`, skipping what VoiceOver cannot
/// reach: hidden, transparent (alpha below 0.01) and `accessibilityElementsHidden` subtrees, and
/// whatever is below an accessibility element. A control counts when it has a size and shows
/// something: a label its text, a button its title (for labels) or anything (for traits), a text
/// field or text view its text.
@MainActor
struct StandardControlSurvey {
    /// One control found.
    struct Control: Hashable {
        /// The UIKit class it is (`UIButton` for a `UIButton` subclass).
        var kind: String
        /// What it shows, when that is text.
        var text: String?
        /// UIKit labels it (with automation on): a label with text, a button with a title.
        var expectsLabel: Bool
        /// UIKit gives it traits (with automation on): static text, button, adjustable, ….
        var expectsTraits: Bool

        /// `UIButton "Log in"`, or `UISwitch`.
        var description: String {
            guard let text else { return kind }
            return kind + " " + JSONString.quoted(text.count > 40 ? String(text.prefix(39)) + "…" : text)
        }
    }

    private(set) var controls: [Control] = []

    init(of root: UIView) {
        var pending = [root]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { continue }
            if let control = Self.control(view) {
                if !CaptureSituation.isEmpty(view.frame.size) { controls.append(control) }
                continue
            }
            if view.isAccessibilityElement { continue }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The controls UIKit would label.
    var labelled: [Control] { controls.filter(\.expectsLabel) }
    /// The controls UIKit would give traits.
    var traited: [Control] { controls.filter(\.expectsTraits) }

    /// `view` as a standard control, or `nil` when it is none or shows nothing.
    private static func control(_ view: UIView) -> Control? {
        switch view {
        case let label as UILabel:
            guard let text = nonEmpty(label.text ?? label.attributedText?.string) else { return nil }
            return Control(kind: "UILabel", text: text, expectsLabel: true, expectsTraits: true)
        case let button as UIButton:
            let title = nonEmpty(button.currentTitle)
            return Control(kind: "UIButton", text: title, expectsLabel: title != nil, expectsTraits: true)
        case is UISwitch: return Control(kind: "UISwitch", expectsLabel: false, expectsTraits: true)
        case is UISlider: return Control(kind: "UISlider", expectsLabel: false, expectsTraits: true)
        case is UIStepper: return Control(kind: "UIStepper", expectsLabel: false, expectsTraits: true)
        case is UISegmentedControl: return Control(kind: "UISegmentedControl", expectsLabel: false, expectsTraits: true)
        case let field as UITextField:
            guard let text = nonEmpty(field.text) ?? nonEmpty(field.placeholder) else { return nil }
            return Control(kind: "UITextField", text: text, expectsLabel: false, expectsTraits: false)
        case let textView as UITextView:
            guard let text = nonEmpty(textView.text) else { return nil }
            return Control(kind: "UITextView", text: text, expectsLabel: false, expectsTraits: false)
        default:
            return nil
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
#endif
