#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// The text a capture writes to `<stem>.capture.txt` when it explains its walk
/// (`A11Y_SNAPSHOT_EXPLAIN=1`, `explain: true`): every object the walk reached, one line each,
/// indented by depth, then the environment the capture ran in and the degenerate-capture check.
/// How to read it: docs/CAPTURE.md, "Reading a capture explanation".
///
/// A line is `<class> → <decision> | <facts>`, the facts separated by `; ` in this order, each
/// only when it applies:
/// `isAccessibilityElement`, the label (and the block it came from), value, traits, identifier
/// and where it came from, frame (in the captured view's coordinates) and where it came from,
/// container type, the view's state (size, hidden, alpha, clipping, window) or `not a view`,
/// `modal`, `accessibilityElementsHidden`, `shouldGroupAccessibilityChildren`, and where its
/// children came from (or how many objects below it were not read).
@MainActor
enum CaptureExplanation {
    /// The whole text: `record`'s walk, `environment`, and the check's finding.
    static func text(record: CaptureWalkRecord, environment: CaptureEnvironment, degeneracy: DegenerateCapture?) -> String {
        let elements = record.entries.filter { $0.decision == .element }.count
        var lines = [
            "A11ySnapshot capture explanation (docs/CAPTURE.md, \"Reading a capture explanation\")",
            "",
            "Walk: \(record.entries.count) objects reached, \(elements) read as elements; one line per object:",
            "<class> → <decision> | <what was read>, indented below the object that holds it",
            "",
        ]
        let origin = record.entries.first.map { ($0.node.accessibilityFrame.x, $0.node.accessibilityFrame.y) } ?? (0, 0)
        for entry in record.entries {
            lines.append(String(repeating: "  ", count: entry.depth) + line(entry, origin: origin))
        }
        lines.append("")
        lines += environment.lines
        lines.append("")
        if let degeneracy {
            lines.append("Degenerate-capture check: failed: " + (degeneracy.lines.first ?? ""))
        } else {
            lines.append("Degenerate-capture check: passed")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One object's line.
    static func line(_ entry: CaptureWalkRecord.Entry, origin: (x: Double, y: Double)) -> String {
        let node = entry.node
        let provenance = (node as? UIKitAccessibilityNode)?.provenance
        var facts = ["isAccessibilityElement \(node.isAccessibilityElement)"]
        if let label = node.accessibilityLabel {
            facts.append("label " + JSONString.quoted(label) + (provenance?.labelFromBlock == true ? " from accessibilityLabelBlock" : ""))
        } else if node.isAccessibilityElement {
            facts.append("no label")
        }
        if let value = node.accessibilityValue, !value.isEmpty { facts.append("value " + JSONString.quoted(value)) }
        let traits = AccessibilityTraits(rawValue: node.accessibilityTraitBits)
        if !traits.names.isEmpty { facts.append("traits " + traits.names.joined(separator: ", ")) }
        if let identifier = node.accessibilityIdentifier, !identifier.isEmpty {
            facts.append("identifier " + JSONString.quoted(identifier) + (provenance?.identifierFrom.map { " from " + $0.rawValue } ?? ""))
        }
        let frame = node.accessibilityFrame
        facts.append("frame " + Self.frame(frame, origin: origin) + (provenance.map { " from " + $0.frameFrom.rawValue } ?? ""))
        if let kind = node.accessibilityContainerKind { facts.append("containerType \(kind.rawValue)") }
        facts.append(viewState(node, provenance: provenance))
        if node.accessibilityViewIsModal { facts.append("accessibilityViewIsModal") }
        if node.accessibilityElementsHidden { facts.append("accessibilityElementsHidden") }
        if node.shouldGroupAccessibilityChildren { facts.append("shouldGroupAccessibilityChildren") }
        if let children = children(node, decision: entry.decision, provenance: provenance) { facts.append(children) }
        return "\(provenance?.className ?? "object") → \(entry.decision.phrase) | " + facts.joined(separator: "; ")
    }

    /// `view 393×852`, with `hidden`, `alpha 0.5`, `clips to bounds`, `in no window` where they apply.
    private static func viewState(_ node: any AccessibilityHierarchyNode, provenance: UIKitReadProvenance?) -> String {
        guard let view = node.viewState else { return "not a view" }
        var state = "view " + size(view.frameWidth, view.frameHeight)
        if view.isHidden { state += ", hidden" }
        if view.alpha != 1 { state += ", alpha " + (view.alpha.isFinite ? String(format: "%.3g", view.alpha) : String(view.alpha)) }
        if view.clipsToBounds { state += ", clips to bounds" }
        if provenance?.isInWindow == false { state += ", in no window" }
        return state
    }

    /// Where the children that were read came from, or how many were not read below an object
    /// the walk stopped at.
    private static func children(_ node: any AccessibilityHierarchyNode, decision: CaptureDecision,
                                 provenance: UIKitReadProvenance?) -> String? {
        let listed = node.accessibilityElements
        let subviews = node.subnodes.count
        switch decision {
        case .container, .group, .readThrough:
            guard let listed else { return "children from subviews (\(subviews))" }
            let source = provenance?.listedFrom?.rawValue ?? "accessibilityElements"
            return "children from \(source) (\(listed.count))" + (subviews > 0 ? ", \(count(subviews, "subview")) not read" : "")
        case .element, .zeroSize, .hiddenByModalSibling, .dropped:
            let below = listed?.count ?? subviews
            return below > 0 ? "\(count(below, "object")) below not read" : nil
        }
    }

    /// `(16, 60, 361×30)` relative to the captured view.
    private static func frame(_ rect: CaptureRect, origin: (x: Double, y: Double)) -> String {
        "(\(points(rect.x - origin.x)), \(points(rect.y - origin.y)), \(size(rect.width, rect.height)))"
    }

    /// `361×30`.
    static func size(_ width: Double, _ height: Double) -> String {
        points(width) + "×" + points(height)
    }

    /// A number of points: whole numbers without a fraction, others with up to two decimals.
    static func points(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return String(value) }
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format: "%.2f", hundredths / 100)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
#endif
