#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// What a capture depended on besides the view: the last section of a capture explanation.
@MainActor
struct CaptureEnvironment {
    var automation: AccessibilityAutomation.State
    var hasHostApplication: Bool
    var situation: CaptureSituation
    /// `phone`, `pad`, ….
    var idiom: String
    var sameRowThreshold: Double
    /// `UIContentSizeCategory`'s raw value, as the captured view's traits have it.
    var contentSizeCategory: String
    var applicationDirection: AccessibilityHierarchyWalker.LayoutDirection
    var readingDirection: AccessibilityHierarchyWalker.LayoutDirection
    /// `iOS 18.5`.
    var operatingSystem: String
    var variant: AccessibilityVariant?

    /// The environment of a capture of `view`, read now.
    init(of view: UIView, situation: CaptureSituation, variant: AccessibilityVariant?) {
        automation = AccessibilityAutomation.state
        let application = HostingWindow.sharedApplication
        hasHostApplication = application != nil
        self.situation = situation
        let idioms = [0: "phone", 1: "pad", 2: "tv", 3: "carPlay", 5: "mac", 6: "vision"]
        idiom = idioms[UIDevice.current.userInterfaceIdiom.rawValue] ?? "unspecified"
        sameRowThreshold = AccessibilityCapture.sameRowThreshold
        contentSizeCategory = view.traitCollection.preferredContentSizeCategory.rawValue
        applicationDirection = AccessibilityCapture.layoutDirection
        readingDirection = variant == .rightToLeft ? .rightToLeft : applicationDirection
        operatingSystem = UIDevice.current.systemName + " " + UIDevice.current.systemVersion
        self.variant = variant
    }

    /// The section's lines.
    var lines: [String] {
        var lines = ["Environment:"]
        lines.append("  accessibility automation: " + Self.describe(automation))
        lines.append("  host application: " + (hasHostApplication ? "yes" : "none (UIApplication.shared does not exist)"))
        if let size = situation.windowSize {
            let origin = situation.hostedTemporarily ? "made for this capture" : "the app's own"
            lines.append("  window: \(CaptureExplanation.size(Double(size.width), Double(size.height))), \(origin), "
                + (situation.windowIsKey ? "the key window" : "not the key window"))
        } else {
            lines.append("  window: none (the view was in no window when it was read)")
        }
        lines.append("  idiom: \(idiom) (elements whose tops are less than \(CaptureExplanation.points(sameRowThreshold)) points apart are one row)")
        lines.append("  content size category: \(contentSizeCategory)")
        lines.append("  layout direction: the application's is \(Self.describe(applicationDirection)); rows are read \(Self.describe(readingDirection))")
        lines.append("  OS: \(operatingSystem)")
        lines.append("  variant: \(variant?.title ?? "none (the default screen)")")
        if let swiftUI = situation.swiftUI { lines.append("  SwiftUI: \(swiftUI.summary)") }
        return lines
    }

    private static func describe(_ state: AccessibilityAutomation.State) -> String {
        switch state {
        case .enabled: "on (the switch reported .enabled: switched on, or already on)"
        case .unavailable(let reason): "off: the switch could not switch it on (\(reason))"
        case .turnedOff: "not switched (the switch reported .turnedOff: \(AccessibilityAutomation.environmentVariable)=off or isSwitchingOn = false)"
        case .notAttempted: "not tried"
        }
    }

    private static func describe(_ direction: AccessibilityHierarchyWalker.LayoutDirection) -> String {
        direction == .leftToRight ? "left to right" : "right to left"
    }
}
#endif
