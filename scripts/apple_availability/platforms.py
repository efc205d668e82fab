"""The Apple platforms code is compiled for, their versions and what each can import."""

from dataclasses import dataclass

# Version families: an availability attribute, a deployment target or an `#available` query
# names one of these. Simulators share their OS's versions; Mac Catalyst has its own.
FAMILIES = ("ios", "maccatalyst", "macos", "tvos", "visionos", "watchos")
FAMILY_NAMES = {"ios": "iOS", "maccatalyst": "Mac Catalyst", "macos": "macOS", "tvos": "tvOS",
                "visionos": "visionOS", "watchos": "watchOS"}

# Spellings of platforms in `@available`, `#available` and `os(…)`. App-extension platforms and
# `swift` are not deployment platforms: they are left out.
PLATFORM_SPELLINGS = {"iOS": "ios", "macCatalyst": "maccatalyst", "macOS": "macos", "OSX": "macos",
                      "tvOS": "tvos", "visionOS": "visionos", "xrOS": "visionos", "watchOS": "watchos"}


@dataclass(frozen=True)
class Platform:
    """A place the code is compiled for: an OS family, on a device or its simulator."""

    name: str
    family: str
    os: str
    simulator: bool = False

    @property
    def catalyst(self):
        return self.family == "maccatalyst"


# `os(iOS)` is true for Mac Catalyst (the `os` of the macabi triple is iOS), false on visionOS.
PLATFORMS = (
    Platform("iOS", "ios", "ios"),
    Platform("iOS simulator", "ios", "ios", simulator=True),
    Platform("Mac Catalyst", "maccatalyst", "ios"),
    Platform("macOS", "macos", "macos"),
    Platform("tvOS", "tvos", "tvos"),
    Platform("tvOS simulator", "tvos", "tvos", simulator=True),
    Platform("visionOS", "visionos", "visionos"),
    Platform("visionOS simulator", "visionos", "visionos", simulator=True),
    Platform("watchOS", "watchos", "watchos"),
    Platform("watchOS simulator", "watchos", "watchos", simulator=True),
)

# `canImport(X)` on each OS family (simulators as their OS). Modules not listed are unknown.
# UIKit exists on watchOS (a subset); XCTest on every Apple platform since Xcode 12.5.
_EVERYWHERE = frozenset(FAMILIES)
CAN_IMPORT = {
    "UIKit": frozenset({"ios", "maccatalyst", "tvos", "visionos", "watchos"}),
    "AppKit": frozenset({"macos", "maccatalyst"}),
    "XCTest": _EVERYWHERE,
    "XCUIAutomation": _EVERYWHERE,
    "SwiftUI": _EVERYWHERE,
    "Testing": _EVERYWHERE,
    "ObjectiveC": _EVERYWHERE,
    "Darwin": _EVERYWHERE,
    "Foundation": _EVERYWHERE,
    "Dispatch": _EVERYWHERE,
    "Accessibility": _EVERYWHERE,
    "Glibc": frozenset(),
    "Musl": frozenset(),
    "AppleShim": frozenset(),
}

# SwiftPM's deployment targets for platforms a manifest does not list, and the oldest it accepts
# for listed ones (a lower listed version is raised to it). The same for every SwiftPM from 6.0 to
# 6.3 (tags swift-6.0-RELEASE … swift-6.3.3-RELEASE), whatever the manifest's tools version:
# swiftlang/swift-package-manager, Sources/PackageModel/Platform.swift (`oldestSupportedVersion`).
# Mac Catalyst, when not listed, follows iOS: max(13.0, the iOS deployment target), see
# Sources/PackageGraph/Resolution/PlatformVersionProvider.swift (`getDerived(…)`). SwiftPM's main
# branch raised these in June 2026 (macOS 12.0, iOS/tvOS/Mac Catalyst 15.0, watchOS 9.0); a
# toolchain with that change would only make this check report less.
SWIFTPM_OLDEST_SUPPORTED = {"macos": (10, 13), "maccatalyst": (13, 0), "ios": (12, 0), "tvos": (12, 0),
                            "watchos": (4, 0), "visionos": (1, 0)}


def parse_version(text):
    """``"17.0"`` or ``"17"`` → ``(17, 0)``; ``None`` when it is not a version."""
    parts = text.strip().split(".")
    if not parts or not all(part.isdigit() for part in parts):
        return None
    numbers = tuple(int(part) for part in parts)
    return numbers if len(numbers) > 1 else numbers + (0,)


def format_version(version):
    return ".".join(str(part) for part in version)


def visionos_version_for_ios(version):
    """The visionOS version an iOS availability version stands for on visionOS.

    Swift infers visionOS availability from iOS's through the SDK's iOS→visionOS version map
    (swiftlang/swift, lib/AST/Availability.cpp, ``getRemappedIntroducedVersionForFallbackPlatform``;
    lib/AST/PlatformKindUtils.cpp, ``inheritsAvailabilityFromPlatform``). The map in Apple's
    SDKSettings.json sends iOS 17 and earlier to visionOS 1.0 and iOS 18.x to visionOS 2.x; since
    the 26 releases both share version numbers. This is that map, without the SDK.
    """
    major = version[0]
    if major < 17:
        return (1, 0)
    if major < 26:
        return (major - 16,) + version[1:]
    return version
