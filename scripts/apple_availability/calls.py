"""How a name is used (read, or called with which argument labels) and which declarations accept it."""

from dataclasses import dataclass

_CONTROL_KEYWORDS = {"if", "guard", "while", "for", "switch", "else", "catch", "do", "repeat", "defer"}


@dataclass(frozen=True)
class CallShape:
    """``plain`` (a read), or ``call`` with argument ``labels`` (``"_"`` when unlabeled) and the
    number of trailing closures."""

    kind: str
    labels: tuple = ()
    trailing: int = 0


PLAIN = CallShape("plain")


def call_shape(structure, index):
    """The ``CallShape`` of the name at token ``index``."""
    following = index + 1
    if following >= len(structure.tokens) or structure.tokens[following].line != structure.tokens[index].line:
        return PLAIN
    text = structure.text(following)
    if text == "(" and structure.match[following] > following:
        closer = structure.match[following]
        labels, _ = call_arguments(structure, following, -1)
        return CallShape("call", tuple(labels), _trailing_closures(structure, closer))
    if text == "{" and not _is_statement_body(structure, following):
        return CallShape("call", (), _trailing_closures(structure, index))
    return PLAIN


def _trailing_closures(structure, before):
    """How many closures follow token ``before`` on its line: ``{ … }`` then ``label: { … }`` each
    (none when the ``{`` opens the body of the ``if`` or ``while`` the call is the condition of)."""
    count, index = 0, before + 1
    if structure.text(index) == "{" and _is_statement_body(structure, index):
        return 0
    while index < len(structure.tokens) and structure.text(index) == "{" and structure.match[index] > index:
        if count == 0 and structure.tokens[index].line != structure.tokens[before].line:
            break
        count += 1
        index = structure.match[index] + 1
        if structure.tokens[index:index + 1] and structure.text(index + 1) == ":" \
                and structure.tokens[index].kind == "ident":
            index += 2
        else:
            break
    return count


def _is_statement_body(structure, brace):
    """Whether the ``{`` at ``brace`` opens the body of ``if``, ``while``, ``for``, ``guard … else``…"""
    index = brace - 1
    while index > 0 and not structure.statement_start(index):
        opener = structure.match[index] if structure.text(index) in (")", "]", "}") else -1
        index = opener if 0 <= opener < index else index - 1
    return structure.is_word(index, *_CONTROL_KEYWORDS)


def accepts(symbol, shape):
    """Whether ``symbol`` can be what a use of this shape names."""
    if symbol.kind in ("type", "typealias"):
        return True
    if shape.kind == "plain":
        return not symbol.callable or symbol.kind == "case"
    if not symbol.callable:
        return False
    return _labels_fit(symbol.decl.params or [], shape.labels, shape.trailing)


def _labels_fit(params, labels, trailing):
    """Whether arguments with ``labels`` then ``trailing`` closures fit ``params`` (defaulted
    parameters may be left out; a variadic one takes several unlabeled arguments)."""
    position = 0
    for label in labels:
        while position < len(params) and params[position].label != label:
            if not (params[position].has_default or params[position].variadic):
                return False
            position += 1
        if position == len(params):
            return False
        if not params[position].variadic:
            position += 1
    rest = params[position:]
    if trailing == 0:
        return all(param.has_default or param.variadic for param in rest)
    closures = [param for param in rest if param.takes_closure]
    return len(closures) >= trailing and all(param.has_default or param.takes_closure for param in rest)


def parameter_for_argument(params, labels, argument):
    """The parameter that argument number ``argument`` (of arguments with ``labels``) is passed to,
    or ``None`` when the arguments do not fit."""
    position = 0
    for number, label in enumerate(labels):
        while position < len(params) and params[position].label != label:
            if not (params[position].has_default or params[position].variadic):
                return None
            position += 1
        if position == len(params):
            return None
        if number == argument:
            return params[position]
        if not params[position].variadic:
            position += 1
    return None


def parameter_for_trailing_closure(params, labels, closure_label):
    """The parameter a trailing closure is passed to: the first closure parameter after those the
    parenthesized ``labels`` took (``closure_label`` ``None``), or the one with that label."""
    if closure_label is not None:
        return next((param for param in params if param.label == closure_label), None)
    taken = 0
    if labels:
        last = parameter_for_argument(params, labels, len(labels) - 1)
        taken = next(i for i, param in enumerate(params) if param is last) + 1 if last is not None else len(params)
    return next((param for param in params[taken:] if param.takes_closure), None)


def call_arguments(structure, opener, target):
    """The labels (``"_"`` when none) of the arguments in the ``(…)`` opening at ``opener``, and the
    number of the argument holding token ``target`` (``None`` when none does)."""
    labels, argument, index, expecting = [], None, opener + 1, True
    closer = structure.match[opener]
    while index < closer:
        if expecting:
            is_label = structure.tokens[index].kind in ("ident", "escaped") and structure.text(index + 1) == ":"
            labels.append(structure.text(index) if is_label else "_")
        following = structure.skip_group(index)
        if index <= target < following:
            argument = len(labels) - 1
        expecting = structure.text(index) == ","
        index = following
    return labels, argument
