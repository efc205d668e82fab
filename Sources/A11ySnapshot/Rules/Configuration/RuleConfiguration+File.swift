import Foundation

extension RuleConfiguration {
    /// Reads a configuration file's JSON, strictly: unknown keys, rule ids and option names, and
    /// values of the wrong type are errors that name the line and column.
    ///
    /// ```json
    /// {
    ///   "rules": {
    ///     "label-all-caps": false,
    ///     "target-size-recommended": "info",
    ///     "label-too-long": {"severity": "error", "options": {"maximumLength": 60}},
    ///     "label-non-descriptive": {"options": {"vagueWords": ["más"]}}
    ///   },
    ///   "suppressions": [
    ///     {"identifier": "legacy.banner"},
    ///     {"identifier": "promo.card", "rules": ["label-too-long"]}
    ///   ]
    /// }
    /// ```
    /// A rule's value is `true`/`false` (on/off), a severity name, or an object with `enabled`,
    /// `severity` and `options`; naming an opt-in rule with anything but `false` turns it on. A
    /// number option replaces the threshold; a word-list option given an array of strings adds
    /// those words to the built-in list.
    public init(json: some ContiguousBytes, file: String? = nil) throws(RuleConfigurationError) {
        let result: Result<RuleConfiguration, RuleConfigurationError> = json.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = ConfigurationReader(bytes: bytes, file: file)
            return Result { () throws(RuleConfigurationError) in try reader.read() }
        }
        self = try result.get()
    }

    /// Reads the configuration file at `path`.
    public init(contentsOfFile path: String) throws(RuleConfigurationError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RuleConfigurationError(file: path, line: 1, column: 1, message: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(json: data, file: path)
    }

    /// The `.a11ysnap.json` in `directory` or the nearest directory above it, if there is one.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent().standardizedFileURL
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}

