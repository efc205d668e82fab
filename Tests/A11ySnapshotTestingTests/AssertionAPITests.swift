import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// What the assertions record: the snapshot, renamed after its test, and the element-list form.
@Suite("Assertion API")
struct AssertionAPITests {
    @Test func recordedSnapshotIsNamedAfterItsTestFileAndTest() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.login)
            let recorded = try AccessibilitySnapshot(contentsOfFile: sandbox.referencePath())
            #expect(recorded.name == "AssertionAPITests/recordedSnapshotIsNamedAfterItsTestFileAndTest")
            #expect(recorded.elements == Screens.login.elements)
            #expect(recorded.viewport == Screens.login.viewport)
        }
    }

    @Test func namedSnapshotCarriesItsNameToo() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.login, named: "Dark mode")
            let recorded = try AccessibilitySnapshot(contentsOfFile: sandbox.referencePath(".Dark-mode"))
            #expect(recorded.name == "AssertionAPITests/namedSnapshotCarriesItsNameToo.Dark-mode")
        }
    }

    @Test func theNameOfTheGivenSnapshotDoesNotMatter() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            var renamed = Screens.login
            renamed.name = "Something else"
            #expect(sandbox.verify(renamed) == nil)
        }
    }

    @Test func elementListViewportDefaultsToTheUnionOfTheFrames() throws {
        try Sandbox.run { sandbox in
            let elements: [AccessibilityElement] = [
                .button("A", frame: Frame(10, 20, 100, 44)),
                .button("B", frame: Frame(50, 300, 200, 44)),
            ]
            _ = SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                verifyAccessibilitySnapshot(of: elements)
            }
            let recorded = try AccessibilitySnapshot(contentsOfFile: sandbox.referencePath())
            #expect(recorded.viewport == Frame(0, 0, 250, 344))
            #expect(recorded.elements == elements)
        }
    }

    @Test func elementListUsesTheGivenViewport() throws {
        try Sandbox.run { sandbox in
            _ = SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                verifyAccessibilitySnapshot(of: [.button("A", frame: Frame(10, 20, 100, 44))], viewport: Frame(0, 0, 393, 852))
            }
            let recorded = try AccessibilitySnapshot(contentsOfFile: sandbox.referencePath())
            #expect(recorded.viewport == Frame(0, 0, 393, 852))
        }
    }

    @Test func verifyReturnsNilForAMatch() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login) == nil)
        }
    }
}
