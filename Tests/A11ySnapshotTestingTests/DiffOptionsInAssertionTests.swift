import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// The differ's options are available per assertion: a difference they allow is a match, and the
/// reference is left as it is.
@Suite("Diff options in assertions")
struct DiffOptionsInAssertionTests {
    private static var nudged: AccessibilitySnapshot {
        var snapshot = Screens.login
        snapshot.elements[0].frame = Frame(16.4, 103, 361, 41)
        return snapshot
    }

    @Test func aFrameWithinTheDefaultToleranceMatchesAndLeavesTheReferenceAlone() throws {
        try Sandbox.run { sandbox in
            let reference = sandbox.recordedBytes(of: Screens.login)
            try sandbox.write(reference, to: sandbox.referencePath())
            #expect(sandbox.verify(Self.nudged) == nil)
            #expect(sandbox.contents(of: sandbox.referencePath()) == reference)
        }
    }

    @Test func aZeroToleranceReportsTheFrameChange() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Self.nudged, configuration: .init(options: DiffOptions(frameTolerance: 0))))
            #expect(message.contains("frame: [16, 103, 361, 41] → [16.4, 103, 361, 41]"))
        }
    }

    private static var moved: AccessibilitySnapshot {
        var snapshot = Screens.login
        snapshot.elements[0].frame = Frame(40, 200, 300, 41)
        snapshot.elements[1].value = "Updated 10:02"
        return snapshot
    }

    @Test func withoutOptionsAFrameAndValueChangeFails() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Self.moved) != nil)
        }
    }

    @Test func ignoredAttributesMakeTheirChangesMatch() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Self.moved, configuration: .init(options: DiffOptions(ignoredAttributes: [.frame, .value]))) == nil)
        }
    }

    /// Record mode `all` writes the whole tree, frames an assertion ignores included: the message
    /// says the reference changed in them, not that the tree is unchanged.
    @Test func recordingAllOverChangesTheOptionsIgnoreSaysSo() throws {
        try Sandbox.run(variables: ["A11Y_SNAPSHOT_RECORD": "all"]) { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Self.moved, configuration: .init(options: DiffOptions(ignoredAttributes: [.frame, .value]))))
            #expect(message.contains("; the reference changed only in what the comparison options leave out: 2 elements changed (2 attributes)."),
                    "\(message)")
            #expect(!message.contains("the tree is unchanged"))
        }
    }

    @Test func aMaskMakesAChangingClockMatch() throws {
        try Sandbox.run { sandbox in
            var before = Screens.login
            before.elements[1].value = "Updated 9:41"
            try sandbox.write(sandbox.recordedBytes(of: before), to: sandbox.referencePath())
            var after = Screens.login
            after.elements[1].value = "Updated 10:02"
            #expect(sandbox.verify(after, configuration: .init(options: DiffOptions(masks: [try ValueMask("[0-9]+:[0-9]{2}")]))) == nil)
        }
    }
}
