extension RuleReport {
    /// The report with the Apple audit issues stored in `snapshot` added as error violations
    /// (`apple-audit-…`), each placed with its element's violations in reading order (screen-wide
    /// ones first), so they are compared, classified and reported like every rule's.
    package func addingAppleAudit(of snapshot: AccessibilitySnapshot) -> RuleReport {
        guard let issues = snapshot.appleAudit, !issues.isEmpty else { return self }
        var report = self
        for issue in issues {
            let element = issue.elementPath.flatMap { path -> ElementReference? in
                guard let found = snapshot.element(atPath: path) else { return nil }
                return ElementReference(label: found.label, identifier: found.identifier, type: found.type,
                                        path: path.map(String.init).joined(separator: "."), spoken: SpokenForm.describe(found).text)
            } ?? ElementReference(label: "", path: "")
            let violation = Violation(ruleID: issue.ruleID, severity: .error, message: issue.message, element: element, wcag: issue.wcag)
            let key = Self.pathKey(element.path)
            let index = report.violations.firstIndex { Self.pathKey($0.element.path).lexicographicallyPrecedes(key) == false && Self.pathKey($0.element.path) != key }
            report.violations.insert(violation, at: index ?? report.violations.count)
        }
        return report
    }

    /// A path's components, with the screen (`""`) before every element.
    private static func pathKey(_ path: String) -> [Int] {
        path.isEmpty ? [-1] : path.split(separator: ".").map { Int($0) ?? 0 }
    }
}

extension AccessibilitySnapshot {
    /// The element at `path` (0-based child indexes from the top level), if there is one.
    package func element(atPath path: [Int]) -> AccessibilityElement? {
        guard let first = path.first, elements.indices.contains(first) else { return nil }
        var element = elements[first]
        for index in path.dropFirst() {
            guard element.children.indices.contains(index) else { return nil }
            element = element.children[index]
        }
        return element
    }
}
