"""scripts/check-shim-sources: the one check of the shim the compiler cannot make."""

import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "check-shim-sources")


def run(folder):
    return subprocess.run([sys.executable, SCRIPT, folder], capture_output=True, text=True)


class ShimSources(unittest.TestCase):
    def check(self, text):
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, "Probe.swift"), "w") as file:
                file.write(text)
            return run(folder)

    def test_the_repositorys_shim_names_a_source_for_every_declaration(self):
        result = run(os.path.join(ROOT, "Sources", "AppleShim"))
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_a_declaration_without_a_source_is_reported_at_its_line(self):
        result = self.check("#if os(Linux)\nimport Foundation\n\n@MainActor\nopen class UIThing: NSObject {}\n#endif\n")
        self.assertEqual(result.returncode, 1)
        self.assertIn("Probe.swift:5: names no source", result.stdout)

    def test_a_source_above_the_attributes_covers_the_declaration(self):
        result = self.check("// From: nbeirne/ios-header-changes UIThing.h\n@MainActor\nopen class UIThing: NSObject {}\n")
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_test_support_covers_a_declaration(self):
        text = "// From: a/b C.h\nopen class A {}\n\n// Test support: made by tests.\npublic func make() {}\n"
        self.assertEqual(self.check(text).returncode, 0)

    def test_a_missing_folder_is_a_usage_error(self):
        self.assertEqual(run("/nonexistent/shim").returncode, 2)


if __name__ == "__main__":
    unittest.main()
