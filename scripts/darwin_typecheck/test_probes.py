"""Probes: code Xcode rejects, added to a copy of the package, makes darwin-typecheck exit 1, and
the correctly guarded version exits 0.

Run from the repository root after a full `scripts/darwin-typecheck` (whose stand-in SDK and
modules the probes reuse): `python3 -m unittest discover -s scripts/darwin_typecheck -p 'test_*.py'`.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRATCH = os.path.join(ROOT, ".build", "darwin-sdk")
SDK = os.environ.get("DARWIN_TYPECHECK_SDK") or SCRATCH

UIKIT_IMPORTS = """#if os(Linux)
import AppleShim
#elseif os(iOS) || os(visionOS)
import UIKit
#endif
"""


class Probe:
    def __init__(self, target, platform, code, fixed, expected):
        self.target, self.platform, self.code, self.fixed, self.expected = target, platform, code, fixed, expected


# A value of a non-Sendable class used after it was sent to the main actor, and the same code using
# it before sending it.
SENDING_RACE = """final class ProbeBox { var value = 0 }
@MainActor func probeUse(_ box: ProbeBox) {}
func probeSend() async {
    let box = ProbeBox()
    await probeUse(box)
    box.value += 1
}
"""
SENDING_FIXED = SENDING_RACE.replace("    await probeUse(box)\n    box.value += 1\n",
                                     "    box.value += 1\n    await probeUse(box)\n")

PROBES = {
    # 1. A key path to an iOS 17 property.
    "key path to an iOS 17 property": Probe(
        "A11ySnapshotUIKit", "ios-simulator",
        UIKIT_IMPORTS + """#if os(iOS) || os(visionOS)
@MainActor func probeOverrides(_ views: [UIView]) -> [UITraitOverrides] { views.map(\\.traitOverrides) }
#endif
""",
        UIKIT_IMPORTS + """#if os(iOS) || os(visionOS)
@available(iOS 17.0, *)
@MainActor func probeOverrides(_ views: [UIView]) -> [UITraitOverrides] { views.map(\\.traitOverrides) }
#endif
""",
        "'traitOverrides' is only available in iOS 17.0 or newer"),
    # 2. A call, from unguarded code, to the project's own iOS 17 / macOS 14 API.
    "unguarded call to the project's own newer API": Probe(
        "A11ySnapshotXCUI", "macos",
        """@available(iOS 17, macOS 14, tvOS 17, *) func probeNewThing() {}
func probeCaller() { probeNewThing() }
""",
        """@available(iOS 17, macOS 14, tvOS 17, *) func probeNewThing() {}
