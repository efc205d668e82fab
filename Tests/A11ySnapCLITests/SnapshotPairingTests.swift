@testable import A11ySnapCLI
import Testing

@Suite("Snapshot pairing")
struct SnapshotPairingTests {
    @Test("Files pair by relative path; files on one side only are kept with the other side empty")
    func pairsByRelativePath() throws {
        try TemporaryDirectory.with { directory in
            try directory.write([], to: "ref/Login/a.json")
            try directory.write([], to: "ref/Login/gone.json")
            try directory.write([], to: "cur/Login/a.json")
            try directory.write([], to: "cur/Settings/new.json")
            try directory.write([], to: "cur/.Login.a.json.tmp-1-2")
            let pairing = SnapshotPairing(referenceDirectory: directory.url("ref"), currentDirectory: directory.url("cur"))
            #expect(pairing.failures.isEmpty)
            #expect(pairing.pairs == [
                .init(relativePath: "Login/a.json", reference: directory.url("ref/Login/a.json"), current: directory.url("cur/Login/a.json")),
                .init(relativePath: "Login/gone.json", reference: directory.url("ref/Login/gone.json"), current: nil),
                .init(relativePath: "Settings/new.json", reference: nil, current: directory.url("cur/Settings/new.json")),
            ])
        }
    }

    @Test("A missing folder or a file where a folder belongs is a failure")
    func missingFolders() throws {
        try TemporaryDirectory.with { directory in
            try directory.write([], to: "file.json")
            let pairing = SnapshotPairing(referenceDirectory: directory.url("absent"), currentDirectory: directory.url("file.json"))
            #expect(pairing.failures.map(\.path) == [directory.url("absent"), directory.url("file.json")])
        }
    }
}
