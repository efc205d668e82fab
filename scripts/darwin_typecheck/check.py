"""Type-checks the targets for one platform, at its floor and at 26, and collects the errors."""

import os
import re
import subprocess
import time
from dataclasses import dataclass

from .platforms import LATEST

# As SwiftPM builds a Swift 6 package for debugging: Swift 6 language mode (complete
# concurrency checking, isolation and Sendability as errors), `package` access across the
# package, `@testable` imports allowed.
_SWIFTPM_FLAGS = ("-swift-version", "6", "-package-name", "a11ysnapshot", "-D", "SWIFT_PACKAGE",
                  "-D", "DEBUG", "-enable-testing", "-Onone")

_DIAGNOSTIC = re.compile(r"^(?P<path>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$")


# Swift Testing's @Test and @Suite expand to a test record the compiler must fold into a constant
# (`@section`, `@const`). Folding inlines the standard library's transparent initializers, whose
# bodies the stand-in's standard library leaves out (interfaces.retarget), so emitting a test
# target's module reports these for every @Test and @Suite; Xcode's compilers (6.0–6.2) do not
# emit such records at all.
BODILESS_STDLIB_ARTEFACTS = (
    "'@const' value should be initialized with a compile-time value",
    "global variable must be a compile-time constant to use @section attribute",
)


@dataclass(frozen=True)
class Finding:
    path: str      # relative to the repository when inside it
    line: int
    column: int
    message: str
    triple: str


class PlatformCheck:
    """Checks `targets` for one platform against its built stand-in SDK."""

    def __init__(self, toolchain, repository, sdk, targets, scratch, checked=None, reuse=None):
        """`checked`: names of the targets to report on (default: all); the others are built only
        when their module is in neither `scratch` nor `reuse` (a modules folder of an earlier
        run of the same package, searched after this run's own)."""
        self.toolchain = toolchain
        self.repository = repository
        self.sdk = sdk
        self.platform = sdk.platform
        self.targets = [target for target in targets if self.platform.key in target.platforms]
        self.checked = checked
        self.modules = os.path.join(scratch, self.platform.key)
        self.reuse = os.path.join(reuse, self.platform.key) if reuse else None
        self.findings = []
        self.skipped = []  # (target, why) not checked because a dependency did not compile
        self.timings = []  # (target, triple, seconds)

    def run(self):
        os.makedirs(os.path.join(self.modules, "unused"), exist_ok=True)
        failed = set()
        for target in self.targets:
            broken = [name for name in target.dependencies if name in failed]
            if self.checked is not None and target.name not in self.checked:
                if not self._available(target):
                    if self._compile(target, self.platform.triple(self.platform.floor), emit=True):
                        failed.add(target.name)
                continue
            if broken:
                failed.add(target.name)
                self.skipped.append((target.name, f"{', '.join(broken)} did not type-check"))
                continue
            floor = self._compile(target, self.platform.triple(self.platform.floor), emit=True)
            if floor:
                failed.add(target.name)
            self.findings += floor
            if target.at_latest:
                self.findings += self._compile(target, self.platform.triple(LATEST), emit=False)
        return self.findings

    def _available(self, target):
        name = f"{target.module_name}.swiftmodule"
        return any(folder and os.path.exists(os.path.join(folder, name)) for folder in (self.modules, self.reuse))

    def _compile(self, target, triple, emit):
        if not target.files:
            return []
        command = [self.toolchain.tool("swiftc"), "-module-name", target.module_name,
                   "-target", triple, "-sdk", "", "-resource-dir", self.sdk.resources,
                   "-I", self.sdk.folder, "-I", self.modules, *(["-I", self.reuse] if self.reuse else []),
                   "-Xfrontend", "-disable-objc-interop", *_SWIFTPM_FLAGS]
        if not self.platform.availability:
            command += ["-Xfrontend", "-disable-availability-checking"]
        if emit and target.kind in ("library", "executable"):
            command += ["-emit-module", "-wmo", "-emit-module-path",
                        os.path.join(self.modules, f"{target.module_name}.swiftmodule")]
        elif emit and target.sil_diagnostics:
            # Emitting a module runs the mandatory SIL passes and their diagnostics; no one
            # imports a test target or the app, so the module is thrown away.
            command += ["-emit-module", "-wmo", "-emit-module-path",
                        os.path.join(self.modules, "unused", f"{target.module_name}.swiftmodule")]
        else:
            command += ["-typecheck", "-wmo"]  # one compiler job, not one a file
        if target.kind != "executable":
            command.append("-parse-as-library")
        command += [os.path.join(self.repository, path) for path in target.files]
        started = time.monotonic()
        result = subprocess.run(command, capture_output=True, text=True, cwd=self.repository)
        self.timings.append((target.name, triple, time.monotonic() - started))
        findings, artefacts = self._findings(result.stdout + result.stderr, triple)
        if result.returncode != 0 and not findings and not artefacts:
            text = (result.stdout + result.stderr).strip().splitlines()
            findings = [Finding(target.name, 0, 0, "the compiler failed: " + (text[-1] if text else "no output"), triple)]
        return findings

    def _findings(self, output, triple):
        """The errors in the compiler's output, and how many of them were artefacts."""
        findings, artefacts = [], 0
        for line in output.splitlines():
            match = _DIAGNOSTIC.match(line)
            if match:
                path = match["path"]
                if path.startswith("macro expansion @") and match["message"].startswith(BODILESS_STDLIB_ARTEFACTS):
                    artefacts += 1
                    continue
                if os.path.isabs(path) and path.startswith(self.repository + os.sep):
                    path = os.path.relpath(path, self.repository)
                findings.append(Finding(path, int(match["line"]), int(match["column"]), match["message"], triple))
        return findings, artefacts
