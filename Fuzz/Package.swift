// swift-tools-version:6.0
// libFuzzer harnesses for A11ySnapshot. A separate package, so the fuzzer and sanitizer flags never
// reach the main package's normal build or tests. Build and run through `scripts/fuzz.sh`.
import Foundation
import PackageDescription

/// A path dependency's identity is its folder's name, which differs between clones.
let parentIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "A11ySnapshotFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // One binary for every harness; `FUZZ_TARGET` chooses which one runs.
        .executableTarget(
            name: "a11ysnapshot-fuzz",
            dependencies: [.product(name: "A11ySnapshot", package: parentIdentity)],
            path: "Sources/A11ySnapshotFuzz"),
    ]
)
