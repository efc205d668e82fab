"""scripts/darwin-typecheck: the command line."""

import argparse
import concurrent.futures
import os
import sys
import time

from . import sdk as standin
from .check import PlatformCheck
from .platforms import LATEST, PLATFORMS
from .targets import ManifestError, load
from .toolchain import Toolchain, ToolchainError

_DESCRIPTION = """Type-checks, in Swift 6 mode, every target the package builds on an Apple platform
(the core, the assertions, the XCTest and Testing modules, UIKit and XCUI capture, test targets,
the fidelity suite's host app) for the iOS simulator, macOS, tvOS, visionOS and Mac
Catalyst, at the floors of Package.swift and at 26, against a stand-in Darwin SDK built from the
installed toolchain and the shim (docs/ci/DARWIN_TYPECHECK.md)."""

_EPILOG = """exit status: 0 every target type-checks; 1 compiler errors (one line each:
file:line:column: message [target triples]) or a stand-in module that does not compile;
2 bad usage, or a toolchain or manifest this cannot use."""


def main(argv=None):
    parser = argparse.ArgumentParser(prog="darwin-typecheck", description=_DESCRIPTION, epilog=_EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--root", default=here, help="the package to check (default: this repository)")
    parser.add_argument("--platform", action="append", choices=[p.key for p in PLATFORMS],
                        help="check only this platform (repeatable; default: all five)")
    parser.add_argument("--target", action="append",
                        help="check only this target (repeatable); what it imports is built if no module of it is found")
    parser.add_argument("--reuse-modules", metavar="DIR",
                        help="a modules folder of an earlier full run (SCRATCH/modules) to take dependencies from")
    parser.add_argument("--scratch", help="where the stand-in SDK and modules go (default: ROOT/.build/darwin-sdk)")
    parser.add_argument("--sdk", metavar="DIR", default=os.environ.get("DARWIN_TYPECHECK_SDK"),
                        help="where the stand-in SDK goes, if not in SCRATCH (default: $DARWIN_TYPECHECK_SDK)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="platforms checked at once")
    parser.add_argument("--verbose", action="store_true", help="say what is built and checked, and how long it took")
    options = parser.parse_args(argv)

    root = os.path.abspath(options.root)
    scratch = os.path.abspath(options.scratch or os.path.join(root, ".build", "darwin-sdk"))
    try:
        toolchain = Toolchain.find()
        targets = load(root)
    except (ToolchainError, ManifestError) as error:
        print(f"darwin-typecheck: {error}", file=sys.stderr)
        return 2
    if options.target:
        unknown = set(options.target) - {target.name for target in targets}
        if unknown:
            print(f"darwin-typecheck: no such target: {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        checked = set(options.target)
        targets = _with_dependencies(targets, checked)
    else:
        checked = None
    platforms = [p for p in PLATFORMS if not options.platform or p.key in options.platform]

    def check(platform):
        started = time.monotonic()
        sdk = standin.StandInSDK(toolchain, root, os.path.abspath(options.sdk or scratch), platform)
        sdk.build()
        run = PlatformCheck(toolchain, root, sdk, targets, os.path.join(scratch, "modules"),
                            checked=checked, reuse=options.reuse_modules and os.path.abspath(options.reuse_modules))
        run.run()
        run.sdk_timings = sdk.timings
        return run, time.monotonic() - started

    failed = False
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        futures = {pool.submit(check, platform): platform for platform in platforms}
        results = {}
        for future in concurrent.futures.as_completed(futures):
            platform = futures[future]
            try:
                results[platform.key] = future.result()
            except standin.BuildError as error:
                print(f"{platform.name}: {error}")
                failed = True
            except ToolchainError as error:
                print(f"darwin-typecheck: {error}", file=sys.stderr)
                return 2
    # One line per error, with every triple it was found for (the same code usually fails at the
    # floor of several platforms), in file order.
    triples = {}
    for platform in platforms:
        if platform.key in results:
            for finding in results[platform.key][0].findings:
                key = (finding.path, finding.line, finding.column, finding.message)
                triples.setdefault(key, []).append(finding.triple)
    for (path, line, column, message), found in sorted(triples.items()):
        print(f"{path}:{line}:{column}: {message} [{', '.join(dict.fromkeys(found))}]")
    failed = failed or bool(triples)
    for platform in platforms:
        if platform.key not in results:
            continue
        run, seconds = results[platform.key]
        for name, why in run.skipped:
            print(f"{platform.name}: {name} not checked: {why}")
        failed = failed or bool(run.skipped)
        if options.verbose:
            for name, took in run.sdk_timings:
                print(f"  stand-in {name}: {took:.1f} s", file=sys.stderr)
            for name, triple, took in run.timings:
                print(f"  {name} [{triple}]: {took:.1f} s", file=sys.stderr)
        print(f"{platform.name}: {len(run.targets)} targets at {platform.floor} and {LATEST}, "
              f"{len(run.findings)} errors, {seconds:.0f} s", file=sys.stderr)
    return 1 if failed else 0


def _with_dependencies(targets, names):
    by_name = {target.name: target for target in targets}
    wanted, pending = set(), list(names)
    while pending:
        name = pending.pop()
        if name in wanted or name not in by_name:
            continue
        wanted.add(name)
        pending += by_name[name].dependencies
    return [target for target in targets if target.name in wanted]
