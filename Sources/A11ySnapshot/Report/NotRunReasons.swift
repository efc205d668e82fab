/// The rules that did not run because a snapshot's source cannot state what they look for
/// (``RuleReport/notStated``), grouped by reason, so a report says each reason once, naming its
/// rules, however many snapshots it applies to: `the source cannot state traits:
/// button-missing-trait, image-missing-trait`.
package struct NotRunReasons: Sendable {
    /// One reason and the rules it kept from running.
    package struct Group: Hashable, Sendable {
        /// `the source cannot state headers` (``StatedData/missingReason``).
        package let reason: String
        /// The rules, in catalogue order.
        package let ruleIDs: [String]
        /// How many of the snapshots had this reason for at least one of the rules.
        package let snapshots: Int
    }

    /// The groups, in the catalogue order of their first rule.
    package let groups: [Group]

    /// The reasons of every snapshot's rules not run (one map per snapshot, rule id → the data
    /// its source lacks).
    package init(_ notStated: [[String: StatedData]]) {
        var rules: [String: [String]] = [:]
        var snapshots: [String: Int] = [:]
        var order: [String] = []
        for rule in RuleEngine.catalogue {
            for map in notStated {
                guard let reason = map[rule.id]?.missingReason else { continue }
                if rules[reason] == nil { order.append(reason) }
                if rules[reason]?.last != rule.id { rules[reason, default: []].append(rule.id) }
            }
        }
        for map in notStated {
            for reason in Set(map.values.map(\.missingReason)) { snapshots[reason, default: 0] += 1 }
        }
        groups = order.map { Group(reason: $0, ruleIDs: rules[$0] ?? [], snapshots: snapshots[$0] ?? 0) }
    }

    /// The reasons of the comparisons' rules not run, in either snapshot of each.
    package init(_ comparisons: [SnapshotComparison]) {
        self.init(comparisons.map(\.violations.notStated))
    }

    /// No rule was kept from running.
    package var isEmpty: Bool { groups.isEmpty }
}
