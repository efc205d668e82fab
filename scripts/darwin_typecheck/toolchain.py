"""The installed Swift toolchain: where its tools and interfaces are, and how to run them."""

import os
import shutil
import subprocess
from dataclasses import dataclass


class ToolchainError(Exception):
    """The toolchain lacks something the stand-in SDK is built from."""


@dataclass(frozen=True)
class Toolchain:
    usr: str  # the toolchain's `usr` folder

    @staticmethod
    def find():
        swiftc = shutil.which("swiftc")
        if swiftc is None:
            raise ToolchainError("no swiftc on PATH")
        usr = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
        return Toolchain(usr)

    def tool(self, name):
        path = os.path.join(self.usr, "bin", name)
        if not os.path.exists(path):
            raise ToolchainError(f"the toolchain has no {name} ({path})")
        return path

    @property
    def version(self):
        """`Swift version 6.3.1 (swift-6.3.1-RELEASE)`: the first line `swiftc --version` prints."""
        output = subprocess.run([self.tool("swiftc"), "--version"], capture_output=True, text=True, check=True)
        for line in (output.stdout + output.stderr).splitlines():
            if "Swift version" in line:
                return line[line.index("Swift version"):].strip()
        raise ToolchainError("swiftc --version printed no version")

    def interface(self, module):
        """The toolchain's own textual interface of `module` (standard library or Testing)."""
        for library in ("swift_static", "swift"):
            path = os.path.join(self.usr, "lib", library, "linux", f"{module}.swiftmodule",
                                "x86_64-unknown-linux-gnu.swiftinterface")
            if os.path.exists(path):
                return path
        raise ToolchainError(f"the toolchain has no textual interface of {module}")

    @property
    def shims(self):
        return os.path.join(self.usr, "lib", "swift", "shims")

    @property
    def clang_resources(self):
        return os.path.realpath(os.path.join(self.usr, "lib", "swift", "clang"))

    def synthesize(self, module):
        """The Swift interface swift-synthesize-interface prints for the installed `module`."""
        result = subprocess.run(
            [self.tool("swift-synthesize-interface"), "-module-name", module,
             "-target", "x86_64-unknown-linux-gnu", "-print-fully-qualified-types"],
            capture_output=True, text=True)
        if result.returncode != 0 or not result.stdout:
            raise ToolchainError(f"swift-synthesize-interface failed for {module}: {result.stderr.strip()[:400]}")
        return result.stdout
