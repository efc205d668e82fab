#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot

/// Shows a view as a variant for the length of a capture, through UIKit's own mechanisms, and
/// puts it back as it was:
/// - text size and Bold Text through the view's trait overrides (iOS 17 `traitOverrides`:
///   `preferredContentSizeCategory`, `legibilityWeight`), which views that adjust their fonts
///   for the content size category follow;
/// - right-to-left through the trait overrides' `layoutDirection` and, for every view of the
///   subtree that does not force a direction, `semanticContentAttribute = .forceRightToLeft`, so
///   leading and trailing constraints and stack views mirror; the capture then reads rows right
///   to left, as VoiceOver does in a right-to-left language.
///
/// Each override is restored exactly: a trait the view overrode before gets its value back, one
/// it did not is removed (UIKit's `UITraitOverrides` is a view onto the live overrides, so a copy
/// cannot be assigned back). Before iOS 17 only right-to-left can be applied; text size and Bold
/// Text report ``Unavailable``.
@MainActor
enum UIKitVariantOverride {
    /// A variant this OS cannot apply to a view.
    struct Unavailable: Error, CustomStringConvertible {
        var variant: AccessibilityVariant
        var description: String { "\(variant.title) needs iOS 17 or later (UIView.traitOverrides)" }
    }

    /// Runs `body` with `view` shown as `variant`, laid out again, then restores it.
    static func applying<R>(_ variant: AccessibilityVariant, to view: UIView, _ body: () -> R) throws(Unavailable) -> R {
        var restore: [() -> Void] = []
        if #available(iOS 17.0, tvOS 17.0, *) {
            restore.append(overrideTraits(variant, of: view))
        } else if variant != .rightToLeft {
            throw Unavailable(variant: variant)
        }
        if variant == .rightToLeft { restore.append(forceRightToLeft(below: view)) }
        CaptureHost.relayout(view)
        defer {
            for undo in restore.reversed() { undo() }
            CaptureHost.relayout(view)
        }
        return body()
    }

    @available(iOS 17.0, tvOS 17.0, *)
    private static func overrideTraits(_ variant: AccessibilityVariant, of view: UIView) -> () -> Void {
        switch variant {
        case .contentSize(let category):
            let had = view.traitOverrides.contains(UITraitPreferredContentSizeCategory.self)
            let old = view.traitOverrides.preferredContentSizeCategory
            view.traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(category)
            return {
                if had { view.traitOverrides.preferredContentSizeCategory = old } else { view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self) }
            }
        case .boldText:
            let had = view.traitOverrides.contains(UITraitLegibilityWeight.self)
            let old = view.traitOverrides.legibilityWeight
            view.traitOverrides.legibilityWeight = .bold
            return {
                if had { view.traitOverrides.legibilityWeight = old } else { view.traitOverrides.remove(UITraitLegibilityWeight.self) }
            }
        case .rightToLeft:
            let had = view.traitOverrides.contains(UITraitLayoutDirection.self)
            let old = view.traitOverrides.layoutDirection
            view.traitOverrides.layoutDirection = .rightToLeft
            return {
                if had { view.traitOverrides.layoutDirection = old } else { view.traitOverrides.remove(UITraitLayoutDirection.self) }
            }
        }
    }

    /// Forces right-to-left on every view of the subtree that does not force a direction itself.
    private static func forceRightToLeft(below root: UIView) -> () -> Void {
        var changed: [UIView] = []
        var pending = [root]
        while let view = pending.popLast() {
            if view.semanticContentAttribute == .unspecified {
                view.semanticContentAttribute = .forceRightToLeft
                changed.append(view)
            }
            pending.append(contentsOf: view.subviews)
        }
        return { for view in changed { view.semanticContentAttribute = .unspecified } }
    }
}

extension UIContentSizeCategory {
    /// UIKit's category for the model's.
    init(_ category: ContentSizeCategory) {
        self = switch category {
        case .extraSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .extraLarge
        case .extraExtraLarge: .extraExtraLarge
        case .extraExtraExtraLarge: .extraExtraExtraLarge
        case .accessibilityMedium: .accessibilityMedium
        case .accessibilityLarge: .accessibilityLarge
        case .accessibilityExtraLarge: .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
        }
    }
}
#endif
