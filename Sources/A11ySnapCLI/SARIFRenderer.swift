import A11ySnapshot

/// `a11ysnap check --format sarif`: a SARIF 2.1.0 log for code-scanning dashboards. The whole rule
/// catalogue is in `tool.driver.rules` (id, name, descriptions, help, WCAG tags and severity);
/// each result points at the snapshot file (`compare`'s at the reference, ``ResultFile``) and the
/// line where its element starts in the canonical file, with a `partialFingerprints` entry that survives unrelated edits (it uses the element's
/// identifier, or its type and label, never its line). With a baseline, only new and unchanged
/// violations are results, marked with `baselineState`.
enum SARIFRenderer {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintKey = "a11ysnapElement/v1"

    static func render(_ files: [CheckedSnapshot]) -> String {
        let catalogue = RuleEngine.catalogue
        var out = "{\n  \"$schema\": \(q(schema)),\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \(q(A11ySnapCommandLine.programName)),\n"
        out += "          \"version\": \(q(A11ySnapCommandLine.version)),\n"
        out += "          \"informationUri\": \"https://github.com/a11ysnapshot/a11ysnapshot/blob/main/docs/RULES.md\",\n"
        out += "          \"rules\": [\n"
        out += catalogue.map { "            " + rule($0) }.joined(separator: ",\n")
        out += "\n          ]\n        }\n      },\n"
        out += "      \"columnKind\": \"unicodeCodePoints\",\n"
        let index = Dictionary(uniqueKeysWithValues: catalogue.enumerated().map { ($1.id, $0) })
        var results: [String] = []
        for file in files {
            let lines = file.resultFile.lines()
            let repeats = RepeatedIdentifiers(file.snapshot)
            func rendered(_ violations: [Violation], _ state: String?) -> [String] {
                violations.map { result($0, in: file, lines: lines, repeats: repeats, ruleIndex: index, baselineState: state) }
            }
            if let comparison = file.comparison {
                results += rendered(comparison.new, "new") + rendered(comparison.unchanged, "unchanged")
            } else {
                results += rendered(file.report.violations, nil)
            }
        }
        // Rules the snapshot's source cannot feed did not run: one note per file and rule.
        let notStated = files.flatMap { file in
            RuleEngine.catalogue.compactMap { rule in
                file.report.notStatedReason(of: rule.id).map { reason in
                    "            {\"level\": \"note\", \"message\": {\"text\": \(q("\(rule.id) \(reason)"))}, "
                        + "\"descriptor\": {\"id\": \(q(rule.id)), \"index\": \(index[rule.id] ?? -1)}, "
                        + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(q(uri(file.resultFile.path)))}}}]}"
                }
            }
        }
        if !notStated.isEmpty {
            out += "      \"invocations\": [\n        {\"executionSuccessful\": true, \"toolExecutionNotifications\": [\n"
            out += notStated.joined(separator: ",\n") + "\n        ]}\n      ],\n"
        }
        out += "      \"results\": [" + (results.isEmpty ? "]\n" : "\n" + results.joined(separator: ",\n") + "\n      ]\n")
        out += "    }\n  ]\n}\n"
        return out
    }

    /// A `reportingDescriptor` on one line.
    private static func rule(_ rule: RuleDescription) -> String {
        let help = "\(rule.fix) See 'a11ysnap rules \(rule.id)'."
        var properties = ["\"tags\": [\(rule.tags.map(q).joined(separator: ", "))]",
                          "\"problem.severity\": \(q(problemSeverity(rule.severity)))",
                          "\"severity\": \(q(rule.severity.rawValue))",
                          "\"wcag\": [\(rule.wcag.map(q).joined(separator: ", "))]",
                          "\"wcagLevel\": \(q(rule.level.rawValue))"]
        if let data = rule.requiredData { properties.append("\"requiredData\": \(q(data))") }
        return "{\"id\": \(q(rule.id)), \"name\": \(q(name(rule.id))), "
            + "\"shortDescription\": {\"text\": \(q(rule.title))}, \"fullDescription\": {\"text\": \(q(rule.rationale))}, "
            + "\"help\": {\"text\": \(q(help)), \"markdown\": \(q(help.replacingQuoted))}, "
            + "\"helpUri\": \(q("https://github.com/a11ysnapshot/a11ysnapshot/blob/main/docs/RULES.md#\(rule.id)")), "
            + "\"defaultConfiguration\": {\"level\": \(q(level(rule.severity)))}, "
            + "\"properties\": {\(properties.joined(separator: ", "))}}"
    }

    private static func result(_ violation: Violation, in file: CheckedSnapshot, lines: ResultFile.Lines,
                               repeats: RepeatedIdentifiers, ruleIndex: [String: Int], baselineState: String?) -> String {
        let element = violation.element
        var out = "        {\"ruleId\": \(q(violation.ruleID)), \"ruleIndex\": \(ruleIndex[violation.ruleID] ?? -1), "
        out += "\"level\": \(q(level(violation.severity))), \"message\": {\"text\": \(q(violation.message))}, "
        out += "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(q(uri(file.resultFile.path)))}"
        // GitHub's code scanning needs a region: the file's first line stands for the file.
        out += ", \"region\": {\"startLine\": \(lines.line(of: element.path) ?? 1)}"
        out += "}, "
        out += "\"logicalLocations\": [{\"name\": \(q(element.path.isEmpty ? "screen" : element.label)), "
        out += "\"fullyQualifiedName\": \(q(file.snapshot.name + (element.path.isEmpty ? "" : "/" + element.path))), \"kind\": \"element\"}]}], "
        out += "\"partialFingerprints\": {\(q(fingerprintKey)): \(q(fingerprint(violation, in: file, repeats: repeats)))}"
        if let baselineState { out += ", \"baselineState\": \(q(baselineState))" }
        var properties = ["\"severity\": \(q(violation.severity.rawValue))", "\"elementPath\": \(q(element.path))"]
        if let identifier = element.identifier { properties.append("\"elementIdentifier\": \(q(identifier))") }
        if let type = element.type { properties.append("\"elementType\": \(q(type.rawValue))") }
        out += ", \"properties\": {\(properties.joined(separator: ", "))}}"
        return out
    }

    /// SARIF's level: `error`, `warning` or `note`.
    static func level(_ severity: RuleSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private static func problemSeverity(_ severity: RuleSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "recommendation"
        }
    }

    /// `label-missing` → `LabelMissing`.
    private static func name(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A stable hash of the rule, the snapshot's name and the element's identity (identifier, or
    /// type and label), as 16 hex digits (FNV-1a, 64 bits). An identifier several elements share
    /// (a React Native input component's, on both of a form's fields) is told apart by its
    /// occurrence in reading order, so two findings never share one fingerprint.
    static func fingerprint(_ violation: Violation, in file: CheckedSnapshot, repeats: RepeatedIdentifiers) -> String {
        let element = violation.element
        let identity = element.path.isEmpty ? "screen"
            : element.identifier.map { "id:" + $0 + (repeats.occurrence(of: element.path).map { "#\($0)" } ?? "") }
                ?? "\(element.type?.rawValue ?? "-"):\(element.label)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(violation.ruleID)\u{0}\(file.snapshot.name)\u{0}\(identity)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The path as a relative URI reference: `/` separators, spaces and `%` escaped.
    private static func uri(_ path: String) -> String {
        path.replacingScalars(["\\": "/", " ": "%20", "%": "%25", "#": "%23", "?": "%3F"])
    }

    private static func q(_ text: String) -> String { JSONString.quoted(text) }
}

private extension String {
    /// Single quotes around commands become Markdown code spans.
    var replacingQuoted: String {
        var out = ""
        var inside = false
        for character in self {
            if character == "'" { out += "`"; inside.toggle() } else { out.append(character) }
        }
        return inside ? self : out
    }
}
