import A11ySnapshot
import Testing

@Suite("Name suggestions")
struct NameSuggesterTests {
    @Test("Typos find their intended name", arguments: [
        ("fromat", "format"), ("frmat", "format"), ("FORMAT", "format"), ("hepl", "help"),
        ("--chek", "--check"), ("--verison", "--version"), ("compre", "compare"),
    ])
    func typo(input: String, expected: String) {
        #expect(NameSuggester.closest(to: input, in: ["format", "help", "--check", "--version", "compare", "check"]) == expected)
    }

    @Test("Unrelated words get no suggestion")
    func unrelated() {
        #expect(NameSuggester.closest(to: "xyzzy", in: ["format", "help"]) == nil)
        #expect(NameSuggester.closest(to: "rm", in: ["format", "help"]) == nil)
    }
}
