import Foundation
import Testing

/// docs/ARCHITECTURE.md's module map is true to Package.swift: the same modules, each of the
/// kind the manifest declares, allowed to import exactly what the manifest lets it import.
@Suite("Architecture map")
struct ArchitectureMapTests {
    /// One target of the manifest, or one row of the map.
    struct Module: Equatable, CustomStringConvertible {
        var name: String
        var kind: String
        var dependencies: Set<String>
        var description: String { "\(name) (\(kind)): \(dependencies.sorted().joined(separator: ", "))" }
    }

    static let root = MarkdownLinks.repository

    @Test("The map lists every target of Package.swift, and no other")
    func mapListsEveryTarget() throws {
        let manifest = try Self.manifestTargets()
        let map = try Self.mapRows()
        #expect(Set(map.map(\.name)) == Set(manifest.map(\.name)))
        #expect(map.count == Set(map.map(\.name)).count, "a module is listed twice")
    }

    @Test("Each module's 'may import' column is its dependencies in Package.swift")
    func importsMatchDependencies() throws {
        let manifest = Dictionary(try Self.manifestTargets().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for row in try Self.mapRows() {
            guard let target = manifest[row.name] else { continue }
            #expect(row.dependencies == target.dependencies, "\(row.name): the map says \(row.dependencies.sorted()), Package.swift \(target.dependencies.sorted())")
        }
    }

    @Test("Each module's kind matches Package.swift: library products, executables, test targets, the rest internal")
    func kindsMatchManifest() throws {
        let manifest = Dictionary(try Self.manifestTargets().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for row in try Self.mapRows() {
            #expect(row.kind == manifest[row.name]?.kind, "\(row.name) is \(manifest[row.name]?.kind ?? "absent") in Package.swift")
        }
    }

    @Test("The manifest reader finds targets, their kinds and dependencies, conditional ones included")
    func manifestReaderReadsTargets() {
        let manifest = """
            products: [.library(name: "Core", targets: ["Core"])],
            targets: [
                .target(name: "Core"),
                .target(name: "Adapter", dependencies: [
                    "Core", .target(name: "Shim", condition: .when(platforms: [.linux])),
                ]),
                .executableTarget(name: "tool", dependencies: ["Adapter"]),
                .testTarget(name: "CoreTests", dependencies: ["Core"], exclude: ["Golden"]),
            ]
            """
        #expect(Self.targets(inManifest: manifest) == [
            Module(name: "Core", kind: "library", dependencies: []),
            Module(name: "Adapter", kind: "internal", dependencies: ["Core", "Shim"]),
            Module(name: "tool", kind: "executable", dependencies: ["Adapter"]),
            Module(name: "CoreTests", kind: "tests", dependencies: ["Core"]),
        ])
    }

    // MARK: Reading the two sides

    static func manifestTargets() throws -> [Module] {
        targets(inManifest: try String(contentsOfFile: root + "/Package.swift", encoding: .utf8))
    }

    /// The targets declared in a manifest's source, with the names inside their `dependencies:`.
    static func targets(inManifest source: String) -> [Module] {
        let code = source.split(separator: "\n").map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        let libraries = Set(matches(of: #"\.library\(name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]"#, in: code)
            .flatMap { quoted(in: $0) })
        var modules: [Module] = []
        let declaration = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget)\(name:\s*"([^"]+)""#)
        let text = code as NSString
        var end = 0
        for match in declaration.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            // A `.target(name:)` inside another target's body is a dependency, not a declaration.
            guard match.range.location >= end else { continue }
            let kind = text.substring(with: match.range(at: 1))
            let name = text.substring(with: match.range(at: 2))
            let body = balanced(in: code, from: match.range.location + match.range.length)
            end = match.range.location + match.range.length + (body as NSString).length
            var dependencies: Set<String> = []
            if let start = body.range(of: "dependencies:") {
                let list = body[start.upperBound...]
                if let open = list.firstIndex(of: "[") {
                    dependencies = Set(quoted(in: bracketed(String(list[open...]))))
                }
            }
            let mapKind = switch kind {
            case "executableTarget": "executable"
            case "testTarget": "tests"
            default: libraries.contains(name) ? "library" : "internal"
            }
            modules.append(Module(name: name, kind: mapKind, dependencies: dependencies))
        }
        return modules
    }

    /// The rows of the table under "## Module map" in docs/ARCHITECTURE.md.
    static func mapRows() throws -> [Module] {
        let text = try String(contentsOfFile: root + "/docs/ARCHITECTURE.md", encoding: .utf8)
        guard let section = text.range(of: "\n## Module map\n") else {
            Issue.record("docs/ARCHITECTURE.md has no '## Module map' section")
            return []
        }
        let rest = text[section.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        var rows: [Module] = []
        for line in rest[..<end].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6 else { continue }
            let imports = cells[4] == "—" ? [] : ticked(in: cells[4])
            rows.append(Module(name: ticked(in: cells[1]).first ?? cells[1], kind: cells[2], dependencies: Set(imports)))
        }
        return rows
    }

    // MARK: Text helpers

    private static func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    private static func quoted(in text: String) -> [String] { matches(of: #""([^"]+)""#, in: text) }

    private static func ticked(in text: String) -> [String] { matches(of: #"`([^`]+)`"#, in: text) }

    /// The text from `offset` up to the parenthesis that closes the one just before it.
    private static func balanced(in text: String, from offset: Int) -> String {
        let utf16 = Array(text.utf16)
        var depth = 1
        var index = offset
        while index < utf16.count, depth > 0 {
            if utf16[index] == 40 { depth += 1 } else if utf16[index] == 41 { depth -= 1 }
            index += 1
        }
        return String(decoding: utf16[offset..<index], as: UTF16.self)
    }

    /// `text` (starting with `[`) up to its matching `]`.
    private static func bracketed(_ text: String) -> String {
        var depth = 0
        var result = ""
        for character in text {
            result.append(character)
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1; if depth == 0 { break } }
        }
        return result
    }
}
