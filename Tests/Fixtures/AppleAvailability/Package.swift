// swift-tools-version:6.0
// Fixture for scripts/check-apple-availability (not a package of this repository): the
// deployment targets of the repository's Package.swift when the check was written.
import PackageDescription

let package = Package(
    name: "AppleAvailabilityFixture",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    targets: []
)
