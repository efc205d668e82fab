"""Reads each declaration's header: attributes, modifiers, name, parameters, types and extent."""

from .declarations import DECL_KEYWORDS, MODIFIERS, TYPE_KEYWORDS, Decl, Param, join_tokens

_MODIFIERS_WITH_ARGUMENTS = {"private", "fileprivate", "internal", "public", "package", "open",
                             "nonisolated", "unowned"}
_MEMBER_KEYWORDS = {"func", "var", "let", "subscript", "init", "typealias"}
_NOT_A_NAME = {".", "(", ":", "=", ")", ","}


def read_declarations(structure):
    """Every declaration of the file, in order, with its parent set."""
    open_bodies = []
    for index, token in enumerate(structure.tokens):
        if token.kind != "ident" or token.text not in DECL_KEYWORDS:
            continue
        for decl in _declarations_at(structure, index):
            while open_bodies and open_bodies[-1].body[1] < index:
                open_bodies.pop()
            decl.parent = open_bodies[-1] if open_bodies else None
            if decl.body:
                open_bodies.append(decl)
            yield decl


def _declarations_at(structure, keyword):
    """The declarations the keyword at ``keyword`` introduces; none when it does not introduce one
    (``.init``, ``class`` as a modifier, ``case`` in a ``switch``, a keyword not followed by a name)."""
    text = structure.text(keyword)
    if structure.text(keyword - 1) == ".":
        return []
    if text not in ("init", "subscript", "deinit") and structure.text(keyword + 1) in _NOT_A_NAME:
        return []
    if text == "class" and structure.text(keyword + 1) in _MEMBER_KEYWORDS | {"class"}:
        return []
    start = _attributes_start(structure, keyword)
    if not structure.statement_start(start) or (text == "case" and not _inside_enum(structure, keyword)):
        return []
    decls = _READERS[text](structure, keyword)
    attributes = _attributes(structure, start, keyword)
    modifiers = {structure.text(i) for i in range(start, keyword) if structure.is_word(i, *MODIFIERS)}
    for decl in decls:
        decl.start, decl.attributes, decl.modifiers = start, attributes, modifiers
    return decls


def _inside_enum(structure, keyword):
    brace = structure.enclosing_brace[keyword]
    owner = structure.body_owner(brace) if brace >= 0 else None
    return owner is not None and owner.kind == "enum"


def _attributes_start(structure, keyword):
    """The first token of the attributes and modifiers written before ``keyword``."""
    index = keyword - 1
    while index >= 0:
        token = structure.tokens[index]
        if token.kind == "attr" or structure.is_word(index, *MODIFIERS):
            index -= 1
        elif token.text == ")" and structure.match[index] > 0:
            before = structure.match[index] - 1
            if structure.tokens[before].kind == "attr" or structure.is_word(before, *_MODIFIERS_WITH_ARGUMENTS):
                index = before
            else:
                break
        else:
            break
    return index + 1


def _attributes(structure, start, keyword):
    """``(name, argument tokens)`` of each attribute between ``start`` and ``keyword``."""
    attributes = []
    for index in range(start, keyword):
        token = structure.tokens[index]
        if token.kind != "attr":
            continue
        arguments = []
        following = index + 1
        if structure.text(following) == "(" and structure.tokens[following].start == token.end:
            arguments = structure.tokens[following + 1:structure.match[following]]
        attributes.append((token.text, arguments))
    return attributes


def _name_after(structure, index):
    token = structure.tokens[index] if index < len(structure.tokens) else None
    return token.text if token is not None and token.kind in ("ident", "escaped", "op") else ""


def _read_type(structure, keyword):
    kind = structure.text(keyword)
    index = keyword + 1
    name = _name_after(structure, index)
    index += 1
    while kind == "extension" and structure.text(index) == "." and structure.text(index + 1):
        name += "." + structure.text(index + 1)
        index += 2
    index = structure.skip_generics(index)
    inherits = []
    if structure.text(index) == ":":
        index, inherits = _inheritance(structure, index + 1)
    body = _body_from(structure, index)
    end = body[1] if body else structure.statement_end(keyword)
    return [Decl(kind, name, keyword, keyword, end, body=body, inherits=inherits)]


def _inheritance(structure, index):
    names, current = [], []
    while index < len(structure.tokens) and structure.text(index) not in ("{", "where"):
        token = structure.tokens[index]
        if token.text == ",":
            names.append("".join(current))
            current = []
        elif token.kind in ("ident", "escaped") and token.text not in ("any", "some") or token.text == ".":
            current.append(token.text)
        index += 1
    if current:
        names.append("".join(current))
    return index, [name for name in names if name]


