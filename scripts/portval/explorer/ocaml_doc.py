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

from .code_comments import lead_deprecated
from .text import unfenced, written_in_prose_markup

# OCaml's own forms: "let x =", "let rec f", "type t =", "module M =", "open M", "match x with".
_OCAML = re.compile(
    r"^[ \t]*(?:let(?:[ \t]+rec)?[ \t]+\w+|type[ \t]+\w+|module[ \t]+[A-Z]\w*|open[ \t]+[A-Z]\w*|\|[ \t]*[A-Z]\w*)", re.MULTILINE
)
# A line of OCaml commented out: a binding, a type, a record or a list of strings, a match case.
_COMMENTED_OUT = re.compile(
    r'^(?:let\s+\w|type\s+\w|and\s+\w+\s*=|open\s+[A-Z]|\{\s*\w+\s*=|\[\s*"|"[^"]*"\s*;|\|\s*[A-Z]\w*\s*(?:->|of)\b)'
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
    if not (first.startswith("(*") or re.match(r"(?:let|type|module|open)\s", first)):
        return False
    # Two doc comments, one of them opening its line (a Markdown table's "(**bold**)" cells open none).
    docs = len(re.findall(r"\(\*\*(?![*)])", text))
    return docs >= 2 and bool(re.search(r"^[ \t]*\(\*\*(?![*)])", text, re.MULTILINE)) and len(_OCAML.findall(text)) >= 3


def ocaml_doc_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    comment = ""  # "doc" or "plain" while inside a comment
    depth = 0  # comments nest in OCaml: how many are open
    code = False  # inside a {[ ... ]} or {v ... v} block of a doc comment
    docs: list[list[int]] = []  # each doc comment's lines, to head a deprecated one
    examples: set[int] = set()  # the lines of its code blocks
    for index, line in enumerate(lines):
        if not comment:
            # "(**" opens a doc comment, "(*" or a banner "(*****" a plain one; "(**)" is an empty comment.
            opened = re.search(r"\(\*(?!\))(\*(?![*)]))?\**", line)
            if not opened:
                out.append("")
                continue
            before, line = line[: opened.start()], line[opened.end() :]
            comment, depth, code = ("doc" if opened.group(1) else "plain"), 1, False
            if comment == "doc":
                docs.append([])
            if before.strip():
                # "sites : string list;  (** upstream names the handler rebinds *)": a field's note, the field quoted with it.
                words, depth = _until_closed(line, depth)
                out.append(f"> `{before.strip()}` {_inline(words)}".rstrip())
                comment = comment if depth else ""
                continue
        words, depth = _until_closed(line, depth)
        if comment == "plain":
            # A plain comment's words, odoc's marks read there too ("[evaluate]"); a line of code it holds set aside.
            out.append(f"> `{words.strip()}`" if _COMMENTED_OUT.match(words.strip()) else _inline(words))
        else:
            opened_in_code = code
            said, code = _doc_line(words, code)
            out.append(said)
            docs[-1].append(index)
            if opened_in_code or code:
                examples.add(index)  # a line of a {[ ... ]} block, its marks' lines too
        if not depth:
            comment, code = "", False
    for doc in docs:
        # A doc that says `@deprecated`: what it documents no longer holds.
        if any(re.search(r"(?:^|\s)@deprecated\b", lines[n]) for n in doc):
            lead_deprecated(out, doc, examples)
    return out


def _until_closed(line: str, depth: int) -> tuple[str, int]:
    """A comment's words on a line, up to the "*)" that closes the outermost comment (comments nest), and how many are
    still open after the line."""
    for match in re.finditer(r"\(\*|\*\)", line):
        depth += 1 if match.group(0) == "(*" else -1
        if depth == 0:
            return _inner(line[: match.start()]), 0
    return _inner(line), depth


def _inner(words: str) -> str:
    """A comment's words with the marks of a comment nested in it as plain brackets: "(see x (* the template *))"."""
    return words.replace("(*", "(").replace("*)", ")")


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
