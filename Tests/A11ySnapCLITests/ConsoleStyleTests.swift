import A11ySnapCLI
import Testing

@Suite("Colour decision")
struct ConsoleStyleTests {
    @Test("Colour is used on a terminal when nothing forbids it")
    func terminal() {
        #expect(ConsoleStyle(environment: [:], isTerminal: true).usesColor)
    }

    @Test("No colour when the stream is not a terminal")
    func notTerminal() {
        #expect(!ConsoleStyle(environment: [:], isTerminal: false).usesColor)
    }

    @Test("NO_COLOR with any non-empty value turns colour off; an empty one does not")
    func noColor() {
        #expect(!ConsoleStyle(environment: ["NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!ConsoleStyle(environment: ["NO_COLOR": "false"], isTerminal: true).usesColor)
        #expect(ConsoleStyle(environment: ["NO_COLOR": ""], isTerminal: true).usesColor)
    }

    @Test("TERM=dumb turns colour off")
    func dumbTerminal() {
        #expect(!ConsoleStyle(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
    }

    @Test("Error labels are coloured on a terminal and plain under NO_COLOR")
    func errorLabelInCLI() {
        #expect(a11ysnap("fromat", onTerminal: true).errors.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m unknown command"))
        #expect(a11ysnap("fromat", environment: ["NO_COLOR": "1"], onTerminal: true).errors.hasPrefix("error: unknown command"))
    }
}
