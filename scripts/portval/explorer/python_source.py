"""A Python module whose docstring and comments hold the findings (the team's own port), read as the Markdown they
stand for, line for line.

A team that writes its findings into the module of its port puts them in the module's docstring, labelled parts
("Patch logic:" with its lines indented below it, ``literals`` in reST's double backticks), and says more in `#`
comments beside the code: "# NOTE: the router swap belongs to megatron.moe.x", and a line of code commented out when
it was left to another patch. The code itself is the port's, which rebinds what the port rebinds, never a statement
of what Primus does. Read as Markdown, every `#` comment is a heading (the next patch's note heads what follows), each
indented line of the docstring is a code block, and the port's assignments read as rebindings. Here the module
docstring's lines are prose without their indent (a reST literal a code span, a dotted name alone on its line an item
of the list its label leads), a comment its words (the short line under a rule a heading), a line of code commented
out a quotation, a function's or a class's docstring a quotation (it documents the port's code), and every other line
of code blank.
"""

from __future__ import annotations

import re

from .config_text import hash_comment
from .docstring import DOCSTRING_OPENING, rest_literals

# What only Python writes at a line's start: an import, a definition, a decorator.
_IMPORT = re.compile(r"^(?:from\s+\.*[\w.]*\s+import\s+\S|import\s+[A-Za-z_][\w.]*(?:\s+as\s+\w+)?\s*(?:,|$))")
_DEFINITION = re.compile(r"^[ \t]*(?:async\s+)?(?:def\s+\w+\s*\(|class\s+\w+\s*[(:])")
# A dotted name alone on its line ("megatron.a.B.__init__").
DOTTED_ALONE = re.compile(r"[A-Za-z_]\w*(?:\.\w+)+")
# A line of Python commented out: an assignment, an import, a call, a return or raise, a definition or a block's head.
_CODE = re.compile(
    r"^(?:[A-Za-z_][\w.]*(?:\[[^\]]*\])?\s*(?:[-+*/]?=)\s*\S|(?:from\s+[\w.]+\s+)?import\s+\w|(?:return|raise|assert)\b"
    r"|(?:async\s+)?(?:def|class)\s+\w+|(?:if|elif|for|while|with|try|except|else)\b[^:]*:\s*$|[A-Za-z_][\w.]*\([^()]*\)\s*$"
    # A decorator, a dict's or a list's entry: "@register_patch(...)", '"NVTE_X": "1",'.
    r"|@[A-Za-z_][\w.]*|[\"'][^\"']*[\"']\s*:\s*\S.*,?\s*$|[\"'][^\"']*[\"'],\s*$)"
)


def is_python_module(text: str) -> bool:
    """Whether the report is a Python module: it opens (past a shebang, an encoding line or comments) with a docstring,
    and imports and defines something below it."""
    lines = text.split("\n")
    # A Markdown report that quotes a docstring ("# `x`" over it, a fence below) or a notebook's "# %%" cells is no module.
    # (A comment below the docstring may open with a code span: "# `from a import f`?" is a module's question.)
    if re.search(r"^#{2,6}[ \t]+\S|^```|^# %%|^# COMMAND -", text, re.MULTILINE):
        return False
    at = next((index for index, line in enumerate(lines) if line.strip() and not line.startswith("#")), len(lines))
    if at == len(lines) or not DOCSTRING_OPENING.match(lines[at]):
        return False
    if any(re.match(r"#{1,6}[ \t]+`", line) for line in lines[:at]):
        return False
    return any(_IMPORT.match(line) for line in lines) and any(_DEFINITION.match(line) for line in lines)


