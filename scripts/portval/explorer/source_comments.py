"""A source file whose comments hold the findings (Rust, Go), read as the Markdown they are written in, line for line.

A team whose launcher is written in Rust keeps its notes where rustdoc reads them: `//!` lines document the crate or
the module they stand in, `///` lines the item below them, both in Markdown ("//! # `megatron.x.own`", fenced code,
lists); plain `//` and `/* ... */` comments say more between the items, and `#[deprecated(note = "...")]` marks an item
as no longer true. Read as text, every doc line opens with its slashes, so no heading is one, the docs of a
`mod neighbour { ... }` read as this patch's, and the items' code runs through the prose. Here a doc comment is the
Markdown after its slashes (one space taken off), a plain comment its words, a block comment its lines without the
frame, a deprecation note "Deprecated: ..." and every other line of code blank.

A team whose launcher is written in Go keeps them where go doc reads them: `//` lines above the package clause and
above each declaration, a paragraph ending at an empty `//`, a "# Heading" line a section of the doc (since Go 1.19),
a "Deprecated:" paragraph, and `/* ... */` blocks. Read as Markdown, every line opens with its slashes. Here a comment
is its words, a doc heading a second-level heading, and every line of code blank.

A team whose dashboard is written in C# keeps them in XML documentation comments: `///` lines holding `<summary>`,
`<remarks>`, `<para>` and `<list>` elements, `<c>` and `<see cref="..."/>` for names, `<code>` for a block, and
`[Obsolete("...")]` marking a member as no longer true. Read as text, the tags run through the prose and a list is one
paragraph. Here an element's tags on a line of their own end a paragraph, a list's item is a list item, a name a code
span, a `<code>` element a fenced block, an `[Obsolete]` message "Deprecated: ..." and every other line of code blank.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from .code_comments import block_comment
from .text import opens_with_prose, unfenced, written_in_prose_markup

_DOC = re.compile(r"^\s*//[!/](?![/!])\s?(.*)$")
_LINE_COMMENT = re.compile(r"^\s*//(?![/!])\s?(.*)$")
_DEPRECATED = re.compile(r'^\s*#\[deprecated\s*\((?:[^)]*\bnote\s*=\s*)?"((?:[^"\\]|\\.)*)"')
# An item of Rust: what a Rust file holds between its doc comments.
_ITEM = re.compile(r"^\s*(?:pub(?:\([\w ]+\))?\s+)?(?:fn|mod|const|static|struct|enum|trait|impl|use|type|let|extern\s+crate)\b|^\s*#!?\[")


def is_rust_source(text: str) -> bool:
    """Whether the report is Rust source documented with `//!` or `///` comments, outside any Markdown fence: three doc
    lines or more and two items of Rust; a Markdown heading at the margin rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    lines = text.split("\n")
    # One of them Rust's own (a `fn`, an `impl`, an attribute, a `use a::b`): a Delphi unit's `type` and `const`, or a
    # D module's `///` and `struct`, are no Rust.
    rust = any(_RUST_ONLY.match(line) for line in lines)
    return rust and sum(bool(_DOC.match(line)) for line in lines) >= 3 and sum(bool(_ITEM.match(line)) for line in lines) >= 2


_RUST_ONLY = re.compile(r"^\s*(?:pub(?:\([\w ]+\))?\s+)?(?:fn|impl|mod|trait|extern\s+crate)\b|^\s*#!?\[|^\s*(?:pub\s+)?use\s+\w+::")


def rust_doc_lines(lines: list[str]) -> list[str]:
    """The Rust file as Markdown (see the module's docstring), the line count unchanged."""
    out = _comment_lines(lines, _DOC, _LINE_COMMENT, lambda line: f"Deprecated: {m.group(1)}" if (m := _DEPRECATED.match(line)) else "")
    return _declaration_headings(lines, out, re.compile(r"^///(?!/)"), re.compile(rf"(?:{_ITEM.pattern})"))


# Go: a comment of any kind, and what Go writes where a Rust file does not (the package clause, a func, a type).
_GO_COMMENT = re.compile(r"^\s*//\s?(.*)$")
_GO_ITEM = re.compile(r"^(?:package\s+\w+|import\s*[(\"]|func\s|type\s+\w+|const\s*[(\w]|var\s*[(\w])")


