"""The structure of a lexed Swift file: matched brackets, statement boundaries, declarations (read
by ``declaration_headers``) and the innermost declaration around each token.

Not a Swift parser: declarations are found at their keywords where a declaration can start, and
their headers read around them. Brackets are matched once for the whole file.
"""

from .declaration_headers import read_declarations

_CONTINUATION_ENDS = {",", "(", "[", ":", "=", ".", "->", "&&", "||", "??"}
_OPENERS = {"(": ")", "[": "]", "{": "}"}


def _binary_operator(token):
    """Whether ``token`` is an operator that joins two operands (so a line ending or starting with
    it continues the statement): not a postfix ``?``/``!``, a variadic ``...`` or a generic's ``>``."""
    if token.kind != "op" or token.text in ("?", "!", "..."):
        return False
    return not set(token.text) <= {">"}


class Structure:
    """Matched brackets, declarations and the innermost declaration around each token."""

    def __init__(self, source):
        self.source = source
        self.tokens = source.tokens
        self.match = [-1] * len(self.tokens)
        self.enclosing_brace = [-1] * len(self.tokens)
        self._match_brackets()
        self.decls = []
        self._body_owner = {}
        self._find_declarations()
        self.innermost = self._innermost_declarations()

    def _match_brackets(self):
        stack, braces = [], []
        for index, token in enumerate(self.tokens):
            self.enclosing_brace[index] = braces[-1] if braces else -1
            if token.kind != "punct":
                continue
            if token.text in _OPENERS:
                stack.append(index)
                if token.text == "{":
                    braces.append(index)
            elif token.text in (")", "]", "}"):
                opener = self._pop_opener(stack, token.text)
                if opener is not None:
                    self.match[opener], self.match[index] = index, opener
                    if token.text == "}":
                        while braces and braces[-1] >= opener:
                            braces.pop()

    def _pop_opener(self, stack, closer):
        for depth in range(len(stack) - 1, -1, -1):
            if _OPENERS[self.tokens[stack[depth]].text] == closer:
                opener = stack[depth]
                del stack[depth:]
                return opener
        return None

    def is_word(self, index, *texts):
        token = self.tokens[index] if 0 <= index < len(self.tokens) else None
        return token is not None and token.kind == "ident" and (not texts or token.text in texts)

    def text(self, index):
        return self.tokens[index].text if 0 <= index < len(self.tokens) else ""

    def starts_line(self, index):
        return index == 0 or self.tokens[index].line > self.tokens[index - 1].line

    def statement_start(self, index):
        """Whether token ``index`` can begin a statement (not continue a condition or expression)."""
        if index == 0:
            return True
        previous = self.tokens[index - 1]
        if previous.text in ("{", "}", ";"):
            return True
        return self.starts_line(index) and previous.text not in _CONTINUATION_ENDS and not _binary_operator(previous)

    def skip_group(self, index):
        """The index after the bracket group opening at ``index`` (or after the token)."""
        return self.match[index] + 1 if self.text(index) in _OPENERS and self.match[index] > index else index + 1

    def statement_end(self, index):
        """The last token of the statement containing ``index`` (brackets are skipped whole)."""
        tokens, last = self.tokens, len(self.tokens) - 1
        while index < last:
            if self.text(index) in _OPENERS:
                index = max(self.match[index], index)
            nxt = index + 1
            if nxt > last or tokens[nxt].text in ("}", ";"):
                return index
            if tokens[nxt].line > tokens[index].line and not self._continues(index, nxt):
                return index
            index = nxt
        return last

    def _continues(self, index, nxt):
        end, after = self.tokens[index], self.tokens[nxt]
        if end.text in _CONTINUATION_ENDS or _binary_operator(end):
            return True
        return after.text == "." or (_binary_operator(after) and after.text not in ("&", "-", "<"))

    def skip_generics(self, index):
        """The index after ``<…>`` generic parameters at ``index`` (or ``index``)."""
        if self.text(index) != "<":
            return index
        depth = 0
        while index < len(self.tokens):
            text = self.tokens[index].text
            if self.tokens[index].kind == "op":
                depth += text.count("<") - text.count(">")
                if depth <= 0:
                    return index + 1
            index += 1
        return index

    def _find_declarations(self):
        for decl in read_declarations(self):
            self.decls.append(decl)
            if decl.body:
                self._body_owner[decl.body[0]] = decl

    def body_owner(self, brace_index):
        """The declaration whose body opens at ``brace_index``, if any."""
        return self._body_owner.get(brace_index)

    def _innermost_declarations(self):
        """For each token, the innermost declaration whose body contains it."""
        innermost = [None] * len(self.tokens)
        for decl in self.decls:
            if decl.body:
                opener, closer = decl.body
                for index in range(opener + 1, closer):
                    innermost[index] = decl
        return innermost

    def enclosing_types(self, index):
        """The type and extension declarations around token ``index``, innermost first."""
        decl = self.innermost[index]
        while decl is not None:
            if decl.is_type:
                yield decl
            decl = decl.parent
