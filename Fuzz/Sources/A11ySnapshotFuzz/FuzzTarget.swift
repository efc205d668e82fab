import A11ySnapshot

/// A harness: which public entry point the fuzzer's bytes go to.
enum FuzzTarget: Hashable {
    /// `AccessibilitySnapshot(json:)`, then the canonical fixed point.
    case snapshotReader
    /// `DumpImport.snapshot(fromDump:format:)` with the format given, or detected when `nil`.
    case importer(DumpFormat?)
    /// Two trees (split at the first NUL byte) diffed both ways and rendered in every report format.
    case differ
    /// `RuleEngine().check` on a decoded or imported tree.
    case rules

    /// Every harness, in the order `--list` shows them.
    static var all: [FuzzTarget] {
        [.snapshotReader] + DumpFormat.allCases.map { .importer($0) } + [.importer(nil), .differ, .rules]
    }

    /// The name `FUZZ_TARGET` and `scripts/fuzz.sh` use.
    var name: String {
        switch self {
        case .snapshotReader: "snapshot-reader"
        case .importer(let format?): "import-\(format.rawValue)"
        case .importer(nil): "import-detect"
        case .differ: "diff"
        case .rules: "rules"
        }
    }

    init?(name: String) {
        guard let target = Self.all.first(where: { $0.name == name }) else { return nil }
        self = target
    }

    /// Runs the harness on one input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .snapshotReader: SnapshotReaderHarness.run(bytes)
        case .importer(let format): ImportHarness.run(bytes, format: format)
        case .differ: DiffHarness.run(bytes)
        case .rules: RulesHarness.run(bytes)
        }
    }
}
