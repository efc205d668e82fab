"""The names a file binds (constants, variables, properties, parameters of functions and closures,
loop and pattern variables), where each is visible, and where its type comes from: an annotation
or an initializer expression."""

from dataclasses import dataclass

from .declarations import join_tokens

_ANNOTATION_ENDS = {"=", ",", "{", "else", "in"}


@dataclass(frozen=True)
class Binding:
    """One declaration of ``name`` at token ``index``, visible in tokens ``scope[0]…scope[1]``.

    ``annotation`` is its written type; ``initializer`` the token index of its initial value;
    ``shorthand`` marks ``if let x {``, which rebinds the ``x`` around it; ``context`` is the
    qualified name of the enclosing type, for nested type names in the annotation."""

    name: str
    index: int
    scope: tuple
    annotation: str | None = None
    initializer: int | None = None
    shorthand: bool = False
    context: str | None = None


def collect_bindings(structure):
    """Name → every ``Binding`` of the file."""
    bindings = {}

    def add(binding):
        bindings.setdefault(binding.name, []).append(binding)

    tokens = structure.tokens
    for index, token in enumerate(tokens):
        if token.kind == "ident" and token.text in ("let", "var", "for"):
            name = index + 1
            if name < len(tokens) and tokens[name].kind in ("ident", "escaped"):
                add(_variable(structure, name))
        elif token.kind == "punct" and token.text == "{" and structure.match[index] > index:
            scope = (index, structure.match[index])
            for parameter in closure_parameters(structure, index):
                add(Binding(parameter, index, scope))
    for decl in structure.decls:
        for param in decl.params or []:
            if param.name != "_":
                add(Binding(param.name, decl.keyword, (decl.keyword, decl.end), param.type_text,
                            context=_type_context(structure, decl.keyword)))
    return bindings


def binding_at(bindings, name, index):
    """The declaration of ``name`` that token ``index`` sees: the latest one before it in scope."""
    best = None
    for binding in bindings.get(name, ()):
        if binding.index < index and binding.scope[0] <= index <= binding.scope[1]:
            if best is None or binding.index > best.index:
                best = binding
    return best


def _variable(structure, name):
    """The ``Binding`` of the constant, variable or loop variable named at token ``name``."""
    brace = structure.enclosing_brace[name]
    scope = (brace, structure.match[brace]) if brace >= 0 else (0, len(structure.tokens))
    context = _type_context(structure, name)
    after = name + 1
    annotation = None
    if structure.text(after) == ":":
        end = after + 1
        while end < len(structure.tokens) and structure.text(end) not in _ANNOTATION_ENDS \
                and structure.tokens[end].line == structure.tokens[after].line:
            end = structure.skip_group(end)
        annotation, after = join_tokens(structure.tokens[after + 1:end]), end
    if structure.text(after) == "=":
        return Binding(structure.text(name), name, scope, annotation, after + 1, context=context)
    shorthand = annotation is None and structure.text(name - 2) in ("if", "guard", "while", ",") \
        and structure.text(after) in ("{", ",", "else")
    return Binding(structure.text(name), name, scope, annotation, shorthand=shorthand, context=context)


def _type_context(structure, index):
    for decl in structure.enclosing_types(index):
        return decl.qualified_name()
    return None


def closure_parameters(structure, brace):
    """The parameter names of the closure opening at ``brace`` (``{ a, b in``, ``{ (a: T) in``,
    ``{ [weak self] a in``); empty when the braces are not a closure with parameters."""
    index = brace + 1
    if structure.text(index) == "[":
        index = structure.skip_group(index)
    while structure.tokens[index:index + 1] and structure.tokens[index].kind == "attr":
        index += 1
    names = []
    if structure.text(index) == "(":
        closer = structure.match[index]
        names = [structure.text(i) for i in range(index + 1, max(closer, index))
                 if structure.tokens[i].kind in ("ident", "escaped") and structure.text(i - 1) in ("(", ",")]
        index = closer + 1 if closer > index else index + 1
    else:
        while structure.tokens[index:index + 1] and structure.tokens[index].kind in ("ident", "escaped") \
                and structure.text(index) != "in":
            names.append(structure.text(index))
            index += 1
            if structure.text(index) != ",":
                break
            index += 1
    while index < len(structure.tokens) and structure.text(index) not in ("in", "{", "}") \
            and structure.tokens[index].line == structure.tokens[brace].line:
        index += 1
    return names if structure.text(index) == "in" else []
