"""What a declaration is, as ``declaration_headers`` reads it and the checks use it."""

from dataclasses import dataclass, field

from .availability import parse_availability

TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "extension", "actor"}
DECL_KEYWORDS = TYPE_KEYWORDS | {"typealias", "func", "init", "subscript", "var", "let", "case", "deinit"}
MODIFIERS = {"public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final",
             "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned",
             "dynamic", "nonisolated", "optional", "indirect", "consuming", "borrowing", "distributed", "isolated"}


@dataclass
class Param:
    """One parameter of a function, initializer, subscript or enum case."""

    label: str
    name: str
    type_text: str
    has_default: bool

    @property
    def takes_closure(self):
        return "->" in self.type_text

    @property
    def variadic(self):
        return self.type_text.endswith("...")


@dataclass(eq=False)
class Decl:
    """One declaration. ``start``…``end`` are token indices (attributes to body or statement end)."""

    kind: str
    name: str
    start: int
    keyword: int
    end: int
    body: tuple | None = None
    attributes: list = field(default_factory=list)
    modifiers: set = field(default_factory=set)
    parent: "Decl | None" = None
    inherits: list = field(default_factory=list)
    params: list | None = None
    type_text: str | None = None
    initializer: int | None = None

    @property
    def is_type(self):
        return self.kind in TYPE_KEYWORDS

    def availability_specs(self):
        """The ``AvailabilitySpec`` of each ``@available`` attribute on this declaration."""
        return [parse_availability(args) for name, args in self.attributes if name == "@available"]

    def qualified_name(self):
        """``Outer.Inner`` for a type nested in types (an extension's name is already qualified)."""
        names, decl = [], self
        while decl is not None:
            if decl.is_type:
                names.append(decl.name)
                if decl.kind == "extension":
                    break
            decl = decl.parent
        return ".".join(reversed(names))


def join_tokens(tokens):
    """Token texts joined as written, with a space only between two words."""
    text, previous_word = "", False
    for token in tokens:
        word = token.kind in ("ident", "escaped", "attr", "number")
        if word and previous_word:
            text += " "
        text += token.text
        previous_word = word
    return text
