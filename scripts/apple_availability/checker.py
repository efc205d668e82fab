"""The availability check: each use of a shim symbol, on each Apple platform its code is compiled
for, against what the symbol needs there."""

import os
from dataclasses import dataclass

from .conditions import evaluate_region
from .coverage import Coverage
from .lexer import read_source
from .structure import Structure
from .platforms import FAMILIES, FAMILY_NAMES, PLATFORMS, format_version
from .usage import FileUses

# A file can use shim symbols only if it imports the shim (Linux) or what the shim stands for.
APPLE_IMPORTS = {"AppleShim", "UIKit", "XCTest", "XCUIAutomation", "SwiftUI"}


@dataclass(frozen=True, order=True)
class Finding:
    """One reported problem: ``path:line: message``."""

    path: str
    line: int
    message: str

    def __str__(self):
        return f"{self.path}:{self.line}: {self.message}"


def check_files(paths, shim, floors, root):
    """The ``Finding`` list of every file in ``paths`` that imports Apple's frameworks or the shim."""
    findings = set()
    for path in paths:
        source = read_source(path)
        if not _imports_apple(source):
            continue
        shown = display_path(path, root)
        structure = Structure(source)
        coverage = Coverage(structure, floors)
        for use in FileUses(structure, shim).uses():
            compiled = evaluate_region(source.region_of(use.index))
            line = source.tokens[use.index].line
            for message in use_problems(use.symbols, compiled, coverage.at(use.index)):
                findings.add(Finding(shown, line, message))
    return sorted(findings)


def display_path(path, root):
    """``path`` relative to the repository root when it is inside it, else as given."""
    relative = os.path.relpath(os.path.abspath(path), os.path.abspath(root))
    return path if relative.startswith("..") else relative


def _imports_apple(source):
    tokens = source.tokens
    return any(token.text == "import" and index + 1 < len(tokens) and tokens[index + 1].text in APPLE_IMPORTS
               for index, token in enumerate(tokens))


def use_problems(symbols, compiled, guarantee):
    """The messages for one use that may name any of ``symbols``, compiled as ``compiled`` (per
    platform, three-valued) in a context that guarantees ``guarantee``. When the candidates do not
    all get the same verdict, which one is meant matters and is not known: nothing is reported."""
    verdicts = {_verdict(symbol, compiled, guarantee) for symbol in symbols}
    if len(verdicts) != 1:
        return []
    needs, missing, unavailable = verdicts.pop()
    name = " or ".join(sorted({symbol.display() for symbol in symbols}))
    source = "(from " + ", ".join(sorted({symbol.header or symbol.path for symbol in symbols})) + ")"
    messages = []
    if needs:
        messages.append(f"{name} needs {_versions(dict(needs))} {source}")
    if missing:
        messages.append(f"{name} does not exist on {_platform_list(missing)} {source}")
    if unavailable:
        messages.append(f"{name} is unavailable on {_platform_list(unavailable)} {source}")
    return messages


def _verdict(symbol, compiled, guarantee):
    """``(needs, missing, unavailable)`` of one symbol: the versions it needs beyond what the
    context guarantees, and the platforms where it does not exist or is unavailable."""
    missing, unavailable, needs = [], [], {}
    for platform, state, exists in zip(PLATFORMS, compiled, symbol.exists):
        if state is False or platform.family in guarantee.unavailable:
            continue
        if exists is False:
            missing.append(platform)
            continue
        requirement = symbol.requirements.get(platform.family)
        if requirement is None:
            continue
        if requirement.unavailable:
            unavailable.append(platform)
        elif requirement.introduced and requirement.introduced > guarantee.versions[platform.family]:
            needs[platform.family] = requirement.introduced
    return tuple(sorted(needs.items())), tuple(missing), tuple(unavailable)


def _versions(needs):
    """``iOS 17.0, macOS 14.0``; Mac Catalyst is folded into iOS when it needs the same version."""
    if needs.get("maccatalyst") is not None and needs.get("maccatalyst") == needs.get("ios"):
        needs = {family: version for family, version in needs.items() if family != "maccatalyst"}
    return ", ".join(f"{FAMILY_NAMES[family]} {format_version(needs[family])}" for family in FAMILIES
                     if family in needs)


def _platform_list(platforms):
    """``iOS, macOS, visionOS devices``: a family's device and simulator together read as the
    family; Mac Catalyst is folded into iOS when both are in the list."""
    names = []
    for family in FAMILIES:
        members = [platform for platform in platforms if platform.family == family]
        all_members = [platform for platform in PLATFORMS if platform.family == family]
        if not members:
            continue
        if len(members) == len(all_members):
            names.append(FAMILY_NAMES[family])
        else:
            names.append(members[0].name if members[0].simulator else f"{FAMILY_NAMES[family]} devices")
    if "iOS" in names and "Mac Catalyst" in names:
        names.remove("Mac Catalyst")
    return ", ".join(names)
