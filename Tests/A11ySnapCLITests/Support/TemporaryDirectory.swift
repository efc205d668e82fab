import Foundation

/// A fresh directory for one test, removed when the test's body returns.
struct TemporaryDirectory {
    let path: String

    /// Runs `body` with a new empty directory and removes it afterwards.
    static func with<Result>(_ body: (TemporaryDirectory) throws -> Result) throws -> Result {
        let path = NSTemporaryDirectory() + "/a11ysnap-cli-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(TemporaryDirectory(path: path))
    }

    /// The absolute path of `relative` inside the directory.
    func url(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `bytes` to `relative`, creating intermediate directories; returns the full path.
    @discardableResult
    func write(_ bytes: [UInt8], to relative: String) throws -> String {
        let full = url(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        try write(Array(text.utf8), to: relative)
    }

    func read(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: url(relative))))
    }

    /// The modification date and inode of `relative`, which change whenever the file is rewritten.
    func identity(_ relative: String) throws -> FileIdentity {
        let attributes = try FileManager.default.attributesOfItem(atPath: url(relative))
        return FileIdentity(modified: attributes[.modificationDate] as? Date,
                            inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    /// Sets the modification date of `relative` to a day long past, so a rewrite cannot go unnoticed.
    func backdate(_ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)],
                                              ofItemAtPath: url(relative))
    }
}

struct FileIdentity: Equatable {
    var modified: Date?
    var inode: UInt64?
}
