import A11ySnapCLI
import A11ySnapshot
@testable import A11ySnapshotTesting
import Foundation
import Testing

/// The used-references manifest the recorder keeps, and `a11ysnap obsolete` reading it after a
/// sample test run.
@Suite("Used references")
struct UsedReferencesTests {
    @Test("every assertion appends the reference it reads or writes to the manifest")
    func assertionsAppendTheirReference() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.login, named: "first", record: .missing)
            _ = sandbox.verify(Screens.login, named: "first")
            _ = sandbox.verify(Screens.loginChanged, named: "second", record: .never)
            let lines = String(decoding: try #require(sandbox.contents(of: sandbox.manifest)), as: UTF8.self)
                .split(separator: "\n").map(String.init)
            #expect(lines == [sandbox.referencePath(".first"), sandbox.referencePath(".first"), sandbox.referencePath(".second")])
        }
    }

    @Test("concurrent appends never interleave within a line")
    func concurrentAppends() throws {
        try Sandbox.run { sandbox in
            let paths = (0..<400).map { sandbox.references + "/Suite/test\($0)-" + String(repeating: "x", count: $0 % 200) + ".json" }
            DispatchQueue.concurrentPerform(iterations: paths.count) { UsedReferences.append(paths[$0], to: sandbox.manifest) }
            let listed = try UsedReferences.read(sandbox.manifest)
            #expect(listed == Set(paths))
        }
    }

    @Test("after a sample run, obsolete lists only the reference no assertion used, and --delete removes it")
    func obsoleteAfterASampleRun() throws {
        try Sandbox.run { sandbox in
            #expect(sandbox.verify(Screens.login, named: "kept", record: .missing) != nil)
            #expect(sandbox.verify(Screens.login, named: "kept") == nil)
            let stale = sandbox.references + "/RenamedTests/oldName.json"
            try sandbox.write(Screens.login.canonicalJSON(), to: stale)

            let listed = obsolete([sandbox.references, "--used", sandbox.manifest])
            #expect(listed.status == 1)
            #expect(listed.output == stale + "\n")

            let deleted = obsolete([sandbox.references, "--used", sandbox.manifest, "--delete"])
            #expect(deleted.status == 0)
            #expect(!sandbox.exists(stale))
            #expect(sandbox.exists(sandbox.referencePath(".kept")))
            #expect(obsolete([sandbox.references, "--used", sandbox.manifest]).status == 0)
        }
    }

    private func obsolete(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
        let context = CommandContext(output: output, errorOutput: errors, environment: [:])
        let status = A11ySnapCommandLine.main(arguments: ["obsolete"] + arguments, context: context)
        return (status, output.text, errors.text)
    }
}
