"""``@available`` and ``#available`` arguments, and what they require or guarantee per OS family."""

from dataclasses import dataclass

from .platforms import FAMILIES, PLATFORM_SPELLINGS, parse_version, visionos_version_for_ios


@dataclass(frozen=True)
class Requirement:
    """What using a declaration needs on one OS family: a version, or nothing (unavailable)."""

    introduced: tuple | None = None
    unavailable: bool = False

    def merged(self, other):
        """Both requirements at once (an enclosing declaration's and a member's)."""
        versions = [v for v in (self.introduced, other.introduced) if v is not None]
        return Requirement(max(versions) if versions else None, self.unavailable or other.unavailable)


NO_REQUIREMENT = Requirement()


@dataclass(frozen=True)
class AvailabilitySpec:
    """One attribute or query: per OS family named in it, its requirement; ``everywhere_unavailable``
    for ``@available(*, unavailable)``."""

    explicit: tuple = ()
    everywhere_unavailable: bool = False

    def declaration_requirements(self):
        """Per family, what this ``@available`` requires of a use (or grants to code inside it).

        As Swift does: Mac Catalyst takes iOS's version unless named, visionOS takes iOS's mapped to
        visionOS unless named (lib/AST/PlatformKindUtils.cpp, ``inheritsAvailabilityFromPlatform``).
        """
        explicit = dict(self.explicit)
        ios = explicit.get("ios")
        if ios is not None and "maccatalyst" not in explicit:
            explicit["maccatalyst"] = ios
        if ios is not None and "visionos" not in explicit:
            mapped = visionos_version_for_ios(ios.introduced) if ios.introduced else None
            explicit["visionos"] = Requirement(mapped, ios.unavailable)
        if self.everywhere_unavailable:
            return {family: Requirement(None, True) for family in FAMILIES}
        return explicit

    def query_versions(self):
        """Per family, the version an ``if #available(…)`` guarantees in its body.

        An iOS version covers Mac Catalyst unless it is named; it does not cover visionOS, where
        the query's ``*`` applies (Swift's ``isPlatformActive(…, ForRuntimeQuery: true)``).
        """
        versions = {family: requirement.introduced for family, requirement in self.explicit
                    if requirement.introduced is not None}
        if "ios" in versions and "maccatalyst" not in versions:
            versions["maccatalyst"] = versions["ios"]
        return versions


def split_arguments(tokens):
    """The comma-separated items of an attribute's argument tokens, each a list of token texts."""
    items, current, depth = [], [], 0
    for token in tokens:
        if token.text in ("(", "["):
            depth += 1
        elif token.text in (")", "]"):
            depth -= 1
        if token.text == "," and depth == 0:
            items.append(current)
            current = []
        else:
            current.append(token.text)
    if current:
        items.append(current)
    return items


def parse_availability(tokens):
    """The ``AvailabilitySpec`` of ``@available(…)``/``#available(…)`` argument tokens.

    Forms: ``iOS 17.0, macOS 14.0, *``; ``iOS, introduced: 17.0, deprecated: 18.0``;
    ``tvOS, unavailable``; ``*, unavailable``. Deprecation, messages and renames do not change
    what compiles, so they are ignored; so are ``swift`` and app-extension platforms.
    """
    items = split_arguments(tokens)
    if not items:
        return AvailabilitySpec()
    first = items[0]
    if len(first) >= 2 and parse_version("".join(first[1:])):
        return AvailabilitySpec(tuple(_shorthand(items)))
    requirement = _long_form_requirement(items[1:])
    if first == ["*"]:
        return AvailabilitySpec((), everywhere_unavailable=requirement.unavailable)
    family = PLATFORM_SPELLINGS.get(first[0]) if len(first) == 1 else None
    if family is None or requirement == Requirement():
        return AvailabilitySpec()
    return AvailabilitySpec(((family, requirement),))


def _shorthand(items):
    for item in items:
        family = PLATFORM_SPELLINGS.get(item[0])
        version = parse_version("".join(item[1:])) if len(item) >= 2 else None
        if family and version:
            yield family, Requirement(version)


def _long_form_requirement(items):
    introduced, unavailable = None, False
    for item in items:
        if item == ["unavailable"]:
            unavailable = True
        elif len(item) >= 3 and item[0] == "introduced" and item[1] == ":":
            introduced = parse_version("".join(item[2:]))
    return Requirement(introduced, unavailable)


def merge_requirements(requirement_maps):
    """Per family, all of several declaration requirement maps at once."""
    merged = {}
    for requirements in requirement_maps:
        for family, requirement in requirements.items():
            merged[family] = merged.get(family, NO_REQUIREMENT).merged(requirement)
    return merged
