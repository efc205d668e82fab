"""The platforms darwin-typecheck checks are the ones Package.swift declares, at its floors."""

import os
import re
import unittest

from platforms import PLATFORMS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Package.swift's platform names, as the compiler's triple spells each (OS, environment).
_TRIPLE = {"iOS": ("ios", "simulator"), "macOS": ("macos", ""), "tvOS": ("tvos", "simulator"),
           "visionOS": ("xros", "simulator"), "macCatalyst": ("ios", "macabi")}


class Floors(unittest.TestCase):
    def test_every_platform_of_the_manifest_is_checked_at_its_floor(self):
        with open(os.path.join(ROOT, "Package.swift")) as file:
            manifest = file.read()
        declared = {}
        for name, major, minor in re.findall(r"\.(\w+)\(\.v(\d+)(?:_(\d+))?\)", manifest.split("products:")[0]):
            declared[_TRIPLE[name]] = f"{major}.{minor or 0}"
        checked = {(platform.os, platform.environment): platform.floor for platform in PLATFORMS}
        self.assertEqual(checked, declared)


if __name__ == "__main__":
    unittest.main()