def python_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    quote = ""  # what closes the docstring the line is in
    string = ""  # what closes a string constant of the code the line is in ("_RUN_SH = \"\"\"...")
    literal = -1  # the indent a docstring's "::" block or directive's body is deeper than, or -1 outside one
    quoted = False  # the block is a directive's (".. deprecated:: 0.3"): set apart, not code
    module_doc = True  # the first docstring is the module's, its lines prose; any later one is quoted
    above = (0, "")  # the indent and words of the module docstring's last line with words
    nested = -1  # the indent of a block of the module docstring set deeper than its paragraph's, or -1 outside one
    for index, line in enumerate(lines):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if string:
            # A string of the code (a script the port writes out): code, its "#" lines no comments.
            string = "" if string in line else string
            out.append("")
            continue
        if quote and literal >= 0 and (not stripped or indent > literal) and quote not in stripped:
            # "Example launch (made up)::" and the lines indented below it: a literal block, code.
            out.append((f"> {rest_literals(stripped)}" if quoted else f"    {stripped}") if stripped else "")
            continue
        literal = -1
        if quote:
            words, quote = _docstring_words(stripped, quote)
            if words.startswith(".. ") and "::" in words:
                # ".. deprecated:: 0.3", ".. note::": a directive; what its body says is set apart, never stated.
                words, literal, quoted = f"> {words[3:]}", indent, True
            elif words.endswith("::"):
                words, literal, quoted = words[:-1], indent, False
            after_block = False
            if module_doc and words:
                after_block = nested >= 0 and indent < nested
                nested = _nested_block(indent, above, nested)
                above = (indent, words)
            if module_doc and DOTTED_ALONE.fullmatch(words):
                words = f"- `{words}`"  # a name alone on its line: an item of the list its label leads ("Sites:")
            elif module_doc and words and (indent == nested or after_block):
                # "both flags must be true." over "    is_hybrid_model: true": each line of a block set deeper than its
                # paragraph is an item of its own, and so is the prose below the block (Markdown would carry it on
                # into the last item), never one sentence with it.
                words = f"- `{words}`" if indent == nested and _SETTING_ALONE.fullmatch(words) else f"- {words}"
            out.append(rest_literals(words) if module_doc or not words else f"> {rest_literals(words)}")
            module_doc = module_doc and bool(quote)
            continue
        opening = DOCSTRING_OPENING.match(stripped)
        if opening:
            words, quote = _docstring_words(stripped[opening.end() :], opening.group(1))
            said = rest_literals(words)
            out.append(said if module_doc or not said else f"> {said}")
            module_doc = module_doc and bool(quote)
            continue
        opened = re.search(r'("""|\'\'\')', line)
        if opened and line.count(opened.group(1)) % 2 and not line.lstrip().startswith("#"):
            string = opened.group(1)  # a string constant opened on a line of code, closed on a later one
            out.append("")
            continue
        said = hash_comment(lines, index, _CODE)
        if said is not None:
            out.append(rest_literals(said))
            continue
        trailing = re.match(r"^(.*?\S)\s+#\s?(.*)$", line)
        if trailing and "'" not in trailing.group(1) and '"' not in trailing.group(1):
            # "x = f()  # why": the comment speaks of the code on its line, quoted with it, never stated.
            out.append(f"> `{trailing.group(1).strip()}` {trailing.group(2).strip()}")
        else:
            out.append("")
        # Once code is read, a docstring below belongs to a function or a class, not to the module.
        module_doc = module_doc and not stripped
    return out


# "is_hybrid_model: true" alone on a line of a nested block: a setting written as it is set, code.
_SETTING_ALONE = re.compile(r"[A-Za-z_][\w.]*\s*[:=]\s*[\w.\"'-]+")


def _nested_block(indent: int, above: tuple[int, str], nested: int) -> int:
    """The indent of the nested block a module docstring's line is in, or -1: a line set deeper than the one above it
    opens one where that line is itself indented, a paragraph under its title, and no list item (whose further lines
    hang deeper); the block goes on while lines keep its indent or go deeper. (A paragraph set deeper than a title at
    the margin, "Patch logic:" over its text, is the section's prose.)"""
    if nested >= 0 and indent >= nested:
        return nested
    if indent > above[0] > 0 and not re.match(r"(?:[-*+]|\d+[.)])\s", above[1]) and re.search(r"[.:;!?。：]$", above[1]):
        return indent
    return -1


def _docstring_words(text: str, quote: str) -> tuple[str, str]:
    """The words of a docstring's line, and what still closes it ("" where it closes on this line)."""
    if quote in text:
        return text.split(quote, 1)[0].strip(), ""
    return text.strip(), quote
