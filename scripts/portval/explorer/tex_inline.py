"""Inline markup of the TeX family (LaTeX, Beamer, ConTeXt, BibTeX fields) read as Markdown's.

Each dialect names its own commands; the reading is one: escapes undone, code commands as code spans, font
switches as their words, footnotes and speaker notes as text, struck commands as struck text, and (where the writer
revised with the `changes` package) a replaced or deleted passage struck. Code goes first so a struck or emphasised span
that holds code ("\\sout{Also rebinds \\texttt{x}}") has no braces left inside it.
"""

from __future__ import annotations

import re


def tex_inline(
    text: str,
    *,
    code: tuple[str, ...],
    struck: tuple[str, ...],
    emphasis: tuple[str, ...] = (),
    switches: tuple[str, ...] = (),
    footnote: tuple[str, ...] = (),
    note: tuple[str, ...] = (),
    revisions: bool = False,
) -> str:
    """TeX inline commands as Markdown: `code` spans, *emphasis*, ~~struck~~, [note: footnotes], escapes undone."""
    # Inline math a report writes for its arrows and relations: "$\rightarrow$", "8$\times$MI300X", "TE $\geq$ 2.0".
    text = re.sub(r"\$\\(rightarrow|to|Rightarrow|mapsto|times|geq?|leq?|neq?)\$", lambda m: _MATH[m.group(1)], text)
    text = re.sub(r"\\([_%&#$])", r"\1", text)
    text = re.sub(rf"\\(?:{_names(code)})\{{([^{{}}]*)\}}", r"`\1`", text)
    if switches:
        # A group's font switch, "{\em old}": the words as they are.
        text = re.sub(rf"\{{\\(?:{_names(switches)})\s+([^{{}}]*)\}}", r"\1", text)
    if footnote:
        text = re.sub(rf"\\(?:{_names(footnote)})\{{([^{{}}]*)\}}", r" [note: \1]", text)
    if emphasis:
        text = re.sub(rf"\\(?:{_names(emphasis)})\{{([^{{}}]*)\}}", r"*\1*", text)
    if revisions:
        # The `changes` package's marks: "\\replaced[id=RO]{new}{old}" the new words and the old struck, "\\deleted{x}"
        # struck, "\\added{x}" as written; `todonotes`' "\\todo{x}" an aside, no statement.
        text = re.sub(r"\\replaced(?:\[[^\]]*\])?\{([^{}]*)\}\{([^{}]*)\}", r"\1 ~~\2~~", text)
        text = re.sub(r"\\deleted(?:\[[^\]]*\])?\{([^{}]*)\}", r"~~\1~~", text)
        text = re.sub(r"\\added(?:\[[^\]]*\])?\{([^{}]*)\}", r"\1", text)
        text = re.sub(r"\\todo(?:\[[^\]]*\])?\{([^{}]*)\}", r"(todo: \1)", text)
    if note:
        # A speaker note, "\note{...}" to the end of its line: the presenter's own words.
        text = re.sub(rf"\\(?:{_names(note)})\{{(.*)\}}\s*$", r"\1", text)
    text = re.sub(rf"\\(?:{_names(struck)})\{{([^{{}}]*)\}}", r"~~\1~~", text)
    return text.replace("``", '"').replace("''", '"')


_MATH = {
    "rightarrow": "→",
    "to": "→",
    "Rightarrow": "⇒",
    "mapsto": "↦",
    "times": "×",
    "geq": ">=",
    "ge": ">=",
    "leq": "<=",
    "le": "<=",
    "neq": "!=",
    "ne": "!=",
}


def _names(commands: tuple[str, ...]) -> str:
    return "|".join(re.escape(command) for command in commands)
