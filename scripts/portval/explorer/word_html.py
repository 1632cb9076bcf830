"""A document a word processor saved as HTML (Word's "Web Page, Filtered", LibreOffice's HTML), read as the Markdown
it stands for, line for line.

A word processor writes HTML for a browser, not for a reader of its source: it wraps a paragraph's text, and the tags
inside it, at eighty columns, so a name in the code font is cut in two (``<span style='font-family:Consolas'>tp_</span>
<span ...>group</span>``) and a tag's attributes run over two lines. A list item is a paragraph that opens with the
bullet in the Symbol font and a run of no-break spaces, code is a span in a monospaced font, and a reviewer's comment
sits at the end of the document, tied to its paragraph by an anchor "[A1]". Read line by line, a sentence is cut into
pieces and the words "inside a ``try``" never meet.

Here each paragraph or heading is one line (its first), the lines it held blank: a heading a Markdown heading, a
list paragraph an item, code-font text a code span, struck text struck, and the reviewers' comments items under a
"Comments" heading. A table's row is one line too, its cells' markup rewritten the same way, and the lines it held a
no-break space, so that the table stays one block. The document's head (its style sheet, its metadata) is blank.
"""

from __future__ import annotations

import html
import re

from .table_rows import ROW_GOES_ON
from .text import dunders_quoted

