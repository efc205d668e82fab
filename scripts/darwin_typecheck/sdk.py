"""The stand-in Darwin SDK: binary Swift modules with Apple's names, built for one platform.

Built at run time from the installed toolchain and the repository's shim, into
`.build/darwin-sdk/<platform>/`; a module is rebuilt only when its inputs (or a module it
imports) changed. Nothing of Apple's is stored: Apple's API enters only as the shim's
declarations, each naming the header it was read from (Sources/AppleShim/README.md).
"""

import fcntl
import glob
import hashlib
import os
import re
import subprocess
import time
from dataclasses import dataclass, field

from . import interfaces

# Where the repository's stand-in declarations are.
SHIM = "Sources/AppleShim"
DARWIN_ONLY = "Sources/AppleShim/DarwinSDK"


@dataclass(frozen=True)
class Module:
    """One module of the stand-in SDK.

    kind: `stdlib` (the toolchain's interface, retargeted), `synthesized` (printed from the
    installed binary module and fixed, see interfaces.py) or `source` (compiled from Swift
    files of the shim: `folders` relative to the repository, plus `exports`).
    """

    name: str
    kind: str
    imports: tuple = ()
    folders: tuple = ()
    exports: tuple = ()  # `@_exported import`s the real module has, for code that relies on them
    platforms: frozenset = field(default=frozenset({"ios", "macos", "tvos", "xros"}))


_NOT_MACOS = frozenset({"ios", "tvos", "xros"})  # Mac Catalyst's triple OS is `ios`

# In build order: each module only imports modules above it.
MODULES = (
    Module("Swift", "stdlib"),
    # Unoptimized builds (-Onone) import SwiftOnoneSupport implicitly: it comes first.
    Module("SwiftOnoneSupport", "stdlib", ("Swift",)),
    Module("_Concurrency", "stdlib", ("SwiftOnoneSupport",)),
    Module("_StringProcessing", "stdlib", ("_Concurrency",)),
    Module("Darwin", "source", ("_Concurrency",), folders=(f"{DARWIN_ONLY}/Darwin",)),
    Module("Synchronization", "stdlib", ("Darwin",)),
    Module("Dispatch", "synthesized", ("Darwin",)),
    Module("FoundationEssentials", "synthesized", ("Darwin", "Synchronization")),
    Module("FoundationInternationalization", "synthesized", ("FoundationEssentials",)),
    Module("Foundation", "synthesized", ("Dispatch", "FoundationInternationalization")),
    # CGFloat, CGPoint, CGSize and CGRect are Foundation's on Linux: CoreGraphics re-exports it.
    Module("CoreGraphics", "source", ("Foundation",), folders=(f"{DARWIN_ONLY}/CoreGraphics",),
           exports=("Foundation",)),
    Module("ObjectiveC", "source", ("Foundation",), folders=(f"{SHIM}/ObjectiveC/Selector.swift",)),
    Module("Accessibility", "source", ("ObjectiveC", "CoreGraphics"), folders=(f"{SHIM}/Accessibility", f"{DARWIN_ONLY}/Accessibility"),
           exports=("Foundation",)),
    # The shim's key-value coding answers for UIKit's identification protocol (test support),
    # so it is built into UIKit here; only UIKit's adapters use it.
    Module("UIKit", "source", ("Accessibility",),
           folders=(f"{SHIM}/UIKit", f"{SHIM}/ObjectiveC/NSObject+KeyValueCoding.swift", f"{DARWIN_ONLY}/UIKit"),
           exports=("Foundation", "ObjectiveC", "CoreGraphics"), platforms=_NOT_MACOS),
    Module("XCTest", "source", ("ObjectiveC", "CoreGraphics"),
           folders=(f"{DARWIN_ONLY}/XCTest", f"{SHIM}/XCTest"), exports=("Foundation",)),
    Module("SwiftUI", "source", ("UIKit",), folders=(f"{DARWIN_ONLY}/SwiftUI",),
           exports=("Foundation",), platforms=_NOT_MACOS),
    Module("Testing", "stdlib", ("Foundation",)),
)


