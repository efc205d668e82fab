// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "A11ySnapshot",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        // The core: model, canonical JSON codec, storage. Plain Swift + Foundation.
        .library(name: "A11ySnapshot", targets: ["A11ySnapshot"]),
        // Recorder and assertions for XCTest and Swift Testing.
        .library(name: "A11ySnapshotTesting", targets: ["A11ySnapshotTesting"]),
        .executable(name: "a11ysnap", targets: ["a11ysnap"]),
        .executable(name: "a11ysnap-bench", targets: ["a11ysnap-bench"]),
    ],
    targets: [
        .target(name: "A11ySnapshot"),
        .target(name: "A11ySnapshotTesting", dependencies: ["A11ySnapshot"]),
        // Example screens used by the project's own tests, the demo and the benchmark.
        .target(name: "ExampleScreens", dependencies: ["A11ySnapshot"]),
        // The command-line tool's logic, kept in a library so tests can drive it in-process.
        .target(name: "A11ySnapCLI", dependencies: ["A11ySnapshot", "ExampleScreens"]),
        .executableTarget(name: "a11ysnap", dependencies: ["A11ySnapCLI"]),
        .executableTarget(name: "a11ysnap-bench", dependencies: ["A11ySnapshot", "ExampleScreens"]),

        .testTarget(name: "A11ySnapshotTests", dependencies: ["A11ySnapshot", "ExampleScreens"], exclude: ["Report/Golden", "Import/Fixtures"]),
        .testTarget(name: "A11ySnapshotTestingTests", dependencies: ["A11ySnapshotTesting", "ExampleScreens", "A11ySnapCLI"]),
        .testTarget(name: "A11ySnapCLITests", dependencies: ["A11ySnapCLI", "A11ySnapshot", "ExampleScreens"]),
    ]
)
