"""A manual page written in BSD's mdoc macros (mdoc(7), as mandoc and groff -mdoc read it), read as the Markdown it
stands for, line for line.

An mdoc page says what each word is rather than how it looks: ``.Sh DESCRIPTION`` heads a section, ``.Nm`` prints the
page's name, ``.Va args.x`` a variable, ``.Pa file`` a path, ``.Ev NAME`` an environment variable, ``.Fn f`` a
function, ``.Li 0.001`` a literal, ``.Dq words`` words in quotes, ``.Pq words`` words in parentheses; a macro may call
another on its line (``.Pq no Li setattr``), and a lone ``.`` or ``,`` after its words closes it. ``.Bl -tag`` ...
``.It label`` ... ``.El`` is a list whose items open with their label, ``.Bd -literal`` ... ``.Ed`` a block shown as
written, ``.Pp`` a paragraph break, and ``.Dd``, ``.Dt``, ``.Os`` and ``.\\"`` the date, title, system and comments.
Read as Markdown, the macros are words, each name stands alone on a line, and "__init__" loses its underscores.

Here each macro line is the words it prints, a name of code a code span and the delimiters after it stuck to it, so a
sentence's lines join as Markdown joins them; a section's title is a heading, a list's item an item (its label in
bold), a literal block a fenced block, and the header lines and comments are blank.
"""

from __future__ import annotations

import re

from .roff import escaped

# The macros that print a name of code, as a code span.
_CODE = frozenset({"Va", "Pa", "Ev", "Li", "Fl", "Ar", "Cm", "Dv", "Er", "Ic", "Ql", "Vt", "Ft", "Fa", "Fd", "Cd", "Ad", "Ms", "Tn"})
# The macros that enclose their words: what opens and closes them.
_ENCLOSING = {"Dq": ("“", "”"), "Qq": ('"', '"'), "Sq": ("‘", "’"), "Pq": ("(", ")"), "Bq": ("[", "]"), "Brq": ("{", "}"), "Aq": ("⟨", "⟩")}
_MARKED = {"Em": "*", "Sy": "**"}
# Every macro another may call on its line: a word that names one starts it.
_CALLABLE = frozenset({*_CODE, *_ENCLOSING, *_MARKED, "Fn", "Xr", "Nm", "No", "Ns", "Sx", "Ta", "Op", "Oo", "Oc", "Ux", "Bx", "At"})
# The punctuation mdoc sets right after the word before it.
_CLOSING_PUNCTUATION = frozenset({".", ",", ";", ":", "?", "!", ")", "]"})
_HEADER = frozenset({"Dd", "Dt", "Os", "Bf", "Ef", "Ek", "Bk", "Ed", "El", "Pp", "Lp", "Bd", "Bl", "Sm", "Rs", "Re", "%A", "%T"})


def is_mdoc(text: str) -> bool:
    """Whether the report is an mdoc page: its ``.Dd`` date and ``.Sh`` sections, or its ``.Dt`` title and ``.Nm`` name."""
    head = text[:4000]
    return bool(re.search(r"^\.Dd\b", head, re.MULTILINE) and re.search(r"^\.Sh\s", text, re.MULTILINE)) or bool(
        re.search(r"^\.Dt\s", head, re.MULTILINE) and re.search(r"^\.Nm\b", head, re.MULTILINE)
    )


def mdoc_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    name = ""  # what a bare .Nm prints: the name the NAME section gave
    literal = False  # inside .Bd -literal ... .Ed
    lists: list[str] = []  # the kind of each list open (-tag, -bullet, -enum, -column)
    marker = ""  # an item opened with no words on its .It line: its marker goes before the next words
    for line in lines:
        if marker and out and out[-1].strip():
            out[-1], marker = marker + out[-1], ""
        macro = re.match(r"^\.\s*(\\\"|[A-Z%][A-Za-z]{0,2})\b\s*(.*)$", line)
        if literal:
            if macro and macro.group(1) == "Ed":
                literal = False
                out.append("```")
            else:
                out.append(escaped(line))
            continue
        if not macro:
            out.append("" if line.startswith(".\\\"") else _text(line))
            continue
        request, rest = macro.groups()
        if request == "Nm" and rest and not name:
            name = escaped(rest.split()[0])
        if request in ("Sh", "Ss"):
            title = escaped(rest).strip().strip('"')
            out.append(f"{'##' if request == 'Sh' else '###'} {title}")
        elif request == "Bd":
            literal = "-literal" in rest or "-unfilled" in rest
            out.append("```" if literal else "")
        elif request == "Bl":
            lists.append(next((kind for kind in ("-tag", "-bullet", "-dash", "-hyphen", "-enum", "-column", "-item") if kind in rest), "-item"))
            out.append("")
        elif request == "El":
            lists = lists[:-1]
            out.append("")
        elif request == "It":
            item = _item(rest, lists[-1] if lists else "-item", name)
            marker = item if not item.strip(" -1.") else ""
            out.append("" if marker else item)
        elif request == "Nd":
            out.append(f"— {_text(rest)}")
        elif request in _HEADER or request == '\\"':
            out.append("")
        else:
            out.append(_words(f"{request} {rest}", name))
    if marker and out and out[-1].strip():
        out[-1] = marker + out[-1]
    return out


