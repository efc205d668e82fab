"""The Darwin Sendable check: ``@Sendable`` closures that capture a value whose type is Sendable
on Linux but not on Darwin (``pthread_t`` is ``UInt`` in Glibc, a pointer in Darwin), or a raw or
unsafe pointer (never Sendable).

A closure is ``@Sendable`` when written ``{ @Sendable … }``, assigned to a ``@Sendable`` function
type, or passed to a parameter declared ``@Sendable`` (in ``Sources/`` or the checked files), to
``Task {}``, ``Task.detached``, ``DispatchQueue``'s ``async``/``asyncAfter``, ``concurrentPerform``
or ``Thread.detachNewThread``. A capture is a name used in the closure that a declaration outside
it binds; its type comes from that declaration's annotation or initializer.
"""

import os
import re
from dataclasses import dataclass

from .calls import call_arguments, parameter_for_argument, parameter_for_trailing_closure
from .checker import Finding, display_path
from .declarations import Structure, join_tokens
from .lexer import read_source
from .bindings import closure_parameters
from .shim import swift_files

# Callees whose closure parameters are @Sendable in Foundation, Dispatch and the standard library,
# with the qualifier each needs: none (`Task {`), `Task` (`Task.detached {`), or any (`.`, a method).
_BUILTIN_CALLEES = {"Task": None, "detached": "Task", "async": ".", "asyncAfter": ".", "concurrentPerform": ".",
                    "detachNewThread": "."}
_POINTER = re.compile(r"\b(?:AutoreleasingUnsafeMutablePointer|Unsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer|OpaquePointer)\b")
_PTHREAD = re.compile(r"\bpthread_t\b")
_MAY_CAPTURE = ("pthread_t", "pthread_self", "Unsafe", "OpaquePointer")


@dataclass(frozen=True)
class _Binding:
    name: str
    index: int
    scope: tuple
    type_name: str | None
    origin: str | None


def check_sendable(paths, root):
    """The ``Finding`` list of the captures in ``paths``."""
    sources = [(path, read_source(path)) for path in paths]
    functions = sendable_functions([s for _, s in sources] + _declaring_sources(root, paths))
    findings = set()
    for path, source in sources:
        if any(marker in source.text for marker in _MAY_CAPTURE):
            findings.update(_file_findings(Structure(source), functions, display_path(path, root)))
    return sorted(findings)


def _declaring_sources(root, checked):
    """The files under ``ROOT/Sources`` that declare ``@Sendable`` parameters, not already checked."""
    folder = os.path.join(root, "Sources")
    if not os.path.isdir(folder):
        return []
    checked = {os.path.abspath(path) for path in checked}
    sources = []
    for path in swift_files(folder):
        if os.path.abspath(path) not in checked:
            with open(path, encoding="utf-8") as handle:
                if "@Sendable" in handle.read():
                    sources.append(read_source(path))
    return sources


def sendable_functions(sources):
    """Function name → parameter lists of the declarations with at least one ``@Sendable`` parameter."""
    functions = {}
    for source in sources:
        if "@Sendable" not in source.text:
            continue
        for decl in Structure(source).decls:
            if decl.params and any("@Sendable" in param.type_text for param in decl.params):
                functions.setdefault(decl.name, []).append(decl.params)
    return functions


def _file_findings(structure, functions, shown):
    bindings = _bindings(structure)
    closures = sorted(_sendable_closures(structure, functions), key=lambda c: structure.match[c[0]] - c[0])
    reported = set()
    for brace, reason in closures:
        for index in range(brace + 1, structure.match[brace]):
            if index in reported or not _is_name_use(structure, index):
                continue
            binding = _binding_at(bindings, structure.tokens[index].text, index)
            if binding is None or binding.index > brace or not binding.scope[0] <= brace <= binding.scope[1]:
                continue
            if binding.type_name is not None:
                reported.add(index)
                yield Finding(shown, structure.tokens[index].line, _message(binding, reason))


def _message(binding, reason):
    origin = f", from {binding.origin}" if binding.origin else ""
    why = ("pthread_t is a pointer on Darwin, not Sendable" if binding.type_name == "pthread_t"
           else "raw and unsafe pointers are not Sendable")
    return f"'{binding.name}' ({binding.type_name}{origin}) is captured by a @Sendable closure ({reason}); {why}"


def _is_name_use(structure, index):
    token = structure.tokens[index]
    if token.kind not in ("ident", "escaped") or structure.text(index - 1) == ".":
        return False
    following = structure.tokens[index + 1] if index + 1 < len(structure.tokens) else None
    return not (following is not None and following.text == ":" and following.start == token.end)


def _binding_at(bindings, name, index):
    """The declaration of ``name`` in scope at ``index``: the latest one before it whose scope holds it."""
    best = None
    for binding in bindings.get(name, ()):
        if binding.index < index and binding.scope[0] <= index <= binding.scope[1]:
            if best is None or binding.index > best.index:
                best = binding
    return best


