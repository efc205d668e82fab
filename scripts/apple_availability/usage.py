"""Finds the uses of shim symbols in a file and resolves each to the shim declarations it names.

A type is used where its name appears. A member ``.name`` is looked up in the type of what is
before the dot when that type is known (a shim type name, a parameter or constant whose annotation
or initializer gives a shim type, ``self`` in a type that is or extends one, a chain of resolved
members); an implicit ``.name`` in the type of the other side of ``=``/``==``/``!=`` or of the
parameter it is passed to, else among static members. When the type is not known, every shim
member with that name, kind and call shape is a candidate, kept only if its owner type (or a
subtype of it) is named in the file; ``checker`` reports such a use only if the candidates left
get the same verdict.
"""

from dataclasses import dataclass

from .bindings import binding_at, collect_bindings
from .calls import accepts, call_arguments, call_shape, parameter_for_argument

NOT_SHIM = "not a shim type"
UNKNOWN = "unknown"
_NOT_NAMES = {"let", "var", "func", "if", "else", "guard", "return", "for", "in", "while", "switch", "case",
              "default", "break", "continue", "import", "class", "struct", "enum", "protocol", "extension",
              "init", "deinit", "self", "Self", "super", "true", "false", "nil", "try", "throw", "throws",
              "rethrows", "async", "await", "as", "is", "where", "typealias", "associatedtype", "do", "catch",
              "repeat", "defer", "some", "any", "inout", "subscript", "actor", "operator", "fallthrough"}
_DECLARING = {"func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "actor",
              "associatedtype", "import"}
_VALUE_KEYWORDS = {"self", "Self", "super", "true", "false", "nil"}


@dataclass(frozen=True)
class ShimValue:
    """An expression of a shim type: a value of one of ``types``, or (``meta``) the type itself."""

    types: tuple
    meta: bool = False


@dataclass(frozen=True)
class Use:
    """A use at token ``index`` of one of ``symbols`` (several when the check cannot tell which)."""

    index: int
    symbols: tuple


