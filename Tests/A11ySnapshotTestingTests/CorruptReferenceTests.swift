import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// A reference that is not a valid snapshot fails with the reader's `file:line:col: error:` text.
@Suite("Corrupt references")
struct CorruptReferenceTests {
    @Test func malformedJSONIsReportedWithLineAndColumn() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("{\n  \"version\": 1,\n  \"name\": \"x\",,\n}\n", to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.hasPrefix("The reference of accessibility snapshot \"\(sandbox.snapshotName())\" cannot be read:\n  \(sandbox.referencePath()):3:15: error: "))
        }
    }

    @Test func schemaErrorIsReportedWithLineAndColumn() throws {
        try Sandbox.run { sandbox in
            let canonical = String(decoding: sandbox.recordedBytes(of: Screens.login), as: UTF8.self)
            try sandbox.write(canonical.replacingOccurrences(of: "\"enabled\": false", with: "\"enabled\": \"no\""), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login))
            let detail = message.split(separator: "\n")[1]
            #expect(detail.hasPrefix("  \(sandbox.referencePath()):"))
            #expect(detail.contains(": error: "))
            let position = detail.dropFirst(2 + sandbox.referencePath().count + 1).prefix { $0 != " " }
            #expect(position.split(separator: ":").count == 2, "line:column, got \(position)")
        }
    }

    @Test func emptyReferenceIsReportedNotRecordedOver() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("", to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("\(sandbox.referencePath()):1:1: error: "))
            #expect(sandbox.contents(of: sandbox.referencePath()) == [])
        }
    }

    @Test func modeFailedRecordsOverACorruptReferenceAndSaysSo() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("{", to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .failed))
            #expect(message.contains("cannot be read"))
            #expect(message.contains("Recorded the current snapshot over the reference"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func folderWhereTheReferenceShouldBeIsUnreadable() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("", to: sandbox.referencePath() + "/inside")
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("\(sandbox.referencePath()):1:1: error: cannot read the file (it is a directory)"))
        }
    }
}
