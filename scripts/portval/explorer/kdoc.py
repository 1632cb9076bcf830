"""A Kotlin or Scala source file whose findings live in KDoc or Scaladoc comments, read as the Markdown they are written
in, line for line.

A team whose dashboard or tooling runs on the JVM keeps its notes where Dokka reads them: `/** ... */` comments above
each declaration, their text Markdown, their block tags (`@property name ...`, `@param name ...`, `@see X`,
`@sample X`) and `[Name]` links naming code; `//` and `/* ... */` comments say more between the declarations, and a
`@Deprecated("...")` annotation marks a declaration (and the comment above it) as no longer true. Read as Markdown,
every line of a comment opens with a star (a list item), a tag reads as prose, and the code's strings (a site listed
in `listOf(...)` under a deprecated `val`) read as statements. Here a KDoc comment is its Markdown without the frame,
a tag a labelled item ("- Property `sites`: ..."), a link a code span, each declaration's doc headed by its first
line (led "Deprecated:" when the declaration is), a `@Deprecated` message "Deprecated: ..." on the annotation's first
line, a plain comment its words (a line of code commented out quoted) and every line of code blank.

Scaladoc is read the same way, with its own marks: "=Heading=" a heading, "{{{" and "}}}" a code fence, "[[Name]]" a
code span, `@note`, `@deprecated` and `@example` labelled lines, and a `@deprecated("...", "since")` annotation's
message its first argument.
"""

from __future__ import annotations

import re

from .code_comments import block_comment
from .config_text import marked_comment
from .text import opens_with_prose, unfenced, written_in_prose_markup

_KDOC_OPEN = re.compile(r"^\s*/\*\*(?![*/])\s?(.*)$")
# Kotlin's "@Deprecated(...)", Scala's "@deprecated("...", "0.3")".
_DEPRECATED = re.compile(r"^\s*@(?:kotlin\.)?[Dd]eprecated\b")
_ANNOTATION = re.compile(r"^\s*@[\w.]+")
_MODIFIERS = r"(?:(?:public|private|internal|protected|open|data|sealed|enum|abstract|override|const|inline|suspend|lateinit|annotation|value|inner|companion|final|implicit|lazy|case)\s+)"
_DECLARATION = re.compile(rf"^\s*{_MODIFIERS}*(?:class|object|interface|fun|val|var|typealias|def|trait|type)\b")
# Kotlin's own forms: "package a.b" (no semicolon), "fun f(", "val x =", "object X", "data class X(".
_KOTLIN = re.compile(
    r"^[ \t]*(?:package[ \t]+[\w.]+[ \t]*$|(?:[a-z]+[ \t]+){0,4}(?:fun[ \t]+[\w<>.]+[ \t]*\(|val[ \t]+\w+[ \t]*[:=]|object[ \t]+\w+)|data[ \t]+class[ \t]+\w+)",
    re.MULTILINE,
)
# A line of Kotlin commented out: a declaration, a call, an assignment.
_CODE = re.compile(rf"^(?:{_MODIFIERS}*(?:class|object|interface|fun|val|var|import|package)\b.*|[\w.]+\s*(?:\(.*|=\s*\S.*))$")
_TAG_LABELS = {
    "property": "Property",
    "param": "Parameter",
    "see": "See",
    "sample": "Sample",
    "return": "Returns",
    "throws": "Throws",
    "exception": "Throws",
    "constructor": "Constructor",
    "receiver": "Receiver",
    # Scaladoc's own: a note, a deprecation, an example, a type parameter.
    "note": "Note",
    "deprecated": "Deprecated",
    "example": "Example",
    "tparam": "Type parameter",
    "todo": "TODO",
}
_TAGS_WITH_A_NAME = frozenset({"property", "param", "throws", "exception", "tparam"})
_OWNERS = {"property": " (a field of the class)", "param": " (an argument of the function)"}
# The tags that say who wrote the comment and since when: nothing of the patch.
_METADATA = frozenset({"author", "since", "suppress", "version", "group", "groupname", "groupdesc", "groupprio", "usecase"})


