/// Each rule's measured precision on the real-dump corpus: how many of the violations it
/// reports on the public dumps in `../shared/real-trees` a person judged real. The judgements
/// are data in the test target (`Tests/A11ySnapshotTests/Rules/Precision/`), and
/// `PrecisionCorpusTests` fails when these numbers stop matching a fresh run, when a rule that
/// runs by default falls below 90 %, or when a finding judged real disappears. Opt-in rules are
/// measured but not held to the floor: they are opt-in because a dump cannot judge them
/// (`element-offscreen` cannot tell content scrolled out of view from content left exposed).
/// `docs/RULES.md` prints them.
package enum RulePrecision {
    /// Judged-real findings out of reported findings for one rule.
    package struct Measure: Hashable, Sendable {
        package let real: Int
        package let reported: Int

        /// The percentage, rounded down, so 89.9 % never prints as 90 %.
        package var percent: Int { reported == 0 ? 100 : real * 100 / reported }
    }

    /// The rules held to the 90 % floor: those that run by default.
    package static var heldToFloor: [String: Measure] {
        let optIn = Set(RuleCatalog.descriptions.filter(\.isOptIn).map(\.id))
        return measured.filter { !optIn.contains($0.key) }
    }

    /// How many dumps the corpus holds.
    package static let dumpCount = 41

    /// The measured numbers by rule id; rules that reported nothing on the corpus are absent.
    package static let measured: [String: Measure] = [
        "button-missing-trait": Measure(real: 6, reported: 6),
        "controls-overlap": Measure(real: 3, reported: 3),
        "controls-too-close": Measure(real: 9, reported: 9),
        "element-disabled": Measure(real: 8, reported: 8),
        "element-offscreen": Measure(real: 0, reported: 43),
        "element-too-small": Measure(real: 23, reported: 23),
        "header-missing": Measure(real: 10, reported: 10),
        "hint-missing-period": Measure(real: 9, reported: 9),
        "hint-names-gesture": Measure(real: 9, reported: 9),
        "image-label-filename": Measure(real: 6, reported: 6),
        "image-label-redundant": Measure(real: 6, reported: 6),
        "image-missing-trait": Measure(real: 6, reported: 6),
        "label-all-caps": Measure(real: 2, reported: 2),
        "label-contains-role": Measure(real: 12, reported: 12),
        "label-duplicated": Measure(real: 9, reported: 9),
        "label-looks-like-identifier": Measure(real: 2, reported: 2),
        "label-missing": Measure(real: 30, reported: 31),
        "label-non-descriptive": Measure(real: 3, reported: 3),
        "label-names-gesture": Measure(real: 1, reported: 1),
        "label-not-capitalized": Measure(real: 18, reported: 18),
        "label-not-visible-text": Measure(real: 1, reported: 1),
        "label-too-long": Measure(real: 7, reported: 7),
        "label-trailing-period": Measure(real: 6, reported: 6),
        "placeholder-as-label": Measure(real: 3, reported: 3),
        "target-size-minimum": Measure(real: 4, reported: 4),
        "target-size-recommended": Measure(real: 108, reported: 108),
        "traits-conflicting": Measure(real: 5, reported: 5),
    ]
}
