#if os(Linux)
import AppleShim
#elseif canImport(XCTest) && !os(watchOS)
import XCTest
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import Foundation

/// Apple's accessibility audit with a baseline: each issue `performAccessibilityAudit` reports is
/// tied to the captured snapshot's element, stored with the snapshot, and compared with the
/// issues the reference had. The issue handler returns `true` (handled) for issues the reference
/// already had, so XCTest fails the test only for new ones.
@MainActor
enum AppleAuditBaseline {
    /// The audit type's name as stored (`contrast`, `hitRegion`, …): the first known type the
    /// issue's options contain.
    static func typeName(_ type: XCUIAccessibilityAuditType) -> String {
        let known: [(XCUIAccessibilityAuditType, String)] = [
            (.contrast, "contrast"), (.elementDetection, "elementDetection"), (.hitRegion, "hitRegion"),
            (.sufficientElementDescription, "sufficientElementDescription"), (.dynamicType, "dynamicType"),
            (.textClipped, "textClipped"), (.trait, "trait"), (.action, "action"), (.parentChild, "parentChild"),
        ]
        return known.first { type.contains($0.0) }?.1 ?? "other"
    }

    /// The issue as stored with `snapshot`: its type, its compact description and the path of the
    /// snapshot element it is about, found by identifier, else by frame and label, else by frame.
    static func issue(_ issue: XCUIAccessibilityAuditIssue, in snapshot: AccessibilitySnapshot) -> AppleAuditIssue {
        var path: [Int]?
        if let element = issue.element, let attributes = try? element.snapshot() {
            path = elementPath(identifier: attributes.identifier, label: attributes.label,
                               frame: Frame(x: Double(attributes.frame.origin.x), y: Double(attributes.frame.origin.y),
                                            width: Double(attributes.frame.size.width), height: Double(attributes.frame.size.height)),
                               in: snapshot)
        }
        return AppleAuditIssue(auditType: typeName(issue.auditType), message: issue.compactDescription, elementPath: path)
    }

    /// The path of the element that best matches what XCTest reports of an issue's element.
    static func elementPath(identifier: String, label: String, frame: Frame, in snapshot: AccessibilitySnapshot) -> [Int]? {
        var byFrameAndLabel: [Int]?, byFrame: [Int]?
        var stack: [([Int], AccessibilityElement)] = snapshot.elements.enumerated().reversed().map { ([$0.offset], $0.element) }
        while let (path, element) = stack.popLast() {
            if !identifier.isEmpty, element.identifier == identifier { return path }
            if close(element.frame, frame) {
                if byFrameAndLabel == nil, !label.isEmpty, element.label == label { byFrameAndLabel = path }
                if byFrame == nil { byFrame = path }
            }
            for (index, child) in element.children.enumerated().reversed() { stack.append((path + [index], child)) }
        }
        return byFrameAndLabel ?? byFrame
    }

    private static func close(_ a: Frame, _ b: Frame) -> Bool {
        abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && abs(a.width - b.width) <= 1 && abs(a.height - b.height) <= 1
    }

    /// Whether `reference` already had `issue` of `current`: the same type on the element the
    /// differ matches to it, or, for a screen-wide issue, the same type and description.
    static func isKnown(_ issue: AppleAuditIssue, current: AccessibilitySnapshot, reference: AccessibilitySnapshot?) -> Bool {
        guard let reference, let known = reference.appleAudit, !known.isEmpty else { return false }
        guard let path = issue.elementPath else {
            return known.contains { $0.elementPath == nil && $0.auditType == issue.auditType && $0.message == issue.message }
        }
        let diff = SnapshotDiff(reference: reference, current: current)
        let referencePath = diff.matchedPairs.first { $0.currentPath == path }?.referencePath
        return known.contains { $0.auditType == issue.auditType && $0.elementPath != nil && $0.elementPath == referencePath }
    }
}
#endif
