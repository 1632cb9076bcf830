"""A chapter of a Texinfo manual in its source, read as the Markdown it stands for, line for line.

Texinfo marks everything with @-commands: a section is "@section Registration", code is "@code{phase}", a table of
terms is "@table @code" with an "@item" a term, a list "@itemize" of "@item"s, code "@example" ... "@end example",
and a note "@quotation Note" ... "@end quotation". Read as Markdown every name is a word with braces around it, no
heading is one, and an example's assignments read as sentences. Here each is its Markdown form: the node lines, the
menu, the comments and the index entries are blank.
"""

from __future__ import annotations

import re

_HEADINGS = {
    "chapter": 1,
    "unnumbered": 1,
    "appendix": 1,
    "top": 1,
    "section": 2,
    "unnumberedsec": 2,
    "appendixsec": 2,
    "subsection": 3,
    "unnumberedsubsec": 3,
    "subsubsection": 4,
}
_BLOCK_CODE = ("example", "smallexample", "lisp", "smalllisp", "verbatim", "display", "format")
# Lines that say how the manual is built, not what it says: its node lines, index entries, comments and layout.
_BLANK = re.compile(
    r"^\s*(?:\\input\s+texinfo|@(?:c|comment|node|setfilename|settitle|cindex|findex|vindex|kindex|pindex|tindex|noindent"
    r"|page|sp|bye|contents|shortcontents|printindex|set|clear|titlepage|end\s+titlepage|title|subtitle|author"
    r"|copying|end\s+copying|insertcopying|dircategory|direntry|end\s+direntry|cartouche|end\s+cartouche)\b.*)?$"
)
# Inline commands whose argument is code, and those that stand for a character.
_CODE_COMMANDS = "code|samp|var|env|file|command|option|kbd|key|t|verb|dfn|indicateurl"
_CHARACTERS = (("@@", "\0at\0"), ("@{", "\0open\0"), ("@}", "\0close\0"), ("@dots{}", "..."), ("@tie{}", " "), ("@:", ""))


def is_texinfo(text: str) -> bool:
    """Whether the report is Texinfo source: it opens with ``\\input texinfo``, or it has @node or @section lines and
    blocks closed by @end."""
    if text.lstrip().startswith("\\input texinfo"):
        return True
    return bool(re.search(r"^@(?:node|chapter|section)\s", text, re.MULTILINE) and re.search(r"^@end\s+\w+", text, re.MULTILINE))


def texinfo_lines(lines: list[str]) -> list[str]:
    """The chapter as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    blocks: list[str] = []  # the blocks open, innermost last: "example", "table @code", "itemize", "menu", ...
    item_due = ""  # a bare "@item" marks the next line of text as an item
    for line in lines:
        stripped = line.strip()
        block = blocks[-1] if blocks else ""
        if block.split(" ")[0] in _BLOCK_CODE:
            if re.match(rf"@end\s+{block.split(' ')[0]}\b", stripped):
                blocks.pop()
                out.append("```")
            else:
                out.append(_characters(line))
            continue
        if block == "menu":
            if stripped.startswith("@end menu"):
                blocks.pop()
            out.append("")
            continue
        command = re.match(r"@(\w+)\b\s*(.*)$", stripped)
        name, rest = (command.group(1), command.group(2)) if command else ("", "")
        if name in _BLOCK_CODE:
            blocks.append(name)
            out.append("```")
        elif name in ("menu", "table", "vtable", "ftable", "itemize", "enumerate", "quotation", "smallquotation"):
            blocks.append(f"{name} {rest}".strip())
            # "@quotation Note": the label of the quoted paragraph, said as its lead.
            out.append(f"{_inline(rest)}:" if name.endswith("quotation") and rest else "")
        elif name == "end":
            # "@end cartouche" closes a frame that opened no block: only the block's own @end closes it.
            if blocks and blocks[-1].split(" ")[0] == rest.split(" ")[0]:
                blocks.pop()
            out.append("")
        elif name in _HEADINGS:
            out.append("#" * _HEADINGS[name] + " " + _inline(rest))
        elif name in ("item", "itemx"):
            out.append(_item(block, rest))
            item_due = "" if rest else ("1. " if block.startswith("enumerate") else "- ")
        elif _BLANK.match(line):
            out.append("")
        else:
            text = _inline(line)
            if item_due and text.strip():
                text, item_due = item_due + text.strip(), ""
            out.append(text)
    return out


def _item(block: str, rest: str) -> str:
    """An @item: in a table a term, written in the table's own command ("@table @code" makes it code); in a list an
    item, or nothing where the item's text starts on the next line."""
    if not rest:
        return ""
    if block.split(" ")[0] in ("table", "vtable", "ftable"):
        formatter = block.split(" ")[1].lstrip("@") if " " in block else ""
        term = f"@{formatter}{{{rest}}}" if formatter and formatter != "asis" else rest
        return f"- {_inline(term)}:"
    return ("1. " if block.startswith("enumerate") else "- ") + _inline(rest)


def _inline(text: str) -> str:
    """Texinfo's inline commands as Markdown: code as code spans, emphasis marked, a cross reference its node's name."""
    for source, placeholder in _CHARACTERS:
        text = text.replace(source, placeholder)
    previous = None
    while previous != text:  # innermost first: "@strong{@code{x}}"
        previous = text
        text = re.sub(rf"@(?:{_CODE_COMMANDS})\{{([^{{}}]*)\}}", lambda m: f"`{m.group(1)}`", text)
        text = re.sub(r"@(?:emph|i|slanted)\{([^{}]*)\}", r"*\1*", text)
        text = re.sub(r"@(?:strong|b)\{([^{}]*)\}", r"**\1**", text)
        text = re.sub(r"@(?:xref|pxref|ref)\{([^{},]*)[^{}]*\}", r"see \1", text)
        text = re.sub(r"@u?ref\{([^{},]*),\s*([^{}]*)\}|@url\{([^{}]*)\}", lambda m: m.group(2) or m.group(1) or m.group(3), text)
        text = re.sub(r"@\w+\{([^{}]*)\}", r"\1", text)
    # TeX's quotes and dashes, outside the code spans only: "--" in code is an option's.
    text = re.sub(
        r"``|(`[^`]*`)|''|--",
        lambda m: m.group(1) or {"``": "\u201c", "''": "\u201d", "--": "\u2013"}[m.group(0)],
        text,
    )
    return _characters(text)


def _characters(text: str) -> str:
    return text.replace("\0at\0", "@").replace("\0open\0", "{").replace("\0close\0", "}").replace("@@", "@").replace("@{", "{").replace("@}", "}")
