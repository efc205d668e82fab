"""The shim's declarations as a symbol table: for each type and member Apple declares, what it
requires per OS family, on which platforms it exists, and the header it comes from."""

import os
import re
from dataclasses import dataclass, field

from .availability import merge_requirements
from .conditions import evaluate_region, tri_and
from .lexer import read_source
from .structure import Structure

_FROM = re.compile(r"//\s*From:\s*(\S+)\s+(\S+)")
# Files that declare the API (preferred over documentation pages when several sources are named).
_DECLARATION_FILES = (".h", ".swiftinterface", ".apinotes", ".swift")
_TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor", "typealias"}
_VISIBLE = {"public", "open"}


@dataclass(eq=False)
class Symbol:
    """A type, member or global the shim declares with Apple's name."""

    kind: str
    name: str
    owner: str | None
    decl: object
    path: str
    requirements: dict
    exists: tuple
    header: str | None
    value_type: str | None = None

    @property
    def is_static(self):
        modifiers = self.decl.modifiers
        return "static" in modifiers or "class" in modifiers or self.kind in ("case", "init", "type")

    @property
    def callable(self):
        return self.kind in ("func", "init", "subscript") or (self.kind == "case" and self.decl.params is not None)

    def display(self):
        """``Owner.name``, with argument labels for functions: ``Owner.name(for:_:)``."""
        name = f"{self.owner}.{self.name}" if self.owner else self.name
        if self.callable:
            name += "(" + "".join(f"{param.label}:" for param in self.decl.params or []) + ")"
        return name

    def profile(self):
        """What decides the check's verdict on a use: requirements and existence."""
        return tuple(sorted(self.requirements.items())), self.exists


@dataclass
class ShimType:
    """A type the shim declares or extends, with its members and the types it inherits from."""

    name: str
    symbol: Symbol | None = None
    supertypes: list = field(default_factory=list)
    members: dict = field(default_factory=dict)


class ShimIndex:
    """Every shim symbol, by owner and by name."""

    def __init__(self):
        self.types = {}
        self.globals = {}
        self.members_by_name = {}
        self._ancestries = {}

    def declared_type(self, name):
        """The ``ShimType`` of a type the shim declares (not one it only extends), or ``None``."""
        shim_type = self.types.get(name)
        return shim_type if shim_type is not None and shim_type.symbol is not None else None

    def resolve_type(self, text, context=None):
        """The qualified name of the shim type ``text`` names inside type ``context``, or ``None``.

        Optionals, ``any``/``some`` and ``inout`` are looked through; arrays, tuples and function
        types are not types with members here.
        """
        name = normalized_type_name(text)
        if not name:
            return None
        scopes = []
        while context:
            scopes.append(context + ".")
            context = context.rpartition(".")[0]
        for prefix in scopes + [""]:
            shim_type = self.types.get(prefix + name)
            if shim_type is not None:
                return self._through_alias(shim_type, prefix + name)
        return None

    def _through_alias(self, shim_type, name):
        symbol = shim_type.symbol
        if symbol is not None and symbol.kind == "typealias" and symbol.value_type:
            target = self.resolve_type(symbol.value_type, symbol.owner)
            return target if target and target != name else name
        return name

    def ancestry(self, name):
        """``name`` and every shim type it inherits from or conforms to, nearest first."""
        if name not in self._ancestries:
            self._ancestries[name] = self._compute_ancestry(name)
        return self._ancestries[name]

    def _compute_ancestry(self, name):
        seen, pending = [], [name]
        while pending:
            current = pending.pop(0)
            if current in seen or current not in self.types:
                continue
            seen.append(current)
            for supertype in self.types[current].supertypes:
                resolved = self.resolve_type(supertype, current.rpartition(".")[0] or None)
                if resolved:
                    pending.append(resolved)
        return seen

    def members(self, type_name, name):
        """The members called ``name`` of ``type_name`` or the nearest ancestor that has any."""
        for ancestor in self.ancestry(type_name):
            found = self.types[ancestor].members.get(name)
            if found:
                return found
        return []

    def value_type(self, symbol):
        """The shim type a use of ``symbol`` evaluates to (a type for a nested type), or ``None``."""
        if symbol.kind in ("type", "typealias"):
            return self.resolve_type(symbol.name, symbol.owner)
        if symbol.kind in ("case", "init"):
            return symbol.owner
        text = symbol.value_type
        if text and normalized_type_name(text) == "Self":
            return symbol.owner
        return self.resolve_type(text, symbol.owner) if text else None


def normalized_type_name(text):
    """``Foo.Bar`` for ``any Foo.Bar?``, ``inout Foo``, ``@MainActor Foo``; ``None`` for anything
    else (arrays, dictionaries, tuples, closures, generic arguments)."""
    if not text:
        return None
    cleaned = text.strip()
    for prefix in ("any ", "some ", "inout ", "borrowing ", "consuming "):
        if cleaned.startswith(prefix):
            cleaned = cleaned[len(prefix):]
    cleaned = re.sub(r"^(@\w+\s*)+", "", cleaned).rstrip("?!").strip()
    return cleaned if re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*", cleaned) else None


def read_shim(directory, relative_to):
    """The ``ShimIndex`` of every ``*.swift`` file under ``directory`` (raises ``OSError``)."""
    index = ShimIndex()
    pending_extensions = []
    for path in swift_files(directory):
        source = read_source(path)
        _ShimFile(index, source, os.path.relpath(path, relative_to), pending_extensions).read()
    for symbol, extended in pending_extensions:
        _inherit_from_extended_type(index, symbol, extended)
    return index


