import A11ySnapshot
import Foundation
import Testing

/// The XML reader never loads anything: no external entity, no DTD, no entity expansion.
@Suite("XML security")
struct XMLSecurityTests {
    /// A file holding a secret, so a test can prove the secret never reaches the output or the
    /// error message.
    private func withSecretFile(_ body: (_ path: String, _ secret: String) throws -> Void) throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-xxe-\(UUID().uuidString).txt")
        try Data(secret.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path, secret)
    }

    @Test("an external entity pointing at a local file is refused and the file's content never appears")
    func externalEntityDoesNotLeak() throws {
        try withSecretFile { path, secret in
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE AppiumAUT [
                  <!ENTITY xxe SYSTEM "file://\(path)">
                ]>
                <AppiumAUT><XCUIElementTypeApplication label="&xxe;" x="0" y="0" width="10" height="10"/></AppiumAUT>
                """
            let error = importError(Array(text.utf8)) { buffer throws(DumpImportError) in
                _ = try AppiumXMLReader.read(buffer, file: "xxe.xml")
            }
            try expectError(error, .forbiddenConstruct, in: text, at: "<!ENTITY", mentioning: ["<!ENTITY"])
            #expect(error.map { !$0.description.contains(secret) } ?? false)
        }
    }

    @Test("a reference to an entity declared only in an external DTD is refused without reading the DTD")
    func externalDTDEntityDoesNotLeak() throws {
        try withSecretFile { path, secret in
            let text = """
                <!DOCTYPE hierarchy SYSTEM "file://\(path)">
                <hierarchy rotation="0"><node text="&secret;" bounds="[0,0][1,1]"/></hierarchy>
                """
            let error = importError(Array(text.utf8)) { buffer throws(DumpImportError) in
                _ = try UIAutomatorXMLReader.read(buffer, file: "xxe.xml")
            }
            try expectError(error, .forbiddenConstruct, in: text, at: "&secret;", mentioning: ["&secret;", "undeclared entity"])
            #expect(error.map { !$0.description.contains(secret) } ?? false)
        }
    }

    @Test("a parameter entity in the internal subset is refused")
    func parameterEntity() throws {
        let text = #"<!DOCTYPE a [ %remote; ]><a/>"#
        try expectError(xmlError(text), .forbiddenConstruct, in: text, at: "%remote;", mentioning: ["parameter entity"])
    }

    @Test("a billion-laughs bomb is refused at its first entity declaration, before any expansion")
    func billionLaughs() throws {
        var declarations = #"  <!ENTITY lol "lol">"# + "\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            declarations += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(declarations)]>\n<lolz>&lol9;</lolz>"
        try expectError(xmlError(text), .forbiddenConstruct, in: text, at: "<!ENTITY lol ", mentioning: ["entity"])
    }

    @Test("a quadratic-blowup document (one huge entity referenced many times) is refused at the declaration")
    func quadraticBlowup() throws {
        let big = String(repeating: "x", count: 100_000)
        let text = "<!DOCTYPE a [<!ENTITY big \"\(big)\">]><a v=\"" + String(repeating: "&big;", count: 10_000) + "\"/>"
        try expectError(xmlError(text), .forbiddenConstruct, in: text, at: "<!ENTITY", mentioning: ["entity"])
    }

    @Test("an undeclared entity in text is refused at the reference")
    func undeclaredEntityInText() throws {
        let text = "<a>\n  hello &nbsp; world\n</a>"
        try expectError(xmlError(text), .forbiddenConstruct, in: text, at: "&nbsp;", mentioning: ["'&nbsp;'", "&lt; &gt; &amp; &apos; &quot;"])
    }

    @Test("a second DOCTYPE is refused")
    func secondDoctype() throws {
        let text = "<!DOCTYPE a><!DOCTYPE a><a/>"
        try expectError(xmlError(text), .malformed, in: text, at: "<!DOCTYPE", occurrence: 2, mentioning: ["second '<!DOCTYPE'"])
    }

    @Test("a DOCTYPE inside an element is refused")
    func doctypeInsideElement() throws {
        let text = "<a><!DOCTYPE a></a>"
        try expectError(xmlError(text), .malformed, in: text, at: "<!DOCTYPE", mentioning: ["inside <a>"])
    }
}