def _body_from(structure, index):
    """The ``{…}`` body starting at the first ``{`` from ``index`` outside brackets, or ``None`` when
    the declaration ends first (a protocol requirement, a stored property)."""
    while index < len(structure.tokens):
        token = structure.tokens[index]
        if token.text == "{":
            closer = structure.match[index]
            return (index, closer) if closer > index else None
        if token.text in ("}", ";") or (structure.starts_line(index) and _starts_declaration(structure, index)):
            return None
        index = structure.skip_group(index) if token.text in ("(", "[") else index + 1
    return None


def _starts_declaration(structure, index):
    token = structure.tokens[index]
    return token.kind == "attr" or structure.is_word(index, *(DECL_KEYWORDS | MODIFIERS))


def _read_function(structure, keyword):
    kind = structure.text(keyword)
    index = keyword + 1
    name = kind
    if kind == "func":
        name = _name_after(structure, index)
        index += 1
    while structure.text(index) in ("?", "!"):
        index += 1
    index = structure.skip_generics(index)
    params = []
    if structure.text(index) == "(" and structure.match[index] > index:
        params = _parameters(structure, index, unlabeled_by_default=(kind == "subscript"))
        index = structure.match[index] + 1
    signature_start = index
    body = _body_from(structure, index)
    signature_end = body[0] if body else structure.statement_end(signature_start - 1) + 1
    end = body[1] if body else signature_end - 1
    return [Decl(kind, name, keyword, keyword, end, body=body, params=params,
                 type_text=_return_type(structure, signature_start, signature_end))]


def _return_type(structure, start, end):
    tokens = structure.tokens[start:end]
    arrows = [i for i, token in enumerate(tokens) if token.text == "->"]
    if not arrows:
        return None
    result = []
    for token in tokens[arrows[0] + 1:]:
        if token.text in ("where", "{"):
            break
        result.append(token)
    return join_tokens(result)


def _parameters(structure, opener, unlabeled_by_default):
    params = []
    for indices in _split_top_level(structure, opener + 1, structure.match[opener]):
        part = [structure.tokens[i] for i in indices]
        colon = next((i for i, token in enumerate(part) if token.text == ":"), None)
        names = [token.text for token in part[:colon]] if colon is not None else []
        equals = next((i for i, token in enumerate(part) if token.text == "=" and (colon is None or i > colon)), None)
        type_tokens = part[(colon + 1 if colon is not None else 0):equals]
        if colon is None:
            label = "_"
        elif len(names) >= 2 or not unlabeled_by_default:
            label = names[0] if names else "_"
        else:
            label = "_"
        name = names[-1] if names else label
        params.append(Param(label, name, join_tokens(type_tokens), equals is not None))
    return params


def _split_top_level(structure, start, end):
    """The comma-separated token index lists between ``start`` and ``end`` (brackets kept whole)."""
    parts, current, index = [], [], start
    while index < end:
        if structure.text(index) == ",":
            parts.append(current)
            current = []
            index += 1
            continue
        following = structure.skip_group(index)
        current.extend(range(index, following))
        index = following
    if current:
        parts.append(current)
    return parts


def _read_variable(structure, keyword):
    index = keyword + 1
    name = _name_after(structure, index)
    if structure.text(index) == "(":
        name = ""
    index = structure.skip_group(index)
    end = structure.statement_end(keyword)
    type_text, initializer = None, None
    if structure.text(index) == ":":
        type_end = index + 1
        while type_end <= end and structure.text(type_end) not in ("=", "{"):
            type_end = structure.skip_group(type_end) if structure.text(type_end) in ("(", "[") else type_end + 1
        type_text = join_tokens(structure.tokens[index + 1:type_end])
        index = type_end
    if structure.text(index) == "=" and index < end:
        initializer = index + 1
    return [Decl(structure.text(keyword), name, keyword, keyword, end, type_text=type_text, initializer=initializer)]


def _read_typealias(structure, keyword):
    end = structure.statement_end(keyword)
    equals = next((i for i in range(keyword, end + 1) if structure.text(i) == "="), None)
    target = join_tokens(structure.tokens[equals + 1:end + 1]) if equals is not None else None
    return [Decl("typealias", _name_after(structure, keyword + 1), keyword, keyword, end, type_text=target)]


def _read_cases(structure, keyword):
    end = structure.statement_end(keyword)
    decls = []
    for indices in _split_top_level(structure, keyword + 1, end + 1):
        name = structure.tokens[indices[0]]
        if name.kind not in ("ident", "escaped"):
            continue
        opener = indices[1] if len(indices) > 1 and structure.text(indices[1]) == "(" else None
        params = _parameters(structure, opener, unlabeled_by_default=True) if opener is not None else None
        decls.append(Decl("case", name.text, keyword, keyword, end, params=params))
    return decls


_READERS = {
    **{keyword: _read_type for keyword in TYPE_KEYWORDS},
    "func": _read_function, "init": _read_function, "subscript": _read_function, "deinit": _read_function,
    "var": _read_variable, "let": _read_variable,
    "typealias": _read_typealias,
    "case": _read_cases,
}
