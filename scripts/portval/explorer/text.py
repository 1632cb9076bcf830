"""Markdown inline source as the readers quote it: code spans, plain text, one-line quotes."""

from __future__ import annotations

import ast
import functools
import re
import warnings
from collections.abc import Iterable

CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
# A version written in words ("torch two point twelve", "one point one or newer"): a version as much as 2.12 is.
_NUMBER_WORD = r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)"
WORDED_VERSION = rf"\b{_NUMBER_WORD}\s+point\s+{_NUMBER_WORD}\b"
# A version number in prose ("megatron-core 0.16.0", "2.12+", "fork-0.5.0"), and what is none: a signed number
# ("an upstream -1.0 stat"), a section ("tech report §2.3.3"), a measurement ("11.9 s per step", "1.5x", "0.3%").
VERSION_NUMBER = re.compile(
    r"(?<![\w.§])(?<![^\w][-+−])(?<!^[-+−])v?\d+\.\d+(?:\.\d+)*"
    r"(?!\.?\d|\s?(?:[mµun]?s|%|[xX×]|[KMGT]i?B|k?tok/s|T?FLOPS?)(?!\w))(?:[.+]?[A-Za-z]\w*)?\+?(?!\w|\.\w)"
)
# "2.1 A port MUST wrap ...", "3.2.  The level name is ...": a number opening a sentence before a capital, or alone with
# its closing period where the sentence splitter cut it off, is a section number, not a version ("0.16.0" alone, as a
# tool prints it, is one).
_SECTION_NUMBER = re.compile(r"^\W*\d+(?:\.\d+)+(?:\.?\s+(?=[A-Z])|\.\s*$)")


def versions_in(prose: str) -> list[str]:
    """The version numbers a sentence's words hold, its section number aside."""
    return VERSION_NUMBER.findall(_SECTION_NUMBER.sub("", prose))


# A time mark alone on a paragraph's first line says when, not what: a chat's "[16:59]", a transcript's "Speaker 1  0:38",
# "dlin — Today at 10:32 AM". A speaker is a few words with no sentence's punctuation in them.
TIME_MARK = re.compile(
    r"[ \t]*(?:\[\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AP]M)?\]|(?:[^\s.!?;:,]+[ \t]+){1,5}(?:(?:Today|Yesterday)[ \t]+at[ \t]+)?"
    r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AP]M)?)[ \t]*\n(?=\S)"
)
# A line that only labels the words below it: a time mark, or a part's name in bold ("**Patch logic**").
LABEL_LINE = re.compile(rf"(?:{TIME_MARK.pattern}|[ \t]*\*\*[^*\n]{{1,80}}\*\*:?[ \t]*\n(?=\S))")

# A footnote's definition ("[^3]: Not enforced ...", its label captured) and a reference to one ("block[^moe]").
FOOTNOTE_DEFINITION = re.compile(r"^\W*\[\^([^\]\s]+)\]:")
FOOTNOTE_REFERENCE = re.compile(r"\[\^([^\]\s]+)\](?!:)")


# A platform or an accelerator named in words ("ROCm only", "not on CUDA", "we only ran it on MI300X").
PLATFORM_WORD = r"\b(?:ROCm|CUDA|NVIDIA|MI\d{3}[A-Z]?|[HAB]\d{3})\b"
# A symbol a post's checklist opens a line with ("✅ Phase: ...", "👉 File: ..."), and the space after it. Not ASCII: a
# diff's "+" marks a line; nor the bullets the readers write for the items of a list flattened onto one line ("• id:
# ...", a proposed facts file's fields among them).
LINE_SYMBOL = r"(?:[^\x00-\x7f\w\s•◦‣]\ufe0f?\s+)"
# A number format written as a word ("MXFP4", "nvfp4", "E8M0 scales", "bf16"): a fact of numerics even outside code.
WORDED_FORMAT = r"(?<![\w.])(?:(?:mx|nv)?fp(?:4|8|16|32|64)|bf16|tf32|u?int(?:8|16|32|64)|float(?:16|32|64)|e\dm\d)(?![\w.])"


@functools.lru_cache(maxsize=8192)
def compiled(source: str, flags: int = 0) -> re.Pattern[str]:
    """``source`` compiled once: the patterns built from a report's names and the package table, each used on every
    sentence, are more than ``re``'s own cache of 512 holds, and compiling them again was a third of a draft's time."""
    return re.compile(source, flags)


def line_at(text: str, position: int) -> int:
    """The line (from 0) a position of ``text`` stands on: where a reader that works on the whole text writes its words."""
    return text.count("\n", 0, position)


@functools.lru_cache(maxsize=16384)
def plain_text(text: str) -> str:
    """Markdown inline source as plain text: code spans unquoted, emphasis and links dropped, spaces collapsed.

    Remembered: each reader asks it again of the sentences it reads."""
    # Code spans are set aside while emphasis is dropped: `__init__` and `*_patches.py` keep their underscores and stars.
    spans: list[str] = []

    def keep(match: re.Match[str]) -> str:
        spans.append(match.group(2).strip())
        return f"\x00{len(spans) - 1}\x00"

    text = CODE_SPAN.sub(keep, text.replace("\x00", ""))
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], text)
    return re.sub(r"\s+", " ", text).strip()


# A word a reader must see whole: a path, a dotted or snake_case name, a key=value, a file:line.
_NAMED = re.compile(rf"[\w-]+(?:[./:=]+[\w-]+)+|[A-Za-z0-9]+_\w+|{WORDED_FORMAT}", re.IGNORECASE)


