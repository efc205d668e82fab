@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Two assertions that would share one reference file fail instead of overwriting each other.
@Suite("Shared reference files")
struct SharedReferenceTests {
    @Test func namesThatSanitizeToTheSameFileFailAndWriteNothing() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1), named: "dark mode")
            let message = try #require(sandbox.verify(Screens.numbered(2), named: "dark/mode"))
            #expect(message.contains("would use the same reference file as another assertion"))
            #expect(sandbox.contents(of: sandbox.referencePath(".dark-mode")) == sandbox.recordedBytes(of: Screens.numbered(1), ".dark-mode"))
            #expect(sandbox.contents(of: sandbox.artifactPath(".dark-mode")) == sandbox.recordedBytes(of: Screens.numbered(1), ".dark-mode"))
        }
    }

    @Test func namesThatDifferOnlyInCaseShareAFileOnMacOSAndFailEverywhere() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1), named: "Dark")
            let message = try #require(sandbox.verify(Screens.numbered(1), named: "dark"))
            #expect(message.contains("would use the same reference file"))
        }
    }

    @Test func aNameThatLooksLikeACounterCollidesWithTheNumberedSnapshot() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1))
            _ = sandbox.verify(Screens.numbered(2))
            let message = try #require(sandbox.verify(Screens.numbered(2), named: "2"))
            #expect(message.contains(", unnamed)."))
        }
    }

    @Test func theSameAssertionRunningAgainIsNotACollision() throws {
        try Sandbox.run { sandbox in
            #expect(sandbox.verify(Screens.login, named: "again")?.hasPrefix("No reference") == true)
            #expect(sandbox.verify(Screens.login, named: "again") == nil)
        }
    }

    @Test func registryReportsTheEarlierOwner() {
        let registry = SnapshotRegistry()
        let first = SnapshotRegistry.Owner(test: "a()", name: "x")
        #expect(registry.claim("/refs/A/a.x.json", by: first) == nil)
        #expect(registry.claim("/refs/A/a.x.json", by: first) == nil)
        #expect(registry.claim("/refs/A/A.X.json", by: .init(test: "a()", name: "X")) == first)
    }
}
