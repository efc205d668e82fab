"""What is type-checked: the package's targets as Package.swift declares them, and the two
Xcode-only parts (the fidelity suite and its host app), each on the platforms that build it."""

import glob
import json
import os
import subprocess
from dataclasses import dataclass

from .platforms import PLATFORMS

EVERY_PLATFORM = frozenset(platform.key for platform in PLATFORMS)
MACOS = frozenset({"macos"})
IOS_SIMULATOR = frozenset({"ios-simulator"})

# Targets Package.swift builds on Apple platforms but that only the command line and the
# project's own core tests use: the CLI runs on macOS (and Linux), so they are checked there.
_MACOS_ONLY = {"ExampleScreens", "A11ySnapCLI", "a11ysnap", "a11ysnap-bench",
               "A11ySnapshotTests", "A11ySnapCLITests",
               # imports A11ySnapCLI for its accept round trip
               "A11ySnapshotTestingTests"}


class ManifestError(Exception):
    """Package.swift could not be read."""


@dataclass(frozen=True)
class Target:
    name: str
    files: tuple          # paths relative to the repository, sorted
    dependencies: tuple   # names of checked targets it imports (Apple platforms' dependencies)
    platforms: frozenset  # platform keys it is checked on
    kind: str = "library"  # "library", "executable", "test" or "app"
    at_latest: bool = True  # also checked at the 26 deployment targets
    sil_diagnostics: bool = True  # at the floor, also the diagnostics run on SIL (data races, …)

    @property
    def module_name(self):
        return self.name.replace("-", "_")


def load(repository):
    """The checked targets in dependency order."""
    manifest = _dump_package(repository)
    declared = {target["name"]: target for target in manifest["targets"]}
    targets = {}
    for name, target in declared.items():
        dependencies = tuple(_apple_dependencies(target))
        if _linux_only(name, declared):
            continue
        kind = {"executable": "executable", "test": "test"}.get(target["type"], "library")
        default = os.path.join("Tests" if kind == "test" else "Sources", name)
        folder = target.get("path") or default
        files = _swift_files(repository, folder, target.get("exclude", []))
        platforms = MACOS if name in _MACOS_ONLY else EVERY_PLATFORM
        # The 26 pass is for Apple-facing code, whose overloads and conformances change at 26;
        # the core's own test suites are plain Swift, checked once (they take most of the time).
        core_suite = kind == "test" and name in _MACOS_ONLY
        at_latest = not core_suite
        # Region-based isolation ("sending 'x' risks causing data races") and definite
        # initialization are diagnosed on SIL, which -typecheck does not make. Code Linux
        # compiles too gets them from `swift build`; the core's suites are such code.
        targets[name] = Target(name, files, dependencies, platforms, kind, at_latest,
                               sil_diagnostics=not core_suite)
    # The fidelity suite's host app (Apps/FidelityHost/project.yml: an iOS application). The
    # suite itself (Tests/A11ySnapshotAppleTests) builds UIKit controls, navigation and table
    # views the shim does not declare; it is compiled by the macOS workflow only
    # (docs/ci/DARWIN_TYPECHECK.md, "What it cannot see").
    targets["FidelityHost"] = Target(
        "FidelityHost", _swift_files(repository, "Apps/FidelityHost/FidelityHost", []), (),
        IOS_SIMULATOR, "app")
    return _dependency_order(targets)


def _dump_package(repository):
    result = subprocess.run(["swift", "package", "dump-package"], cwd=repository,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise ManifestError(result.stderr.strip()[:600] or "swift package dump-package failed")
    return json.loads(result.stdout)


def _conditions(dependency):
    (kind, value), = dependency.items()
    name, condition = value[0], value[-1]
    platforms = (condition or {}).get("platformNames") if isinstance(condition, dict) else None
    return name, platforms


def _apple_dependencies(target):
    for dependency in target.get("dependencies", []):
        name, platforms = _conditions(dependency)
        if platforms is None or set(platforms) - {"linux", "windows", "android", "wasi", "openbsd"}:
            yield name


def _linux_only(name, declared):
    """A target every dependant reaches only under a Linux condition (the shim)."""
    reached = False
    for target in declared.values():
        for dependency in target.get("dependencies", []):
            dependency_name, platforms = _conditions(dependency)
            if dependency_name == name:
                if platforms is None or set(platforms) != {"linux"}:
                    return False
                reached = True
    return reached


def _swift_files(repository, folder, excluded):
    root = os.path.join(repository, folder)
    skip = [os.path.join(root, path) for path in excluded]
    files = []
    for path in sorted(glob.glob(os.path.join(root, "**", "*.swift"), recursive=True)):
        if not any(path == item or path.startswith(item + os.sep) for item in skip):
            files.append(os.path.relpath(path, repository))
    return tuple(files)


def _dependency_order(targets):
    ordered, placed = [], set()

    def place(name):
        if name in placed or name not in targets:
            return
        placed.add(name)
        for dependency in targets[name].dependencies:
            place(dependency)
        ordered.append(targets[name])

    for name in sorted(targets):
        place(name)
    return ordered
