"""A document as Pandoc prints its AST natively (``pandoc -t native``), read as the Markdown it stands for.

``pandoc -t native`` prints the document's blocks as Haskell values: ``[Header 1 ("id",[],[]) [Str "Patch",Space,Str
"logic"],Para [Str "It",Space,...],BulletList [[Plain [...]]],CodeBlock ("",["python"],[]) "..."]`` (``-s`` wraps them
in ``Pandoc (Meta {unMeta = fromList [...]}) [...]``), a paragraph on one line however long, every word a ``Str`` and
a non-ASCII letter a decimal escape (``\\8217``). Read as text, the whole document is one paragraph of constructors, so
no heading scopes anything and a struck claim reads as a statement. Here the values are read into the shape of
Pandoc's JSON AST (a constructor with its arguments as ``{"t": ..., "c": ...}``, a tuple as a list) and printed as the
JSON AST is (see pandoc_json), one block a line.
"""

from __future__ import annotations

import re

from .json_exports import printed_view
from .pandoc_json import pandoc_lines

_TOKEN = re.compile(
    r'\s*(?:(?P<string>"(?:[^"\\]|\\.)*")|(?P<number>-?\d+(?:\.\d+)?(?:e-?\d+)?)|(?P<name>[A-Za-z_][\w\']*)|(?P<mark>[\[\](){},=]))'
)
# Pandoc's types of one constructor, which its JSON writes as their fields alone (a row as [attr, cells]).
_FIELDS_ONLY = frozenset({"Caption", "TableHead", "TableBody", "TableFoot", "Row", "Cell", "Citation"})
_NEWTYPES = frozenset({"RowHeadColumns", "RowSpan", "ColSpan", "Meta", "fromList"})
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "&": ""}


def is_pandoc_native(text: str) -> bool:
    """Whether the report is ``pandoc -t native`` output: a list of blocks (or a ``Pandoc`` value) whose words are ``Str``s."""
    return bool(
        re.match(r"\s*(?:\[\s*(?:Header|Para|Plain|BulletList|OrderedList|CodeBlock|Div|BlockQuote)\b|Pandoc\s*\(?\s*Meta\b)", text)
    ) and bool(re.search(r'\bStr\s+"', text))


def pandoc_native_view(text: str, name: str = "report.native") -> tuple[str, str]:
    """The Markdown lines of a ``pandoc -t native`` document, and what its line numbers count; ``(text, "")`` for any
    other report or one that does not parse."""
    if not is_pandoc_native(text):
        return text, ""
    try:
        value = _Reader(text).document()
    except (_Unreadable, RecursionError):
        return text, ""
    if isinstance(value, dict) and value.get("t") == "Pandoc" and isinstance(value.get("c"), list) and len(value["c"]) == 2:
        meta, blocks = value["c"]
        document = {"pandoc-api-version": [], "meta": meta if isinstance(meta, dict) else {}, "blocks": blocks}
    else:
        document = {"pandoc-api-version": [], "meta": {}, "blocks": value}
    try:
        lines = pandoc_lines(document)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        # A value of Pandoc's shape in its names but not in its fields ("Header "a" ..."): not a document Pandoc printed.
        return text, ""
    if not any(line.strip() for line in lines):
        return text, ""
    return printed_view(lines, name, "each block of the document Pandoc printed natively as the Markdown it stands for")


class _Unreadable(ValueError):
    """The text is no Haskell value this reader knows."""


class _Reader:
    """A reader of the Haskell values ``show`` prints, into the shape of Pandoc's JSON."""

    def __init__(self, text: str) -> None:
        self.tokens: list[tuple[str, str]] = []
        position = 0
        text = text.strip()
        while position < len(text):
            token = _TOKEN.match(text, position)
            if not token:
                raise _Unreadable(f"unexpected {text[position : position + 20]!r}")
            kind = token.lastgroup or ""
            self.tokens.append((kind, token.group(kind)))
            position = token.end()
        self.at = 0

    def document(self) -> object:
        value = self.value()
        if self.at != len(self.tokens):
            raise _Unreadable("text after the value")
        return value

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.at] if self.at < len(self.tokens) else ("", "")

    def take(self, mark: str | None = None) -> tuple[str, str]:
        token = self.peek()
        if not token[0] or (mark is not None and token != ("mark", mark)):
            raise _Unreadable(f"expected {mark!r}, found {token[1]!r}")
        self.at += 1
        return token

    def value(self) -> object:
        """A constructor with its arguments, or one argument."""
        kind, text = self.peek()
        if kind == "name" and text[0].isupper() or text == "fromList":
            self.take()
            arguments = []
            while self.starts_argument():
                arguments.append(self.argument())
            return _constructed(text, arguments)
        return self.argument()

    def starts_argument(self) -> bool:
        kind, text = self.peek()
        return kind in ("string", "number", "name") or text in ("[", "(", "{")

    def argument(self) -> object:
        kind, text = self.take()
        if kind == "string":
            return re.sub(r"\\(\d+|.)", lambda m: _escaped(m.group(1)), text[1:-1])
        if kind == "number":
            return float(text) if re.search(r"[.e]", text) else int(text)
        if kind == "name":
            return _constructed(text, [])
        if text == "[":
            return self.sequence("]")
        if text == "(":
            items = self.sequence(")")
            return items[0] if len(items) == 1 else items
        if text == "{":
            # A record's fields ("Meta {unMeta = fromList [...]}"): the fields' values, in order.
            fields = []
            while self.peek() != ("mark", "}"):
                self.take()
                self.take("=")
                fields.append(self.value())
                if self.peek() == ("mark", ","):
                    self.take()
            self.take("}")
            return fields[0] if len(fields) == 1 else fields
        raise _Unreadable(f"unexpected {text!r}")

    def sequence(self, closing: str) -> list[object]:
        items: list[object] = []
        while self.peek() != ("mark", closing):
            items.append(self.value())
            if self.peek() == ("mark", ","):
                self.take()
            elif self.peek() != ("mark", closing):
                raise _Unreadable(f"expected ',' or {closing!r}, found {self.peek()[1]!r}")
        self.take(closing)
        return items


def _escaped(code: str) -> str:
    """The character a Haskell escape stands for: "\\8217" a code point (one no string may hold, a surrogate or past
    Unicode, the replacement character), "\\n" a line break."""
    if code.isdigit():
        point = int(code)
        return chr(point) if point <= 0x10FFFF and not 0xD800 <= point <= 0xDFFF else "\ufffd"
    return _ESCAPES.get(code, code)


def _constructed(name: str, arguments: list[object]) -> object:
    """A constructor applied to its arguments, as Pandoc's JSON writes it."""
    if name in ("Nothing", "True", "False"):
        return {"Nothing": None, "True": True, "False": False}[name]
    if name == "Just" and len(arguments) == 1:
        return arguments[0]
    if name == "fromList" and len(arguments) == 1 and isinstance(arguments[0], list):
        return {str(pair[0]): pair[1] for pair in arguments[0] if isinstance(pair, list) and len(pair) == 2}
    if name in _NEWTYPES and len(arguments) == 1:
        return arguments[0]
    if name in _FIELDS_ONLY:
        return arguments
    if not arguments:
        return {"t": name}
    return {"t": name, "c": arguments[0] if len(arguments) == 1 else arguments}
