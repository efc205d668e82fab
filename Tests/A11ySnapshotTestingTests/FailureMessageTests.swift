import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// The full text of every kind of failure: a summary line, details, then the reference and
/// artifact paths.
@Suite("Failure messages")
struct FailureMessageTests {
    @Test func recordModeAllSaysRecordingIsOnAndToTurnItOff() throws {
        try Sandbox.run(variables: ["A11Y_SNAPSHOT_RECORD": "all"]) { sandbox in
            #expect(sandbox.verify(Screens.login) == """
                Record mode is on, "all" (from A11Y_SNAPSHOT_RECORD): recorded accessibility snapshot "\(sandbox.snapshotName())" (there was no reference).
                Turn record mode off and re-run the test to compare against the reference.
                Existing accessibility violations (1), recorded as the baseline (they do not fail the test):
                  [2] info element-disabled: This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """)
        }
    }

    @Test func missingReferenceRecordedSaysToReRun() throws {
        try Sandbox.run { sandbox in
            #expect(sandbox.verify(Screens.login) == """
                No reference for accessibility snapshot "\(sandbox.snapshotName())": recorded it.
                Re-run the test to compare against the new reference.
                Existing accessibility violations (1), recorded as the baseline (they do not fail the test):
                  [2] info element-disabled: This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """)
        }
    }

    @Test func missingReferenceOnCISaysNothingWasRecordedBecauseOfCI() throws {
        try Sandbox.run(variables: ["CI": "true"]) { sandbox in
            #expect(sandbox.verify(Screens.login) == """
                No reference for accessibility snapshot "\(sandbox.snapshotName())"; nothing was recorded because record mode is "never" (the default when the CI environment variable is set).
                Record it locally (record mode "missing", e.g. A11Y_SNAPSHOT_RECORD=missing), commit it and re-run.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """)
        }
    }

    /// A record mode set in the assertion or a trait outranks A11Y_SNAPSHOT_RECORD: the advice
    /// names where to change it, not the variable, which would change nothing.
    @Test func missingReferenceUnderTheAssertionsModeSaysToChangeTheArgument() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .never))
            #expect(message.contains(#"nothing was recorded because record mode is "never" (from the assertion's record: or configuration: argument)."#))
            #expect(message.contains("Record it locally (record: .missing in the assertion (A11Y_SNAPSHOT_RECORD cannot override its record: argument)), commit it and re-run."))
        }
    }

    @Test func mismatchUnderAScopesModeSaysToChangeTheScope() throws {
        try Sandbox.run(variables: ["A11Y_SNAPSHOT_RECORD": "failed"]) { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(withAccessibilitySnapshotTesting(record: .missing) { sandbox.verify(Screens.loginChanged) })
            #expect(message.contains("re-record it with record: .failed in the .accessibilitySnapshots trait or withAccessibilitySnapshotTesting scope (A11Y_SNAPSHOT_RECORD cannot override it)."))
            #expect(!message.contains("A11Y_SNAPSHOT_RECORD=failed"))
        }
    }

    @Test func mismatchNamesTheElementsAndAttributesThatDiffer() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.loginChanged) == """
                Accessibility snapshot "\(sandbox.snapshotName())" does not match the reference: 1 element changed (2 attributes).
                  [2] − Log in. Dimmed. Button.
                      + Sign in. Button.
                      label: "Log in" → "Sign in"
                      enabled: false → true
                Resolved accessibility violations (1):
                  [2] info element-disabled: This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.
                If the change is intended, re-record it with record: .failed or A11Y_SNAPSHOT_RECORD=failed.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """)
        }
    }

    @Test func mismatchInModeFailedSaysTheReferenceWasOverwritten() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = withAccessibilitySnapshotTesting(record: .failed) { sandbox.verify(Screens.loginChanged) }
            #expect(message == """
                Accessibility snapshot "\(sandbox.snapshotName())" does not match the reference: 1 element changed (2 attributes).
                  [2] − Log in. Dimmed. Button.
                      + Sign in. Button.
                      label: "Log in" → "Sign in"
                      enabled: false → true
                Resolved accessibility violations (1):
                  [2] info element-disabled: This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.
                Recorded the current snapshot over the reference because record mode is "failed" (from an .accessibilitySnapshots(record:) trait or withAccessibilitySnapshotTesting(record:)); re-run the test to compare against it.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """)
        }
    }

    @Test func longDifferenceListsEndWithTheNumberLeftOut() throws {
        try Sandbox.run { sandbox in
            let many = AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 393, 852),
                                             elements: (0..<30).map { .button("Button \($0)") })
            try sandbox.write(sandbox.recordedBytes(of: many), to: sandbox.referencePath())
            var renamed = many
            for index in renamed.elements.indices { renamed.elements[index].label += "!" }
            let lines = try #require(sandbox.verify(renamed)).split(separator: "\n")
            // Each renamed button is a block of 3 lines; 6 whole blocks fit in the 20-line limit.
            #expect(lines.count == 1 + 18 + 1 + 1 + 2)
            #expect(lines[16] == "  [5] − Button 5. Button.")
            #expect(lines[18] == #"      label: "Button 5" → "Button 5!""#)
            #expect(lines[19] == "  … and 24 more elements (run 'a11ysnap diff' on the reference and current files for the whole report)")
        }
    }

    @Test func corruptReferenceGivesItsFileLineAndColumn() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("{\n  \"version\": 1,\n  \"name\" \"x\"\n}\n", to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login) == """
                The reference of accessibility snapshot "\(sandbox.snapshotName())" cannot be read:
                  \(sandbox.referencePath()):3:10: error: expected ':' after the member name, found a string
                Fix or delete the file, or re-record it with record: .failed or A11Y_SNAPSHOT_RECORD=failed.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """)
        }
    }

    @Test func invalidRecordModeVariableNamesTheValueAndTheChoices() throws {
        try Sandbox.run(variables: ["A11Y_SNAPSHOT_RECORD": "yes"]) { sandbox in
            #expect(sandbox.verify(Screens.login) == """
                A11Y_SNAPSHOT_RECORD is "yes", which is not a record mode: use all, missing, failed or never.
                Nothing was compared or recorded.
                """)
        }
    }

    @Test func twoNamesForOneFileNameTheOtherAssertion() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.login, named: "dark mode")
            let message = try #require(sandbox.verify(Screens.login, named: "dark/mode"))
            let lines = message.split(separator: "\n")
            #expect(lines.count == 3)
            #expect(lines[0].hasPrefix("Accessibility snapshot \"\(sandbox.snapshotName(".dark-mode"))\" would use the same reference file as another assertion in this run (test "))
            #expect(lines[0].hasSuffix(", named \"dark mode\")."))
            #expect(lines[1] == "Give the snapshots distinct names: names that differ only in case or in characters other than A-Z, a-z, 0-9 and _ share a file.")
            #expect(lines[2] == "Reference: \(sandbox.referencePath(".dark-mode"))")
        }
    }

    @Test func unwritableReferenceFolderSaysWhyRecordingFailed() throws {
        try Sandbox.run { sandbox in
            // A file where the snapshot folder should be: no directory can be created there.
            try sandbox.write("not a folder", to: sandbox.references)
            let message = try #require(sandbox.verify(Screens.login))
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0].hasPrefix("Could not record accessibility snapshot \"\(sandbox.snapshotName())\": \(sandbox.referencePath()): cannot write: "))
            #expect(lines[1] == "Reference: \(sandbox.referencePath())")
            #expect(lines[2] == "Current:   \(sandbox.artifactPath())")
        }
    }
}
