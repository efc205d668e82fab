"""``#if`` conditions, evaluated on each Apple platform in three-valued logic.

``True``: compiled there; ``False``: not compiled there; ``None``: unknown (``compiler(>=6)``,
``DEBUG``, ``arch(…)``, a module the table does not know), which callers treat as "may be".
"""

import re
from functools import lru_cache

from .platforms import CAN_IMPORT, PLATFORMS, PLATFORM_SPELLINGS

_TOKEN = re.compile(r"\s*(?:(\|\|)|(&&)|(!)|(\()|(\))|([A-Za-z_]\w*)\s*(\((?:[^()]|\([^()]*\))*\))?)")


class ConditionError(ValueError):
    """A condition this module cannot parse."""


def tri_not(value):
    return None if value is None else not value


def tri_and(values):
    values = list(values)
    if False in values:
        return False
    return None if None in values else True


def tri_or(values):
    values = list(values)
    if True in values:
        return True
    return None if None in values else False


@lru_cache(maxsize=None)
def evaluate(condition):
    """The value of ``condition`` on each of ``PLATFORMS``, as a tuple in their order."""
    tokens = _tokenize(condition)
    parser = _Parser(tokens, condition)
    values = parser.expression()
    if parser.position != len(tokens):
        raise ConditionError(f"cannot read the #if condition '{condition}'")
    return values


def evaluate_region(region, skip_linux_wrapper=False):
    """Whether code in ``region`` (a tuple of ``lexer.Frame``) is compiled, per platform.

    With ``skip_linux_wrapper``, an outermost plain ``#if os(Linux)`` frame is ignored: the shim
    wraps each file in one, which says where the shim is built, not where Apple's API exists.
    """
    frames = region
    if skip_linux_wrapper and frames and frames[0].condition == "os(Linux)" and not frames[0].false_conditions:
        frames = frames[1:]
    return _evaluate_frames(tuple(frames))


@lru_cache(maxsize=None)
def _evaluate_frames(frames):
    per_frame = [_frame_values(frame) for frame in frames]
    return tuple(tri_and(values[i] for values in per_frame) for i in range(len(PLATFORMS)))


def _frame_values(frame):
    parts = [tuple(tri_not(v) for v in evaluate(earlier)) for earlier in frame.false_conditions]
    if frame.condition is not None:
        parts.append(evaluate(frame.condition))
    return tuple(tri_and(part[i] for part in parts) for i in range(len(PLATFORMS)))


def _tokenize(condition):
    tokens, position = [], 0
    text = condition.strip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match or match.end() == position:
            raise ConditionError(f"cannot read the #if condition '{condition}'")
        tokens.append(match)
        position = match.end()
        while position < len(text) and text[position].isspace():
            position += 1
    return tokens


class _Parser:
    """Recursive descent over ``||``, ``&&``, ``!``, parentheses and ``name(argument)`` terms."""

    def __init__(self, tokens, condition):
        self.tokens = tokens
        self.condition = condition
        self.position = 0

    def _peek(self, group):
        return self.position < len(self.tokens) and self.tokens[self.position].group(group) is not None

    def expression(self):
        values = [self._conjunction()]
        while self._peek(1):
            self.position += 1
            values.append(self._conjunction())
        return tuple(tri_or(v[i] for v in values) for i in range(len(PLATFORMS)))

    def _conjunction(self):
        values = [self._unary()]
        while self._peek(2):
            self.position += 1
            values.append(self._unary())
        return tuple(tri_and(v[i] for v in values) for i in range(len(PLATFORMS)))

    def _unary(self):
        if self._peek(3):
            self.position += 1
            return tuple(tri_not(v) for v in self._unary())
        if self._peek(4):
            self.position += 1
            values = self.expression()
            if not self._peek(5):
                raise ConditionError(f"unbalanced parentheses in the #if condition '{self.condition}'")
            self.position += 1
            return values
        if self._peek(6):
            token = self.tokens[self.position]
            self.position += 1
            argument = token.group(7)
            return term(token.group(6), argument[1:-1].strip() if argument else None)
        raise ConditionError(f"cannot read the #if condition '{self.condition}'")


def term(name, argument):
    """The per-platform value of one term: ``os(iOS)``, ``canImport(UIKit)``, ``DEBUG``, …

    Tests other than ``os``, ``targetEnvironment``, ``canImport`` and ``_runtime`` (``compiler``,
    ``swift``, ``arch``, ``hasFeature``, …) and bare names other than ``true``/``false`` are unknown.
    """
    if argument is None:
        constant = {"true": True, "false": False}.get(name)
        return tuple(constant for _ in PLATFORMS)
    if name == "os":
        family_os = {"ios": "ios", "macos": "macos", "tvos": "tvos", "watchos": "watchos", "visionos": "visionos"}
        wanted = family_os.get(PLATFORM_SPELLINGS.get(argument, ""), None)
        return tuple(platform.os == wanted for platform in PLATFORMS)
    if name == "targetEnvironment":
        if argument == "simulator":
            return tuple(platform.simulator for platform in PLATFORMS)
        return tuple(argument == "macCatalyst" and platform.catalyst for platform in PLATFORMS)
    if name == "canImport":
        module = argument.split(",")[0].strip()
        if module not in CAN_IMPORT:
            return tuple(None for _ in PLATFORMS)
        return tuple(platform.family in CAN_IMPORT[module] for platform in PLATFORMS)
    if name == "_runtime":
        return tuple(argument == "_ObjC" for _ in PLATFORMS)
    return tuple(None for _ in PLATFORMS)
