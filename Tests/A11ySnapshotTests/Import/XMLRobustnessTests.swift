import A11ySnapshot
import ExampleScreens
import Testing

/// Cutting a document anywhere gives a truncation error, never a crash or a misleading message.
@Suite("XML reader truncation")
struct XMLReaderTruncationTests {
    @Test("every proper prefix of a page source is reported as truncated", arguments: [
        "appium-xml/wrapped-sign-in.xml",
        "uiautomator-xml/uiautomator2-page-source.xml",
    ])
    func everyPrefixIsTruncated(fixture: String) throws {
        let bytes = try ImportFixture.bytes(fixture)
        let rootEnd = try #require(bytes.lastIndex(of: UInt8(ascii: ">")))
        var unexpected: [String] = []
        for length in 1...rootEnd {
            let prefix = Array(bytes[..<length])
            // A cut inside a multi-byte character leaves invalid UTF-8, which is reported as such.
            let allowed: Set<DumpImportReason> = [.truncated, .invalidEncoding]
            guard let error = xmlError(prefix) else {
                unexpected.append("\(length): parsed")
                continue
            }
            if !allowed.contains(error.reason) { unexpected.append("\(length): \(error)") }
        }
        #expect(unexpected.isEmpty, "\(unexpected.prefix(5))")
    }

    @Test("a CDATA section, comment and DOCTYPE cut in their opening markup are truncated", arguments: ["<a><![CDA", "<a><!-", "<!DOC", "<?xml", "<?xml version='1.0'?", "<a>&am", "<a>&#x1", "<a></", "<a></a"])
    func cutMarkupOpeners(text: String) throws {
        let error = try #require(xmlError(text))
        #expect(error.reason == .truncated, "\(error)")
    }
}

/// Damaged input gives an error with a position inside the input, never a crash or a hang.
@Suite("XML reader robustness")
struct XMLReaderRobustnessTests {
    static let damage: [UInt8] = Array("<>\"'&/=!?[];#x".utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xFF]

    @Test("page sources with random bytes overwritten import or fail with a located error", arguments: [
        "appium-xml/wrapped-sign-in.xml",
        "uiautomator-xml/raw-dump.xml",
    ])
    func randomDamage(fixture: String) throws {
        let original = try ImportFixture.bytes(fixture)
        let reader: any DumpReader.Type = fixture.hasPrefix("appium") ? AppiumXMLReader.self : UIAutomatorXMLReader.self
        var random = SplitMix64(seed: 0x5EED)
        var failures = 0
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] = Self.damage[Int.random(in: 0..<Self.damage.count, using: &random)]
            }
            let lines = bytes.filter { $0 == 0x0A }.count + 1
            guard let error = importError(bytes, read: { buffer throws(DumpImportError) in _ = try reader.read(buffer, file: fixture) }) else {
                continue
            }
            failures += 1
            #expect(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error)")
            #expect(!error.message.isEmpty)
        }
        #expect(failures > 0, "the damage never produced an error, so the test exercised nothing")
    }
}