def _bindings(structure):
    """Name → every ``_Binding`` in the file: constants and variables (declared or in conditions),
    parameters of functions and closures, loop variables."""
    found = {}

    def add(name, index, scope, type_name=None, origin=None):
        found.setdefault(name, []).append(_Binding(name, index, scope, type_name, origin))

    for index, token in enumerate(structure.tokens):
        if token.kind == "ident" and token.text in ("let", "var", "for") and index + 1 < len(structure.tokens):
            name = structure.tokens[index + 1]
            if name.kind in ("ident", "escaped"):
                add(name.text, index + 1, _scope(structure, index), *_classify(structure, index + 1))
        elif token.kind == "punct" and token.text == "{" and structure.match[index] > index:
            for name in closure_parameters(structure, index):
                add(name, index, (index, structure.match[index]))
    for decl in structure.decls:
        if decl.params and decl.body:
            for param in decl.params:
                type_name = _pointer_or_pthread(param.type_text)
                add(param.name, decl.keyword, decl.body, type_name, None)
    return found


def _scope(structure, index):
    brace = structure.enclosing_brace[index]
    return (brace, structure.match[brace]) if brace >= 0 else (0, len(structure.tokens))


def _classify(structure, name_index):
    """``(type name, origin)`` of a binding whose type is not Sendable on Darwin, else ``(None, None)``."""
    index = name_index + 1
    if structure.text(index) == ":":
        end = index + 1
        while end < len(structure.tokens) and structure.text(end) not in ("=", ",", "{") \
                and structure.tokens[end].line == structure.tokens[index].line:
            end = structure.skip_group(end)
        type_name = _pointer_or_pthread(join_tokens(structure.tokens[index + 1:end]))
        if type_name:
            return type_name, None
        index = end
    if structure.text(index) != "=":
        return None, None
    first = index + 1
    callee = structure.text(first)
    if callee == "pthread_self":
        return "pthread_t", "pthread_self()"
    pointer = _POINTER.fullmatch(callee)
    return (callee, None) if pointer else (None, None)


def _pointer_or_pthread(type_text):
    if _PTHREAD.search(type_text or ""):
        return "pthread_t"
    match = _POINTER.search(type_text or "")
    return match.group() if match else None


def _sendable_closures(structure, functions):
    """``(brace index, reason)`` of each ``@Sendable`` closure literal in the file."""
    for index, token in enumerate(structure.tokens):
        if token.kind == "punct" and token.text == "{" and structure.match[index] > index:
            reason = _sendable_reason(structure, functions, index)
            if reason:
                yield index, reason


def _sendable_reason(structure, functions, brace):
    following = structure.tokens[brace + 1] if brace + 1 < len(structure.tokens) else None
    if following is not None and following.text == "@Sendable":
        return "marked @Sendable"
    before = structure.text(brace - 1)
    if before == "=":
        return _assigned_sendable(structure, brace - 1)
    if before in ("(", ",") or (before == ":" and structure.text(brace - 3) in ("(", ",")):
        return _argument_reason(structure, functions, brace)
    return _trailing_reason(structure, functions, brace)


def _assigned_sendable(structure, equals):
    index = equals - 1
    while index > 0 and not structure.is_word(index, "let", "var") and structure.text(index) not in ("{", "}", ";"):
        if structure.tokens[index].text == "@Sendable":
            return "assigned to a @Sendable function type"
        index -= 1
    return None


def _argument_reason(structure, functions, brace):
    """The reason a closure passed inside ``callee(…)`` is ``@Sendable``, if it is."""
    opener = brace - 1
    while opener >= 0 and not (structure.text(opener) == "(" and structure.match[opener] > brace):
        opener -= 1
    if opener < 1:
        return None
    labels, argument = call_arguments(structure, opener, brace)
    return _callee_reason(structure, functions, opener - 1,
                          lambda params: parameter_for_argument(params, labels, argument))


def _trailing_reason(structure, functions, brace):
    """The reason a trailing closure is ``@Sendable``: ``f(…) {``, ``f {``, or ``} label: {``."""
    before, closure_label = brace - 1, None
    if structure.text(before) == ":" and structure.text(before - 2) == "}":
        closure_label = structure.text(before - 1)
        before = structure.match[before - 2] - 1
        while structure.text(before) == "}" and structure.match[before] >= 0:
            before = structure.match[before] - 1
    labels = []
    if structure.text(before) == ")" and structure.match[before] >= 0:
        labels, _ = call_arguments(structure, structure.match[before], -1)
        before = structure.match[before] - 1
    if before < 0 or structure.tokens[before].kind not in ("ident", "escaped"):
        return None
    return _callee_reason(structure, functions, before,
                          lambda params: parameter_for_trailing_closure(params, labels, closure_label))


def _callee_reason(structure, functions, callee, choose_parameter):
    """Why a closure passed to the function named at ``callee`` is ``@Sendable``, or ``None``;
    ``choose_parameter`` picks the parameter it is passed to from a declaration's parameters."""
    builtin = _builtin_reason(structure, callee)
    if builtin:
        return builtin
    name = structure.text(callee)
    for params in functions.get(name, ()):
        param = choose_parameter(params)
        if param is not None and "@Sendable" in param.type_text:
            return f"passed to {name}({param.label}:)"
    return None


def _builtin_reason(structure, callee):
    name = structure.text(callee)
    if name not in _BUILTIN_CALLEES:
        return None
    is_member = structure.text(callee - 1) == "."
    qualifier = structure.text(callee - 2) if is_member else None
    wanted = _BUILTIN_CALLEES[name]
    if (wanted is None and not is_member) or (wanted == "." and is_member) or wanted == qualifier:
        return f"passed to {'Task.' if wanted == 'Task' else ''}{name}"
    return None