class FileUses:
    """The shim uses of one file."""

    def __init__(self, structure, shim):
        self.structure = structure
        self.tokens = structure.tokens
        self.shim = shim
        self.bindings = collect_bindings(structure)
        self.referenced = self._referenced_types()
        self._types = {}
        self._members = {}

    def uses(self):
        """Every ``Use`` in the file, in order."""
        for index, token in enumerate(self.tokens):
            if token.kind not in ("ident", "escaped"):
                continue
            if self.structure.text(index - 1) == ".":
                symbols = self.member_symbols(index)
                if symbols:
                    yield Use(index, tuple(symbols))
            else:
                yield from self._bare_uses(index)

    def _referenced_types(self):
        """Shim types the file names (``Type`` or ``Outer.Inner``), extends or subclasses, with
        their ancestors."""
        named = set()
        for index, token in enumerate(self.tokens):
            if token.kind != "ident":
                continue
            if self.shim.declared_type(token.text):
                named.add(token.text)
            if self.structure.text(index - 1) == ".":
                nested = self.structure.text(index - 2) + "." + token.text
                if self.shim.declared_type(nested):
                    named.add(nested)
        for decl in self.structure.decls:
            if decl.is_type:
                named.update(self._shim_types_of(decl))
        return {ancestor for name in named for ancestor in self.shim.ancestry(name)}

    def _shim_types_of(self, decl):
        """The shim types a type declaration is (an extension of one) or inherits from."""
        if decl.kind == "extension":
            resolved = self.shim.resolve_type(decl.name)
            return [resolved] if resolved else []
        return [t for t in (self.shim.resolve_type(name) for name in decl.inherits) if t]

    def _context(self, index):
        """The shim types ``self`` has at token ``index``, or ``NOT_SHIM``/``UNKNOWN``."""
        for decl in self.structure.enclosing_types(index):
            types = self._shim_types_of(decl)
            return ShimValue(tuple(types)) if types else NOT_SHIM
        return UNKNOWN

    # Bare identifiers: type names, implicit `self` members, globals.

    def _bare_uses(self, index):
        token = self.tokens[index]
        name = token.text
        if (token.kind == "ident" and name in _NOT_NAMES) or self._declares(index):
            return
        declared = self.shim.declared_type(name)
        if declared is not None:
            yield Use(index, (declared.symbol,))
            initializer = self._initializer(index, name, declared.symbol)
            if initializer:
                yield Use(index, tuple(initializer))
            return
        if self._is_label(index) or binding_at(self.bindings, name, index) is not None:
            return
        symbols = self._implicit_self_members(index, name) or self._globals(index, name)
        if symbols:
            yield Use(index, tuple(symbols))

    def _declares(self, index):
        """Whether the name at ``index`` is what a declaration (or an import) declares."""
        return self.structure.text(index - 1) in _DECLARING and self.tokens[index - 1].kind == "ident"

    def _is_label(self, index):
        """Whether the name at ``index`` is an argument label or a parameter's external name
        (``label:``, ``of view: UIView``)."""
        following = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if following is None or following.line != self.tokens[index].line:
            return False
        if following.text == ":" and following.start == self.tokens[index].end:
            return True
        return following.kind in ("ident", "escaped") and following.text not in _NOT_NAMES

    def _initializer(self, index, name, type_symbol):
        """The initializer ``Type(…)`` calls, when it needs more than the type does."""
        shape = call_shape(self.structure, index)
        if shape.kind != "call":
            return []
        found = [s for s in self.shim.members(name, "init") if accepts(s, shape)]
        return found if any(s.profile() != type_symbol.profile() for s in found) else []

    def _implicit_self_members(self, index, name):
        context = self._context(index)
        if not isinstance(context, ShimValue):
            return []
        shape = call_shape(self.structure, index)
        for type_name in context.types:
            found = [s for s in self.shim.members(type_name, name) if accepts(s, shape)]
            if found:
                return found
        return []

    def _globals(self, index, name):
        shape = call_shape(self.structure, index)
        return [s for s in self.shim.globals.get(name, []) if accepts(s, shape)]

    # Members: `.name` after an expression, or implicit.

    def member_symbols(self, index):
        """The shim symbols ``.name`` at token ``index`` resolves to (empty: none, or unclear)."""
        if index not in self._members:
            self._members[index] = []
            self._members[index] = self._resolve_member(index)
        return self._members[index]

    def _resolve_member(self, index):
        name = self.tokens[index].text
        shape = call_shape(self.structure, index)
        qualifier = self._qualifier(index - 1)
        if qualifier is None:
            context = self._implicit_member_context(index - 1)
            if isinstance(context, ShimValue):
                return self._members_of(ShimValue(context.types, meta=True), name, shape)
            return self._candidates(name, shape, static=True)
        if qualifier == NOT_SHIM:
            return []
        if isinstance(qualifier, ShimValue):
            return self._members_of(qualifier, name, shape)
        return self._candidates(name, shape, static=False)

    def _members_of(self, value, name, shape):
        for type_name in value.types:
            found = [s for s in self.shim.members(type_name, name)
                     if accepts(s, shape) and (s.is_static == value.meta or s.kind == "type")]
            if found:
                return found
        return []

    def _candidates(self, name, shape, static):
        """Members of any shim type named in the file, when the receiver's type is not known."""
        return [s for s in self.shim.members_by_name.get(name, [])
                if s.is_static == static and accepts(s, shape) and s.owner in self.referenced]

    def _implicit_member_context(self, dot):
        """The type of an implicit ``.name``: that of ``x`` in ``x = .name``, ``x == .name`` or
        ``x != .name``, or that of the parameter it is passed to (alone or in an array literal)."""
        operator = dot - 1
        if self.structure.text(operator) in ("=", "==", "!=") and operator > 0:
            value = self.type_ending(operator - 1)
            if isinstance(value, ShimValue) and not value.meta:
                return value
            return UNKNOWN
        return self._parameter_type(dot)

    def _parameter_type(self, dot):
        opener = self._enclosing_call(dot)
        if opener is None:
            return UNKNOWN
        labels, argument = call_arguments(self.structure, opener, dot)
        types = set()
        for symbol in self._callee_symbols(opener - 1):
            param = parameter_for_argument(symbol.decl.params or [], labels, argument)
            if param is not None:
                types.add(self.shim.resolve_type(param.type_text, symbol.owner))
        return ShimValue((types.pop(),)) if len(types) == 1 and None not in types else UNKNOWN

    def _enclosing_call(self, index):
        """The ``(`` of the call whose arguments hold token ``index`` (through one array literal)."""
        structure, brackets = self.structure, 0
        while index > 0:
            index -= 1
            text = structure.text(index)
            if text in (")", "]", "}") and 0 <= structure.match[index] < index:
                index = structure.match[index]
            elif text == "[" and brackets == 0:
                brackets = 1
            elif text == "(":
                callee = self.tokens[index - 1] if index > 0 else None
                if callee is None or callee.kind not in ("ident", "escaped"):
                    return None
                return index if callee.end == self.tokens[index].start else None
            elif text in ("[", "{", ";"):
                return None
        return None

    def _callee_symbols(self, callee):
        """The shim functions, initializers or enum cases the name at ``callee`` may call."""
        name = self.tokens[callee].text
        if self.structure.text(callee - 1) == ".":
            return [s for s in self.member_symbols(callee) if s.callable]
        declared = self.shim.declared_type(name)
        if declared is not None:
            return self.shim.members(declared.name, "init")
        return [s for s in self._implicit_self_members(callee, name) + self._globals(callee, name) if s.callable]

    def _qualifier(self, dot):
        """The type of the expression before the ``.`` at ``dot``; ``None`` when there is none."""
        before = self.tokens[dot - 1] if dot > 0 else None
        if before is None:
            return None
        ends_value = (before.kind in ("escaped", "number", "string")
                      or (before.kind == "ident" and (before.text not in _NOT_NAMES or before.text in _VALUE_KEYWORDS))
                      or before.text in (")", "]", ">")
                      or (before.text in ("?", "!") and before.end == self.tokens[dot].start))
        return self.type_ending(dot - 1) if ends_value else None

    # Expression types.

    def type_ending(self, index):
        """The type of the postfix expression ending at token ``index``."""
        if index not in self._types:
            self._types[index] = UNKNOWN
            self._types[index] = self._compute_type_ending(index)
        return self._types[index]

    def _compute_type_ending(self, index):
        token = self.tokens[index]
        if token.kind in ("number", "string"):
            return NOT_SHIM
        if token.text in ("?", "!") and token.kind == "op":
            return self.type_ending(index - 1)
        if token.text == ")":
            return self._call_result(index)
        if token.kind not in ("ident", "escaped"):
            return UNKNOWN
        if self.structure.text(index - 1) == ".":
            return self._value_of(self.member_symbols(index))
        return self._identifier_type(index)

    def _call_result(self, closer):
        opener = self.structure.match[closer]
        callee = opener - 1
        if opener < 0 or callee < 0 or self.tokens[callee].kind not in ("ident", "escaped"):
            return UNKNOWN
        if self.structure.text(callee - 1) == ".":
            return self._value_of(self.member_symbols(callee))
        declared = self.shim.declared_type(self.tokens[callee].text)
        if declared is not None:
            return ShimValue((declared.name,))
        return NOT_SHIM if self.tokens[callee].text[:1].isupper() else UNKNOWN

    def _identifier_type(self, index):
        name = self.tokens[index].text
        if name in ("self", "Self"):
            context = self._context(index)
            return ShimValue(context.types, meta=name == "Self") if isinstance(context, ShimValue) else context
        declared = self.shim.declared_type(name)
        if declared is not None:
            return ShimValue((declared.name,), meta=True)
        binding = binding_at(self.bindings, name, index)
        if binding is not None:
            return self._binding_type(binding)
        if name[:1].isupper() or name == "super":
            return NOT_SHIM
        return self._value_of(self._implicit_self_members(index, name))

    def _binding_type(self, binding):
        """The type a binding gives its name: its annotation's, its initializer's, or (``if let x``)
        the type of the ``x`` it rebinds."""
        if binding.annotation:
            resolved = self.shim.resolve_type(binding.annotation, binding.context)
            return ShimValue((resolved,)) if resolved else NOT_SHIM
        if binding.initializer is not None:
            return self.type_from(binding.initializer)
        if binding.shorthand:
            outer = binding_at(self.bindings, binding.name, binding.index)
            return self._binding_type(outer) if outer is not None else UNKNOWN
        return UNKNOWN

    def type_from(self, start):
        """The type of the expression starting at token ``start`` (a postfix chain, maybe cast)."""
        structure, index = self.structure, start
        while structure.is_word(index, "try", "await") or structure.text(index) in ("?", "!"):
            index += 1
        if index >= len(self.tokens) or self.tokens[index].kind not in ("ident", "escaped"):
            return UNKNOWN
        end = _postfix_chain_end(structure, index)
        if structure.is_word(end + 1, "as"):
            target = end + 2 + (structure.text(end + 2) in ("?", "!"))
            declared = self.shim.declared_type(structure.text(target))
            return ShimValue((declared.name,)) if declared is not None else UNKNOWN
        return self.type_ending(end)

    def _value_of(self, symbols):
        """The type of a use of ``symbols``, when they all give the same shim type."""
        values = {self.shim.value_type(symbol) for symbol in symbols}
        if len(values) != 1 or None in values:
            return UNKNOWN
        return ShimValue((values.pop(),), meta=symbols[0].kind in ("type", "typealias"))


def _postfix_chain_end(structure, index):
    """The last token of the postfix chain starting at ``index``: ``a.b(c)?.d[e]``."""
    tokens = structure.tokens
    while True:
        following = index + 1
        text = structure.text(following)
        same_line = following < len(tokens) and tokens[following].line == tokens[index].line
        if text in ("(", "[") and same_line and structure.match[following] > following:
            index = structure.match[following]
        elif text in ("?", "!") and same_line and tokens[following].start == tokens[index].end:
            index = following
        elif text == "." and following + 1 < len(tokens) and tokens[following + 1].kind in ("ident", "escaped"):
            index = following + 1
        else:
            return index