def swift_files(directory):
    """Every ``*.swift`` file under ``directory``, sorted (raises ``OSError`` if it is not one)."""
    if not os.path.isdir(directory):
        raise OSError(f"{directory} is not a directory")
    found = []
    for root, directories, files in os.walk(directory):
        directories.sort()
        found.extend(os.path.join(root, name) for name in files if name.endswith(".swift"))
    return sorted(found)


def _inherit_from_extended_type(index, symbol, extended):
    """An extension member also needs, and exists only with, the type it extends."""
    owner = index.declared_type(extended)
    if owner is None or owner.symbol is symbol:
        return
    symbol.requirements = merge_requirements([owner.symbol.requirements, symbol.requirements])
    symbol.exists = tuple(tri_and(pair) for pair in zip(owner.symbol.exists, symbol.exists))
    if symbol.header is None:
        symbol.header = owner.symbol.header


class _ShimFile:
    """Adds one shim file's declarations to the index."""

    def __init__(self, index, source, path, pending_extensions):
        self.index = index
        self.source = source
        self.path = path
        self.structure = Structure(source)
        self.pending_extensions = pending_extensions
        self.token_lines = {token.line for token in source.tokens}
        first = self.structure.decls[0] if self.structure.decls else None
        first_line = source.tokens[first.start].line if first else float("inf")
        self.file_header = next((header for line, header in self._from_comments() if line < first_line), None)

    def _from_comments(self):
        for line in sorted(self.source.comments):
            match = _FROM.match(self.source.comments[line].strip())
            if match:
                yield line, os.path.basename(match.group(2))

    def read(self):
        """Adds the file's types, extensions, visible members and globals (not local declarations)."""
        for decl in self.structure.decls:
            if decl.parent is not None and not decl.parent.is_type:
                continue
            if decl.kind == "extension":
                self._type(decl.name).supertypes.extend(decl.inherits)
            elif self._visible(decl):
                self._add(decl)

    def _visible(self, decl):
        """Whether code outside the shim module sees ``decl``: it is public or open, a protocol
        requirement, an enum case or a member of a public extension, inside visible types."""
        parent = decl.parent
        if parent is not None and parent.kind != "extension" and not self._visible(parent):
            return False
        if decl.modifiers & _VISIBLE:
            return True
        if parent is None:
            return False
        if parent.kind == "extension":
            return bool(parent.modifiers & _VISIBLE)
        return parent.kind == "protocol" or decl.kind == "case"

    def _type(self, name):
        return self.index.types.setdefault(name, ShimType(name))

    def _add(self, decl):
        owner = decl.parent.qualified_name() if decl.parent is not None else None
        symbol = Symbol(
            kind="type" if decl.kind in _TYPE_KINDS - {"typealias"} else decl.kind,
            name=decl.name, owner=owner, decl=decl, path=self.path,
            requirements=merge_requirements(self._requirement_maps(decl)),
            exists=evaluate_region(self.source.region_of(decl.keyword), skip_linux_wrapper=True),
            header=self._header(decl), value_type=self._value_type(decl))
        if decl.kind in _TYPE_KINDS:
            shim_type = self._type(decl.qualified_name())
            shim_type.symbol = symbol
            shim_type.supertypes.extend(decl.inherits)
        if owner is None and decl.kind not in _TYPE_KINDS:
            self.index.globals.setdefault(decl.name, []).append(symbol)
        elif owner is not None:
            self._type(owner).members.setdefault(decl.name, []).append(symbol)
            self.index.members_by_name.setdefault(decl.name, []).append(symbol)
            extension = next((d for d in _ancestors(decl) if d.kind == "extension"), None)
            if extension is not None:
                self.pending_extensions.append((symbol, extension.name))

    def _requirement_maps(self, decl):
        """The requirements of the ``@available`` attributes of ``decl`` and its enclosing types."""
        maps = []
        for current in [decl] + list(_ancestors(decl)):
            maps.extend(spec.declaration_requirements() for spec in current.availability_specs())
        return maps or [{}]

    def _header(self, decl):
        """The header of the nearest ``// From:`` on ``decl`` or an enclosing type, else the file's."""
        for current in [decl] + list(_ancestors(decl)):
            header = self._own_header(current)
            if header:
                return header
        return self.file_header

    def _own_header(self, decl):
        """The source named by the ``// From:`` lines directly above the declaration's first line:
        a header or Swift interface when one is named, else the first named."""
        line = self.source.tokens[decl.start].line - 1
        named = []
        while line in self.source.comments and line not in self.token_lines:
            match = _FROM.match(self.source.comments[line].strip())
            if match:
                named.insert(0, os.path.basename(match.group(2)))
            line -= 1
        declarations = [name for name in named if name.endswith(_DECLARATION_FILES)]
        return (declarations or named or [None])[0]

    def _value_type(self, decl):
        """The written type of a variable (or, without one, the type its initializer calls), or a
        function's return type."""
        if decl.kind in ("var", "let") and decl.type_text is None and decl.initializer is not None:
            first = self.source.tokens[decl.initializer]
            return first.text if first.kind == "ident" and first.text[:1].isupper() else None
        return decl.type_text


def _ancestors(decl):
    parent = decl.parent
    while parent is not None:
        yield parent
        parent = parent.parent
