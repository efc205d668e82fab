extension String {
    /// The string with each Unicode scalar that `table` names replaced by its entry: the escaping
    /// of GitHub's workflow commands and of SARIF's URIs. Scalars, not Characters, so a combining
    /// mark after `%` or `,` cannot hide it from the table.
    func replacingScalars(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
