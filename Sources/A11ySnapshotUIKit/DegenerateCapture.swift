#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// A live capture that looks like that of a broken environment rather than of the screen: if it
/// became the reference, every later run would pass while checking nothing. The assertions fail
/// with its message (cause and fix) and record nothing, unless `allowEmpty` is set for a screen
/// that is meant to look like this (docs/CAPTURE.md, "Captures that record nothing").
///
/// Checked in this order; the first signature that applies is reported:
/// 1. the view is in no window when it is read;
/// 2. the view has no area;
/// 3. its window has no area;
/// 4. no element at all (a SwiftUI host: none on the first pass, nor after a second layout pass);
/// 5. the view visibly shows standard controls UIKit labels, and no element has a label;
/// 6. it shows standard controls UIKit gives traits, and no element has a trait.
@MainActor
struct DegenerateCapture {
    enum Signature: Hashable, Sendable {
        case notInWindow
        case windowWithoutArea(width: Double, height: Double)
        case viewWithoutArea(width: Double, height: Double)
        case swiftUIHostWithoutElements
        case noElements(controls: [String])
        case noLabels(controls: [String])
        case noTraits(controls: [String])
    }

    var signature: Signature
    /// What the automation switch reported when the capture ran.
    var automation: AccessibilityAutomation.State
    /// A SwiftUI host's passes, mentioned in every message about one.
    var swiftUI: SwiftUIPasses?

    /// The signature of a broken environment in this capture, if any.
    static func find(in snapshot: AccessibilitySnapshot, of view: UIView, situation: CaptureSituation) -> DegenerateCapture? {
        func found(_ signature: Signature) -> DegenerateCapture {
            DegenerateCapture(signature: signature, automation: AccessibilityAutomation.state, swiftUI: situation.swiftUI)
        }
        guard let window = situation.windowSize else { return found(.notInWindow) }
        if CaptureSituation.isEmpty(situation.rootSize) {
            return found(.viewWithoutArea(width: Double(situation.rootSize.width), height: Double(situation.rootSize.height)))
        }
        if CaptureSituation.isEmpty(window) { return found(.windowWithoutArea(width: Double(window.width), height: Double(window.height))) }
        let elements = Self.allElements(of: snapshot)
        if elements.isEmpty {
            if situation.swiftUI != nil { return found(.swiftUIHostWithoutElements) }
            return found(.noElements(controls: StandardControlSurvey(of: view).controls.map(\.description)))
        }
        let hasLabel = elements.contains { !$0.label.isEmpty }
        let hasTrait = elements.contains { !$0.traits.isEmpty }
        if hasLabel && hasTrait { return nil }
        let survey = StandardControlSurvey(of: view)
        if !hasLabel, !survey.labelled.isEmpty { return found(.noLabels(controls: survey.labelled.map(\.description))) }
        if !hasTrait, !survey.traited.isEmpty { return found(.noTraits(controls: survey.traited.map(\.description))) }
        return nil
    }

