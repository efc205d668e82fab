import A11ySnapshot

/// Imports the bytes as a dump; an imported tree must survive the canonical round trip.
enum ImportHarness {
    static func run(_ bytes: [UInt8], format: DumpFormat?) {
        guard let snapshot = try? DumpImport.snapshot(fromDump: bytes, format: format) else { return }
        CanonicalForm.checkRoundTrip(snapshot, from: "the \(format?.rawValue ?? "detected") importer")
    }
}
