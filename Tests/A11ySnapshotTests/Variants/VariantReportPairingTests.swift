import A11ySnapshot
import Testing

/// `VariantReport(snapshots:)`: which files it compares with which, by the reference naming
/// convention (`NAME.SUFFIX.json` beside `NAME.json`).
@Suite("Variant report pairing")
struct VariantReportPairingTests {
    private let base = VariantComparisonTests.base
    private let ax5 = VariantComparisonTests.ax5
    private let rtl = VariantComparisonTests.rtl

    @Test("a variant reference is compared with the default screen beside it")
    func pairsVariantWithItsDefault() throws {
        let report = VariantReport(snapshots: ["Refs/Checkout/pay.json": base, "Refs/Checkout/pay.ax5.json": ax5])
        let entry = try #require(report.entries.first)
        #expect(report.entries.count == 1)
        #expect(entry.basePath == "Refs/Checkout/pay.json")
        #expect(entry.variantPath == "Refs/Checkout/pay.ax5.json")
        #expect(entry.comparison.variant == .contentSize(.accessibilityExtraExtraExtraLarge))
        #expect(entry.comparison.findings == VariantComparison(base: base, variant: entry.comparison.variant, screen: ax5).findings)
    }

    @Test("entries are in path order by UTF-8 bytes, whatever order the dictionary has")
    func entriesInPathOrder() {
        let report = VariantReport(snapshots: [
            "b/pay.json": base, "b/pay.rtl.json": rtl,
            "a/pay.json": base, "a/pay.rtl.json": rtl, "a/pay.ax5.json": ax5,
            "Z/pay.json": base, "Z/pay.bold.json": base,
        ])
        #expect(report.entries.map(\.variantPath) == ["Z/pay.bold.json", "a/pay.ax5.json", "a/pay.rtl.json", "b/pay.rtl.json"])
    }

    @Test("default screens, unknown suffixes, other extensions and variants without their default make no entry")
    func filesThatAreNotPairedVariants() {
        let report = VariantReport(snapshots: [
            "pay.json": base,
            "pay.large.json": ax5,        // not a variant suffix
            "pay.ax5.txt": ax5,           // not a snapshot file name
            "cart.rtl.json": rtl,         // no cart.json beside it
            "other/pay.ax5.json": ax5,    // its default would be other/pay.json
        ])
        #expect(report.entries.isEmpty)
    }
}
