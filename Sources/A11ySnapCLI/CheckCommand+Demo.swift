import A11ySnapshot
import ExampleScreens

extension CheckCommand {
    /// `check --demo`: the demo's current screens checked against its references, as `--baseline`
    /// would pair them, and the sign-in screen's variants (each its own baseline), so every part
    /// of the audit has something to show.
    static func demoSnapshots(engine: RuleEngine) -> [CheckedSnapshot] {
        let pairs = DemoScreens.pairs.map { (path: $0.path, reference: $0.before, current: $0.after) }
        let variants = DemoScreens.variants.filter { VariantReport.variant(named: $0.path) != nil }
            .map { (path: $0.path, reference: $0.screen, current: $0.screen) }
        return (pairs + variants).map { screen in
            let diff = SnapshotDiff(reference: screen.reference, current: screen.current)
            let comparison = ViolationComparison(reference: screen.reference, current: screen.current, engine: engine, diff: diff)
            return CheckedSnapshot(path: screen.path, snapshot: screen.current, report: comparison.current,
                                   baselinePath: screen.path, comparison: comparison, diff: diff)
        }
    }
}
