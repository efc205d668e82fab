// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "A11ySnapshot",
    // The floors every Apple-facing target is type-checked at (scripts/darwin-typecheck).
    platforms: [.macOS(.v13), .iOS(.v16), .macCatalyst(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        // The core: model, canonical JSON codec, storage, dump importers, live-capture walker,
        // differ, rules, speech, variants and reports. Plain Swift + Foundation.
        .library(name: "A11ySnapshot", targets: ["A11ySnapshot"]),
        // Recorder and assertions for unit tests, Swift Testing and XCTest alike: one import gives
        // the assertions, the `.accessibilitySnapshots(…)` trait and both frameworks' reporting.
        .library(name: "A11ySnapshotTesting", targets: ["A11ySnapshotTesting"]),
        // Recorder and assertions reporting to XCTest only, without Swift Testing: for UI-test
        // targets, which Xcode compiles with `Testing` made unimportable.
        .library(name: "A11ySnapshotXCTest", targets: ["A11ySnapshotXCTest"]),
        // Live capture from UIKit views, view controllers and SwiftUI views (iOS, visionOS).
        .library(name: "A11ySnapshotUIKit", targets: ["A11ySnapshotUIKit"]),
        // Live capture from XCUIElement snapshots in UI tests (iOS, macOS, tvOS, visionOS).
        .library(name: "A11ySnapshotXCUI", targets: ["A11ySnapshotXCUI"]),
        .executable(name: "a11ysnap", targets: ["a11ysnap"]),
        .executable(name: "a11ysnap-bench", targets: ["a11ysnap-bench"]),
    ],
    targets: [
        .target(name: "A11ySnapshot"),
        // The recorder and the assertions. Imports no test framework: each framework's reporting
        // is found at run time in the module that imports it (see TestFrameworkReporter).
        .target(name: "A11ySnapshotAssertions", dependencies: ["A11ySnapshot"]),
        .target(name: "A11ySnapshotXCTest", dependencies: ["A11ySnapshot", "A11ySnapshotAssertions"]),
        .target(name: "A11ySnapshotTesting", dependencies: ["A11ySnapshot", "A11ySnapshotAssertions", "A11ySnapshotXCTest"]),
        // The adapters compile against the real frameworks on Apple platforms and against the
        // shim on Linux, where UIKit and XCTest UI testing do not exist (see docs/APPLE_API.md).
        .target(name: "A11ySnapshotUIKit", dependencies: [
            "A11ySnapshot", "A11ySnapshotAssertions", "A11ySnapshotTesting",
            .target(name: "AppleShim", condition: .when(platforms: [.linux])),
        ]),
        // Never depends on Testing, directly or not: UI-test targets import it.
        .target(name: "A11ySnapshotXCUI", dependencies: [
            "A11ySnapshot", "A11ySnapshotAssertions", "A11ySnapshotXCTest",
            .target(name: "AppleShim", condition: .when(platforms: [.linux])),
        ]),
        // Linux only (its sources are empty elsewhere): the UIKit / XCTest UI-testing subset the
        // adapters use, with Apple's names and signatures. Not a product. DarwinSDK/ holds the
        // declarations only scripts/darwin-typecheck compiles (its stand-in Darwin SDK).
        .target(name: "AppleShim", exclude: ["README.md", "DarwinSDK"]),
        // Example screens used by the project's own tests, the demo and the benchmark.
        .target(name: "ExampleScreens", dependencies: ["A11ySnapshot"]),
        // The command-line tool's logic, kept in a library so tests can drive it in-process.
        .target(name: "A11ySnapCLI", dependencies: ["A11ySnapshot", "ExampleScreens"]),
        .executableTarget(name: "a11ysnap", dependencies: ["A11ySnapCLI"]),
        // Links no test framework: on macOS an executable linking XCTest does not launch.
        .executableTarget(name: "a11ysnap-bench", dependencies: ["A11ySnapshot", "A11ySnapshotAssertions", "ExampleScreens", "A11ySnapCLI"]),

        // Helpers more than one test target uses (`caughtError`). Not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "A11ySnapshotTests", dependencies: ["A11ySnapshot", "ExampleScreens", "TestSupport"], exclude: ["Report/Golden", "Import/Fixtures"]),
        .testTarget(name: "A11ySnapshotTestingTests", dependencies: [
            "A11ySnapshotTesting", "A11ySnapshotAssertions", "A11ySnapshotXCTest", "ExampleScreens", "A11ySnapCLI",
        ]),
        .testTarget(name: "A11ySnapshotUIKitTests", dependencies: [
            "A11ySnapshotUIKit", "A11ySnapshot", "A11ySnapshotTesting", "A11ySnapshotAssertions",
            .target(name: "AppleShim", condition: .when(platforms: [.linux])),
        ], exclude: ["Golden"]),
        .testTarget(name: "A11ySnapshotXCUITests", dependencies: [
            "A11ySnapshotXCUI", "A11ySnapshot", "A11ySnapshotTesting", "A11ySnapshotAssertions", "TestSupport",
            .target(name: "AppleShim", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "A11ySnapCLITests", dependencies: ["A11ySnapCLI", "A11ySnapshot", "ExampleScreens"]),
        // Tests/A11ySnapshotAppleTests, the live-capture fidelity suite, is no SwiftPM target: it
        // needs a host application, which SwiftPM test targets cannot have. Apps/FidelityHost
        // runs it on an iOS simulator (docs/CAPTURE.md).
    ]
)