def one_line(text: str, limit: int = 110) -> str:
    """``text`` on one line, cut at a space before ``limit`` characters with an ellipsis, unless the cut would hide a name.

    A quote is how the user finds the line again: cut inside "fused_residual_r..." or before the path it names, it hides
    what the TODO is about. Only plain words are ever cut off.
    """
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit - 3)
    cut = cut if cut > 0 else limit - 3
    if _NAMED.search(text[cut:]):
        return text
    return text[:cut].rstrip(" ,;:") + "..."


# A font a document tool sets code in (Word, LibreOffice, RTF, Excel, PowerPoint): a run in it is code.
MONOSPACED_FONT = re.compile(
    r"Consolas|Courier|Menlo|Monaco|Lucida Console|Source Code|Cascadia|DejaVu Sans Mono|Liberation Mono|monospace", re.IGNORECASE
)


def python_tree(source: str, mode: str = "exec") -> ast.AST:
    """``source`` parsed as Python, as ``ast.parse`` does, without the warnings a report's code may raise: an escape
    in a grep pattern ("'a\\|b'") is the writer's shell, not a fault of this tool."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", (SyntaxWarning, DeprecationWarning))
        return ast.parse(source, mode=mode)


def dunders_quoted(text: str) -> str:
    """A message's ``__post_init__`` written bare (a post or a comment has no code spans) as a code span, with the path
    or the dotted name it ends ("patches/__init__.py", "Config.__post_init__"): read as Markdown, its underscores would
    mark it bold and leave "post_init". Code spans and fenced blocks are left as they are."""
    fence = False
    out = []
    for line in text.split("\n"):
        fence = fence != line.lstrip().startswith(("```", "~~~"))
        parts = re.split(r"(`[^`]*`)", line)
        quoted = "".join(p if p.startswith("`") else re.sub(r"(?<![\w`/.])((?:[\w-]+[/.])*__\w+__(?:\.\w+)*)(?![\w`])", r"`\1`", p) for p in parts)
        out.append(line if fence or line.lstrip().startswith(("```", "~~~")) else quoted)
    return "\n".join(out)


# A Markdown code fence and what it holds: a report that quotes another format's text in a fence is still Markdown.
_FENCED = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)


def unfenced(text: str) -> str:
    """``text`` without its Markdown code fences: what a reader's detection of a whole format looks at."""
    return _FENCED.sub("", text) if "```" in text or "~~~" in text else text


def outside_code_spans(text: str, substitutions: Iterable[tuple[re.Pattern[str], str]]) -> str:
    """``text`` with each (pattern, replacement) of ``substitutions`` applied to its words outside its `code spans`: a
    wiki's struck span may hold a code span whole ("--It wraps `x`.--"), and a span's "--flag" or "a/b/c" is no markup."""
    spans = re.findall(r"`[^`]*`", text)
    text = re.sub(r"`[^`]*`", "\x00", text)
    for pattern, replacement in substitutions:
        text = pattern.sub(replacement, text)
    return re.sub("\x00", lambda _: spans.pop(0), text)


# The structure a document of prose writes, which a source file or a build file never does at its margin: HTML's block
# tags, a reStructuredText directive or a title's underline, an AsciiDoc title, Org's keywords, a LaTeX section.
_PROSE_MARKUP = re.compile(
    r"^[ \t]*<(?:h[1-6]|p|pre|div|html|body|ul|ol|li|table|section|article|blockquote)\b"
    r"|^\.\.[ \t]+[\w-]+::"
    r"|^[^\s=~^\"'`#*-][^\n]*\n(?:={3,}|-{3,}|~{3,}|\^{3,})[ \t]*$"
    r"|^={1,5}[ \t]+\S|^#\+(?:title|begin_src)\b|^\\(?:sub)*section\*?\{",
    re.MULTILINE | re.IGNORECASE,
)


def written_in_prose_markup(text: str) -> bool:
    """Whether ``text`` is a document of prose that may quote code (an HTML page, a reStructuredText, AsciiDoc, Org or
    LaTeX document): two marks of its structure. A reader of a source or build file claims no such document, however
    much code it quotes."""
    return len(_PROSE_MARKUP.findall(text)) >= 2


_ONE_NAME = re.compile(r"[\w./:+-]*[A-Za-z_][\w./:+-]*")


def name_as_code(value: str) -> str:
    """A value a reader prints as words: a one-word dotted, underscored or slashed name (`fused_pad_routing_map`,
    `megatron.core.x`, `lib/x.so`) in a code span, so the rules read it as a name; a web address or words as written."""
    if _ONE_NAME.fullmatch(value) and re.search(r"[._/]", value) and not re.match(r"https?://", value):
        return f"`{value}`"
    return value


# What a line of code holds and a line of prose seldom does: a bracket, an assignment, a statement's end, a string.
_CODE_SIGN = re.compile(r"""[{}()=;\[\]"<>]|^\s*(?:let|in|with|import|package|using|namespace|library|require|export)\b""")


def opens_with_prose(text: str, comment: re.Pattern[str]) -> bool:
    """Whether the first line that is neither blank nor a comment (``comment`` matches it) is a line of prose ("Findings
    for megatron.x.own", "Patch logic: it wraps `f`."): a report that quotes a source file, not the file itself, which
    opens with comments or code."""
    for line in text.split("\n"):
        if line.strip() and not comment.match(line):
            return not _CODE_SIGN.search(line)
    return False
