"""A page in MyST Markdown (Jupyter Book, Sphinx with myst-parser), read as the plain Markdown it stands for, line for
line.

MyST writes its blocks as fenced directives: an admonition (```` ```{note} ````, ``:::{admonition} Not this patch: x``),
a table (```` ```{list-table} ````, whose rows are ``* - cell`` then ``  - cell``), a code block (```` ```{code-block}
python ````), each with ``:option: value`` lines first; and it marks names with roles (``{code}`x```, ``{py:func}`f```)
and sections with targets (``(label)=``). Read as plain Markdown, every directive is a code block: the admonition that
says "Not this patch" and the table that gives the patch id are never read. Here an admonition's fence is its title on a
line of its own ("Not this patch: `x`" a heading, "note" a bold label) and its body is read as prose; a list-table's
rows are rows of an HTML table, each on its first line; a code block keeps its language; options, targets and the
fences of what holds nothing (a table of contents) are blank, and a role is its code span.
"""

from __future__ import annotations

import re

from .list_tables import list_table_rows

_DIRECTIVE = re.compile(r"^(\s*)(`{3,}|:{3,})\{([\w:-]+)\}\s*(.*)$")
_OPTION = re.compile(r"^\s*:[\w-]+:(?:\s.*)?$")
_TARGET = re.compile(r"^\s*\([\w:.-]+\)=\s*$")
_ROLE = re.compile(r"\{[\w:-]+\}(`[^`\n]+`)")
# A role that names a section or a document by its words, "{ref}`the porting book <porting-book>`".
_REFERENCE_ROLE = re.compile(r"\{(?:ref|doc|numref|term)\}`([^`<\n]+?)\s*(?:<[^>`\n]*>)?`")
_ADMONITIONS = frozenset({"note", "warning", "important", "seealso", "tip", "caution", "attention", "danger", "error", "hint", "admonition", "dropdown"})


def is_myst(text: str) -> bool:
    """Whether the report is MyST Markdown: a fenced directive of an admonition, a list-table, a code block or a table of
    contents (```` ```{note} ````, ``:::{admonition}``)."""
    # "[ \t]*", not "\s*": a blank run over newlines would try again from every line (quadratic on many blank lines).
    return bool(re.search(r"^[ \t]*(?:`{3,}|:{3,})\{(?:" + "|".join(_ADMONITIONS) + r"|list-table|code-block|code-cell|contents)\}", text, re.MULTILINE))


def myst_lines(lines: list[str]) -> list[str]:
    """The page as plain Markdown (see the module's docstring), the line count unchanged."""
    out = list(lines)
    index = 0
    while index < len(lines):
        opening = _DIRECTIVE.match(lines[index])
        if _TARGET.match(lines[index]):
            out[index] = ""
        if not opening:
            out[index] = _roles(out[index])
            index += 1
            continue
        indent, fence, name, argument = opening.groups()
        end = next((i for i in range(index + 1, len(lines)) if lines[i].strip() == fence), len(lines))
        body = index + 1
        while body < end and _OPTION.match(lines[body]):
            out[body] = ""
            body += 1
        if name in ("code-block", "code", "code-cell", "sourcecode"):
            out[index] = f"{indent}{fence}{argument.strip()}"
            index = end + 1
            continue
        out[end if end < len(lines) else index] = ""
        if name == "list-table":
            out[index] = f"**{_roles(argument.strip())}**" if argument.strip() else ""
            header = any(re.match(r"\s*:header-rows:\s*[1-9]", lines[i]) for i in range(index + 1, body))
            list_table_rows(lines, body, end, out, header=header, inline=_roles)
        elif name in _ADMONITIONS:
            title = _roles(argument.strip()) or name.capitalize()
            # A titled admonition ("Not this patch: `x`", "Correction") is a section of its own; a bare one a label.
            out[index] = f"{indent}#### {title}" if name == "admonition" else f"{indent}**{title}:**"
            for number in range(body, end):
                out[number] = _roles(lines[number])
        else:
            out[index] = ""
            for number in range(body, end):
                out[number] = ""
        index = end + 1
    return out


def _roles(line: str) -> str:
    """A line's roles as what they mark: ``{code}`x``` and ``{py:func}`f``` a code span, ``{ref}`words <label>``` its
    words; a substitution ``{{ name }}`` left as it stands."""
    return _ROLE.sub(r"\1", _REFERENCE_ROLE.sub(r"\1", line))
