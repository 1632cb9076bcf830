"""A page in Creole (MoinMoin 2, XWiki 2.1) or a TiddlyWiki tiddler, read as the Markdown it stands for, line for line.

Both are wiki markups of their own that read wrongly as Markdown: a numbered item opens with "#", which Markdown takes
for a heading; code is ``{{{ ... }}}``, inline or as a block, so a name in it is prose; a heading is "= Title =" or
"!Title"; and a table's rows have no delimiter row, so no reader sees a table. Here headings are headings, "#" items
numbered items, "*" items list items (deeper ones indented), code in backticks or fences, bold, italic and struck text
marked as Markdown marks them, a table's rows HTML rows (the first cells written "|=" or "|!" header cells), a link its
words, and a macro, a comment or a processing instruction blank. A tiddler's fields (``title: ...``, ``tags: ...``)
come first: its title is the heading, the other fields blank.
"""

from __future__ import annotations

import re

from .table_rows import html_row

_CREOLE_HEADING = re.compile(r"^\s*(={1,6})\s*(.*?)\s*=*\s*$")
_TIDDLY_HEADING = re.compile(r"^(!{1,6})\s*(.*)$")
_CREOLE_MARK = re.compile(r"\{\{\{|^[ \t]*\|=|//\S|\*\*\S|^#format creole", re.MULTILINE)
_TIDDLY_TYPE = re.compile(r"^type:[ \t]*text/(?:x-tiddlywiki|vnd\.tiddlywiki)[ \t]*$", re.MULTILINE)
_FIELD = re.compile(r"^([a-z][\w.-]*):\s?(.*)$")
_LIST = re.compile(r"^([*#]+)\s+(.*)$")
_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
_RULE_CELL = re.compile(r":?-{3,}:?(?:\+:?-{3,}:?)*")


def is_creole(text: str) -> bool:
    """Whether the report is a Creole page: "= Title =" headings with Creole's code, bold, italics or header cells, or a
    MoinMoin page declared "#format creole"."""
    return text.lstrip().startswith("#format creole") or bool(
        re.search(r"^[ \t]*={1,6} \S.*?=[ \t]*$", text, re.MULTILINE) and _CREOLE_MARK.search(text) and "'''" not in text
    )


def is_tiddler(text: str) -> bool:
    """Whether the report is a tiddler: field lines, then wikitext of type text/x-tiddlywiki or text/vnd.tiddlywiki."""
    head = text.split("\n\n", 1)[0]
    return bool(_TIDDLY_TYPE.search(head)) and all(_FIELD.match(line) for line in head.split("\n") if line.strip())


def creole_lines(lines: list[str]) -> list[str]:
    """The Creole page as Markdown (see the module's docstring), the line count unchanged."""
    return _wiki_lines(lines, _CREOLE_HEADING, _creole_inline, header_cell="=", instructions=True)


def xwiki_lines(lines: list[str]) -> list[str]:
    """A page's XWiki 2.1 source as Markdown, the line count unchanged: Creole's markup (see ``creole_lines``) with
    XWiki's own: ``{{code}}`` blocks, box macros (``{{info}}``) whose own lines are blank, "1." numbered items, rows
    without a closing "|", ``##monospace##``, ``--struck--`` and ``[[words>>target]]``."""
    source = []
    for line in lines:
        stripped = line.strip()
        if re.fullmatch(r"\{\{code\b[^}]*\}\}", stripped):
            source.append("{{{")
        elif stripped == "{{/code}}":
            source.append("}}}")
        else:
            # "{{info}}First-pass note: ...{{/info}}": a box's words stand; its macro marks are no words.
            line = re.sub(r"\{\{/?(?:info|warning|error|success|box|html|toc)\b[^}]*/?\}\}", "", line)
            line = re.sub(r"^(\s*)(1+)\.\s+", lambda m: m.group(1) + "#" * len(m.group(2)) + " ", line)
            source.append(line + "|" if line.lstrip().startswith("|") and not line.rstrip().endswith("|") else line)
    return _wiki_lines(source, _CREOLE_HEADING, _xwiki_inline, header_cell="=")


def tiddler_lines(lines: list[str]) -> list[str]:
    """The tiddler as Markdown (see the module's docstring), the line count unchanged."""
    out = list(lines)
    body = 0
    while body < len(lines) and lines[body].strip():
        field = _FIELD.match(lines[body])
        out[body] = f"# {field.group(2).strip()}" if field and field.group(1) == "title" else ""
        body += 1
    # A comment "/% ... %/" holds no words of the page.
    text = re.sub(r"/%.*?%/", lambda m: "\n" * m.group(0).count("\n"), "\n".join(lines[body:]), flags=re.DOTALL)
    return out[:body] + _wiki_lines(text.split("\n"), _TIDDLY_HEADING, _tiddly_inline, header_cell="!", shift=1)


