"""What the context of a use guarantees per OS family: the deployment target, raised by every
enclosing ``@available`` declaration and ``#available`` check."""

from dataclasses import dataclass

from .availability import parse_availability


@dataclass(frozen=True)
class Guarantee:
    """Per family, the OS version code at a point can count on, and the families where the
    enclosing declaration is itself unavailable (where it may use unavailable API)."""

    versions: dict
    unavailable: frozenset


@dataclass(frozen=True)
class _Interval:
    first: int
    last: int
    versions: dict
    unavailable: frozenset


class Coverage:
    """The ``@available`` and ``#available`` regions of one file."""

    def __init__(self, structure, floors):
        self.structure = structure
        self.floors = floors
        self.intervals = []
        self._declarations()
        self._queries()

    def at(self, index):
        """The ``Guarantee`` at token ``index``."""
        versions = dict(self.floors)
        unavailable = set()
        for interval in self.intervals:
            if interval.first <= index <= interval.last:
                for family, version in interval.versions.items():
                    versions[family] = max(versions.get(family, version), version)
                unavailable |= interval.unavailable
        return Guarantee(versions, frozenset(unavailable))

    def _declarations(self):
        for decl in self.structure.decls:
            for spec in decl.availability_specs():
                requirements = spec.declaration_requirements()
                versions = {family: r.introduced for family, r in requirements.items() if r.introduced}
                unavailable = frozenset(family for family, r in requirements.items() if r.unavailable)
                self.intervals.append(_Interval(decl.start, decl.end, versions, unavailable))

    def _queries(self):
        tokens = self.structure.tokens
        for index, token in enumerate(tokens):
            if token.kind != "pound" or token.text != "#available" or self.structure.text(index + 1) != "(":
                continue
            closer = self.structure.match[index + 1]
            versions = parse_availability(tokens[index + 2:closer]).query_versions()
            statement = self._condition_statement(index)
            for first, last in self._guarded_ranges(statement, closer):
                self.intervals.append(_Interval(first, last, versions, frozenset()))

    def _condition_statement(self, index):
        """The ``if``, ``guard`` or ``while`` keyword whose condition list holds token ``index``."""
        structure = self.structure
        while index > 0:
            index -= 1
            text = structure.text(index)
            if text in (")", "]") and structure.match[index] >= 0:
                index = structure.match[index]
            elif structure.is_word(index, "if", "guard", "while"):
                return index
            elif text in ("{", "}", ";"):
                return None
        return None

    def _guarded_ranges(self, statement, query_end):
        """The token ranges a ``#available`` ending at ``query_end`` guarantees: the rest of the
        condition and the body (``if``, ``while``); after a ``guard``, the rest of its scope."""
        if statement is None:
            return []
        structure = self.structure
        index = query_end + 1
        while index < len(structure.tokens) and structure.text(index) != "{":
            if structure.is_word(index, "else") and structure.is_word(statement, "guard"):
                break
            index = structure.skip_group(index) if structure.text(index) in ("(", "[") else index + 1
        if not structure.is_word(statement, "guard"):
            body_end = structure.match[index] if index < len(structure.tokens) else -1
            return [(query_end + 1, body_end)] if body_end > index else []
        else_body = index + 1
        if structure.text(else_body) != "{" or structure.match[else_body] < else_body:
            return []
        scope = structure.enclosing_brace[statement]
        scope_end = structure.match[scope] if scope >= 0 else len(structure.tokens) - 1
        return [(query_end + 1, index - 1), (structure.match[else_body] + 1, scope_end)]
