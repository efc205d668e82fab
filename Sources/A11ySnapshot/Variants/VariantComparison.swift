/// What a user of a variant loses compared with the default screen: elements that are gone,
/// text that is cut, controls that now overlap or leave the screen, and reading-order changes the
/// variant does not explain.
///
/// Elements are matched by identity, as the differ matches them, with frames ignored: frames are
/// expected to grow with the text size and to mirror in right-to-left, so a changed frame is never
/// a finding on its own.
public struct VariantComparison: Sendable {
    public let variant: AccessibilityVariant
    /// The default screen.
    public let base: AccessibilitySnapshot
    /// The same screen in the variant.
    public let screen: AccessibilitySnapshot
    /// The findings, in the variant's reading order (missing elements in the default's).
    public let findings: [VariantFinding]

    /// Two frames closer than this (in points) on the y axis start one row, as VoiceOver groups them.
    static let rowThreshold = 8.0
    /// Overlaps thinner than this (in points) are rounding, not a finding.
    static let overlapTolerance = 1.0

    public init(base: AccessibilitySnapshot, variant: AccessibilityVariant, screen: AccessibilitySnapshot) {
        self.variant = variant
        self.base = base
        self.screen = screen
        let diff = SnapshotDiff(reference: base, current: screen, options: DiffOptions(ignoredAttributes: [.frame]))
        let baseElements = FlatElement.flatten(base.elements)
        let screenElements = FlatElement.flatten(screen.elements)
        let basePosition = Dictionary(baseElements.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let screenPosition = Dictionary(screenElements.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        // (default index, variant index) of every matched element, in the variant's reading order.
        let pairs = diff.matchedPairs.compactMap { pair -> (Int, Int)? in
            guard let old = basePosition[pair.referencePath], let new = screenPosition[pair.currentPath] else { return nil }
            return (old, new)
        }.sorted { $0.1 < $1.1 }

        var findings: [VariantFinding] = []
        for change in diff.changes where change.kind == .removed {
            findings.append(VariantFinding(kind: .missing, element: change.element,
                                           message: "present on the default screen, gone at \(variant.title)"))
        }
        for (old, new) in pairs {
            findings += Self.truncation(of: baseElements[old].element, in: screenElements[new], variant: variant)
            if let offScreen = Self.offScreen(screenElements[new], base: baseElements[old], screen: screen, baseScreen: base) {
                findings.append(offScreen)
            }
        }
        findings += Self.overlaps(pairs, base: baseElements, screen: screenElements)
        findings += Self.reorderings(pairs, base: baseElements, screen: screenElements, variant: variant, viewport: base.viewport)
        self.findings = findings
    }

    /// Clipped text, or a label or value shortened to a prefix (an ellipsis at the end).
    private static func truncation(of old: AccessibilityElement, in new: FlatElement, variant: AccessibilityVariant) -> [VariantFinding] {
        if new.element.textStyle?.isClipped == true, old.textStyle?.isClipped != true {
            return [VariantFinding(kind: .truncated, element: new.reference, message: "text is cut off at \(variant.title)")]
        }
        for (name, before, after) in [("label", old.label, new.element.label), ("value", old.value ?? "", new.element.value ?? "")] {
            guard after != before, !after.isEmpty, isCut(before, to: after) else { continue }
            return [VariantFinding(kind: .truncated, element: new.reference,
                                   message: "\(name) cut at \(variant.title): \(JSONString.quoted(after)) (was \(JSONString.quoted(before)))")]
        }
        return []
    }

    /// Whether `after` is `before` cut short: a proper prefix, with or without a trailing ellipsis.
    private static func isCut(_ before: String, to after: String) -> Bool {
        var shown = Substring(after)
        while let last = shown.last, last == "…" || last == "." || last == " " { shown.removeLast() }
        return !shown.isEmpty && shown.count < before.count && before.hasPrefix(shown)
    }

    /// An element that was within the default screen's width and now crosses the left or right
    /// edge. Leaving at the bottom is scrolling, not a finding.
    private static func offScreen(_ new: FlatElement, base old: FlatElement, screen: AccessibilitySnapshot,
                                  baseScreen: AccessibilitySnapshot) -> VariantFinding? {
        func outside(_ frame: Frame, _ viewport: Frame) -> Bool {
            frame.width > 0 && (frame.x < viewport.x - overlapTolerance || frame.maxX > viewport.maxX + overlapTolerance)
        }
        guard new.element.children.isEmpty, outside(new.element.frame, screen.viewport),
              !outside(old.element.frame, baseScreen.viewport) else { return nil }
        return VariantFinding(kind: .offScreen, element: new.reference,
                              message: "now reaches past the screen's edge (\(new.element.frame) in \(screen.viewport))")
    }

    /// Pairs of controls (leaves with an action) that overlap in the variant but not by default.
    private static func overlaps(_ pairs: [(Int, Int)], base: [FlatElement], screen: [FlatElement]) -> [VariantFinding] {
        let controls = pairs.filter { screen[$0.1].isControl && screen[$0.1].element.children.isEmpty }
        var findings: [VariantFinding] = []
        for (i, first) in controls.enumerated() {
            for second in controls[(i + 1)...] {
                guard overlap(screen[first.1].element.frame, screen[second.1].element.frame),
                      !overlap(base[first.0].element.frame, base[second.0].element.frame) else { continue }
                findings.append(VariantFinding(
                    kind: .overlap, element: screen[first.1].reference,
                    message: "overlaps \(ReportPhrase.pathTag(screen[second.1].reference.path)) \(JSONString.quoted(screen[second.1].element.label))"))
            }
        }
        return findings
    }

    private static func overlap(_ a: Frame, _ b: Frame) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > overlapTolerance && min(a.maxY, b.maxY) - max(a.y, b.y) > overlapTolerance
    }

    /// Elements read in another order than the default. Right-to-left explains two orders: the
    /// default one (a layout that mirrors, read from the right, reads as before) and each row
    /// read from the other end (a layout that does not mirror, read from the right).
    private static func reorderings(_ pairs: [(Int, Int)], base: [FlatElement], screen: [FlatElement],
                                    variant: AccessibilityVariant, viewport: Frame) -> [VariantFinding] {
        let actual = pairs.map(\.0)
        var expected = actual.sorted()
        if actual == expected { return [] }
        if variant == .rightToLeft {
            let mirrored = mirroredOrder(expected, base: base, viewport: viewport)
            if actual == mirrored { return [] }
            // Report against whichever explained order is closer.
            func misplaced(_ order: [Int]) -> Int { zip(actual, order).filter { $0 != $1 }.count }
            if misplaced(mirrored) < misplaced(expected) { expected = mirrored }
        }
        let expectedRank = Dictionary(uniqueKeysWithValues: expected.enumerated().map { ($1, $0) })
        var findings: [VariantFinding] = []
        for (position, pair) in pairs.enumerated() where expectedRank[pair.0] != position {
            let before = position == 0 ? "first" : "after " + JSONString.quoted(screen[pairs[position - 1].1].element.label)
            findings.append(VariantFinding(kind: .reordered, element: screen[pair.1].reference,
                                           message: "read \(before) at \(variant.title)"
                                               + (variant == .rightToLeft ? ", which mirroring the rows does not explain" : "")))
        }
        return findings
    }

    /// `indexes` (default reading order) with the elements of each row, among siblings, read from
    /// the right of the default's frames.
    private static func mirroredOrder(_ indexes: [Int], base: [FlatElement], viewport: Frame) -> [Int] {
        var result: [Int] = []
        var start = 0
        while start < indexes.count {
            var end = start + 1
            let first = base[indexes[start]]
            while end < indexes.count, base[indexes[end]].parentPath == first.parentPath,
                  abs(base[indexes[end]].element.frame.y - first.element.frame.y) < rowThreshold {
                end += 1
            }
            result += indexes[start..<end].sorted { base[$0].element.frame.maxX > base[$1].element.frame.maxX }
            start = end
        }
        return result
    }
}

/// An element with its path, in reading order (depth-first, pre-order).
struct FlatElement {
    let path: [Int]
    let element: AccessibilityElement

    var parentPath: ArraySlice<Int> { path.dropLast() }

    var reference: ElementReference {
        ElementReference(label: element.label, identifier: element.identifier, type: element.type,
                         path: path.map(String.init).joined(separator: "."), spoken: SpokenForm.describe(element).text)
    }

    /// Something a user acts on: a control type or an interactive trait.
    var isControl: Bool {
        ElementKind(element).contains(.interactive)
    }

    static func flatten(_ elements: [AccessibilityElement]) -> [FlatElement] {
        var result: [FlatElement] = []
        var stack: [(ArraySlice<AccessibilityElement>, [Int], Int)] = [(elements[...], [], 0)]
        while case (var level, let prefix, let offset)? = stack.popLast() {
            guard let element = level.popFirst() else { continue }
            let path = prefix + [offset]
            result.append(FlatElement(path: path, element: element))
            stack.append((level, prefix, offset + 1))
            if !element.children.isEmpty { stack.append((element.children[...], path, 0)) }
        }
        return result
    }
}