def _item(rest: str, kind: str, name: str) -> str:
    """A list's ``.It``: an item, its label (a tag list's, or a column list's first cell) in bold."""
    if kind == "-tag" and rest.strip():
        return f"- **{_words(rest, name)}:**"
    if kind == "-column":
        cells = [_words(cell, name) for cell in re.split(r"\s+Ta\s+|\t", rest)]
        return "- " + " | ".join(cell for cell in cells if cell)
    if kind == "-enum":
        return "1. " + _words(rest, name)
    return "- " + _words(rest, name) if rest.strip() else "- "


def _text(line: str) -> str:
    """A line of text: its escapes as the characters they print, a bare ``__init__`` as code."""
    text = escaped(line)
    return re.sub(r"(?<![\w`./])((?:[\w-]+[/.])*__\w+__(?:\.\w+)*)(?![\w`])", r"`\1`", text)


def _words(line: str, name: str) -> str:
    """A macro line's words as they print: each macro on it formats the words up to the next (see the module's
    docstring); a delimiter sticks to the word before it."""
    tokens = [escaped(t[1:-1] if len(t) > 1 and t[0] == t[-1] == '"' else t) for t in re.findall(r'"(?:[^"\\]|\\.)*"|\S+', line)]
    pieces: list[str] = []  # each printed piece, and whether a space goes before it
    spaced: list[bool] = []
    macro = ""
    opened: list[str] = []  # the closing marks of the enclosing macros open on the line
    words: list[str] = []  # the words of the current code or marked macro, not yet written
    glue = True

    def flush() -> None:
        nonlocal words
        if not words:
            return
        text = " ".join(words)
        if macro in _CODE or macro == "Nm":
            text = f"`{'-' if macro == 'Fl' else ''}{text}`"
        elif macro == "Fn":
            text = f"`{words[0]}({', '.join(words[1:])})`"
        elif macro == "Xr":
            text = f"{words[0]}({words[1]})" if len(words) > 1 else words[0]
        elif macro in _MARKED:
            text = f"{_MARKED[macro]}{text}{_MARKED[macro]}"
        pieces.append(text)
        spaced.append(glue)
        words = []

    for index, token in enumerate(tokens):
        if token in _CALLABLE and (index == 0 or tokens[index - 1] != "\\&"):
            flush()
            if token == "Ns":
                glue = False
                continue
            macro = token
            glue = True
            if token in _ENCLOSING:
                opening, closing = _ENCLOSING[token]
                pieces.append(opening)
                spaced.append(True)
                opened.append(closing)
                glue = False
            elif token == "Nm" and (index + 1 == len(tokens) or tokens[index + 1] in _CALLABLE or tokens[index + 1] in _CLOSING_PUNCTUATION):
                pieces.append(f"`{name}`" if name else "")
                spaced.append(True)
            continue
        if token in _CLOSING_PUNCTUATION:
            flush()
            # Delimiters that end the line stand after what the macros enclose: ".Dq words ." is “words”.
            trailing = all(t in _CLOSING_PUNCTUATION for t in tokens[index:])
            pieces.append(("".join(reversed(opened)) if trailing else "") + token)
            opened = [] if trailing else opened
            spaced.append(False)
            # A delimiter in the middle of a macro's words ends its scope: the words after it are plain.
            macro, glue = "", True
            continue
        if macro in _CODE or macro in ("Fn", "Xr", "Nm") or macro in _MARKED:
            words.append(token)
            continue
        pieces.append(token)
        spaced.append(glue)
        glue = True
    flush()
    while opened:
        pieces.append(opened.pop())
        spaced.append(False)
    text = "".join((" " if space and i else "") + piece for i, (piece, space) in enumerate(zip(pieces, spaced)))
    return re.sub(r"([“(‘\[{⟨]) ", r"\1", text).strip()