def _wiki_lines(
    lines: list[str], heading: re.Pattern[str], inline, header_cell: str, shift: int = 0, instructions: bool = False
) -> list[str]:
    """The wiki's lines as Markdown: headings, lists, tables, code blocks; ``inline`` rewrites a line's own marks, and
    ``instructions`` says the page may open with lines of MoinMoin's processing instructions, which are blank."""
    out: list[str] = []
    code = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if code:
            code = stripped != "}}}"
            out.append("```" if not code else line)
            continue
        if stripped == "{{{" or re.fullmatch(r"\{\{\{\s*#!\w+", stripped):
            code = True
            out.append("```")
            continue
        if re.fullmatch(r"\{\{\{[\w+-]+", stripped):
            # VimWiki's "{{{python": a block of code in that language.
            code = True
            out.append("```" + stripped[3:])
            continue
        if re.match(r"%(?:%|title\b|date\b|template\b|nohtml\b|toc\b)", stripped):
            # VimWiki's placeholders: "%title X" the page's title, "%% ..." a comment, the others settings of the page.
            title = re.match(r"%title\s+(\S.*)", stripped)
            out.append(f"# {title.group(1)}" if title else "")
            continue
        if instructions and index == len(out) and line.startswith("#") and all(earlier.startswith("#") for earlier in lines[:index]):
            out.append("")  # MoinMoin's processing instructions ("#format creole") and "## comments", above the page
            continue
        if re.fullmatch(r"<<[^<>]*>>", stripped):
            out.append("")  # a macro: a table of contents, a list of tags
            continue
        title = heading.match(line) if not _LIST.match(line) else None
        if title and title.group(2):
            out.append("#" * min(len(title.group(1)) + shift, 6) + " " + inline(title.group(2)))
            continue
        row = _ROW.match(line)
        if row:
            cells = [cell.strip() for cell in row.group(1).split("|")]
            previous = lines[index - 1] if index else ""
            following = lines[index + 1] if index + 1 < len(lines) else ""
            if all(_RULE_CELL.fullmatch(cell) for cell in cells):
                # VimWiki's "|---|---|" under a table's first row: that row is its header; the rule holds no cells.
                out.append("<tr></tr>" + ("</table>" if not _ROW.match(following) else ""))
                continue
            rule = _ROW.match(following) and all(_RULE_CELL.fullmatch(cell.strip()) for cell in _ROW.match(following).group(1).split("|"))
            header = all(cell.startswith(header_cell) for cell in cells if cell) or bool(rule)
            out.append(
                html_row(
                    [inline(cell.removeprefix(header_cell).strip()) for cell in cells],
                    header=header,
                    first=not _ROW.match(previous),
                    last=not _ROW.match(following),
                )
            )
            continue
        item = _LIST.match(line)
        # A line in bold ("**Correction:** ...") opens with the marks of a second-level item.
        if item and not (item.group(1) == "**" and item.group(2).endswith("**")):
            depth = len(item.group(1)) - 1
            marker = "1." if item.group(1).startswith("#") else "-"
            out.append("   " * depth + f"{marker} {inline(item.group(2))}")
            continue
        out.append(inline(line))
    return out


def _code_spans(text: str) -> str:
    """Inline ``{{{code}}}`` as a code span."""
    return re.sub(r"\{\{\{(.*?)\}\}\}", lambda m: f"`{m.group(1).strip()}`", text)


def _links(text: str) -> str:
    """A link as its words: "[[target|words]]" its words, "[[target]]" its target."""
    return re.sub(r"\[\[([^\]|]*)(?:\|([^\]]*))?\]\]", lambda m: m.group(2) or m.group(1), text)


def _outside_code(text: str, rewrite) -> str:
    """``text`` with ``rewrite`` applied to the parts outside its code spans."""
    return "".join(part if part.startswith("`") else rewrite(part) for part in re.split(r"(`[^`]*`)", text))


def _creole_inline(text: str) -> str:
    def marks(part: str) -> str:
        part = _links(part)
        part = re.sub(r"(?<![:\w])//(?=\S)(.+?)(?<=\S)//", r"*\1*", part)
        part = re.sub(r"<<[^<>]*>>", "", part)
        return part.replace("\\\\", " ").replace("~", "")

    return _outside_code(_code_spans(text), marks)


def _xwiki_inline(text: str) -> str:
    # "##TransformerConfig.{{{__post_init__}}}##": monospace, its verbatim part escaping XWiki's own marks.
    text = re.sub(r"##(.+?)##", lambda m: "{{{" + re.sub(r"\{\{\{|\}\}\}", "", m.group(1)) + "}}}", text)
    text = re.sub(r"\[\[([^\]]*?)>>[^\]]*\]\]", r"\1", text)
    struck = re.sub(r"(?<!\S)--(?=\S)(.+?)(?<=\S)--(?!\S)", r"~~\1~~", _code_spans(text))
    return _outside_code(struck, lambda part: re.sub(r"(?<![:\w])//(?=\S)(.+?)(?<=\S)//", r"*\1*", _links(part)))


def _tiddly_inline(text: str) -> str:
    def marks(part: str) -> str:
        part = _links(part)
        part = re.sub(r"''(.+?)''", r"**\1**", part)
        part = re.sub(r"(?<![:\w])//(?=\S)(.+?)(?<=\S)//", r"*\1*", part)
        part = re.sub(r"@@(.*?)@@", r"\1", part)
        return re.sub(r"<<[^<>]*>>", "", part)

    # Struck text ("--The factory is only rebound in `m`.--") may hold code: marked before the code is set apart.
    struck = re.sub(r"(?<!\S)--(?=\S)(.+?)(?<=\S)--(?!\S)", r"~~\1~~", _code_spans(text))
    return _outside_code(struck, marks)
