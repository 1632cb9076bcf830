"""A manual page written in roff (man macros), read as the Markdown it stands for, line for line.

``.SH OPTIONS`` heads a section, ``.TP`` a tagged paragraph whose next line is its tag, ``.nf`` ... ``.fi`` a block
shown as written, ``.B save`` and ``\\fBargs.save\\fR`` the literal text a reader types, ``\\(dq`` a double quote and
``.\\"`` a comment. Read as Markdown, the macros are words of the text and the escapes stick to the names
(``fBargs.save``), so a section about another patch ("NOT THIS PATCH") goes unnoticed and no name reads as written.
"""

from __future__ import annotations

import re

_REQUEST = re.compile(r"^[.'](\\\"|[A-Za-z]{1,3}\b)\s*(.*)$")
_NAMED_CHARACTERS = {"dq": '"', "aq": "'", "lq": "“", "rq": "”", "em": "—", "en": "–", "->": "→", "<-": "←", "mi": "-", "bu": "•"}
# A bold or italic run: "\fBargs.save\fR", "\f(CWx\fP", "\f[B]x\f[]".
_FONT_RUN = re.compile(r"\\f(?:\(\w\w|\[\w*\]|[BIC])(.*?)\\f(?:[RP]|\[\]|\(\w\w|\[\w*\])")
# A literal name, not a word set in bold for emphasis ("\fBnot\fR"): it has a dot, an underscore, a slash or brackets.
_CODE_LIKE = re.compile(r"^[^\s`]*[._=/()\[\]<>:-][^\s`]*$")


def is_roff(text: str) -> bool:
    """Whether the report is a man page's source: a ``.TH`` title or two ``.SH`` sections, and font escapes or macros."""
    sections = len(re.findall(r"^\.(?:TH|SH)\s", text, re.MULTILINE))
    return sections >= 2 and bool(re.search(r"\\f[BIR]|^\.(?:B|I|TP|PP|IP)\b", text, re.MULTILINE))


def roff_lines(lines: list[str]) -> list[str]:
    """The page as Markdown: sections as headings, a tagged paragraph's tag as an item's label, requests blank."""
    out: list[str] = []
    shown_as_written = False  # between .nf and .fi (or .EX and .EE)
    tag_next = False  # the line after .TP is the paragraph's tag
    for line in lines:
        request = _REQUEST.match(line)
        name, rest = (request.group(1), request.group(2)) if request else ("", "")
        if name in ("nf", "EX"):
            out.append("```")
            shown_as_written = True
        elif name in ("fi", "EE"):
            out.append("```")
            shown_as_written = False
        elif shown_as_written:
            out.append(_plain(_macro_words(name, rest)) if request else _plain(line))
        elif name == '\\"':
            out.append("")
        elif name in ("SH", "SS"):
            out.append(("## " if name == "SH" else "### ") + _inline(_unquoted(rest)))
        elif name == "TP":
            out.append("")
            tag_next = True
        elif request and name in ("B", "I", "BR", "BI", "IB", "IR", "RB", "RI", "SM", "SB"):
            words = _macro_words(name, rest)
            # A tagged paragraph's tag is the option or name it explains ("save"), as literal as a dotted one.
            shown = f"`{words}`" if tag_next and re.fullmatch(r"[\w.-]+", words) else _fonts_shown(name, rest)
            out.append(f"- {shown}:" if tag_next else shown)
            tag_next = False
        elif request:
            out.append("")  # .TH, .PP, .IP, .RS, .br, .sp and the rest: layout, not words
        else:
            out.append(f"- {_inline(line)}:" if tag_next else _inline(line))
            tag_next = False
    return out


def _macro_words(name: str, rest: str) -> str:
    """A font macro's arguments as they print: ``.BR a (7),`` alternates fonts with no space between its arguments."""
    arguments = _arguments(rest)
    return "".join(arguments) if len(name) == 2 else " ".join(arguments)


def _arguments(rest: str) -> list[str]:
    """A request's arguments, each unquoted and unescaped: ``"    phase=\\(dqx\\(dq,"`` is one."""
    return [_escaped(_unquoted(a)) for a in re.findall(r'"(?:[^"\\]|\\.)*"|\S+', rest)]


def _fonts_shown(name: str, rest: str) -> str:
    """A font macro's arguments with each bold or italic one as code where it reads as a literal name: ``.BR a (7),``
    alternates bold and roman with no space between, ``.B a b`` sets all its words bold."""
    arguments = _arguments(rest)
    if len(name) == 1:
        return _code_or_words(" ".join(arguments)) if name in "BI" else " ".join(arguments)
    return "".join(_code_or_words(a) if name[i % 2] in "BI" else a for i, a in enumerate(arguments))


def _unquoted(text: str) -> str:
    text = text.strip()
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == '"' else text


def _inline(text: str) -> str:
    """A line's font runs as code where they read as a literal name, its escapes as the characters they print."""
    text = _FONT_RUN.sub(lambda m: _code_or_words(_escaped(m.group(1))), text)
    return _escaped(text)


def _plain(text: str) -> str:
    return _escaped(_FONT_RUN.sub(lambda m: m.group(1), text))


def _code_or_words(words: str) -> str:
    return f"`{words}`" if words and "`" not in words and (_CODE_LIKE.match(words) or re.match(r"[\w.]+\(", words)) else words


def _escaped(text: str) -> str:
    text = re.sub(r"\\\((..)|\\\[(\w+)\]", lambda m: _NAMED_CHARACTERS.get(m.group(1) or m.group(2), ""), text)
    text = re.sub(r"\\f(?:\(\w\w|\[\w*\]|[BIRPC])", "", text)
    text = text.replace("\\-", "-").replace("\\&", "").replace("\\e", "\\").replace("\\ ", " ").replace("\\|", "")
    return text
