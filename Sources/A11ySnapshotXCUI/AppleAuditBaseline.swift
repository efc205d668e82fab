#if os(Linux)
import AppleShim
#elseif canImport(XCTest) && !os(watchOS)
import XCTest
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

/// Apple's accessibility audit with a baseline: each issue `performAccessibilityAudit` reports is
/// tied to the captured snapshot's element, stored with the snapshot, and compared with the
/// issues the reference had. The issue handler returns `true` (handled) for issues the reference
/// already had, so XCTest fails the test only for new ones.
///
/// The audit's types are `API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0))`
/// (XCUIAccessibilityAuditTypes.h, XCUIAccessibilityAuditIssue.h), above the package's floors.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@MainActor
enum AppleAuditBaseline {
    /// `app` captured and audited for `auditTypes`, each issue stored in the snapshot: in reading
    /// order (screen-wide issues first), then by type and text, so every run writes the same file.
    /// The issue handler answers from the reference `upcomingReference` reads once the capture is
    /// made. A failing capture throws its error; a failing audit a ``CaptureStepError``.
    static func auditedSnapshot(
        of app: XCUIApplication, for auditTypes: XCUIAccessibilityAuditType, options: ImportOptions,
        reference upcomingReference: () -> AccessibilitySnapshot?
    ) throws -> AccessibilitySnapshot {
        var snapshot = try XCUIAccessibilityCapture.snapshot(of: app, options: options)
        let reference = upcomingReference()
        var issues: [AppleAuditIssue] = []
        let captured = snapshot
        do {
            try app.performAccessibilityAudit(for: auditTypes) { issue in
                let stored = AppleAuditBaseline.issue(issue, in: captured)
                issues.append(stored)
                return AppleAuditBaseline.isKnown(stored, current: captured, reference: reference)
            }
        } catch {
            throw CaptureStepError("could not run Apple's accessibility audit", error)
        }
        snapshot.appleAudit = issues.sorted {
            let (a, b) = ($0.elementPath ?? [], $1.elementPath ?? [])
            if a != b { return $0.elementPath == nil || (a.lexicographicallyPrecedes(b) && $1.elementPath != nil) }
            return ($0.auditType, $0.message) < ($1.auditType, $1.message)
        }
        return snapshot
    }

    /// The audit type's name as stored (`contrast`, `hitRegion`, …): the first type of
    /// ``namedTypes`` the issue's options contain, else `other`.
    static func typeName(_ type: XCUIAccessibilityAuditType) -> String {
        namedTypes.first { type.contains($0.0) }?.1 ?? "other"
    }

    /// The audit types XCUIAccessibilityAuditTypes.h declares on this platform, with their
    /// stored names: four on every platform; three more under `TARGET_OS_IOS || TARGET_OS_TV ||
    /// TARGET_OS_WATCH || TARGET_OS_SIMULATOR`; two more otherwise, under `TARGET_OS_OSX ||
    /// TARGET_OS_MACCATALYST` (an `#elif`, so on macOS only: Mac Catalyst is also
    /// `TARGET_OS_IOS`). Linux's shim declares all nine, so its tests read both groups.
    static var namedTypes: [(XCUIAccessibilityAuditType, String)] {
        var types: [(XCUIAccessibilityAuditType, String)] = [
            (.contrast, "contrast"), (.elementDetection, "elementDetection"), (.hitRegion, "hitRegion"),
            (.sufficientElementDescription, "sufficientElementDescription"),
        ]
        #if os(iOS) || os(tvOS) || os(watchOS) || targetEnvironment(simulator) || os(Linux)
        types += [(.dynamicType, "dynamicType"), (.textClipped, "textClipped"), (.trait, "trait")]
        #endif
        #if os(macOS) || os(Linux)
        types += [(.action, "action"), (.parentChild, "parentChild")]
        #endif
        return types
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
        // Indexes walked backwards, not `enumerated().reversed()`: its type changes with the
        // deployment target (an Array below 26, a ReversedCollection from 26, which
        // scripts/darwin_typecheck/test_probes.py shows the Swift 6.3 compiler choosing).
        var stack: [([Int], AccessibilityElement)] = snapshot.elements.indices.reversed().map { ([$0], snapshot.elements[$0]) }
        while let (path, element) = stack.popLast() {
            if !identifier.isEmpty, element.identifier == identifier { return path }
            if close(element.frame, frame) {
                if byFrameAndLabel == nil, !label.isEmpty, element.label == label { byFrameAndLabel = path }
                if byFrame == nil { byFrame = path }
            }
            for index in element.children.indices.reversed() { stack.append((path + [index], element.children[index])) }
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
