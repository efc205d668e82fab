/// The order reports list violations in: by element path (numerically, `2` before `10`), then
/// rule id, severity and message, whatever order the rules engine found them in.
extension Violation {
    /// Report order: by element path (numerically, `2` before `10`), then rule, severity and message.
    static func inReportOrder(_ lhs: Self, _ rhs: Self) -> Bool {
        let left = pathComponents(lhs.element.path), right = pathComponents(rhs.element.path)
        if left != right { return left.lexicographicallyPrecedes(right) }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID.utf8.lexicographicallyPrecedes(rhs.ruleID.utf8) }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
    }

    /// `violations` in report order, moved (not copied) into it.
    static func sortedInReportOrder(_ violations: consuming [Violation]) -> [Violation] {
        let order = reportOrder(of: violations)
        return moving(violations, into: order)
    }

    /// The indexes of `violations` in report order: `violations[order[0]]` is first. A list
    /// grouped by element in path order, as the rules engine returns it, only has its runs on one
    /// element ordered; otherwise each path is parsed once (not once per comparison) for a full sort.
    package static func reportOrder(of violations: [Violation]) -> [Int] {
        var order = Array(violations.indices)
        guard violations.count > 1 else { return order }
        if isGroupedInPathOrder(violations) {
            orderWithinElements(violations, &order)
            return order
        }
        let paths = violations.map { pathComponents($0.element.path) }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if paths[a] != paths[b] { return paths[a].lexicographicallyPrecedes(paths[b]) }
            let lhs = violations[a], rhs = violations[b]
            if lhs.ruleID != rhs.ruleID { return lhs.ruleID.utf8.lexicographicallyPrecedes(rhs.ruleID.utf8) }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
        }
        if (1..<violations.count).allSatisfy({ !precedes($0, $0 - 1) }) { return order }
        order.sort(by: precedes)
        return order
    }

    /// `violations` rearranged so that `order[i]` comes `i`th, each moved, not copied (the
    /// standard ways copy, and retain, every violation they move).
    static func moving(_ violations: consuming [Violation], into order: [Int]) -> [Violation] {
        if order.indices.allSatisfy({ order[$0] == $0 }) { return violations }
        var source = violations, result: [Violation] = []
        result.reserveCapacity(order.count)
        moveOut(&source, in: order) { _, violation in result.append(violation) }
        return result
    }

    /// Moves every violation out of `violations`, in `order` (each index once), handing each to
    /// `body` with its index; `violations` keeps its count, every slot ``vacant``.
    static func moveOut(_ violations: inout [Violation], in order: [Int], _ body: (Int, consuming Violation) -> Void) {
        violations.withUnsafeMutableBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for index in order { body(index, (base + index).move()) }
            // Every slot was moved out: give each a value for the array to release.
            base.initialize(repeating: .vacant, count: source.count)
        }
    }

    /// A violation with nothing to release, for slots whose violation was moved out.
    static let vacant = Violation(ruleID: "", severity: .info, message: "", element: ElementReference(label: "", path: ""))

    /// Whether every path is canonical (digits between single dots) and the violations are
    /// grouped by element in path order, as the rules engine lists them.
    private static func isGroupedInPathOrder(_ violations: [Violation]) -> Bool {
        for index in violations.indices.dropFirst() {
            let (previous, next) = (violations[index - 1].element.path, violations[index].element.path)
            if previous == next { continue }
            guard let order = comparePaths(previous, next), order < 0 else { return false }
        }
        return true
    }

    /// Orders each run of `order` on one path (stably) by rule, severity and message: report
    /// order for a list grouped by element in path order.
    private static func orderWithinElements(_ violations: [Violation], _ order: inout [Int]) {
        // In the array's storage, by index: the comparisons read fields in place.
        violations.withUnsafeBufferPointer { base in
            func precedesOnSameElement(_ lhs: Int, _ rhs: Int) -> Bool {
                if base[lhs].ruleID != base[rhs].ruleID { return bytesPrecede(base[lhs].ruleID, base[rhs].ruleID) }
                if base[lhs].severity != base[rhs].severity { return base[lhs].severity < base[rhs].severity }
                return bytesPrecede(base[lhs].message, base[rhs].message)
            }
            var runStart = 0
            for index in 1...base.count {
                if index < base.count && base[index].element.path == base[index - 1].element.path { continue }
                let run = runStart..<index
                runStart = index
                guard run.count > 1 else { continue }
                // An insertion sort: stable, and for an element's handful of violations (most are
                // already in order) cheaper than the standard sort's set-up.
                for position in run.dropFirst() {
                    let moving = order[position]
                    var slot = position
                    while slot > run.lowerBound && precedesOnSameElement(moving, order[slot - 1]) {
                        order[slot] = order[slot - 1]
                        slot -= 1
                    }
                    order[slot] = moving
                }
            }
        }
    }

    /// `first.utf8.lexicographicallyPrecedes(second.utf8)`, comparing the bytes in place.
    private static func bytesPrecede(_ first: String, _ second: String) -> Bool {
        var (first, second) = (first, second)
        return first.withUTF8 { a in
            second.withUTF8 { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] { return a[index] < b[index] }
                return a.count < b.count
            }
        }
    }

    /// -1, 0 or 1 as the numeric components of two canonical index paths compare (a path before
    /// its extensions), read without allocating; `nil` when either path is not digits between
    /// single dots (or has a component of more than 18 digits).
    private static func comparePaths(_ first: String, _ second: String) -> Int? {
        var (first, second) = (first, second)
        return first.withUTF8 { a in
            second.withUTF8 { b -> Int? in
                var (i, j) = (0, 0)
                /// The component starting at `index`, and the index after it (and after its dot).
                func component(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Int? {
                    var value = 0, digits = 0
                    while index < bytes.count, bytes[index] != UInt8(ascii: ".") {
                        let digit = bytes[index] &- UInt8(ascii: "0")
                        guard digit < 10, digits < 18 else { return nil }
                        value = value * 10 + Int(digit)
                        digits += 1
                        index += 1
                    }
                    guard digits > 0 else { return nil }
                    if index < bytes.count {
                        index += 1
                        guard index < bytes.count else { return nil }  // a trailing dot
                    }
                    return value
                }
                while true {
                    switch (i < a.count, j < b.count) {
                    case (false, false): return 0
                    case (false, true): return component(b, &j) == nil ? nil : -1
                    case (true, false): return component(a, &i) == nil ? nil : 1
                    case (true, true):
                        guard let left = component(a, &i), let right = component(b, &j) else { return nil }
                        if left != right { return left < right ? -1 : 1 }
                    }
                }
            }
        }
    }

    private static func pathComponents(_ path: String) -> [Int] {
        path.split(separator: ".").map { Int($0) ?? Int.max }
    }
}
