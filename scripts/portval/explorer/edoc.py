"""An Erlang module whose findings live in EDoc comments, read as the Markdown they stand for, line for line.

A team whose scheduler is Erlang keeps its notes where EDoc reads them: `%%` and `%%%` comments with tags (`@doc`,
`@param`, `@returns`, `@deprecated`, `@see`, `@end`), headings written `== Title ==`, code quoted `` `x' ``, and
`<pre>` blocks; the code between them (a record, a function returning an environment list) belongs to the scheduler.
Read as Markdown, every comment line is a heading, `` `x' `` opens a code span the next backtick closes, and the
code reads as statements. Here the comments are read and the code set aside as `code_comments` does (a rule of dashes
blank, a statement commented out quoted, other code blank), and EDoc's own marks as Markdown's: a heading a heading,
`` `x' `` a code span, a `<pre>` block fenced, a tag a labelled line (`@param X` names the function's argument,
never a setting), and the tags that say who wrote it blank.
"""

from __future__ import annotations

import re

from .code_comments import QUOTED_ITEMS, commented_code_lines, lead_deprecated
from .text import unfenced, written_in_prose_markup

_COMMENT = re.compile(r"^\s*%+\s?(.*)$")
# A line of Erlang commented out: an attribute, a call or a clause's head, a match, a clause's last expression.
_COMMENTED_OUT = re.compile(
    rf"^(?:-[a-z_]+\s*\(|[a-z][\w]*(?::\w+)?\(.*\)\s*(?:->|[,.;])?\s*$|[A-Z]\w*\s*=[^=]|\w+\s*->\s*\S.*[,.;]$|{QUOTED_ITEMS}|\{{\s*\"[^\"]*\".*\}}[,\]]*)$"
)
_TAG_LABELS = {"returns": "Returns", "return": "Returns", "deprecated": "Deprecated", "see": "See", "throws": "Throws", "todo": "TODO"}
# The tags that say who wrote the comment, when and how it is shown: nothing of the patch.
_METADATA = frozenset({"author", "copyright", "version", "since", "private", "hidden", "end", "spec", "type", "reference", "title"})


def is_edoc_module(text: str) -> bool:
    """Whether the report is an Erlang module with EDoc comments, outside any Markdown fence: a `-module(...)`
    attribute before any other code, and three `%` comment lines or more; a Markdown heading or prose markup rules it
    out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    first = next((line.strip() for line in text.split("\n") if line.strip() and not _COMMENT.match(line)), "")
    return bool(re.match(r"-module\(\w+\)\.", first)) and len(re.findall(r"^[ \t]*%", text, re.MULTILINE)) >= 3


def edoc_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out = commented_code_lines(lines, re.compile(r"%+"), _COMMENTED_OUT)
    code = ""  # inside a <pre> block: "fence" where "<pre>" stood alone, "quote" where text followed it on its line
    docs: list[list[int]] = [[]]  # each run of comment lines, to head a deprecated function's doc
    examples: set[int] = set()  # the lines of <pre> blocks
    for index, line in enumerate(lines):
        comment = _COMMENT.match(line)
        if not comment:
            docs.append([])
            continue
        docs[-1].append(index)
        words = comment.group(1).strip()
        opens, closes = re.match(r"<pre>", words, re.IGNORECASE), re.search(r"</pre>", words, re.IGNORECASE)
        if opens or code:
            examples.add(index)
            # A <pre> block is code, never a statement: fenced where its marks stand alone, else each line quoted.
            body = re.sub(r"</?pre>", "", comment.group(1), flags=re.IGNORECASE).rstrip()
            code = code or ("fence" if not body.strip() else "quote")
            if code == "fence":
                # The fence's marks, and its lines as written; a "</pre>" after code on its line closes it there.
                out[index] = "```" if opens or closes else body
            else:
                out[index] = f"> `{body.strip()}`" if body.strip() else ""
            code = "" if closes else code
            continue
        if out[index].startswith("> ") or not out[index]:
            continue
        if out[index].startswith("## ") and not words.startswith("@"):
            # The short line under a rule of dashes: a heading, its marks read.
            out[index] = f"## {_inline(words)}"
            continue
        out[index] = _edoc_words(words)
    for doc in docs:
        # A function whose doc says `@deprecated`: what its doc says no longer holds.
        if any(re.match(r"\s*%+\s*@deprecated\b", lines[n]) for n in doc):
            lead_deprecated(out, doc, examples)
    return out


def _edoc_words(words: str) -> str:
    """One comment line's words as Markdown: a heading, a tag a labelled line, EDoc's quotes and HTML as Markdown's."""
    heading = re.fullmatch(r"(={2,4})([^=].*?)=+", words)
    if heading and heading.group(2).strip():
        return f"{'#' * len(heading.group(1))} {_inline(heading.group(2).strip())}"
    tag = re.match(r"^@(\w+)\b\s*(.*)$", words)
    if tag:
        name, rest = tag.group(1).lower(), tag.group(2)
        if name in _METADATA:
            return ""
        if name == "doc":
            return _inline(rest)
        if name == "param" and (named := re.match(r"^(\w+)\s*(.*)$", rest)):
            return f"- Parameter `{named.group(1)}` (an argument of the function): {_inline(named.group(2))}".rstrip(": ")
        label = _TAG_LABELS.get(name, name.capitalize())
        return f"{label}: {_inline(rest)}" if rest.strip() else label
    return _inline(words)


def _inline(text: str) -> str:
    """EDoc's inline marks as Markdown's: "```x'''" and "`x'" code, `<em>`/`<b>`/`<code>` marks, `<li>` an item."""
    text = re.sub(r"```(.+?)'''", lambda m: _span(m.group(1)), text)
    text = re.sub(r"`([^`']+)'", lambda m: _span(m.group(1)), text)
    text = re.sub(r"</?(?:em|i)>", "*", text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:b|strong)>", "**", text, flags=re.IGNORECASE)
    text = re.sub(r"<code>(.*?)</code>", lambda m: _span(m.group(1)), text, flags=re.IGNORECASE)
    text = re.sub(r"^\s*<li>\s*", "- ", text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:p|ul|ol|li|br\s*/?)>", "", text, flags=re.IGNORECASE)
    return text.strip()


def _span(code: str) -> str:
    """Code as a Markdown code span, a backtick in it read as a quote."""
    return "`" + code.strip().replace("`", "'") + "`"
