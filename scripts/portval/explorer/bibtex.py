"""A BibTeX database (.bib) whose entries carry a port's findings, read as the Markdown it stands for, line for line.

A team that cites its findings from a LaTeX write-up keeps them as entries: "@techreport{key," opens one, its fields
follow ("title = {...}", "abstract = {...}", "note = {...}", "annote = {...}"), "}" closes it, "%" lines comment
between entries and "@string{...}" defines a macro. Read as text, every field's name reads as a label of its value
and the bibliographic ones (author, year, crossref, url) as prose. Here an entry's title is a heading; the fields
that hold words (abstract, note, annote, comment and the like) are prose; the bibliographic fields (howpublished
too), the entry's opening and closing lines and the macros are blank, though the fields an entry writes on its
opening line read as its other fields do; a comment's words are prose once its rule of dashes is gone, and a field
commented out inside an entry is quoted; the TeX inside a value reads as Markdown (\\texttt{x} a code span, escapes
undone, case-protecting braces dropped, \\cite{key} as [key]).
"""

from __future__ import annotations

import re

from .tex_inline import tex_inline

_ENTRY = re.compile(r"^\s*@(\w+)\s*[{(]", re.IGNORECASE)
_FIELD = re.compile(r"^\s*([A-Za-z][\w-]*)\s*=\s*(.*)$")
_ENTRY_TYPES = (
    "article|book|booklet|conference|inbook|incollection|inproceedings|manual|mastersthesis|misc|online|phdthesis|"
    "proceedings|report|software|techreport|unpublished|dataset|electronic|www"
)
# The fields that describe the entry, not the finding: blank.
_BIBLIOGRAPHIC = re.compile(
    r"address|archiveprefix|author|booktitle|chapter|crossref|date|doi|edition|editor|eprint|eprinttype|file|howpublished|"
    r"ids|institution|isbn|issn|journal|key|keywords|label|language|month|number|organization|pages|primaryclass|"
    r"publisher|school|series|timestamp|type|url|urldate|volume|year"
)
_OWN_DIRECTIVES = ("string", "preamble", "comment")


def is_bibtex(text: str) -> bool:
    """Whether the report is a BibTeX database: an entry of a bibliographic type opened, a field inside it, and no
    Markdown outside the entries (a heading, a fence, a table's rule: a report that quotes a citation is no database;
    BibTeX itself reads free text between entries as a comment)."""
    entry = re.search(rf"^[ \t]*@(?:{_ENTRY_TYPES})[ \t]*\{{[ \t]*[^\s,{{}}]+[ \t]*,", text, re.IGNORECASE | re.MULTILINE)
    if not entry or not re.search(r"^[ \t]*(?:title|abstract|note|annote)[ \t]*=[ \t]*[{\"]", text[entry.end() :], re.MULTILINE):
        return False
    depth = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if depth == 0 and re.match(r"#{1,6}\s|```|~~~|\|?\s*:?-{3,}:?\s*\|", stripped):
            return False
        depth = max(0, depth + _balance(line))
    return True


def bibtex_lines(lines: list[str]) -> list[str]:
    """The entries as Markdown (see the module's docstring)."""
    out: list[str] = []
    depth = 0  # braces open in the entry or the directive being read
    directive = False  # inside an @string, @preamble or @comment
    field = ""  # the field whose value goes on over the line being read
    for line in lines:
        stripped = line.strip()
        if depth == 0:
            entry = _ENTRY.match(line)
            if entry:
                directive = entry.group(1).lower() in _OWN_DIRECTIVES
                depth = _balance(line)
                field = ""
                # "@misc{key, title = {x}, note = {y}}": the fields written on the entry's own line are read too.
                rest = line[entry.end() :].split(",", 1)[1] if "," in line[entry.end() :] and not directive else ""
                out.append(_fields_on_a_line(rest))
            elif stripped.startswith("%"):
                out.append(_comment(stripped))
            else:
                out.append(_value(stripped) if stripped else "")
            continue
        # A field opens on a line read at the entry's own depth, whatever its braces close by the line's end.
        start = _FIELD.match(line) if depth == 1 and not field else None
        depth += _balance(line)
        if directive:
            out.append("")
            continue
        if stripped.startswith("%"):
            # A field commented out inside an entry: the writer's own words set aside, quoted, never stated.
            out.append(f"> {_value(stripped.lstrip('%').strip())}")
            continue
        if start:
            field = start.group(1).lower()
            value = start.group(2)
        else:
            value = stripped
        if stripped in ("}", ")"):
            field = "" if depth <= 0 else field
            out.append("")
            continue
        if _BIBLIOGRAPHIC.fullmatch(field):
            text = ""
        elif field == "title":
            text = f"## {_value(value)}" if start else _value(value)
        else:
            text = _value(value)
        # A value whose braces all close ends its field (and the entry, where the last one closes it too); one left
        # open goes on over the next line.
        if depth <= 1:
            field = ""
        out.append(text)
    return out


def _balance(line: str) -> int:
    unescaped = re.sub(r"\\[{}]", "", line)
    return unescaped.count("{") - unescaped.count("}")


def _comment(stripped: str) -> str:
    """A comment's words, its "%" and its rule of dashes or equals signs gone (a rule alone is blank)."""
    return re.sub(r"^%+\s*|\s*[-=]{3,}\s*", " ", stripped).strip()


def _value(value: str) -> str:
    """A field's value as Markdown: its delimiters and the comma after it gone, its TeX read (see the docstring)."""
    value = value.strip().rstrip(",").strip()
    if value.startswith("{") and value.endswith("}") or value.startswith('"') and value.endswith('"'):
        value = value[1:-1]
    elif value.startswith(("{", '"')):
        value = value[1:]
    elif value.endswith(("}", '"')) and _balance(value) < 0:
        value = value[:-1]
    value = re.sub(r"\\cite[tp]?\{([^{}]*)\}", r"[\1]", value)
    value = tex_inline(
        value,
        code=("texttt", "verb", "code", "path"),
        struck=("sout", "st", "xout"),
        emphasis=("emph", "textit", "textbf"),
        footnote=("footnote",),
    )
    # What TeX keeps of a case-protecting "{AMD}": its letters.
    parts = re.split(r"(`[^`]*`)", value)
    return "".join(part if index % 2 else re.sub(r"(?<!\\)[{}]", "", part) for index, part in enumerate(parts))


def _fields_on_a_line(text: str) -> str:
    """The words of the fields written on one line ("title = {x}, note = {y}}"): the title, then the other words."""
    words = {}
    for part in re.split(r",(?![^{}]*\})", text):
        field = _FIELD.match(part)
        if field and not _BIBLIOGRAPHIC.fullmatch(field.group(1).lower()):
            words[field.group(1).lower()] = _value(re.sub(r"\}\s*$", "", field.group(2).strip()) if _balance(field.group(2)) < 0 else field.group(2))
    title = words.pop("title", "")
    said = " ".join(words.values())
    return f"{title}: {said}" if title and said else title or said
