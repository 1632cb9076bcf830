"""One escaping function per place a text can land: Python source, Markdown, a shell command, a terminal.

Every text that reaches a generated file or the user's terminal passes
through one of these, whatever it came from: a facts field, the facts file's
name, a decision quoting either. Each function returns text that stays what
it is in its target: a Python literal that is only a value, a comment that
stays one line and never becomes a coding cookie, Markdown that never opens
a heading, an HTML tag or a table row, a shell word that is one word.

Characters that are not printable (control characters, line and paragraph
separators, bidirectional overrides, lone surrogates from an undecodable
file name) are written as ``\\xNN``, ``\\uNNNN`` or ``\\UNNNNNNNN``, so the
output is valid UTF-8 that shows what the input held.
"""

from __future__ import annotations

import re
import shlex
import textwrap
from collections.abc import Iterable
from typing import Any

_WHITESPACE = re.compile(r"\s+")
_LINE_BREAKS = re.compile(r"[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]+")
# PEP 263: a comment on line 1 or 2 matching this declares the file's encoding.
_CODING_COOKIE = re.compile(r"(coding)([:=])")
# What can open raw HTML, an HTML comment or an autolink in CommonMark: '<' then a letter, '/', '!' or '?'.
_HTML_OPEN = re.compile(r"<(?=[A-Za-z/!?])")
# What opens a block when it starts a line or a list item: a heading, a quote, a list item, a rule, a fence.
_LEADING_MARKER = re.compile(r"^(?:#{1,6}(?=\s|$)|>|[-+*](?=\s|$)|=+\s*$|(?:[-*_]\s*){3,}$|`{3,}|~{3,}|\|)")
_LEADING_ORDERED = re.compile(r"^(\d{1,9})([.)])(?=\s|$)")


_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_char(char: str) -> str:
    if char in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[char]
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def visible(value: Any) -> str:
    """``str(value)`` with every non-printable character (spaces aside) written as a backslash escape."""
    text = str(value)
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape_char(char) for char in text)


def one_line(value: Any) -> str:
    """Runs of whitespace (newlines, tabs, separators) as one space, the rest made visible; stripped."""
    return visible(_WHITESPACE.sub(" ", str(value)).strip())


def shorten(value: Any, limit: int = 80) -> str:
    """One visible line (line breaks as ``\\n``) of at most ``limit`` characters, cut in the middle with '...'."""
    text = visible(value)
    if len(text) <= limit:
        return text
    keep = (limit - 3) // 2
    return f"{text[:keep]}...{text[len(text) - (limit - 3 - keep):]}"


def terminal_text(value: Any) -> str:
    """Text for stdout or stderr: line breaks kept, escape sequences and other control characters made visible."""
    return "\n".join(visible(line) for line in str(value).split("\n"))


# --------------------------------------------------------------------------- Python


def python_literal(value: Any) -> str:
    """A Python literal for plain data (str, finite numbers, bool, None, tuples, lists, dicts).

    ``repr`` of these types is a valid literal whatever the text holds (quotes,
    newlines, NUL, lone surrogates: all written as escapes), so facts can
    never become code.
    """
    return repr(value)


def python_comment(value: Any) -> str:
    """Text safe after '#': one line, every character printable, and never a PEP 263 coding declaration."""
    return _CODING_COOKIE.sub(r"\1 \2", one_line(value))


def python_comment_block(value: Any, lead: str = "# TODO: ", width: int = 100) -> str:
    """Text as indented comment lines after ``lead``, wrapped to ``width``, continuation lines aligned."""
    indent = "    "
    hanging = indent + "#" + " " * (len(lead) - 1)
    lines = textwrap.wrap(python_comment(value), width=width, initial_indent=indent + lead, subsequent_indent=hanging,
                          break_long_words=False, break_on_hyphens=False)
    return "\n".join(lines)


def python_docstring(value: Any, width: int = 76) -> str:
    """Text safe inside a triple-quoted docstring, wrapped to ``width``."""
    text = one_line(value).replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if text.endswith('"'):
        # A quote just before the closing triple quote would end the docstring one character early.
        text = text[:-1] + '\\"'
    return textwrap.fill(text, width=width, break_long_words=False)


# --------------------------------------------------------------------------- Markdown


def markdown_text(value: Any) -> str:
    """Text safe inside a Markdown paragraph, after other text: one line, no raw HTML.

    '<' that could open a tag, a comment or an autolink becomes ``&lt;``.
    Emphasis and backticks are left alone: they change how text looks, not
    what the document is.
    """
    return _HTML_OPEN.sub("&lt;", one_line(value))


def markdown_line(value: Any) -> str:
    """``markdown_text`` for a value that starts a line or a list item: a leading '#', '>', '- ', '1.' stays text."""
    text = _LEADING_ORDERED.sub(r"\1\\\2", markdown_text(value))
    return _LEADING_MARKER.sub(lambda m: "\\" + m.group(0), text)


def markdown_cell(value: Any) -> str:
    """Text safe inside a Markdown table cell: ``markdown_text`` with pipes escaped (a cell holds no blocks); '' for None."""
    if value is None:
        return ""
    return markdown_text(value).replace("|", "\\|")


def inline_code(value: Any) -> str:
    """``value`` as one inline code span (safe in a table cell too), or '(none)' for None."""
    if value is None:
        return "(none)"
    # Spaces inside code are kept (they align a command's comment); line breaks become spaces.
    text = visible(_LINE_BREAKS.sub(" ", str(value)).strip()).replace("|", "\\|")
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def html_comment(value: Any) -> str:
    """Text safe inside ``<!-- ... -->``: one line that can never close the comment ('--' is split).

    Inside a comment a tag is inert text; only its end, ``-->`` (or ``--!>``), matters.
    """
    text = one_line(value)
    while "--" in text:
        text = text.replace("--", "- -")
    return text


# --------------------------------------------------------------------------- shell


def shell_word(value: Any) -> str:
    """One POSIX shell word that the shell reads back as exactly ``value``.

    Printable text is single-quoted when it needs quoting (``shlex.quote``);
    text holding a newline or another non-printable character is written in
    bash's ``$'...'`` form, on one line, each such character as its UTF-8
    bytes (``\\xNN``, whatever the shell's locale). A lone surrogate from an
    undecodable file name (``\\udcXX``) is written as the byte it stands for.
    """
    text = str(value)
    if text.isprintable():
        return shlex.quote(text)
    parts = []
    for char in text:
        if char in "\\'":
            parts.append("\\" + char)
        elif char.isprintable():
            parts.append(char)
        else:
            raw = char.encode("utf-8", "surrogateescape" if "\udc80" <= char <= "\udcff" else "surrogatepass")
            parts.append("".join(f"\\x{byte:02x}" for byte in raw))
    return "$'" + "".join(parts) + "'"


def shell_command(words: Iterable[Any]) -> str:
    """A command line whose every word is quoted with ``shell_word``."""
    return " ".join(shell_word(word) for word in words)


# Jinja filter name -> function: the only formatting the templates can apply.
FILTERS = {
    "py": python_literal,
    "comment": python_comment,
    "todo": python_comment_block,
    "wrap": python_docstring,
    "md": markdown_cell,
    "mdtext": markdown_text,
    "mdline": markdown_line,
    "code": inline_code,
    "htmlcomment": html_comment,
}
