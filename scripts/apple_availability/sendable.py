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

from .bindings import binding_at, collect_bindings
from .calls import call_arguments, parameter_for_argument, parameter_for_trailing_closure
from .checker import Finding, display_path
from .lexer import SourceFile
from .shim import swift_files
from .structure import Structure

# Callees whose closure parameters are @Sendable in Foundation, Dispatch and the standard library,
# with the qualifier each needs: none (`Task {`), `Task` (`Task.detached {`), or any (`.`, a method).
_BUILTIN_CALLEES = {"Task": None, "detached": "Task", "async": ".", "asyncAfter": ".", "concurrentPerform": ".",
                    "detachNewThread": "."}
_POINTER = re.compile(
    r"\b(?:AutoreleasingUnsafeMutablePointer|Unsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer|OpaquePointer)\b")
_PTHREAD = re.compile(r"\bpthread_t\b")
_MAY_CAPTURE = ("pthread_t", "pthread_self", "Unsafe", "OpaquePointer")


def check_sendable(paths, root):
    """The ``Finding`` list of the captures in ``paths``. Only files that mention ``@Sendable`` or
    a type or function the check looks for are lexed."""
    texts = {path: _read_text(path) for path in paths}
    capturing = [path for path, text in texts.items() if any(marker in text for marker in _MAY_CAPTURE)]
    declaring = [path for path, text in texts.items() if "@Sendable" in text]
    sources = {path: SourceFile(path, texts[path]) for path in set(capturing) | set(declaring)}
    functions = sendable_functions(list(sources.values()) + _declaring_sources(root, paths))
    findings = set()
    for path in capturing:
        findings.update(_file_findings(Structure(sources[path]), functions, display_path(path, root)))
    return sorted(findings)


def _read_text(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def _declaring_sources(root, checked):
    """The files under ``ROOT/Sources`` that declare ``@Sendable`` parameters, not already checked."""
    folder = os.path.join(root, "Sources")
    if not os.path.isdir(folder):
        return []
    checked = {os.path.abspath(path) for path in checked}
    sources = []
    for path in swift_files(folder):
        if os.path.abspath(path) not in checked:
            text = _read_text(path)
            if "@Sendable" in text:
                sources.append(SourceFile(path, text))
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
    """The captures in one file, each use reported once, for the innermost ``@Sendable`` closure."""
    bindings = collect_bindings(structure)
    closures = sorted(_sendable_closures(structure, functions), key=lambda c: structure.match[c[0]] - c[0])
    reported = set()
    for brace, reason in closures:
        for index in range(brace + 1, structure.match[brace]):
            if index in reported or not _is_name_use(structure, index):
                continue
            binding = binding_at(bindings, structure.tokens[index].text, index)
            if binding is None or binding.index >= brace or not binding.scope[0] <= brace <= binding.scope[1]:
                continue
            type_name, origin = _darwin_non_sendable_type(structure, binding)
            if type_name is not None:
                reported.add(index)
                yield Finding(shown, structure.tokens[index].line, _message(binding.name, type_name, origin, reason))


def _message(name, type_name, origin, reason):
    origin = f", from {origin}" if origin else ""
    why = ("pthread_t is a pointer on Darwin, not Sendable" if type_name == "pthread_t"
           else "raw and unsafe pointers are not Sendable")
    return f"'{name}' ({type_name}{origin}) is captured by a @Sendable closure ({reason}); {why}"


def _is_name_use(structure, index):
    """Whether the token at ``index`` reads a name (not a member, a label or a declared name)."""
    token = structure.tokens[index]
    if token.kind not in ("ident", "escaped") or structure.text(index - 1) in (".", "let", "var"):
        return False
    following = structure.tokens[index + 1] if index + 1 < len(structure.tokens) else None
    return not (following is not None and following.text == ":" and following.start == token.end)


def _darwin_non_sendable_type(structure, binding):
    """``(type, origin)`` when ``binding``'s annotation or initializer gives a type that is not
    Sendable on Darwin (``origin``: the call it comes from, if any); ``(None, None)`` otherwise."""
    type_name = _pointer_or_pthread(binding.annotation)
    if type_name or binding.initializer is None:
        return type_name, None
    callee = structure.text(binding.initializer)
    if callee == "pthread_self":
        return "pthread_t", "pthread_self()"
    return (callee, None) if _POINTER.fullmatch(callee) else (None, None)


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
