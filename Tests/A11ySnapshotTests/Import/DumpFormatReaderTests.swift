@testable import A11ySnapshot
import Testing

/// Each format has exactly one reader, and detection tries every format once: the mapping is a
/// switch over the formats, so adding one without a reader does not compile.
@Suite("Dump formats and their readers")
struct DumpFormatReaderTests {
    @Test("each format's reader reads that format", arguments: DumpFormat.allCases)
    func readerMatchesFormat(_ format: DumpFormat) {
        #expect(format.reader.format == format)
    }

    @Test("detection tries every format exactly once")
    func detectionCoversEveryFormat() {
        let detected = DumpImport.detectionOrder
        #expect(detected.count == DumpFormat.allCases.count)
        #expect(Set(detected) == Set(DumpFormat.allCases))
    }
}