func probeCaller() { if #available(iOS 17, macOS 14, tvOS 17, *) { probeNewThing() } }
""",
        "'probeNewThing()' is only available in macOS 14 or newer"),
    # 3. SwiftUI API newer than the floor.
    "SwiftUI API newer than the floor": Probe(
        "A11ySnapshotUIKit", "ios-simulator",
        """#if (os(iOS) || os(visionOS)) && canImport(SwiftUI)
import SwiftUI
@MainActor func probeHosting() { UIHostingController(rootView: EmptyView()).safeAreaRegions = [] }
#endif
""",
        """#if (os(iOS) || os(visionOS)) && canImport(SwiftUI)
import SwiftUI
@MainActor func probeHosting() {
    if #available(iOS 16.4, *) { UIHostingController(rootView: EmptyView()).safeAreaRegions = [] }
}
#endif
""",
        "'safeAreaRegions' is only available in iOS 16.4 or newer"),
    # 4. An iOS 17 property reached through a project type.
    "iOS 17 property through a project type": Probe(
        "A11ySnapshotUIKit", "ios-simulator",
        UIKIT_IMPORTS + """#if os(iOS) || os(visionOS)
@MainActor func probeWindow() { HostingWindow(size: .zero).window.traitOverrides.layoutDirection = .rightToLeft }
#endif
""",
        UIKIT_IMPORTS + """#if os(iOS) || os(visionOS)
@MainActor func probeWindow() {
    guard #available(iOS 17.0, *) else { return }
    HostingWindow(size: .zero).window.traitOverrides.layoutDirection = .rightToLeft
}
#endif
""",
        "'traitOverrides' is only available in iOS 17.0 or newer"),
    # 5. pthread_t, a pointer on Darwin, stored in a Sendable struct.
    "pthread_t in a Sendable struct": Probe(
        "A11ySnapshotXCUI", "macos",
        """import Foundation
struct ProbeThreadTag: Sendable { let thread: pthread_t }
""",
        """import Foundation
struct ProbeThreadTag: Sendable { let thread: UInt }
""",
        "non-Sendable type 'pthread_t'"),
    # 6. A pthread_t returned by a project function, captured by a @Sendable closure.
    "pthread_t captured by a @Sendable closure": Probe(
        "A11ySnapshotXCUI", "macos",
        """import Foundation
func probeThread() -> pthread_t { pthread_self() }
func probeCapture() -> @Sendable () -> Void {
    let thread = probeThread()
    return { _ = thread }
}
""",
        """import Foundation
func probeThread() -> UInt { 0 }
func probeCapture() -> @Sendable () -> Void {
    let thread = probeThread()
    return { _ = thread }
}
""",
        "non-Sendable type 'pthread_t'"),
    # 7. A non-Sendable value sent to the main actor and used afterwards: a diagnostic made on
    #    SIL, which -typecheck does not reach, in a library and in code only iOS compiles.
    "non-Sendable value used after sending it to the main actor": Probe(
        "A11ySnapshotXCUI", "macos", SENDING_RACE, SENDING_FIXED, "sending 'box' risks causing data races"),
    #    The test target holds @Test functions: their records' folding artefacts are dropped
    #    (check.BODILESS_STDLIB_ARTEFACTS), a real error in the same module is not.
    "sending in a test target's iOS-only code": Probe(
        "A11ySnapshotXCUITests", "ios-simulator", f"#if os(iOS)\n{SENDING_RACE}#endif\n",
        f"#if os(iOS)\n{SENDING_FIXED}#endif\n", "sending 'box' risks causing data races"),
}


class DarwinTypecheckProbes(unittest.TestCase):
    """Each probe in a copy of the package: rejected as written, accepted when guarded."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="darwin-typecheck-probes-")
        cls.copy = os.path.join(cls.folder, "package")
        os.makedirs(cls.copy)
        for name in ("Package.swift", "Sources", "Tests", "Apps"):
            source = os.path.join(ROOT, name)
            if os.path.isdir(source):
                shutil.copytree(source, os.path.join(cls.copy, name),
                                ignore=shutil.ignore_patterns(".build", "Fixtures", "Golden"))
            elif os.path.exists(source):
                shutil.copy(source, cls.copy)
        # Excluded folders must exist for the manifest to load.
        for excluded in ("Tests/A11ySnapshotTests/Report/Golden", "Tests/A11ySnapshotTests/Import/Fixtures",
                         "Tests/A11ySnapshotUIKitTests/Golden"):
            os.makedirs(os.path.join(cls.copy, excluded), exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def typecheck(self, probe, code):
        folder = "Tests" if probe.target.endswith("Tests") else "Sources"
        path = os.path.join(self.copy, folder, probe.target, "DarwinTypecheckProbe.swift")
        with open(path, "w") as file:
            file.write(code)
        try:
            return subprocess.run(
                [sys.executable, os.path.join(ROOT, "scripts", "darwin-typecheck"), "--root", self.copy,
                 "--sdk", SDK, "--scratch", os.path.join(self.folder, "scratch"),
                 "--reuse-modules", os.path.join(SCRATCH, "modules"),
                 "--platform", probe.platform, "--target", probe.target],
                capture_output=True, text=True)
        finally:
            os.remove(path)

    def check_probe(self, name):
        probe = PROBES[name]
        rejected = self.typecheck(probe, probe.code)
        self.assertEqual(rejected.returncode, 1, f"{name}: not rejected\n{rejected.stdout}{rejected.stderr}")
        self.assertIn(probe.expected, rejected.stdout)
        self.assertIn("DarwinTypecheckProbe.swift:", rejected.stdout)
        accepted = self.typecheck(probe, probe.fixed)
        self.assertEqual(accepted.returncode, 0, f"{name}: guarded version rejected\n{accepted.stdout}{accepted.stderr}")

    def test_key_path_to_an_iOS_17_property_is_rejected(self):
        self.check_probe("key path to an iOS 17 property")

    def test_unguarded_call_to_the_projects_own_newer_API_is_rejected(self):
        self.check_probe("unguarded call to the project's own newer API")

    def test_SwiftUI_API_newer_than_the_floor_is_rejected(self):
        self.check_probe("SwiftUI API newer than the floor")

    def test_iOS_17_property_through_a_project_type_is_rejected(self):
        self.check_probe("iOS 17 property through a project type")

    def test_pthread_t_in_a_Sendable_struct_is_rejected(self):
        self.check_probe("pthread_t in a Sendable struct")

    def test_pthread_t_captured_by_a_Sendable_closure_is_rejected(self):
        self.check_probe("pthread_t captured by a @Sendable closure")

    def test_a_value_used_after_sending_it_is_rejected(self):
        self.check_probe("non-Sendable value used after sending it to the main actor")

    def test_a_test_targets_iOS_only_code_gets_the_SIL_diagnostics(self):
        self.check_probe("sending in a test target's iOS-only code")

    def test_enumerated_reversed_is_an_array_below_26_and_a_reversed_collection_at_26(self):
        """What the compiler says of `enumerated().reversed()`: below 26 it is Sequence's
        `reversed()` (an Array); at 26 the BidirectionalCollection conformance wins."""
        probe = Probe("A11ySnapshotXCUI", "macos", """func probeReversed() {
    let reversed = [1, 2].enumerated().reversed()
    let _: [(offset: Int, element: Int)] = reversed
}
""", "", "")
        result = self.typecheck(probe, probe.code)
        findings = [line for line in result.stdout.splitlines() if "DarwinTypecheckProbe.swift:" in line]
        self.assertTrue(findings, result.stdout + result.stderr)
        self.assertTrue(all(line.endswith("[x86_64-apple-macos26.0]") for line in findings), findings)
        self.assertIn("ReversedCollection", findings[0])


if __name__ == "__main__":
    unittest.main()