def is_kotlin_source(text: str) -> bool:
    """Whether the report is Kotlin source documented with KDoc, outside any Markdown fence: two `/**` comments and
    three of Kotlin's own forms; a Markdown heading at the margin or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    if opens_with_prose(text, re.compile(r"\s*(?://|/\*|\*)")):
        return False
    return len(re.findall(r"^[ \t]*/\*\*(?![*/])", text, re.MULTILINE)) >= 2 and len(_KOTLIN.findall(text)) >= 3


def kdoc_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    docs: list[tuple[int, int]] = []  # each KDoc comment's first and last line
    in_comment = ""  # "kdoc" or "block" while inside a comment
    annotation: list[str] | None = None  # the lines of a @Deprecated(...) annotation that runs over lines, so far
    annotation_at, depth = 0, 0
    for index, line in enumerate(lines):
        kdoc = in_comment == "kdoc" if in_comment else bool(_KDOC_OPEN.match(line))
        words, going_on = block_comment(line, bool(in_comment))
        if words is not None:
            out.append(_kdoc_words(words) if kdoc else words.strip())
            if kdoc and not in_comment:
                docs.append((index, index))
            elif kdoc:
                docs[-1] = (docs[-1][0], index)
            in_comment = ("kdoc" if kdoc else "block") if going_on else ""
            continue
        if annotation is not None or _DEPRECATED.match(line):
            # '@Deprecated("Wrong: ... " +' then '"... priority=45.", ReplaceWith(...))': its message, said on its first line.
            if annotation is None:
                annotation, annotation_at, depth = [], index, 0
            annotation.append(line)
            depth += line.count("(") - line.count(")")
            out.append("")
            if depth <= 0:
                message = _message(" ".join(annotation))
                out[annotation_at] = f"Deprecated: {message}" if message else "Deprecated"
                annotation = None
            continue
        said = marked_comment(lines, index, re.compile("//"), _CODE)
        out.append(said if said is not None else "")
    return _headed(lines, out, docs)


def _message(annotation: str) -> str:
    """A deprecation's message: the strings of its first argument, joined ('"Wrong: " + "it wraps f"'); what follows
    the first comma after them (Kotlin's `ReplaceWith(...)` or `level`, Scala's "since" version) is none of it."""
    strings: list[str] = []
    for token in re.finditer(r'"((?:[^"\\]|\\.)*)"|,', annotation):
        if token.group(1) is None:
            if strings:
                break
            continue
        strings.append(token.group(1))
    return " ".join("".join(strings).split())


def _headed(lines: list[str], out: list[str], docs: list[tuple[int, int]]) -> list[str]:
    """``out`` with each declaration's KDoc led by a heading, its first line, so that what one declaration's doc says
    (a neighbour's card, a deprecated list) is that declaration's, up to the next one's heading."""
    for first, last in docs:
        # A doc that says `@deprecated` (Scaladoc's tag) marks its declaration as a `@Deprecated(...)` annotation does.
        after, deprecated = last + 1, any(re.match(r"\s*\*?\s*@deprecated\b", lines[n]) for n in range(first, last + 1))
        while after < len(lines) and (_ANNOTATION.match(lines[after]) or not lines[after].strip()):
            deprecated = deprecated or bool(_DEPRECATED.match(lines[after]))
            # An annotation may run over lines: it ends where its parentheses close.
            depth = lines[after].count("(") - lines[after].count(")")
            while depth > 0 and after + 1 < len(lines):
                after += 1
                depth += lines[after].count("(") - lines[after].count(")")
            after += 1
        if after >= len(lines) or not _DECLARATION.match(lines[after]):
            continue
        head = next((n for n in range(first, last + 1) if out[n].strip()), None)
        if head is not None and not out[head].startswith("#"):
            out[head] = f"### {'Deprecated: ' if deprecated else ''}{out[head].strip()}"
    return out


def _kdoc_words(words: str) -> str:
    """One line of a KDoc or Scaladoc comment as Markdown: a block tag a labelled item, a `[Name]` or `[[Name]]` link a
    code span, Scaladoc's "=Heading=" a heading and its "{{{" and "}}}" a fence."""
    if words.strip() in ("{{{", "}}}") or re.fullmatch(r"\s*@example\s*\{\{\{\s*", words):
        return "```"  # "@example {{{" opens the example's fence too
    heading = re.fullmatch(r"(={1,4})([^=].*?)\1", words.strip())
    if heading and heading.group(2).strip():
        return f"{'#' * (len(heading.group(1)) + 2)} {heading.group(2).strip()}"
    # "[[megatron.a.f]]", "[[GradScan.Marker the marker]]": a link to code, its label after it as written.
    words = re.sub(r"\[\[([A-Za-z_][\w.#]*)(?:\s+([^\]]*))?\]\]", lambda m: f"`{m.group(1)}`" + (f" {m.group(2)}" if m.group(2) else ""), words)
    words = re.sub(r"(?<![\]\\`])\[([A-Za-z_][\w.]*)\](?![(\[])", r"`\1`", words)
    tag = re.match(r"^@(\w+)\s*(.*)$", words)
    if not tag:
        return words
    name, rest = tag.group(1).lower(), tag.group(2)
    if name in _METADATA:
        return ""
    label = _TAG_LABELS.get(name)
    if label is None:
        return words
    if name in _TAGS_WITH_A_NAME and (named := re.match(r"^`?([\w.]+)`?\s*(.*)$", rest)):
        # "- Parameter `use_own` (...): true when ...": what an argument or a field of the code is, never a setting.
        return f"- {label} `{named.group(1)}`{_OWNERS.get(name, '')}: {named.group(2)}".rstrip(": ")
    if name in ("see", "sample") and (named := re.match(r"^`?([\w.#]+)`?(.*)$", rest)):
        # "@see [[EmptyCache]] for the neighbour": the name in a code span, the words after it as written.
        return f"{label}: `{named.group(1)}`{named.group(2)}".rstrip()
    return f"{label}: {rest}" if rest.strip() else label
