"""A Swift tokenizer, precise enough for the checks and fast on a whole repository.

Comments are dropped (line comments are kept aside, by line, for ``// From:``); a string literal
becomes one ``string`` token followed by the tokens of its interpolations (``\\( … )`` is code);
``#if``/``#elseif``/``#else``/``#endif`` lines are not tokens but set the *region* of the tokens
they enclose: the conditions under which those tokens are compiled.
"""

import re
from dataclasses import dataclass


@dataclass(slots=True)
class Token:
    """One token. ``kind`` is ``ident`` (keywords included), ``escaped`` (a backticked name),
    ``number``, ``string``, ``attr`` (``@name``), ``pound`` (``#available``), ``op`` or ``punct``."""

    kind: str
    text: str
    line: int
    start: int
    end: int
    region: int


@dataclass(frozen=True)
class Frame:
    """One ``#if`` level around a token: the conditions of the earlier branches, all false there,
    and the condition of the token's own branch (``None`` for ``#else``)."""

    false_conditions: tuple
    condition: str | None


class SourceFile:
    """A lexed Swift file: its tokens, the ``#if`` regions they lie in, and its line comments."""

    def __init__(self, path, text):
        self.path = path
        self.text = text
        self.tokens = []
        self.regions = [()]
        self.comments = {}
        _Lexer(self).run()

    def region_of(self, index):
        """The ``#if`` frames, outermost first, around token ``index``."""
        return self.regions[self.tokens[index].region]


def read_source(path):
    """Lexes the Swift file at ``path`` (raises ``OSError`` or ``UnicodeDecodeError``)."""
    with open(path, encoding="utf-8") as handle:
        return SourceFile(path, handle.read())


_MASTER = re.compile(r"""
    (?P<space>[ \t\r\f\v]+)
  | (?P<newline>\n)
  | (?P<linecomment>//[^\n]*)
  | (?P<blockcomment>/\*)
  | (?P<string>\#*")
  | (?P<attr>@(?:[^\W\d]|\$)[\w$]*)
  | (?P<pound>\#(?:[^\W\d])\w*)
  | (?P<ident>(?:[^\W\d]|\$)[\w$]*)
  | (?P<escaped>`[^`\n]+`)
  | (?P<number>0[xob][\w]*|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d[\d_]*)?)
  | (?P<range>\.\.[.<])
  | (?P<op>[=\-+!*%<>&|^~/?]+)
  | (?P<punct>[(){}\[\],:;.\#\\@])
  | (?P<other>.)
""", re.VERBOSE)

_DIRECTIVE = re.compile(r"#(if|elseif|else|endif)\b([^\n]*)")
_POSTFIX_AFTER = {"ident", "escaped", "number", "string"}


class _Lexer:
    """Fills a ``SourceFile``; one instance per file."""

    def __init__(self, source):
        self.source = source
        self.text = source.text
        self.line = 1
        self.line_has_token = False
        self.frames = []
        self.region_ids = {(): 0}
        self.region = 0

    def run(self):
        self._lex(0, inside_interpolation=False)

    def _lex(self, pos, inside_interpolation):
        """Lexes from ``pos``; inside an interpolation, returns after its closing parenthesis."""
        text, depth = self.text, 0
        while pos < len(text):
            match = _MASTER.match(text, pos)
            kind = match.lastgroup
            if kind == "space":
                pos = match.end()
            elif kind == "newline":
                self.line += 1
                self.line_has_token = False
                pos = match.end()
            elif kind == "linecomment":
                self.source.comments.setdefault(self.line, match.group())
                pos = match.end()
            elif kind == "blockcomment":
                pos = self._skip_block_comment(pos)
            elif kind == "string":
                pos = self._string(pos, len(match.group()) - 1)
            elif kind == "pound" and not self.line_has_token and _DIRECTIVE.match(text, pos):
                pos = self._directive(_DIRECTIVE.match(text, pos))
            elif kind == "op":
                pos = self._operator(match)
            else:
                if inside_interpolation and match.group() in ("(", ")"):
                    depth += 1 if match.group() == "(" else -1
                    if depth < 0:
                        self._add("punct", ")", pos, pos + 1)
                        return pos + 1
                self._add(kind if kind != "other" else "punct", self._name(kind, match.group()), pos, match.end())
                pos = match.end()
        return pos

    @staticmethod
    def _name(kind, text):
        """A token's text: a backticked name without its backticks."""
        return text[1:-1] if kind == "escaped" else text

    def _add(self, kind, text, start, end):
        token = Token(kind, text, self.line, start, end, self.region)
        self.source.tokens.append(token)
        self.line_has_token = True
        return token

    def _operator(self, match):
        """An operator; a ``?`` or ``!`` stuck to the end of an operand is postfix, alone."""
        text, start = match.group(), match.start()
        tokens = self.source.tokens
        previous = tokens[-1] if tokens else None
        stuck = previous is not None and previous.end == start and (
            previous.kind in _POSTFIX_AFTER or previous.text in (")", "]", ">"))
        if stuck and text[0] in "?!" and not text.startswith("!="):
            self._add("op", text[0], start, start + 1)
            return start + 1
        self._add("op", text, start, match.end())
        return match.end()

    def _skip_block_comment(self, pos):
        depth, text = 0, self.text
        while pos < len(text):
            if text.startswith("/*", pos):
                depth, pos = depth + 1, pos + 2
            elif text.startswith("*/", pos):
                depth, pos = depth - 1, pos + 2
                if depth == 0:
                    return pos
            else:
                if text[pos] == "\n":
                    self.line += 1
                pos += 1
        return pos

    def _string(self, pos, hashes):
        """A string literal at ``pos`` with ``hashes`` raw delimiters; returns the end offset.
        The ``string`` token's text is the literal as written."""
        token = self._add("string", "", pos, pos + 1)
        end = self._string_end(pos, hashes)
        token.text, token.end = self.text[pos:end], end
        return end

    def _string_end(self, pos, hashes):
        text = self.text
        quote_at = pos + hashes
        triple = text.startswith('"""', quote_at)
        closing = ('"""' if triple else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        i = quote_at + (3 if triple else 1)
        while i < len(text):
            if text.startswith(closing, i):
                return i + len(closing)
            if text.startswith(escape, i):
                after = i + len(escape)
                if text.startswith("(", after):
                    self._add("punct", "(", after, after + 1)
                    i = self._lex(after + 1, inside_interpolation=True)
                else:
                    i = after + 1
                continue
            if text[i] == "\n":
                if not triple:
                    return i
                self.line += 1
            i += 1
        return i

    def _directive(self, match):
        keyword, rest = match.group(1), match.group(2)
        condition = rest.split("//", 1)[0].strip()
        if keyword == "if":
            self.frames.append(([], condition))
        elif self.frames and keyword == "elseif":
            earlier, current = self.frames[-1]
            self.frames[-1] = (earlier + [current], condition)
        elif self.frames and keyword == "else":
            earlier, current = self.frames[-1]
            self.frames[-1] = (earlier + [current], None)
        elif self.frames and keyword == "endif":
            self.frames.pop()
        region = tuple(Frame(tuple(earlier), current) for earlier, current in self.frames)
        if region not in self.region_ids:
            self.region_ids[region] = len(self.source.regions)
            self.source.regions.append(region)
        self.region = self.region_ids[region]
        return match.end()
