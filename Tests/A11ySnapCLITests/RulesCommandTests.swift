import A11ySnapshot
import Foundation
import Testing

@Suite("rules command")
struct RulesCommandTests {
    @Test("rules lists every rule with severity and WCAG")
    func list() {
        let run = a11ysnap("rules")
        #expect(run.status == 0)
        for rule in RuleEngine.catalogue { #expect(run.output.contains(rule.id)) }
        #expect(run.output.contains("target-size-minimum"))
        #expect(run.output.contains("2.5.8 (AA)"))
    }

    @Test("rules marks the opt-in rules in the list and in their explanation")
    func optInMarked() {
        let list = a11ysnap("rules").output
        #expect(list.contains("Labels are not written in capitals (opt-in)") && list.contains("Elements are inside the screen (opt-in)"))
        #expect(!list.contains("have a label (opt-in)") && list.contains("45 rules, 2 opt-in (run when the configuration names them)."))
        #expect(a11ysnap("rules", "label-all-caps").output.contains("Opt-in: runs only when the configuration names it (\"label-all-caps\": true)."))
    }

    @Test("rules ID explains one rule with its options and examples")
    func explain() {
        let run = a11ysnap("rules", "target-size-minimum")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("target-size-minimum: Targets are at least 24 × 24 pt\n"))
        #expect(run.output.contains("minimumSize = 24"))
        #expect(run.output.contains("[reported 2×] Two 20 pt buttons side by side"))
    }

    @Test("rules with an unknown id suggests the closest and exits 2")
    func unknown() {
        let run = a11ysnap("rules", "label-mising")
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown rule 'label-mising'; did you mean 'label-missing'?"))
    }

    @Test("docs/RULES.md is what 'rules --markdown' writes")
    func markdownIsTheDocument() throws {
        let run = a11ysnap("rules", "--markdown")
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/RULES.md")
        let onDisk = (try? String(contentsOf: docs, encoding: .utf8)) ?? ""
        #expect(onDisk == run.output, "docs/RULES.md is out of date; regenerate it with: swift run a11ysnap rules --markdown > docs/RULES.md")
    }
}