/// Turns a configuration file's JSON into a ``RuleConfiguration``, checking names as it goes.
private struct ConfigurationReader {
    private var scanner: JSONScanner
    private let file: String?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        scanner = JSONScanner(bytes: bytes, file: file, maximumDepth: 64)
        self.file = file
    }

    mutating func read() throws(RuleConfigurationError) -> RuleConfiguration {
        let root: JSONValue
        do throws(SnapshotFormatError) {
            if scanner.bytes.isEmpty { throw scanner.error(.empty, "the file is empty; expected a JSON object") }
            root = try JSONValue.parseDocument(scanner.bytes, file: file, maximumDepth: 64,
                                               duplicateKeyNote: "a configuration must give each setting once")
        } catch {
            throw RuleConfigurationError(location: error.location, message: error.message)
        }
        var configuration = RuleConfiguration()
        for member in try members(of: root, "the configuration") {
            switch member.key {
            case "rules":
                for rule in try members(of: member.value, "\"rules\"") {
                    try readRule(rule, into: &configuration)
                }
            case "suppressions":
                configuration.suppressions = try readSuppressions(member.value)
            default:
                throw error("unknown key \"\(member.key)\" in the configuration; expected \"rules\" or \"suppressions\"", at: member.keyOffset)
            }
        }
        return configuration
    }

    private func readRule(_ member: JSONValue.Member, into configuration: inout RuleConfiguration) throws(RuleConfigurationError) {
        guard let description = RuleCatalog.description(of: member.key) else {
            throw error("unknown rule \"\(member.key)\"\(RuleCatalog.suggestion(for: member.key))", at: member.keyOffset)
        }
        let id = description.id
        switch member.value.content {
        case .bool(let enabled):
            if enabled { configuration.enabledRules.insert(id) } else { configuration.disabledRules.insert(id) }
        case .string:
            configuration.severities[id] = try severity(member.value, for: id)
            configuration.enabledRules.insert(id)
        case .object(let settings):
            configuration.enabledRules.insert(id)
            for setting in settings {
                switch setting.key {
                case "enabled":
                    guard case .bool(let enabled) = setting.value.content else {
                        throw wrongType(setting.value, "true or false", for: "enabled")
                    }
                    if !enabled {
                        configuration.disabledRules.insert(id)
                        configuration.enabledRules.remove(id)
                    }
                case "severity":
                    configuration.severities[id] = try severity(setting.value, for: id)
                case "options":
                    for option in try members(of: setting.value, "\"options\" of \(id)") {
                        try readOption(option, of: description, into: &configuration)
                    }
                default:
                    throw error("unknown key \"\(setting.key)\" in rule \"\(id)\"; expected \"enabled\", \"severity\" or \"options\"",
                                at: setting.keyOffset)
                }
            }
        default:
            throw wrongType(member.value, "true, false, a severity or an object", for: id)
        }
    }

    private func readOption(_ member: JSONValue.Member, of description: RuleDescription,
                            into configuration: inout RuleConfiguration) throws(RuleConfigurationError) {
        guard let option = description.option(named: member.key) else {
            throw error(RuleCatalog.unknownOption(member.key, of: description, kind: "option"), at: member.keyOffset)
        }
        switch option.defaultValue {
        case .number:
            guard case .number(let value) = member.value.content else { throw wrongType(member.value, "a number", for: option.name) }
            guard value.isFinite else { throw error("number for \"\(option.name)\" is out of range", at: member.value.offset) }
            guard value >= 0 else { throw error("\"\(option.name)\" must not be negative, found \(value)", at: member.value.offset) }
            configuration.thresholds[description.id, default: [:]][option.name] = value
        case .words:
            guard case .array(let items) = member.value.content else {
                throw wrongType(member.value, "an array of words", for: option.name)
            }
            var words: [String] = []
            for item in items {
                guard case .string(let word) = item.content else { throw wrongType(item, "a string", for: option.name) }
                words.append(word)
            }
            configuration.extraWords[description.id, default: [:]][option.name] = words
        }
    }

    private func readSuppressions(_ node: JSONValue) throws(RuleConfigurationError) -> [RuleSuppression] {
        guard case .array(let items) = node.content else { throw wrongType(node, "an array of suppressions", for: "suppressions") }
        var suppressions: [RuleSuppression] = []
        for item in items {
            var identifier: String?
            var rules: Set<String>?
            for member in try members(of: item, "a suppression") {
                switch member.key {
                case "identifier":
                    guard case .string(let value) = member.value.content else { throw wrongType(member.value, "a string", for: "identifier") }
                    identifier = value
                case "rules":
                    guard case .array(let ids) = member.value.content else { throw wrongType(member.value, "an array of rule ids", for: "rules") }
                    var set: Set<String> = []
                    for id in ids {
                        guard case .string(let value) = id.content else { throw wrongType(id, "a rule id", for: "rules") }
                        guard RuleCatalog.description(of: value) != nil else {
                            throw error("unknown rule \"\(value)\"\(RuleCatalog.suggestion(for: value))", at: id.offset)
                        }
                        set.insert(value)
                    }
                    rules = set
                default:
                    throw error("unknown key \"\(member.key)\" in a suppression; expected \"identifier\" or \"rules\"", at: member.keyOffset)
                }
            }
            guard let identifier else { throw error("a suppression needs an \"identifier\"", at: item.offset) }
            suppressions.append(RuleSuppression(identifier: identifier, rules: rules))
        }
        return suppressions
    }

    private func severity(_ node: JSONValue, for id: String) throws(RuleConfigurationError) -> RuleSeverity {
        guard case .string(let name) = node.content else { throw wrongType(node, "a severity", for: id) }
        guard let severity = RuleSeverity(rawValue: name) else {
            throw error("unknown severity \"\(name)\" for \"\(id)\"; expected error, warning or info", at: node.offset)
        }
        return severity
    }

    private func members(of node: JSONValue, _ place: String) throws(RuleConfigurationError) -> [JSONValue.Member] {
        guard case .object(let members) = node.content else {
            throw error("expected an object for \(place), found \(node.kindDescription)", at: node.offset)
        }
        return members
    }

    private func wrongType(_ node: JSONValue, _ expected: String, for key: String) -> RuleConfigurationError {
        error("expected \(expected) for \"\(key)\", found \(node.kindDescription)", at: node.offset)
    }

    private func error(_ message: String, at offset: Int) -> RuleConfigurationError {
        RuleConfigurationError(location: FileLocation(file: file, offset: offset, in: scanner.bytes), message: message)
    }
}
