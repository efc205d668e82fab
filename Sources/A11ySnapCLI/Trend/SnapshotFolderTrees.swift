// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot

/// The snapshot folder at one commit: its snapshot files and the configuration file that applies.
struct FolderState: Equatable, Sendable {
    /// A file in the repository: its path from the top and its blob id.
    struct File: Hashable, Sendable {
        let path: String
        let blob: String
    }

    /// The snapshot files, as `check FOLDER` chooses them in a folder: `*.json` regular files,
    /// hidden entries and symbolic links left out, sorted by path (UTF-8 bytes).
    var files: [File] = []
    /// The nearest `.a11ysnap.json` at or above the folder, when the commit has one.
    var configuration: File?
}

/// Reads the snapshot folder's state at each commit from git's tree objects, through one
/// `cat-file --batch`. Trees are cached by id, so a subfolder no commit touched since the last
/// one is not read or listed again.
final class SnapshotFolderTrees {
    private struct Entry {
        let mode: String
        let name: String
        let id: String
    }

    private let objects: GitObjectReader
    /// The folder's path from the repository's top, one name per level (empty for the top).
    private let components: [String]
    private var trees: [String: [Entry]] = [:]
    private var listings: [String: [(path: String, blob: String)]] = [:]

    init(objects: GitObjectReader, folder: String) {
        self.objects = objects
        components = folder.split(separator: "/").map(String.init)
    }

    /// The folder at `commit`: empty when the folder did not exist there.
    func state(at commit: String, findingConfiguration: Bool) throws(GitError) -> FolderState {
        var state = FolderState()
        guard var tree = try objects.object(commit + "^{tree}")?.id else {
            throw GitError(command: ["cat-file", "--batch"], message: "commit \(commit) has no tree")
        }
        var path = ""
        for level in 0...components.count {
            let entries = try self.entries(of: tree)
            if findingConfiguration, let file = entries.first(where: { $0.name == RuleConfiguration.fileName && Self.isFile($0.mode) }) {
                state.configuration = FolderState.File(path: path + file.name, blob: file.id)
            }
            guard level < components.count else { break }
            guard let next = entries.first(where: { $0.name == components[level] && $0.mode == "40000" }) else {
                return FolderState(files: [], configuration: state.configuration)
            }
            tree = next.id
            path += components[level] + "/"
        }
        state.files = try listing(of: tree).map { FolderState.File(path: path + $0.path, blob: $0.blob) }
        return state
    }

    /// Every snapshot file below the tree `id`, relative to it, sorted by path.
    private func listing(of id: String) throws(GitError) -> [(path: String, blob: String)] {
        if let known = listings[id] { return known }
        var files: [(path: String, blob: String)] = []
        for entry in try entries(of: id) where !entry.name.hasPrefix(".") {
            if entry.mode == "40000" {
                files += try listing(of: entry.id).map { (entry.name + "/" + $0.path, $0.blob) }
            } else if Self.isFile(entry.mode), entry.name.hasSuffix(".json") {
                files.append((entry.name, entry.id))
            }
        }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        listings[id] = files
        return files
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A regular file (not a link, a folder or a submodule).
    private static func isFile(_ mode: String) -> Bool {
        mode == "100644" || mode == "100755"
    }

    /// The entries of the tree `id`: `<mode> <name>\0<binary id>` each.
    private func entries(of id: String) throws(GitError) -> [Entry] {
        if let known = trees[id] { return known }
        guard let object = try objects.object(id), object.type == "tree" else {
            throw GitError(command: ["cat-file", "--batch"], message: "tree \(id) is missing from the repository")
        }
        let idLength = object.id.utf8.count / 2  // 20 bytes for SHA-1, 32 for SHA-256
        var entries: [Entry] = []
        let bytes = object.bytes
        var index = 0
        while index < bytes.count {
            guard let space = bytes[index...].firstIndex(of: 0x20), let nul = bytes[space...].firstIndex(of: 0),
                  nul + idLength < bytes.count + 1 else { break }
            let mode = String(decoding: bytes[index..<space], as: UTF8.self)
            let name = String(decoding: bytes[(space + 1)..<nul], as: UTF8.self)
            var hex: [UInt8] = []
            hex.reserveCapacity(idLength * 2)
            for byte in bytes[(nul + 1)..<(nul + 1 + idLength)] {
                hex.append(Self.hexDigits[Int(byte >> 4)])
                hex.append(Self.hexDigits[Int(byte & 0xF)])
            }
            entries.append(Entry(mode: mode, name: name, id: String(decoding: hex, as: UTF8.self)))
            index = nul + 1 + idLength
        }
        trees[id] = entries
        return entries
    }
}
#endif