# A synthesized interface compiles after two or three rounds of pruning (swift 6.3.1); the
# bound stops a printer that gets worse from looping.
_PRUNING_ROUNDS = 8


class BuildError(Exception):
    """A module of the stand-in SDK did not compile: a fault of the stand-in, not of the code checked."""


class StandInSDK:
    """The stand-in SDK of one platform, under `root/<platform.key>`."""

    def __init__(self, toolchain, repository, root, platform):
        self.toolchain = toolchain
        self.repository = repository
        self.platform = platform
        self.folder = os.path.join(root, platform.key)
        self.resources = os.path.join(root, "resources")
        self.triple = platform.triple(platform.floor)
        self._hashes = {}
        self.timings = []  # (module, seconds) of the modules built this run

    def modules(self):
        return [module for module in MODULES if self.platform.os in module.platforms]

    def build(self):
        """Builds every module that is missing or out of date; returns the modules folder.

        Runs sharing the folder (`$DARWIN_TYPECHECK_SDK`) take turns: a module half written by
        one must not be read, or rebuilt at the same time, by another."""
        os.makedirs(self.folder, exist_ok=True)
        with open(os.path.join(self.folder, ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            _resource_folder(self.toolchain, self.resources)
            compiler = self.toolchain.version
            for module in self.modules():
                self._build(module, compiler)
        return self.folder

    def _build(self, module, compiler):
        digest = hashlib.sha256()
        digest.update(self._key_text(module, compiler).encode())
        for name in module.imports:
            digest.update(self._hashes.get(name, "").encode())
        key = digest.hexdigest()
        self._hashes[module.name] = key
        stamp = os.path.join(self.folder, f"{module.name}.inputs")
        output = os.path.join(self.folder, f"{module.name}.swiftmodule")
        if os.path.exists(output) and _read(stamp) == key:
            return
        started = time.monotonic()
        if module.kind == "source":
            self._compile_sources(module)
        else:
            self._compile_interface(module, self._interface_text(module, compiler))
        self.timings.append((module.name, time.monotonic() - started))
        with open(stamp, "w") as file:
            file.write(key)

    def _key_text(self, module, compiler):
        """What decides the module's content: the compiler, the mechanical fixes, and for shim
        modules their files' paths and contents (not repr(module): a frozenset's order changes
        from run to run, string hashing being salted)."""
        parts = [compiler, self.triple, module.name, module.kind, *module.imports, *module.folders, *module.exports]
        if module.kind == "source":
            for path in self._source_files(module):
                parts += [path, _read(os.path.join(self.repository, path))]
        else:
            parts.append(_read(interfaces.__file__))
        return "\n".join(parts)

    def _interface_text(self, module, compiler):
        if module.kind == "stdlib":
            with open(self.toolchain.interface(module.name)) as file:
                return interfaces.retarget(file.read(), module.name, self.triple)
        return interfaces.fix_synthesized(self.toolchain.synthesize(module.name), module.name,
                                          self.triple, compiler)

    def _source_files(self, module):
        files = []
        for folder in module.folders:
            if folder.endswith(".swift"):
                files.append(folder)
                continue
            found = sorted(glob.glob(os.path.join(self.repository, folder, "**", "*.swift"), recursive=True))
            files += [os.path.relpath(path, self.repository) for path in found]
        return files

    def _compile_interface(self, module, text):
        """Compiles the interface; a synthesized one loses, round by round, the declarations
        the compiler rejects (interfaces.prune), listed in `<Module>.pruned`."""
        path = os.path.join(self.folder, f"{module.name}.swiftinterface")
        command = [self.toolchain.tool("swift-frontend"), "-compile-module-from-interface",
                   "-module-name", module.name, "-target", self.triple,
                   "-resource-dir", self.resources, "-sdk", "", "-I", self.folder,
                   "-o", os.path.join(self.folder, f"{module.name}.swiftmodule"), path]
        if module.name == "Swift":
            command.insert(2, "-parse-stdlib")
        pruned = []
        for _ in range(_PRUNING_ROUNDS if module.kind == "synthesized" else 1):
            with open(path, "w") as file:
                file.write(text)
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode == 0:
                break
            lines = [int(match) for match in re.findall(
                rf"^{re.escape(path)}:(\d+):\d+: error:", result.stdout + result.stderr, flags=re.M)]
            lines = [line for line in lines if line > 1]
            if module.kind != "synthesized" or not lines:
                raise BuildError(_failure(f"{module.name} for {self.platform.name}", result))
            text, dropped = interfaces.prune(text, lines)
            pruned += dropped
        else:
            raise BuildError(_failure(f"{module.name} for {self.platform.name}", result))
        with open(os.path.join(self.folder, f"{module.name}.pruned"), "w") as file:
            file.write("".join(line + "\n" for line in pruned))

    def _compile_sources(self, module):
        """Compiles the shim's files as the module, each file's Linux-only guard lifted.

        Every shim file is wrapped in `#if os(Linux)` so that SwiftPM builds it only on Linux;
        here that one line becomes `#if true` in a copy (same line numbers), and the platform
        conditions inside (`#if os(iOS) || os(Linux)`, …) decide for the Darwin target.
        """
        copies = os.path.join(self.folder, "sources", module.name)
        os.makedirs(copies, exist_ok=True)
        for stale in glob.glob(os.path.join(copies, "*.swift")):
            os.remove(stale)
        files = []
        for index, relative in enumerate(self._source_files(module)):
            text = _read(os.path.join(self.repository, relative))
            if text.startswith("#if os(Linux)\n"):
                text = "#if true\n" + text[len("#if os(Linux)\n"):]
            copy = os.path.join(copies, f"{index:03}-{os.path.basename(relative)}")
            with open(copy, "w") as file:
                file.write(text)
            files.append(copy)
        umbrella = os.path.join(copies, "exports.swift")
        with open(umbrella, "w") as file:
            file.write("".join(f"@_exported import {name}\n" for name in module.exports))
        files.append(umbrella)
        command = [self.toolchain.tool("swiftc"), "-emit-module", "-parse-as-library", "-wmo",
                   "-module-name", module.name, "-target", self.triple, "-swift-version", "6",
                   "-resource-dir", self.resources, "-sdk", "", "-I", self.folder,
                   "-Xfrontend", "-disable-objc-interop", "-enable-library-evolution", "-package-name", "AppleShim",
                   "-emit-module-path", os.path.join(self.folder, f"{module.name}.swiftmodule")] + files
        if not self.platform.availability:
            command += ["-Xfrontend", "-disable-availability-checking"]
        _run(command, f"{module.name} for {self.platform.name}")


def _resource_folder(toolchain, folder):
    """A compiler resource folder holding only the toolchain's C shims and clang headers: the
    standard library is found among the stand-in's modules instead of the Linux one."""
    os.makedirs(folder, exist_ok=True)
    for name, target in (("shims", toolchain.shims), ("clang", toolchain.clang_resources)):
        link = os.path.join(folder, name)
        if not os.path.islink(link) or os.readlink(link) != target:
            if os.path.lexists(link):
                os.remove(link)
            try:
                os.symlink(target, link)
            except FileExistsError:  # another platform's build made it at the same moment
                if os.readlink(link) != target:
                    raise


def _run(command, what):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(_failure(what, result))


def _failure(what, result):
    output = (result.stdout + result.stderr).splitlines()
    errors = [line for line in output if "error:" in line and not line.startswith(" ")]
    if not errors:  # a crash or a signal: the last lines say what happened
        errors = [f"the compiler exited with status {result.returncode}"] + output[-5:]
    return f"the stand-in SDK's {what} did not compile:\n" + "\n".join(errors[:20])


def _read(path):
    try:
        with open(path) as file:
            return file.read()
    except FileNotFoundError:
        return None
