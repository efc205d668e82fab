"""The Apple platforms the package is type-checked for, at their floors and at 26."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Platform:
    """One Apple platform as the compiler names it.

    `os` and `environment` make the triple (`x86_64-apple-<os><version>[-<environment>]`).
    """

    name: str
    os: str
    floor: str
    environment: str = ""
    # Whether availability is checked. Seen with an empty SDK: the compiler compares iOS-annotated
    # availability with the visionOS version itself (`@available(iOS 16, *)` reads as unavailable
    # on visionOS 1.0), so on visionOS only platform conditions, isolation and Sendability are
    # checked (docs/ci/DARWIN_TYPECHECK.md).
    availability: bool = True

    def triple(self, version):
        suffix = f"-{self.environment}" if self.environment else ""
        return f"x86_64-apple-{self.os}{version}{suffix}"

    @property
    def key(self):
        """A short name for folders and output: `ios-simulator`, `macos`, …"""
        return self.name.lower().replace(" ", "-")


# The floors are Package.swift's `platforms:` (test_platforms.py checks they agree). x86_64 everywhere: the
# toolchain's interfaces were printed for x86_64, and an architecture changes no availability.
# visionOS's triple OS is `xros`; Mac Catalyst is iOS in the `macabi` environment (so `os(iOS)`
# is true there, as in Xcode).
PLATFORMS = (
    Platform("iOS simulator", "ios", "16.0", "simulator"),
    Platform("macOS", "macos", "13.0"),
    Platform("tvOS simulator", "tvos", "16.0", "simulator"),
    Platform("visionOS simulator", "xros", "1.0", "simulator", availability=False),
    Platform("Mac Catalyst", "ios", "16.0", "macabi"),
)

# The second pass: every platform's 26 release, where overloads and conformances that are
# available only from 26 take part in overload resolution.
LATEST = "26.0"