    /// The message: what is wrong first, then the likely cause and the fix, one line each.
    var lines: [String] {
        var lines: [String]
        switch signature {
        case .notInWindow:
            lines = [
                "the captured view was in no window when it was read, so UIKit cannot place its elements on screen and SwiftUI builds none.",
                "Likely cause: the view leaves the window the capture put it in (it removes itself, or its controller replaces it, during layout).",
                "Fix: capture a view that stays in its window, or the view controller that owns it with assertAccessibilitySnapshot(of:size:).",
            ]
        case let .windowWithoutArea(width, height):
            lines = [
                "the window the view was read in is \(Self.size(width, height)), so no element has a place on screen.",
                "Fix: capture the view controller at a real size, assertAccessibilitySnapshot(of: controller, as: .viewController(size: CGSize(width: 393, height: 852))), or give the view its size before the assertion.",
            ]
        case let .viewWithoutArea(width, height):
            lines = [
                "the captured view is \(Self.size(width, height)), so nothing it holds is on screen for VoiceOver.",
                "Likely cause: a view made without a frame (Auto Layout sizes it only inside a superview with constraints).",
                "Fix: give it a frame, UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)), or capture its view controller at a non-zero size with assertAccessibilitySnapshot(of:size:).",
            ]
        case .swiftUIHostWithoutElements:
            lines = [
                "the SwiftUI view exposed no accessibility elements: \(swiftUI?.summary ?? "").",
                "Likely cause: SwiftUI builds its elements only while an assistive technology or accessibility automation is on, and \(automationReport)",
                "Or the content appears only later (onAppear, a task, data loaded asynchronously): assert once it is there.",
                automationFix,
            ]
        case .noElements(let controls) where !controls.isEmpty:
            lines = [
                "the capture holds no accessibility elements, though the view shows standard controls: \(Self.listed(controls)).",
                "Likely cause: UIKit makes its controls accessibility elements only while accessibility automation is on, and \(automationReport)",
                automationFix,
            ]
        case .noElements:
            lines = [
                "the capture holds no accessibility elements: the reference would check nothing.",
                "Likely cause: the screen is not filled in yet (content added later, data loaded asynchronously), everything on it is hidden (isHidden, alpha, accessibilityElementsHidden, a modal sibling), or its views are neither accessibility elements nor list any.",
                "Fix: assert once the content is there, or make its views accessibility elements (isAccessibilityElement, accessibilityLabel).",
            ]
        case .noLabels(let controls):
            lines = [
                "no captured element has a label, though the view shows standard controls with text: \(Self.listed(controls)).",
                "Likely cause: UIKit labels its controls only while accessibility automation is on, and \(automationReport)",
                automationFix,
            ]
        case .noTraits(let controls):
            lines = [
                "no captured element has a trait, though the view shows standard controls that have traits: \(Self.listed(controls)).",
                "Likely cause: UIKit gives its controls their traits (button, static text, adjustable) only while accessibility automation is on, and \(automationReport)",
                automationFix,
            ]
        }
        if let swiftUI, signature != .swiftUIHostWithoutElements {
            lines.insert("SwiftUI: \(swiftUI.summary).", at: 1)
        }
        return lines
    }

    /// What the switch reported, finishing a "Likely cause" sentence.
    private var automationReport: String {
        switch automation {
        case .enabled: "the automation switch reported it on (AccessibilityAutomation.state is .enabled): so the process is not the app UIKit expects, or something switched it off again."
        case .unavailable(let reason): "the automation switch could not switch it on: \(reason)."
        case .turnedOff: "switching automation on was turned off (\(AccessibilityAutomation.environmentVariable)=off, or AccessibilityAutomation.isSwitchingOn = false)."
        case .notAttempted: "the automation switch was never tried."
        }
    }

    /// The fix for what the switch reported.
    private var automationFix: String {
        switch automation {
        case .enabled:
            "Fix: run the test in a test target with a host application, and do not switch accessibility off in the app (docs/CAPTURE.md, \"Host application required\")."
        case .unavailable:
            "Fix: run on an iOS simulator or device (libAccessibility is there), or capture from a UI test (A11ySnapshotXCUI), where automation is always on."
        case .turnedOff:
            "Fix: remove \(AccessibilityAutomation.environmentVariable)=off (or isSwitchingOn = false), or switch accessibility on in the host app before the test."
        case .notAttempted:
            "Fix: capture through AccessibilityCapture or the assertions, which switch automation on first."
        }
    }

    /// `0×852 points`.
    private static func size(_ width: Double, _ height: Double) -> String {
        CaptureExplanation.size(width, height) + " points"
    }

    /// Up to three controls, then how many more.
    private static func listed(_ controls: [String]) -> String {
        let shown = controls.prefix(3).joined(separator: ", ")
        return controls.count > 3 ? shown + " and \(controls.count - 3) more" : shown
    }

    /// Every element of `snapshot`, containers' children included.
    private static func allElements(of snapshot: AccessibilitySnapshot) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var pending = snapshot.elements
        while let element = pending.popLast() {
            result.append(element)
            pending += element.children
        }
        return result
    }
}
#endif
