"""Command line: ``scripts/check-apple-availability [--sendable] [--root DIR] [--shim DIR]
[--package FILE] [--sources PATH…] [--list-symbols]``. Exit 0: nothing found; 1: findings;
2: bad usage or unreadable input."""

import argparse
import os
import sys

from .checker import check_files
from .conditions import ConditionError
from .package_manifest import ManifestError, read_floors
from .platforms import FAMILY_NAMES, PLATFORMS, format_version
from .sendable import check_sendable
from .shim import read_shim, swift_files

# The code that compiles against Apple's frameworks (and the shim on Linux): the adapters, the
# XCTest-facing part of the test library, and the on-device tests. Of these folders, only files
# importing AppleShim, UIKit, XCTest, XCUIAutomation or SwiftUI are read.
AVAILABILITY_SOURCES = ("Sources/A11ySnapshotUIKit", "Sources/A11ySnapshotXCUI", "Sources/A11ySnapshotXCTest",
                        "Sources/A11ySnapshotTesting", "Tests/A11ySnapshotAppleTests", "Apps/FidelityHost")
SENDABLE_SOURCES = ("Sources", "Tests")
# Folders no target owns, holding code kept as it was on purpose (the check's own fixtures).
EXCLUDED = ("Tests/Fixtures",)


class UsageError(Exception):
    """Bad arguments or unreadable input: exit status 2."""


def main(argv=None):
    options = _parser().parse_args(argv)
    try:
        lines = _symbol_lines(options) if options.list_symbols else [str(f) for f in _findings(options)]
    except UsageError as error:
        print(f"check-apple-availability: {error}", file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    if options.list_symbols or not lines:
        return 0
    noun = "capture" if options.sendable else "use"
    print(f"check-apple-availability: {len(lines)} {noun}{'s' if len(lines) != 1 else ''} to fix", file=sys.stderr)
    return 1


def _parser():
    parser = argparse.ArgumentParser(
        prog="check-apple-availability",
        description="Reports uses of the shim's Apple API that Xcode would reject (availability and "
                    "platform conditions), or, with --sendable, captures in @Sendable closures of values "
                    "Sendable on Linux but not on Darwin. See docs/ci/APPLE_AVAILABILITY_CHECK.md.")
    default_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--root", default=default_root, metavar="DIR",
                        help="repository root; other defaults are inside it (default: this script's repository)")
    parser.add_argument("--shim", metavar="DIR", help="the shim's sources (default: ROOT/Sources/AppleShim)")
    parser.add_argument("--package", metavar="FILE", help="the manifest with the deployment targets "
                        "(default: ROOT/Package.swift)")
    parser.add_argument("--sources", nargs="+", metavar="PATH", help="folders or files to check (default: "
                        f"{', '.join(AVAILABILITY_SOURCES)}; with --sendable: {', '.join(SENDABLE_SOURCES)})")
    parser.add_argument("--sendable", action="store_true", help="check @Sendable captures instead")
    parser.add_argument("--list-symbols", action="store_true",
                        help="print the shim's symbols with what each needs and where it exists, then exit")
    return parser


def _findings(options):
    """The findings of the mode ``options`` select."""
    root = _root(options)
    try:
        if options.sendable:
            return check_sendable(_source_files(options, SENDABLE_SOURCES), root)
        shim = read_shim(options.shim or os.path.join(root, "Sources", "AppleShim"), root)
        floors = read_floors(options.package or os.path.join(root, "Package.swift"))
        return check_files(_source_files(options, AVAILABILITY_SOURCES), shim, floors, root)
    except (OSError, UnicodeDecodeError, ManifestError, ConditionError) as error:
        raise UsageError(str(error)) from error


def _root(options):
    if not os.path.isdir(options.root):
        raise UsageError(f"--root {options.root} is not a directory")
    return options.root


def _source_files(options, defaults):
    """The Swift files to check: each ``--sources`` path (which must exist), or the defaults that
    exist under the root, without the excluded folders."""
    if options.sources:
        paths = options.sources
        missing = [path for path in paths if not os.path.exists(path)]
        if missing:
            raise UsageError(f"no such file or folder: {', '.join(missing)}")
    else:
        paths = [os.path.join(options.root, folder) for folder in defaults]
        paths = [path for path in paths if os.path.exists(path)]
    excluded = [os.path.abspath(os.path.join(options.root, folder)) + os.sep for folder in EXCLUDED]
    files = []
    for path in paths:
        given = os.path.abspath(path) + os.sep
        skipped = [folder for folder in excluded if not given.startswith(folder)]
        found = [path] if os.path.isfile(path) else swift_files(path)
        files.extend(f for f in found if not any(os.path.abspath(f).startswith(folder) for folder in skipped))
    return sorted(set(files))


def _symbol_lines(options):
    """One line per shim symbol: its name, what it needs, where it does not exist, its header."""
    root = _root(options)
    try:
        shim = read_shim(options.shim or os.path.join(root, "Sources", "AppleShim"), root)
    except (OSError, UnicodeDecodeError, ConditionError) as error:
        raise UsageError(str(error)) from error
    types = shim.types.values()
    symbols = [symbol for shim_type in types for found in shim_type.members.values() for symbol in found]
    symbols += [shim_type.symbol for shim_type in types if shim_type.symbol and not shim_type.symbol.owner]
    symbols += [symbol for found in shim.globals.values() for symbol in found]
    lines = []
    for symbol in sorted(symbols, key=lambda s: (s.display(), s.path)):
        needs = ", ".join(f"{FAMILY_NAMES[f]} {'unavailable' if r.unavailable else format_version(r.introduced)}"
                          for f, r in sorted(symbol.requirements.items()) if r.unavailable or r.introduced)
        absent = ", ".join(p.name for p, exists in zip(PLATFORMS, symbol.exists) if exists is False)
        lines.append(f"{symbol.display()}\tneeds: {needs or '-'}\tabsent on: {absent or '-'}\t"
                     f"from: {symbol.header or '-'}\t{symbol.path}")
    return lines
