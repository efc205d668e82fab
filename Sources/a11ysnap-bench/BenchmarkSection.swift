/// The parts of the benchmark `--only` can select, for profiling one of them alone.
enum BenchmarkSection: String, CaseIterable {
    case codec, memory, diff, rules, `import`, assert, compare, trend, dense
}
