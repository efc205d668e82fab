"""The deployment targets a package builds for: ``platforms:`` of ``Package.swift``, completed
with SwiftPM's defaults."""

from .lexer import SourceFile
from .platforms import FAMILIES, PLATFORM_SPELLINGS, SWIFTPM_OLDEST_SUPPORTED, parse_version


class ManifestError(ValueError):
    """A ``platforms:`` list this module cannot read."""


def read_floors(path):
    """Per OS family, the deployment target of the package whose manifest is at ``path``."""
    with open(path, encoding="utf-8") as handle:
        source = SourceFile(path, handle.read())
    return floors_from(declared_platforms(source))


def declared_platforms(source):
    """The ``platforms:`` entries of a manifest, as family → version."""
    tokens = source.tokens
    for index, token in enumerate(tokens[:-2]):
        if token.text == "platforms" and tokens[index + 1].text == ":":
            if tokens[index + 2].text != "[":
                raise ManifestError(f"{source.path}:{token.line}: platforms: is not a literal list")
            return _entries(source, index + 3)
    return {}


def _entries(source, index):
    tokens, declared = source.tokens, {}
    while index < len(tokens) and tokens[index].text != "]":
        if tokens[index].text == "." and index + 3 < len(tokens) and tokens[index + 2].text == "(":
            name, argument, index = tokens[index + 1].text, tokens[index + 3], index + 4
            family = PLATFORM_SPELLINGS.get(name)
            version = _version(argument, tokens, index)
            if family is None or version is None:
                if name in ("driverKit", "custom"):
                    index = _skip_to_close(tokens, index)
                    continue
                raise ManifestError(f"{source.path}:{argument.line}: cannot read the platform .{name}(…)")
            declared[family] = version
            index = _skip_to_close(tokens, index)
        else:
            index += 1
    return declared


def _version(argument, tokens, after):
    """``.v13`` → (13, 0), ``.v10_15`` → (10, 15), ``"16.4"`` → (16, 4)."""
    if argument.kind == "string":
        return parse_version(argument.text.strip('"'))
    if argument.text == "." and after < len(tokens) and tokens[after].text.startswith("v"):
        return parse_version(tokens[after].text[1:].replace("_", "."))
    return None


def _skip_to_close(tokens, index):
    depth = 1
    while index < len(tokens) and depth:
        depth += {"(": 1, ")": -1}.get(tokens[index].text, 0)
        index += 1
    return index


def floors_from(declared):
    """SwiftPM's deployment target per family: the declared one, raised to SwiftPM's oldest
    supported; the oldest supported when not declared; Mac Catalyst follows iOS unless declared."""
    floors = {}
    for family in FAMILIES:
        oldest = SWIFTPM_OLDEST_SUPPORTED[family]
        floors[family] = max(declared.get(family, oldest), oldest)
    if "maccatalyst" not in declared:
        floors["maccatalyst"] = max(SWIFTPM_OLDEST_SUPPORTED["maccatalyst"], floors["ios"])
    return floors
