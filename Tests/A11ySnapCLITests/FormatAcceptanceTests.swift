import A11ySnapshot
import ExampleScreens
import Testing

/// The acceptance case: a reference edited by hand and by other tools is recognised as not
/// canonical, and `format` restores the exact reference bytes.
@Suite("format: acceptance")
struct FormatAcceptanceTests {
    /// The login screen with one label localised, since the original is all ASCII and NFD would
    /// leave it unchanged.
    static let reference: AccessibilitySnapshot = {
        var login = ExampleScreens.login
        login.elements[6].label = "Créer un compte"
        return login
    }()

    @Test("A shuffled, re-spaced, NFD-spelled copy is reported by --check and formatted back to the reference bytes")
    func shuffledCopyRestored() throws {
        let canonical = Self.reference.canonicalJSON()
        let copy = ScrambledJSON.write(Self.reference)
        let text = String(decoding: copy, as: UTF8.self)
        // The copy really is all of these things.
        #expect(text.contains("e\u{301}er un compte"))
        #expect(text.contains("16.0") && text.contains("1.6e1"))
        #expect(text.contains("\r\n\t\"elements\" :"))
        #expect(try AccessibilitySnapshot(json: copy) == Self.reference)

        try TemporaryDirectory.with { dir in
            try dir.write(canonical, to: "__Snapshots__/LoginTests/reference.json")
            let path = try dir.write(copy, to: "__Snapshots__/LoginTests/login.json")

            let check = a11ysnap("format", "--check", dir.url("__Snapshots__"))
            #expect(check.status == 1)
            #expect(check.output == path + "\n")
            #expect(try dir.read("__Snapshots__/LoginTests/login.json") == copy)

            let format = a11ysnap("format", dir.url("__Snapshots__"))
            #expect(format.status == 0)
            #expect(format.output == path + "\n")
            #expect(try dir.read("__Snapshots__/LoginTests/login.json") == canonical)
            #expect(a11ysnap("format", "--check", dir.url("__Snapshots__")).status == 0)
        }
    }
}
