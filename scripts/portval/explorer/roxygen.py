"""An R source file whose findings live in roxygen2 comments, read as the Markdown they stand for, line for line.

An R team keeps its notes where roxygen2 builds the help pages from: `#'` lines above each function, their first
paragraph the title, their tags (`@title`, `@description`, `@details`, `@param name ...`, `@section Name:`, `@note`,
`@seealso`, `@examples`) the parts of the page, and Rd markup inside them (`\\code{x}`, `\\itemize{ \\item ... }`,
`\\dontrun{ ... }`); plain `#` comments say more beside the code. Read as Markdown, every `#'` line is a first-level
heading, so no sentence runs over two lines and a list is no list. Here a roxygen line is its words without the mark,
each block's title a heading, a section a heading of its name ("Requirements", "Constraints"), a parameter an item
naming it, a note or a "see also" a labelled line, an example's lines quotations (code set aside, never stated), a
`\\code{}` a code span, an `\\item` a list item, the other tags and every line of code blank, and a plain comment its
words (a line of R commented out quoted).
"""

from __future__ import annotations

import re

from .config_text import marked_comment
from .text import opens_with_prose, unfenced, written_in_prose_markup

_ROXYGEN = re.compile(r"^\s*#'\s?(.*)$")
_TAG = re.compile(r"^@(\w+)\s*(.*)$")
# Tags that name what the page is filed under, not what it says.
_BLANK_TAGS = frozenset(
    {
        "keywords",
        "export",
        "noRd",
        "md",
        "import",
        "importFrom",
        "family",
        "rdname",
        "name",
        "aliases",
        "docType",
        "inheritParams",
        "concept",
        "usage",
        "format",
        "encoding",
    }
)
_LABELS = {"note": "Note", "seealso": "See also", "return": "Returns", "returns": "Returns", "references": "References", "source": "Source"}
# A line of R commented out: an assignment, a call, a control statement.
_CODE = re.compile(r"^(?:[\w.$\[\]\"]+\s*(?:<-|<<-|=)\s*\S.*|[\w.:]+\(.*|(?:if|for|while|function)\s*\(.*|\}.*)$")


def is_roxygen_source(text: str) -> bool:
    """Whether the report is R source documented with roxygen2: five `#'` lines, two roxygen tags and a function
    assigned with `<-`, outside any Markdown fence; a Markdown heading below the first level or prose markup rules it
    out."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S|^```", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    if opens_with_prose(text, re.compile(r"\s*#")):
        return False
    marked = re.findall(r"^[ \t]*#'(.*)$", text, re.MULTILINE)
    tags = sum(
        bool(re.match(r"\s*@(?:title|description|details|param|section|export|examples|return|note|seealso|keywords)\b", line))
        for line in marked
    )
    return len(marked) >= 5 and tags >= 2 and bool(re.search(r"^[\w.]+\s*<-\s*function\s*\(", text, re.MULTILINE))


def roxygen_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    titled = False  # the block's title has been read
    in_examples = False  # among an @examples tag's lines
    for index, line in enumerate(lines):
        said = _ROXYGEN.match(line)
        if not said:
            titled = in_examples = False
            comment = marked_comment(lines, index, re.compile("#(?!')"), _CODE)
            out.append(comment if comment is not None else "")
            continue
        words = said.group(1).rstrip()
        tag = _TAG.match(words.strip())
        if tag:
            titled, in_examples = True, tag.group(1) in ("examples", "example")
            out.append(_tagged(tag.group(1), _rd(tag.group(2))))
        elif in_examples:
            # An example is code someone may run, often made up: quoted, never stated.
            code = words.strip()
            out.append(f"> {code}" if code and code not in ("\\dontrun{", "\\donttest{", "}") else "")
        elif not titled and words.strip():
            # The first paragraph of a block is its page's title: a heading, so that what one function's page says is
            # that function's.
            titled = True
            out.append(f"### {_rd(words.strip())}")
        else:
            out.append(_rd(words))
    return out


def _tagged(name: str, rest: str) -> str:
    """A tag's line as Markdown: a title or a section a heading, a parameter an item, a label its words."""
    if name == "title":
        return f"### {rest}" if rest else ""
    if name == "section":
        return f"#### {rest.rstrip(':').strip()}" if rest else ""
    if name == "param" and (named := re.match(r"^([\w.,]+)\s*(.*)$", rest)):
        # "- Parameter `use_own` (...): TRUE to ...": what an argument of the R function is, never a setting.
        return f"- Parameter `{named.group(1)}` (an argument of the function): {named.group(2)}".rstrip(": ")
    if name in _LABELS:
        return f"{_LABELS[name]}: {rest}".rstrip(": ")
    if name in ("description", "details"):
        return rest
    return "" if name in _BLANK_TAGS or name in ("examples", "example") else rest


def _rd(words: str) -> str:
    """Rd markup as Markdown: `\\code{x}` and `\\link{x}` code spans, `\\item` a list item, a list's frame blank."""
    stripped = words.strip()
    if re.fullmatch(r"\\(?:itemize|enumerate|describe|dontrun|donttest)\{|\}", stripped):
        return ""
    words = re.sub(r"\\(?:code|link|var|env|option|pkg|file)\{((?:[^{}]|\{[^{}]*\})*)\}", r"`\1`", words)
    words = re.sub(r"\\(?:emph)\{([^{}]*)\}", r"*\1*", words)
    words = re.sub(r"\\strong\{([^{}]*)\}", r"**\1**", words)
    words = re.sub(r"\\href\{[^{}]*\}\{([^{}]*)\}|\\url\{([^{}]*)\}", lambda m: m.group(1) or m.group(2), words)
    return re.sub(r"^(\s*)\\item\s+", r"\1- ", words)
