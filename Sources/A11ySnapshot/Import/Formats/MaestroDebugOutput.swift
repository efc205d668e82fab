/// Maestro's debug output for a flow, `commands-(FLOW).json` in `~/.maestro/tests/DATE/` or the
/// folder `--debug-output` names: a JSON array of `{"command": {…}, "metadata": {…}}`, one per
/// command run (`TestDebugReporter.saveFlow` in mobile-dev-inc/maestro). A command that failed
/// holds the screen's hierarchy where it failed: `metadata.error.hierarchyRoot` (the exception's,
/// for "Element not found" and failed assertions) or `metadata.hierarchy`. It is what a flow that
/// failed on CI leaves behind, so ``MaestroJSONReader`` imports the last such hierarchy.
enum MaestroDebugOutput {
    /// Whether `head` opens an array whose first element's first key is `"command"`.
    static func recognizes(_ head: DumpHead) -> Bool {
        let bytes = head.bytes
        guard bytes.first == UInt8(ascii: "["),
              let object = bytes.dropFirst().firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        else { return false }
        return MaestroJSONReader.opensObject(bytes, at: object, withFirstKey: "command")
    }

    /// The hierarchy of the last command that holds one.
    static func hierarchy(in json: JSONValue) throws(JSONValueError) -> JSONValue {
        guard let commands = json.elements else { throw .wrongType("an array of commands", for: "the Maestro debug output", found: json) }
        var found: JSONValue?
        for command in commands {
            guard command.members != nil else { throw .wrongType("an object", for: "a command of the debug output", found: command) }
            guard let metadata = try command.object("metadata") else { continue }
            if let root = try metadata.object("error")?.object("hierarchyRoot") {
                found = root
            } else if let root = try metadata.object("hierarchy") {
                found = root
            }
        }
        guard let found else {
            throw JSONValueError(
                "expected a command with a screen hierarchy (\"metadata\": {\"error\": {\"hierarchyRoot\": …}}): "
                    + "Maestro saves the screen only with a command that failed; 'maestro hierarchy' prints the current one",
                at: json.offset, reason: .malformed)
        }
        return found
    }
}