def is_go_source(text: str) -> bool:
    """Whether the report is Go source with doc comments, outside any Markdown fence: a package clause, a declaration,
    and five comment lines or more; a Markdown heading at the margin rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text) or not re.search(r"^package\s+\w+\s*$", text, re.MULTILINE):
        return False
    lines = text.split("\n")
    return sum(bool(_GO_ITEM.match(line)) for line in lines) >= 2 and sum(bool(_GO_COMMENT.match(line)) for line in lines) >= 5


def go_doc_lines(lines: list[str]) -> list[str]:
    """The Go file as Markdown (see the module's docstring), the line count unchanged: a doc comment's "# Heading" a
    second-level heading under the report's title."""
    out = _comment_lines(lines, _GO_COMMENT, None, lambda line: "")
    out = [re.sub(r"^# (?=\S)", "## ", line) for line in out]
    return _declaration_headings(lines, out, re.compile(r"^//"), re.compile(r"^(?:func\s|type\s+\w+|const\s*[(\w]|var\s*[(\w])"))


# C#: an XML doc comment, a comment, an [Obsolete] attribute, and what a C# file declares.
_CS_DOC = re.compile(r"^\s*///(?!/)\s?(.*)$")
_CS_OBSOLETE = re.compile(r"^\s*\[\s*(?:System\.)?Obsolete(?:Attribute)?\b")
_CS_TYPE = r"(?:class|struct|interface|record|enum)\s+\w"
_CS_MODIFIERS = r"(?:(?:public|internal|private|protected|sealed|static|abstract|partial|readonly|const|override|virtual|async)\s+)"
_CS_DECLARATION = re.compile(rf"^\s*(?:{_CS_MODIFIERS}+[\w<>\[\],.? ]+|{_CS_MODIFIERS}*{_CS_TYPE})")
# An element alone on its line ("<summary>", "</para>", '<list type="bullet">'): a paragraph ends there.
_CS_FRAME = re.compile(r"^\s*</?(?:summary|remarks|para|list|listheader|example|returns|value|item|description|term)\b[^>]*>\s*$")


def is_csharp_source(text: str) -> bool:
    """Whether the report is C# source with XML doc comments, outside any Markdown fence: three `///` lines, a
    `<summary>` or `<remarks>` among them, and a namespace or two declarations; a Markdown heading rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    if opens_with_prose(text, re.compile(r"\s*(?://|/\*|\*)")):
        return False
    lines = text.split("\n")
    # Rust writes `//!`, `#[...]`, `fn` and `impl`, none of which C# has (rustdoc's HTML may hold a <summary> too).
    if any(re.match(r"\s*(?://!|#!?\[|(?:pub(?:\([\w ]+\))?\s+)?(?:fn|impl|mod|use)\b)", line) for line in lines):
        return False
    docs = [said.group(1) for line in lines if (said := _CS_DOC.match(line))]
    declared = sum(bool(re.match(rf"^\s*(?:namespace\s+[\w.]+|using\s+[\w.]+\s*;|{_CS_MODIFIERS}+{_CS_TYPE})", line)) for line in lines)
    return len(docs) >= 3 and any(re.search(r"<(?:summary|remarks)>", doc) for doc in docs) and declared >= 2


def csharp_doc_lines(lines: list[str]) -> list[str]:
    """The C# file as Markdown (see the module's docstring), the line count unchanged: each declaration's doc led by a
    heading, its first line, as a Rust item's is."""
    out: list[str] = []
    in_code = False  # inside a <code> element: its lines as written, fenced
    obsolete: list[str] | None = None  # the strings of an [Obsolete(...)] attribute that runs over lines, so far
    obsolete_at = closes_at = 0  # the lines the attribute opens and closes on; its message is said on the first
    in_block = False  # inside a /* ... */ comment
    for index, line in enumerate(lines):
        if doc := _CS_DOC.match(line):
            words = doc.group(1).rstrip()
            if re.fullmatch(r"\s*<code\b[^>]*>\s*", words) or re.fullmatch(r"\s*</code>\s*", words):
                in_code = not words.strip().startswith("</")
                out.append("```")
            else:
                out.append(html.unescape(words) if in_code else xml_doc_words(words))
            continue
        if obsolete is not None or _CS_OBSOLETE.match(line):
            # '[Obsolete("Taken back: ..." +' then '"... Use EnableGate.")]': the message, said on the attribute's first line.
            if obsolete is None:
                obsolete, obsolete_at = [], index
                closes_at, _ = _attribute_end(lines, index)
            obsolete += re.findall(r'"((?:[^"\\]|\\.)*)"', line)
            out.append("")
            if index >= closes_at:
                out[obsolete_at] = f"Deprecated: {' '.join(''.join(obsolete).split())}"
                obsolete = None
            continue
        words, in_block = block_comment(line, in_block)
        if words is not None:
            out.append(words)  # a block comment's words, up to its end; code after it on that line blank
            continue
        said = _LINE_COMMENT.match(line)
        words = said.group(1).strip() if said else ""
        # "// ----------": a rule framing a file's header, nothing to read (as Markdown it would make a heading).
        out.append("" if re.fullmatch(r"[-=*#~/]{3,}", words) else words)
    return _declaration_headings(lines, out, _CS_DOC, _CS_DECLARATION, re.compile(r"^\s*\["), _CS_OBSOLETE)


def xml_doc_words(words: str) -> str:
    """One line of an XML doc comment as Markdown: a frame element's line blank, an item a list item, a name in
    `<c>`, `<see cref>` or `<paramref>` a code span, any other tag dropped, entities read."""
    if _CS_FRAME.match(words):
        return ""
    item = re.match(r"^\s*<item>\s*(?:<term>(.*?)</term>\s*)?(?:<description>)?(.*?)(?:</description>)?\s*(?:</item>)?\s*$", words)
    if item:
        term, said = item.groups()
        words = f"- {term}: {said}" if term else f"- {said}"
    words = re.sub(r"<c>(.*?)</c>", lambda m: f"`{html.unescape(m.group(1))}`", words)
    words = re.sub(r'<(?:see|seealso)\s+(?:cref|langword)="(?:[A-Z]:)?([^"]+)"\s*/>', r"`\1`", words)
    words = re.sub(r'<(?:paramref|typeparamref)\s+name="([^"]+)"\s*/>', r"`\1`", words)
    # "- Parameter `use_own` (...): true when the card is expanded": what an argument of a method is, never a setting.
    words = re.sub(r'<param\s+name="([^"]+)">', r"- Parameter `\1` (an argument of the function): ", words)
    words = re.sub(r"<returns>", "Returns: ", words)
    words = re.sub(r"</?[A-Za-z][^<>]*>", "", words)
    return html.unescape(words).rstrip()


def _declaration_headings(
    lines: list[str],
    out: list[str],
    doc: re.Pattern[str],
    declaration: re.Pattern[str],
    attribute: re.Pattern[str] = re.compile(r"^#!?\["),
    deprecation: re.Pattern[str] = _DEPRECATED,
) -> list[str]:
    """``out`` with the doc comment of each declaration at the margin led by a heading: its first line, so that what one
    declaration's doc says ("OtherPatch mirrors the neighbouring patch `x`." and its paragraphs) is that declaration's,
    up to the next one's heading. A declaration nested in another (an item in a `mod`) keeps its doc in its parent's."""
    out = list(out)
    index = 0
    while index < len(lines):
        if not doc.match(lines[index]):
            index += 1
            continue
        start = index
        while index < len(lines) and doc.match(lines[index]):
            index += 1
        # The doc's declaration follows it, past attributes; the doc of a file or a package (before `package x`) is none.
        after, declared = index, lines[index] if index < len(lines) else ""
        while after < len(lines) and attribute.match(lines[after]):
            # An attribute may run over lines ('[Obsolete("..." +' then '"...")]'); where its bracket closes, the
            # declaration may follow on the same line ('[Obsolete("x")] public const string S = ...').
            end, rest = _attribute_end(lines, after)
            after, declared = (end, rest) if rest.strip() else (end + 1, lines[end + 1] if end + 1 < len(lines) else "")
            if rest.strip():
                break
        if after < len(lines) and declaration.match(declared):
            first = next((n for n in range(start, index) if out[n].strip()), None)
            # `#[deprecated(...)]` below the doc: what the doc says no longer holds.
            deprecated = any(deprecation.match(line) for line in lines[index : after + 1])
            if first is not None and not out[first].startswith("#"):
                out[first] = f"### {'Deprecated: ' if deprecated else ''}{out[first].strip()}"
    return out


def _attribute_end(lines: list[str], start: int) -> tuple[int, str]:
    """Where the attribute opening at ``start`` closes (its brackets balanced, strings aside), and what its closing line
    holds after it."""
    depth = 0
    for index in range(start, len(lines)):
        bare = re.sub(r'"(?:[^"\\]|\\.)*"', '""', lines[index])
        for at, char in enumerate(bare):
            depth += (char == "[") - (char == "]")
            if depth == 0 and char == "]":
                return index, bare[at + 1 :]
    return len(lines) - 1, ""


def _comment_lines(lines: list[str], doc: re.Pattern[str], comment: re.Pattern[str] | None, code: Callable[[str], str]) -> list[str]:
    """Each line as its comment's words: a doc comment's Markdown as written, a plain comment's words, a block comment's
    lines without the frame (code after its end on the line left out); a line of code as ``code`` reads it ("" for
    nothing)."""
    out: list[str] = []
    in_block = False  # inside a /* ... */ comment
    for line in lines:
        if not in_block and (said := doc.match(line)):
            out.append(said.group(1).rstrip())
        elif not in_block and comment and (said := comment.match(line)):
            out.append(said.group(1).strip())
        else:
            words, in_block = block_comment(line, in_block)
            out.append(code(line) if words is None else words)
    return out