# The generator a word processor names in the page's head, or the Office namespace Word declares on its root.
_WORD_PROCESSOR = re.compile(
    r"<meta\b[^>]*\bname=[\"']?generator[\"']?[^>]*\bcontent=[\"']?(?:Microsoft Word|LibreOffice|OpenOffice)"
    r"|urn:schemas-microsoft-com:office:word",
    re.IGNORECASE,
)
_HEAD = re.compile(r"<head\b.*?</head\s*>", re.IGNORECASE | re.DOTALL)
_TABLE = re.compile(r"<table\b.*?</table\s*>", re.IGNORECASE | re.DOTALL)
# A paragraph, a heading or a list item; a <div> that holds no other block, as a note-taking app writes a paragraph; or
# preformatted code.
_BLOCK = re.compile(
    r"<(p|h[1-6]|li)\b([^>]*)>(.*?)</\1\s*>|<(div)\b([^>]*)>((?:(?!<(?:/?div|p|pre|table|ul|ol|h[1-6]|li)\b).)*?)</div\s*>"
    r"|<pre\b[^>]*>(.*?)</pre\s*>",
    re.IGNORECASE | re.DOTALL,
)
# A note-taking app's check box (Evernote's <en-todo>), ticked or not.
_CHECK_BOX = re.compile(r"<en-todo\b([^>]*)/?>(?:</en-todo>)?", re.IGNORECASE)
_COMMENT_LIST = re.compile(r"<div\b[^>]*mso-element:\s*comment-list[^>]*>", re.IGNORECASE)
# A comment's anchor in the text ("[A1]") and its back link in the comment: the reference, not words of the writer.
_COMMENT_ANCHOR = re.compile(r"<a\b[^>]*class=[\"']?msocom(?:anchor|off)[^>]*>.*?</a\s*>", re.IGNORECASE | re.DOTALL)
# A list paragraph's marker: a bullet (in the Symbol or Wingdings font) or a number, then the indent Word writes as
# no-break spaces in a 7-point font.
_LIST_MARKER = re.compile(
    r"^\s*(?:<span\b[^>]*>\s*)*(&#?\w+;|[^<\s]{1,4})\s*<span\b[^>]*font:\s*7\.0pt[^>]*>[^<]*</span\s*>(?:\s*</span\s*>)*",
    re.IGNORECASE,
)
_CODE_FONT = re.compile(
    r"<span\b[^>]*(?:font-family:\s*[\"']?(?:Consolas|Courier New|Courier|Menlo|Monaco|Lucida Console|Source Code Pro)"
    r"|class=[\"']?(?:Code|HTMLCode)\b)[^>]*>(.*?)</span\s*>"
    r"|<(code|tt|kbd|samp)\b[^>]*>(.*?)</\2\s*>",
    re.IGNORECASE | re.DOTALL,
)
# Struck-through text: <s>, <strike>, <del>, or a span styled so (Word's HTML and Confluence's storage format).
STRUCK_HTML = re.compile(
    r"<(s|strike|del)\b[^>]*>(.*?)</\1\s*>|<span\b[^>]*text-decoration:\s*line-through[^>]*>(.*?)</span\s*>",
    re.IGNORECASE | re.DOTALL,
)
_BOLD = re.compile(r"<(b|strong)\b[^>]*>(.*?)</\1\s*>", re.IGNORECASE | re.DOTALL)
_ITALIC = re.compile(r"<(i|em)\b[^>]*>(.*?)</\1\s*>", re.IGNORECASE | re.DOTALL)
# Emphasis that opens and closes inside words, "stderr<em>sink</em>level": underscores a Markdown renderer took for
# italics (slack-export-viewer renders a message's "stderr_sink_level" so), put back.
_GLUED_EMPHASIS = re.compile(r"(?<=[A-Za-z0-9.])<em>((?:(?!</?em\b).)*?)</em>(?=[A-Za-z0-9])", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>", re.DOTALL)
_ROW = re.compile(r"<tr\b[^>]*>.*?</tr\s*>", re.IGNORECASE | re.DOTALL)
_CELL = re.compile(r"<t([hd])\b[^>]*>(.*?)</t[hd]\s*>", re.IGNORECASE | re.DOTALL)
# A line a table row or tag held past its first (see table_rows.ROW_GOES_ON).
_GOES_ON = "\n" + ROW_GOES_ON


def is_word_html(text: str) -> bool:
    """Whether the report is HTML a word processor saved: its head names one as the generator, or Word's namespace."""
    return bool(_WORD_PROCESSOR.search(text[:20000]))


# A whole HTML page, and a paragraph a note-taking app writes on a line of its own: "<div>Phase: ...</div>".
_HTML_DOCUMENT = re.compile(r"\s*(?:<\?xml\b[^>]*>\s*)?(?:<!DOCTYPE\s+html\b[^>]*>\s*)?<html\b", re.IGNORECASE)
_NOTE_PARAGRAPH = re.compile(r"^[ \t]*(?:<div\b[^>]*>)+(?!<br\b)[^\n]*?[^\s<>][^\n]*</div\s*>[ \t]*$", re.IGNORECASE | re.MULTILINE)
# A page a tool built whose body is HTML throughout: Notion's export ("<article class="page sans">", its body on one
# line), a Sphinx build (docutils' "headerlink" anchors and "docutils literal" code), a note CKEditor 5 wrote (Trilium's
# export: its body in <div class="ck-content">, indented as a pretty-printer indents it), a BookStack page exported as a
# contained web file (each block's id a "bkmrk-" anchor), a OneNote page from the Graph API (its body's
# data-absolute-enabled, each block's id "p:{guid}{n}").
_BUILT_PAGE = re.compile(
    r"<article\b[^>]*\bclass=[\"']page\b|\bclass=[\"']headerlink[\"']|\bclass=[\"']docutils literal\b|<div\b[^>]*\bclass=[\"']ck-content\b"
    r"|\bid=[\"']bkmrk-|<body\b[^>]*\bdata-absolute-enabled=",
    re.IGNORECASE,
)


def is_html_document(text: str) -> bool:
    """Whether the report is a whole HTML page: it opens with its doctype or its <html> element."""
    return bool(_HTML_DOCUMENT.match(text))


def is_exported_page(text: str) -> bool:
    """Whether the report is a whole HTML page a notes app exported (Apple Notes, Bear, OneNote: its text in ``<div>``
    paragraphs, one a line), or one Notion, Sphinx or CKEditor built (see ``_BUILT_PAGE``).

    Read as Markdown, each such line is an HTML block it passes over, and the head's style sheet is prose.
    """
    head = text[:200000]
    return is_html_document(text) and (len(_NOTE_PARAGRAPH.findall(head)) >= 3 or bool(_BUILT_PAGE.search(head)))


def exported_page_lines(lines: list[str]) -> list[str]:
    """The page as Markdown, line for line: read as a word processor's page is, each paragraph apart from the one above
    it (see ``separated_paragraphs``), a table's lines at the margin.

    A pretty-printed page indents its tables (Trilium's, inside a <figure>): indented, Markdown would read the table as
    a code block and its cells ("the gate: the patch applies when ...") as lines of code.
    """
    return [_TABLE_LINE.sub("", line) for line in separated_paragraphs(word_html_lines(lines))]


_TABLE_LINE = re.compile(r"^\s+(?=</?(?:table|thead|tbody|tfoot|tr|th|td|colgroup|col|caption|figure|figcaption)\b)", re.IGNORECASE)


def word_html_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    text = _HEAD.sub(blank, "\n".join(lines))
    comments = _COMMENT_LIST.search(text)
    if not comments:
        return html_markdown(text).split("\n")
    # The comments are the reviewers' words, not the writer's: items under a heading of their own.
    notes = text[comments.end() :]
    return (html_markdown(text[: comments.start()]) + "## Comments" + html_markdown(notes, item="- Comment: ")).split("\n")


def html_markdown(text: str, item: str = "") -> str:
    """An HTML body as Markdown, its line breaks kept: tables as rows one a line, each other block one line; ``item``
    opens each paragraph where given."""
    text = _indented_lists(text)
    out: list[str] = []
    position = 0
    for table in _TABLE.finditer(text):
        out.append(_blocks(text[position : table.start()], item))
        out.append(_table(table.group(0)))
        position = table.end()
    out.append(_blocks(text[position:], item))
    return "".join(out)


# A list drawn indented right after another (OneNote nests a list so, beside the list above rather than inside its last
# item): its items are that item's sub-items.
_INDENTED_LIST = re.compile(
    r"(</(?:ul|ol)\s*>\s*)(<(?:ul|ol)\b[^>]*margin-left:\s*\.?[1-9][\d.]*\s*(?:in|pt|px|em|cm)[^>]*>)(.*?)(</(?:ul|ol)\s*>)",
    re.IGNORECASE | re.DOTALL,
)


def _indented_lists(text: str) -> str:
    """Each list drawn indented right after another, its items marked as sub-items (see ``_INDENTED_LIST``)."""
    return _INDENTED_LIST.sub(
        lambda m: m.group(1) + m.group(2) + re.sub(r"<li\b", '<li data-depth="1"', m.group(3), flags=re.IGNORECASE) + m.group(4), text
    )


def separated_paragraphs(lines: list[str]) -> list[str]:
    """``lines`` with a paragraph that stands right below another an item of its own.

    A page or a word processor writes one paragraph a line with no blank line between ("<p>a</p>" then "<p>b</p>"):
    read as Markdown, the two lines are one paragraph, and what one says of its subject ("Not this patch:") would
    reach the other.
    """
    out = list(lines)
    in_item = False  # below a paragraph made an item that leads into what follows ("...:"), past blank lines only
    for number in range(1, len(out)):
        before = out[number - 1].strip()
        if out[number].strip() and before and not before.startswith(("#", "<", "\u00a0")) and _PLAIN.match(out[number]):
            out[number], in_item = "- " + out[number].strip(), out[number].rstrip().endswith(":")
        elif in_item and re.match(r" {4}|\t", out[number]):
            # The code block it leads into ("Supposed example:" then its <pre>) stays a code block, now the item's: at
            # four spaces it would be more of the item's words.
            out[number] = "  " + out[number]
        elif out[number].strip():
            in_item = False
    return out


# A line of prose: no list marker, heading, quote, table row, code block's indent or tag at its start.
_PLAIN = re.compile(r"(?!\s*(?:[-*+]|\d+[.)])\s|\s*#|\s*<|\s*>|\s*\||    |\t|\u00a0)\s*\S")


def blank(match: re.Match[str]) -> str:
    """What a match held, as the line breaks it spanned: for a reader that keeps the report's line numbers."""
    return "\n" * match.group(0).count("\n")


def _blocks(text: str, item: str = "") -> str:
    """Paragraphs and headings each as one Markdown line, the lines they held blank; preformatted code indented as a
    code block, line for line; the tags between them dropped.

    A block that starts on the line another block's words already hold ("<h2>Registration</h2><p>So: ...", as a
    notebook's export writes them) goes on to its next line when it has one. A one-line paragraph after a heading on
    its line moves the heading up onto the blank line above it, or else makes the heading its label ("**Registration:**
    So: ..."): on the heading's line it would be its title.
    """
    out: list[str] = []
    tail = ""  # the words written on the current line so far
    heading = None  # where in out the heading that alone holds the current line is
    position = 0
    for match in _BLOCK.finditer(text):
        # The indent before a block is the source's layout: kept, a tab before "- item" would make it a code block.
        between = re.sub(r"[ \t]+$", "", _loose_text(text[position : match.start()]))
        out.append(between)
        if "\n" in between:
            tail, heading = between.rsplit("\n", 1)[-1], None
        if match.group(7) is not None:
            # A blank line of the code stays blank: indented, it would make the paragraph that follows on it code.
            written = "\n".join("    " + _words(line) if _words(line).strip() else "" for line in match.group(7).split("\n"))
        else:
            words = _block(match, item)
            breaks = match.group(0).count("\n")
            if tail.strip() and words and breaks:
                written = "\n" + words + "\n" * (breaks - 1)
            elif heading is not None and words and not words.startswith("#") and "".join(out[:heading]).endswith("\n\n"):
                # The line above the heading is blank: the heading goes up onto it, the paragraph keeps its line.
                out[heading - 1] = out[heading - 1][:-1]
                out[heading] += "\n"
                written = words
            elif heading is not None and words and not words.startswith("#"):
                out[heading] = "**" + out[heading].lstrip("#").strip() + ":** "
                written = words
            else:
                # "<time>3:31 PM</time><p>I had written ...": a block right after words on its line is words of its own.
                so_far = between.rsplit("\n", 1)[-1] if "\n" in between else tail + between
                glued = bool(so_far.strip()) and not so_far[-1].isspace() and bool(words) and not words.startswith("#")
                written = (" " if glued else "") + words + "\n" * breaks
            if words.startswith("#") and not breaks and not tail.strip():
                heading = len(out)
        out.append(written)
        if "\n" in written:
            tail, heading = written.rsplit("\n", 1)[-1], None
        else:
            tail += written
        position = match.end()
    out.append(_loose_text(text[position:]))
    return "".join(out)


def _loose_text(fragment: str) -> str:
    """Words between blocks, in no paragraph of their own (a forum post's text with <br> lines, inside a <div>), each
    line read as a paragraph's inline HTML is: its code as code, its entities as characters; the tags blank."""
    fragment = _TAG.sub(lambda m: blank(m) if "\n" in m.group(0) else m.group(0), fragment)
    lines = fragment.split("\n")
    return "\n".join(
        line[: len(line) - len(line.lstrip())] + inline_markdown(line) if _words(line).strip() else _TAG.sub("", line) for line in lines
    )


def _block(match: re.Match[str], item: str) -> str:
    """One block as a line of Markdown: a heading, an item, or the paragraph's words."""
    tag, attributes, inner = (match.group(1), match.group(2), match.group(3)) if match.group(1) else match.group(4, 5, 6)
    marker = _LIST_MARKER.match(inner)
    if marker:
        inner = inner[marker.end() :]
    words = inline_markdown(inner)
    if not words:
        return ""
    if tag.lower().startswith("h"):
        return "#" * int(tag[1]) + " " + words
    if item:
        return item + words
    if marker or tag.lower() == "li" or words.startswith(("[x] ", "[ ] ")) or re.search(r"class=[\"']?MsoList", attributes, re.IGNORECASE):
        number = marker and re.fullmatch(r"\d{1,3}[.)]", marker.group(1))
        indent = "  " if 'data-depth="1"' in attributes else ""
        return indent + (f"{marker.group(1)} " if number else "- ") + words
    return words


def _table(text: str) -> str:
    """A table with each row on its first line, its cells' markup as Markdown, the other lines it held a no-break space:
    blank lines would end the HTML block before the table does, and the table reader reads the rows of one block."""

    def row(match: re.Match[str]) -> str:
        cells = "".join(f"<t{kind}>{inline_markdown(inner)}</t{kind}>" for kind, inner in _CELL.findall(match.group(0)))
        return f"<tr>{cells}</tr>" + _GOES_ON * match.group(0).count("\n")

    text = _ROW.sub(row, text)
    return _TAG.sub(lambda m: re.sub(r"\s+", " ", m.group(0)) + _GOES_ON * m.group(0).count("\n"), text)


def inline_markdown(fragment: str) -> str:
    """A paragraph's inline HTML as one line of Markdown."""
    text = _COMMENT_ANCHOR.sub("", fragment)
    text = _CHECK_BOX.sub(lambda m: "[x] " if re.search(r"checked=[\"']?true", m.group(1), re.IGNORECASE) else "[ ] ", text)
    text = _CODE_FONT.sub(_code, text)
    # Struck runs side by side ("~~Gated on ~~~~`X=1`~~") are one struck passage.
    text = STRUCK_HTML.sub(_struck, text).replace("~~~~", "")
    # Emphasis around nothing but spaces (Word leaves "<b> </b>" where a bold run was cut) marks nothing.
    text = _BOLD.sub(lambda m: f"**{m.group(2).strip()}**" if _words(m.group(2)).strip() else m.group(2), text)
    text = _GLUED_EMPHASIS.sub(r"_\1_", text)
    text = _ITALIC.sub(lambda m: f"*{m.group(2).strip()}*" if _words(m.group(2)).strip() else m.group(2), text)
    text = re.sub(r"<br\b[^>]*>", " ", text, flags=re.IGNORECASE)
    # Text that reads as a tag ("<exp_root>/wandb") stays escaped: unescaped, Markdown would take it for HTML and drop it.
    # Its "<" is enough to escape; a ">" alone opens no tag, and escaped it would hide an arrow ("a -> b").
    text = re.sub(r"(`[^`]*`)|<", lambda m: m.group(1) or "&lt;", _words(text))
    # A name the wrapping cut into two code spans, "`tp_``group`", is one name; a bare "__post_init__" is code, or
    # Markdown would read its underscores as bold.
    return dunders_quoted(" ".join(text.replace("``", "").split()))


def _words(fragment: str) -> str:
    """A fragment's text: its tags dropped, its entities and no-break spaces as the characters they stand for."""
    return html.unescape(_TAG.sub("", fragment)).replace("\u00a0", " ")


def _code(match: re.Match[str]) -> str:
    inner = match.group(1) if match.group(1) is not None else match.group(3)
    words = " ".join(html.unescape(_TAG.sub("", inner)).replace("\u00a0", " ").split())
    # Escaped again, so that a "<" in code ("a<b>") is no tag when the paragraph's tags are dropped.
    code = f"`{html.escape(words, quote=False)}`" if words else ""
    # A span in the code font that is struck through too (OneNote writes both in its style) is struck code.
    struck = re.match(r"<span\b[^>]*text-decoration:\s*line-through", match.group(0), re.IGNORECASE)
    return f"~~{code}~~" if code and struck else code


def _struck(match: re.Match[str]) -> str:
    inner = match.group(2) if match.group(2) is not None else match.group(3)
    return f"~~{inner}~~"
