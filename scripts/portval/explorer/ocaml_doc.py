"""An OCaml module whose findings live in odoc comments, read as the Markdown they stand for, line for line.

A team whose tooling is OCaml documents it where odoc reads it: `(** ... *)` comments with their own markup
(`{1 Heading}`, `[code]`, `{[ code block ]}`, `{b bold}`, `{e emphasis}`, `{ul {- item}}` lists, `@param`,
`@deprecated`, `@see`), plain `(* ... *)` comments between the definitions, and the code (a record listing sites,
a `match`). Read as Markdown, a heading is braces, a list's "{e or}" a word in braces, a code block's lines
sentences, and the record's strings statements. Here a heading is a heading, `[x]` and each line of `{[ ... ]}` a
code span, `{b x}` bold, `{e x}` and `{i x}` emphasis, `{- x}` a list item and the braces that open and close a list
blank, a tag a labelled line (`@param x` names the function's argument, never a setting), a plain comment its words,
and every line of code blank.
"""

from __future__ import annotations

import re

from .text import unfenced, written_in_prose_markup

# OCaml's own forms: "let x =", "let rec f", "type t =", "module M =", "open M", "match x with".
_OCAML = re.compile(
    r"^[ \t]*(?:let(?:[ \t]+rec)?[ \t]+\w+|type[ \t]+\w+|module[ \t]+[A-Z]\w*|open[ \t]+[A-Z]\w*|\|[ \t]*[A-Z]\w*)", re.MULTILINE
)
_TAG_LABELS = {"return": "Returns", "raise": "Raises", "deprecated": "Deprecated", "see": "See", "before": "Before"}
# The tags that say who wrote the comment and since when: nothing of the patch.
_METADATA = frozenset({"author", "since", "version", "canonical", "inline", "open", "closed"})


def is_ocaml_source(text: str) -> bool:
    """Whether the report is OCaml documented with odoc, outside any Markdown fence: two `(**` comments and three of
    OCaml's own forms; a Markdown heading at the margin or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    first = next((line.strip() for line in text.split("\n") if line.strip()), "")
    if not (first.startswith("(*") or _OCAML.match(first)):
        return False
    return len(re.findall(r"\(\*\*(?!\*)", text)) >= 2 and len(_OCAML.findall(text)) >= 3


def ocaml_doc_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    comment = ""  # "doc" or "plain" while inside a comment
    code = False  # inside a {[ ... ]} or {v ... v} block of a doc comment
    for line in lines:
        if not comment:
            opened = re.search(r"\(\*(\*?)(?!\*)", line)
            if not opened:
                out.append("")
                continue
            if line[: opened.start()].strip():
                # "sites : string list;  (** upstream names the handler rebinds *)": a field's note, the field quoted with it.
                words = line[opened.end() :].split("*)", 1)[0].strip()
                out.append(f"> `{line[: opened.start()].strip()}` {_inline(words)}".rstrip())
                comment = "" if "*)" in line[opened.end() :] else ("doc" if opened.group(1) else "plain")
                continue
            comment = "doc" if opened.group(1) else "plain"
            line = line[opened.end() :]
        closes = "*)" in line and not code
        words = line.split("*)", 1)[0] if closes else line
        if comment == "plain":
            # A plain comment's words, odoc's marks read there too ("[evaluate]").
            out.append(_inline(words))
        else:
            said, code = _doc_line(words, code)
            out.append(said)
        if closes:
            comment = ""
    return out


def _doc_line(words: str, code: bool) -> tuple[str, bool]:
    """One line of a doc comment as Markdown, and whether a code block is open after it."""
    stripped = words.strip()
    if code:
        end = re.search(r"\]\}|v\}", stripped)
        body = stripped[: end.start()].strip() if end else stripped
        return (_span(body) if body else ""), end is None
    opened = re.match(r"^\{([\[v])\s?(.*)$", stripped)
    if opened:
        close = r"\]\}" if opened.group(1) == "[" else r"v\}"
        end = re.search(close, opened.group(2))
        body = opened.group(2)[: end.start()].strip() if end else opened.group(2).strip()
        # A code block's lines are code spans, each its own: never a sentence of the note.
        return (_span(body) if body else ""), end is None
    heading = re.match(r"^\{(\d)(?::[\w-]+)?\s+(.*)\}\s*$", stripped)
    if heading:
        return f"{'#' * min(int(heading.group(1)) + 1, 6)} {_inline(heading.group(2))}", False
    if re.fullmatch(r"\{[uo]l|\}+", stripped):
        return "", False
    item = re.match(r"^(?:\{[uo]l\s+)?\{-\s*(.*)$", stripped)
    if item:
        return f"- {_inline(_balanced(item.group(1)))}", False
    tag = re.match(r"^@(\w+)\s*(.*)$", stripped)
    if tag:
        return _tag(tag.group(1).lower(), tag.group(2)), False
    return _inline(_balanced(stripped)), False


def _balanced(text: str) -> str:
    """A line without the braces at its end that close an item or a list opened on an earlier line: "{- x, {e or}}"
    holds "x, {e or}"."""
    while text.endswith("}") and text.count("}") > text.count("{"):
        text = text[:-1].rstrip()
    return text


def _tag(name: str, rest: str) -> str:
    """A block tag as a labelled line: "@param p a catalog entry" as "- Parameter `p` (an argument of the function): a
    catalog entry"."""
    if name in _METADATA:
        return ""
    if name == "param" and (named := re.match(r"^(\w+)\s*(.*)$", rest)):
        return f"- Parameter `{named.group(1)}` (an argument of the function): {_inline(named.group(2))}".rstrip(": ")
    if name == "see":
        rest = re.sub(r"^<[^>]*>\s*|^'[^']*'\s*|^\"[^\"]*\"\s*", "", rest)
    label = _TAG_LABELS.get(name, name.capitalize())
    return f"{label}: {_inline(rest)}" if rest.strip() else label


def _inline(text: str) -> str:
    """odoc's inline markup as Markdown's: `[x]` code, `{b x}` bold, `{e x}` / `{i x}` emphasis, `{!x}` a reference."""
    text = re.sub(r"\{!(?:[a-z]+:)?([^{}]+)\}", lambda m: _span(m.group(1)), text)
    text = re.sub(r"\{\{:[^}]*\}\s*([^{}]*)\}", r"\1", text)
    text = re.sub(r"\[([^\[\]`]+)\]", lambda m: _span(m.group(1)), text)
    for _ in range(2):  # "{b {e x}}": marks nested once
        text = re.sub(r"\{b\s+([^{}]*)\}", r"**\1**", text)
        text = re.sub(r"\{[ei]\s+([^{}]*)\}", r"*\1*", text)
    return text.strip()


def _span(code: str) -> str:
    """Code as a Markdown code span, a backtick in it read as a quote."""
    return "`" + code.strip().replace("`", "'") + "`"
