import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// Each record mode against each state of the reference: absent, matching, mismatching.
@Suite("Record modes")
struct RecordModeTests {
    // MARK: all

    @Test func modeAllRecordsAnAbsentReferenceAndFails() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.hasPrefix("Record mode is on"))
            #expect(message.contains("(there was no reference)."))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func modeAllRewritesAMatchingReferenceAndStillFails() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.hasPrefix("Record mode is on"))
            #expect(message.contains("; the reference is unchanged."))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func modeAllOverwritesAMismatchingReferenceAndFails() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginChanged), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.hasPrefix("Record mode is on"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func modeAllSaysHowAChangedReferenceChanged() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginChanged), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .all))
            // The change lines a mismatch shows, from the old reference to the recorded tree.
            #expect(message.contains("; the reference changed: 1 element changed (2 attributes).\n"))
            #expect(message.contains("[2] − Sign in. Button."))
            #expect(message.contains("+ Log in. Dimmed. Button."))
            #expect(message.contains("label: \"Sign in\" → \"Log in\""))
        }
    }

    @Test func modeAllSaysWhenOnlyTheSpellingChanged() throws {
        try Sandbox.run { sandbox in
            let spaced = String(decoding: sandbox.recordedBytes(of: Screens.login), as: UTF8.self).replacingOccurrences(of: "\n", with: "\n ")
            try sandbox.write(Array(spaced.utf8), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.contains("; the tree is unchanged (the file was rewritten in canonical form)."))
        }
    }

    @Test func modeAllSaysWhenOnlyTheNameChanged() throws {
        try Sandbox.run { sandbox in
            var renamed = Screens.login
            renamed.name = "LoginTests/oldName"
            try sandbox.write(renamed.canonicalJSON(), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.contains("; the tree is unchanged (the name changed from \"LoginTests/oldName\" to \"\(sandbox.snapshotName())\")."))
        }
    }

    // MARK: missing

    @Test func modeMissingRecordsAnAbsentReferenceAndFails() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .missing))
            #expect(message.hasPrefix("No reference for accessibility snapshot"))
            #expect(message.contains("recorded it"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func modeMissingPassesWhenTheReferenceMatches() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login, record: .missing) == nil)
        }
    }

    @Test func modeMissingFailsOnAMismatchAndKeepsTheReference() throws {
        try Sandbox.run { sandbox in
            let reference = sandbox.recordedBytes(of: Screens.loginChanged)
            try sandbox.write(reference, to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .missing))
            #expect(message.hasPrefix("Accessibility snapshot"))
            #expect(message.contains("does not match the reference"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == reference)
        }
    }

    // MARK: failed

    @Test func modeFailedRecordsAnAbsentReferenceAndFails() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .failed))
            #expect(message.hasPrefix("No reference for accessibility snapshot"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func modeFailedPassesWhenTheReferenceMatches() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login, record: .failed) == nil)
        }
    }

    @Test func modeFailedOverwritesAMismatchingReferenceAndFailsSayingSo() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginChanged), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .failed))
            #expect(message.contains("does not match the reference"))
            #expect(message.contains("Recorded the current snapshot over the reference because record mode is \"failed\""))
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    // MARK: never

    @Test func modeNeverFailsWithoutRecordingWhenTheReferenceIsMissing() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .never))
            #expect(message.hasPrefix("No reference for accessibility snapshot"))
            #expect(message.contains("nothing was recorded because record mode is \"never\" (from the assertion's record: or configuration: argument)"))
            #expect(!sandbox.exists(sandbox.referencePath()))
        }
    }

    @Test func modeNeverPassesWhenTheReferenceMatches() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login, record: .never) == nil)
        }
    }

    @Test func modeNeverFailsOnAMismatchAndKeepsTheReference() throws {
        try Sandbox.run { sandbox in
            let reference = sandbox.recordedBytes(of: Screens.loginChanged)
            try sandbox.write(reference, to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login, record: .never))
            #expect(message.contains("does not match the reference"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == reference)
        }
    }

    // MARK: Comparing models, not bytes

    @Test("A reference that holds the same tree in non-canonical form passes and is left alone",
          arguments: [AccessibilitySnapshotRecordMode.missing, .failed, .never])
    func sameTreeWrittenDifferentlyPasses(mode: AccessibilitySnapshotRecordMode) throws {
        try Sandbox.run { sandbox in
            let canonical = String(decoding: sandbox.recordedBytes(of: Screens.login), as: UTF8.self)
            // Same document, other spacing and without the final newline.
            let compact = canonical.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: "")
            try sandbox.write(compact, to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login, record: mode) == nil)
            #expect(sandbox.contents(of: sandbox.referencePath()) == Array(compact.utf8))
        }
    }
}
