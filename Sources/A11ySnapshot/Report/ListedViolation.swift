/// A violation as every comparison report lists it: named by its element's place in the change
/// list, and marked when the change removed its element (a resolved one) or when the content's
/// scroll brought its element onto the screen (a new one).
///
/// A resolved violation was found on the reference tree, but the change list names an element
/// that is still there by its current path: after an insertion, the login button's resolved
/// `element-disabled` at reference `[4]` is listed at `[5]`, where the change list shows the button
/// enabled, not at `[4]`, where it shows the inserted row. A removed element keeps its reference
/// path, as the change list's removal does.
package struct ListedViolation: Sendable {
    /// The violation, its element's path as the change list names the element.
    package let violation: Violation
    /// Whether the change removed the violation's element (or the dump's view of it: a popover
    /// over a player hides its controls): nothing was fixed there.
    package let elementRemoved: Bool
    /// Whether the element was removed by the content's scroll (``ElementChange/byScroll``): it
    /// is off the screen, not gone.
    package let elementScrolledOut: Bool
    /// Whether a new violation's element was added by the content's scroll: it was off the
    /// screen, not absent, so the change did not bring the violation.
    package let elementScrolledIn: Bool

    /// A violation listed as it is, its element neither removed nor scrolled in: one without a diff.
    init(listing violation: Violation) {
        self.init(violation: violation, elementRemoved: false, elementScrolledOut: false)
    }

    private init(violation: Violation, elementRemoved: Bool, elementScrolledOut: Bool, elementScrolledIn: Bool = false) {
        self.violation = violation
        self.elementRemoved = elementRemoved
        self.elementScrolledOut = elementScrolledOut
        self.elementScrolledIn = elementScrolledIn
    }

    /// What reports say after the violation: ``ReportPhrase/elementScrolledOut``,
    /// ``ReportPhrase/elementRemoved``, ``ReportPhrase/elementScrolledIn``, or nothing.
    package var note: String {
        elementScrolledOut ? ReportPhrase.elementScrolledOut : elementRemoved ? ReportPhrase.elementRemoved
            : elementScrolledIn ? ReportPhrase.elementScrolledIn : ""
    }

    /// `new` (violations of `diff`'s current tree) as they are, each marked when the content's
    /// scroll added its element (``ElementChange/byScroll``); without a diff, as they are.
    package static func listing(new: [Violation], in diff: SnapshotDiff?) -> [ListedViolation] {
        guard let diff, diff.scroll != nil, !new.isEmpty else { return new.map(ListedViolation.init(listing:)) }
        var scrolledIn: Set<String> = []
        for change in diff.changes where change.kind == .added && change.byScroll { scrolledIn.insert(change.element.path) }
        return new.map { violation in
            ListedViolation(violation: violation, elementRemoved: false, elementScrolledOut: false,
                            elementScrolledIn: scrolledIn.contains(violation.element.path))
        }
    }

    /// `resolved` (violations of `diff`'s reference) placed through `diff`'s matching, in report
    /// order of the paths they are listed at; without a diff, as they are.
    package static func placing(_ resolved: [Violation], in diff: SnapshotDiff?) -> [ListedViolation] {
        guard let diff, !resolved.isEmpty else { return resolved.map(ListedViolation.init(listing:)) }
        let matching = diff.matching
        var removedPaths: [String: Bool] = [:]
        for change in diff.changes where change.kind == .removed { removedPaths[change.element.path] = change.byScroll }
        let placed = resolved.map { violation -> ListedViolation in
            guard let path = matching.currentCanonicalPath(forReferencePath: violation.element.path) else {
                let scrolled = removedPaths[violation.element.path]
                return ListedViolation(violation: violation, elementRemoved: scrolled != nil, elementScrolledOut: scrolled == true)
            }
            var listed = violation
            listed.element.path = path
            return ListedViolation(violation: listed, elementRemoved: false, elementScrolledOut: false)
        }
        return placed.sorted { Violation.inReportOrder($0.violation, $1.violation) }
    }
}
