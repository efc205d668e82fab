import Foundation
import Testing

/// One element has one number in every report: its path in the tree (`[3]`, `[1.2]`), as the JSON
/// report's `path` states it. The terminal, the pull-request comment and the drawing a reviewer
/// looks at side by side must agree.
@Suite("Element numbering across reports")
struct ElementNumberingTests {
    /// Each changed element of the demo, as the JSON report names it: (snapshot, kind, path).
    private func changedElements() throws -> [(snapshot: String, kind: String, path: String)] {
        let run = a11ysnap("demo", "--format", "json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let snapshots = try #require(root["snapshots"] as? [[String: Any]])
        var result: [(String, String, String)] = []
        for snapshot in snapshots {
            for change in snapshot["changes"] as? [[String: Any]] ?? [] {
                let element = try #require(change["element"] as? [String: Any])
                result.append((try #require(snapshot["name"] as? String), try #require(change["kind"] as? String),
                               try #require(element["path"] as? String)))
            }
        }
        return result
    }

    @Test("the text report names each changed element by its JSON path")
    func textReport() throws {
        let text = a11ysnap("demo").output
        let elements = try changedElements()
        #expect(elements.count >= 6)
        for element in elements {
            #expect(text.contains("  [\(element.path)] "), "text report lacks [\(element.path)] of \(element.snapshot)")
        }
    }

    @Test("the Markdown report names each changed element by its JSON path")
    func markdownReport() throws {
        let markdown = a11ysnap("demo", "--format", "markdown").output
        for element in try changedElements() {
            #expect(markdown.contains("- `[\(element.path)]` "), "Markdown report lacks [\(element.path)] of \(element.snapshot)")
        }
    }

    @Test("the HTML report lists and badges each changed element by its JSON path")
    func htmlReport() throws {
        let html = a11ysnap("demo", "--format", "html").output
        for element in try changedElements() {
            #expect(html.contains("<span class=\"path\">[\(element.path)]</span>"),
                    "HTML change list lacks [\(element.path)] of \(element.snapshot)")
            let symbol = switch element.kind {
            case "added": "+"
            case "removed": "−"
            default: "~"
            }
            #expect(html.contains(">\(symbol)\(element.path)</text>") || html.contains(">\(symbol)!\(element.path)</text>"),
                    "no drawing badges \(symbol)\(element.path) of \(element.snapshot)")
        }
        #expect(!html.contains("#4"), "reading-order numbers are gone from the HTML report")
    }

    @Test("on the reference drawing, an element kept in both screens carries its current number")
    func referenceDrawingUsesCurrentNumbers() {
        let html = a11ysnap("demo", "--format", "html").output
        // "Log in" is element 4 of the reference login screen and element 5 of the current one
        // (a button was added before it); every report calls it [5].
        let reference = html.components(separatedBy: "<figcaption>Current</figcaption>")[0]
        #expect(reference.contains("<title>[5] Log in."))
        #expect(!reference.contains("<title>[4] Log in."))
    }
}
