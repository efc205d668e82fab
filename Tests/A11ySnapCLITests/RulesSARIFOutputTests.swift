@testable import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `check --format sarif`, checked structurally against the SARIF 2.1.0 schema's required
/// properties and value sets.
@Suite("check --format sarif")
struct RulesSARIFOutputTests {
    static func sarif(_ snapshot: AccessibilitySnapshot, baseline: AccessibilitySnapshot? = nil,
                      fileName: String = "screen.json") throws -> (root: [String: Any], path: String) {
        try TemporaryDirectory.with { dir in
            let config = try dir.write(#"{"rules": {"label-all-caps": true, "element-offscreen": true}}"#, to: "config.json")  // every rule, the opt-in ones too
            let path = try dir.write(snapshot.canonicalJSON(), to: fileName)
            var arguments = ["check", path, "--config", config, "--format", "sarif"]
            if let baseline { arguments += ["--baseline", try dir.write(baseline.canonicalJSON(), to: "ref.json")] }
            let run = a11ysnap(arguments: arguments)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            return (root, path)
        }
    }

    @Test("The log has the required properties, every rule, and results that point at element lines")
    func structure() throws {
        let (root, path) = try Self.sarif(EveryRuleScreen.snapshot)
        #expect(root["version"] as? String == "2.1.0")
        #expect((root["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "a11ysnap")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleEngine.catalogue.map(\.id))
        for rule in rules {
            #expect(rule["name"] is String)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let properties = try #require(rule["properties"] as? [String: Any])
            let tags = try #require(properties["tags"] as? [String])
            #expect(tags.contains { $0.hasPrefix("wcag") || $0 == "best-practice" })
            #expect(["error", "warning", "info"].contains(properties["severity"] as? String ?? ""))
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == RuleEngine.catalogue.count)
        let lines = EveryRuleScreen.snapshot.canonicalJSONString.split(separator: "\n", omittingEmptySubsequences: false)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == path)
            let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1 && line <= lines.count)
            if ruleID != "header-missing" {
                #expect(lines[line - 1].trimmingCharacters(in: .whitespaces) == "{", "\(ruleID) points at line \(line)")
            }
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["a11ysnapElement/v1"]?.count == 16)
        }
    }

    @Test("Result URIs escape the characters a URI reference gives a meaning: space, %, # and ?")
    func uriEscaping() throws {
        let (root, path) = try Self.sarif(EveryRuleScreen.snapshot, fileName: "Login screen #2 ?50%.json")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let folder = String(path.dropLast("Login screen #2 ?50%.json".count))
        #expect(uri == folder.replacingOccurrences(of: " ", with: "%20") + "Login%20screen%20%232%20%3F50%25.json")
    }

    @Test("Fingerprints are stable when unrelated elements are inserted; baselineState marks new and unchanged")
    func fingerprintsAndBaseline() throws {
        var shifted = ExampleScreens.login
        shifted.elements.insert(.staticText("Welcome back", frame: Frame(16, 60, 361, 20)), at: 1)
        let before = try Self.sarif(ExampleScreens.login).root
        let after = try Self.sarif(shifted, baseline: ExampleScreens.login).root
        func fingerprints(_ root: [String: Any]) -> [String] {
            let results = ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["a11ysnapElement/v1"] }
        }
        #expect(Set(fingerprints(before)) == Set(fingerprints(after)))
        let results = ((after["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.compactMap { $0["baselineState"] as? String } == ["unchanged", "unchanged", "unchanged"])
    }

    /// A React Native form (a raw dump): both fields carry the input component's resource id.
    @Test("Two findings on elements sharing an identifier have different fingerprints")
    func sharedIdentifierFingerprints() throws {
        let field = { (y: Double) in AccessibilityElement.textField("", identifier: "RNE__Input__text-input", frame: Frame(16, y, 361, 44)) }
        let snapshot = AccessibilitySnapshot(name: "form", viewport: Frame(0, 0, 393, 852), elements: [field(100), field(200)])
        let (root, _) = try Self.sarif(snapshot)
        let results = ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let prints = results.filter { $0["ruleId"] as? String == "label-missing" }
            .compactMap { ($0["partialFingerprints"] as? [String: String])?["a11ysnapElement/v1"] }
        #expect(prints.count == 2 && Set(prints).count == 2)
    }

    /// A dump is checked as the snapshot imported from it: the canonical text's lines are not
    /// the dump's, so results name the file at its first line, which stands for the file (code
    /// scanning needs a region), and GitHub annotations name it without a line.
    @Test("Results on a dump name the dump at its first line; GitHub annotations without a line")
    func dumpResultsHaveNoLine() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write("""
                <hierarchy rotation="0"><node index="0" text="" class="android.widget.FrameLayout" package="com.example" clickable="false" bounds="[0,0][1080,2400]"><node index="0" text="" resource-id="com.example:id/close" class="android.widget.ImageButton" package="com.example" content-desc="" clickable="true" focusable="true" bounds="[40,100][160,220]" /></node></hierarchy>
                """, to: "window_dump.xml")
            let sarif = a11ysnap("check", dump, "--format", "sarif")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
            let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            #expect(!results.isEmpty)
            for result in results {
                let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == dump)
                #expect((location["region"] as? [String: Int])?["startLine"] == 1)
            }
            let github = a11ysnap("check", dump, "--format", "github")
            let annotations = github.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
            #expect(!annotations.isEmpty)
            #expect(annotations.allSatisfy { $0.hasPrefix("::error file=\(dump),title=") })
        }
    }
}
