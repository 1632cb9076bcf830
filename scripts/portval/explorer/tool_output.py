"""Reports pasted as a tool wrote them, read as the Markdown they stand for, line for line (see markup.py).

A behaviour spec in Gherkin, a `git log`, a Jupyter notebook's JSON, a chat's
export as JSON (Slack's, Mattermost's, a Discord thread's; an issue, a task or a chat's JSON lines in json_exports), a board
saved as JSON Canvas (see canvas), a sheet's cells as Google's Sheets API returns them (see sheets_values), a static analysis tool's SARIF log (see sarif), a mind map as XMind saves it (see xmind), a Lark document's blocks (see lark_json), an Airtable base's records (see airtable), a GitHub Projects board's items (see gh_project), a Matrix room as Element exports it (see matrix_json), a Taskwarrior export (see taskwarrior), a Zeppelin notebook (see zeppelin), an Excalidraw drawing (see excalidraw), a call's transcript as a speech service writes it (see transcribe_json), XML
of the writer's own schema, and the box-drawn tables of a terminal tool. Read as
Markdown, each hides what its lines say: a spec's steps and a notebook's cells
become one paragraph or a code block, a rejected element's attributes or a
table's ✗ are lost, and a commit a later one reverts reads as a fact.
"""

from __future__ import annotations

import json
import re

from .adf_json import adf_documents, adf_lines
from .airtable import airtable_lines, airtable_records
from .canvas import canvas_lines, is_canvas
from .chat_text import TAKES_BACK
from .excalidraw import excalidraw_elements, excalidraw_lines
from .gh_project import board_items, board_lines
from .json_exports import (
    is_json_document,
    issue_json,
    issue_lines,
    json_document_lines,
    json_lines_chat,
    json_lines_posts,
    one_line_markdown,
)
from .lark_json import lark_blocks, lark_lines
from .matrix_json import matrix_events, matrix_lines
from .notion_json import notion_blocks, notion_lines
from .roam_json import roam_lines, roam_pages
from .sarif import sarif_lines, sarif_log
from .scrapbox_json import scrapbox_lines, scrapbox_pages
from .sheets_values import sheet_lines, sheet_ranges
from .siyuan_sy import siyuan_document, siyuan_lines
from .taskwarrior import taskwarrior_lines, taskwarrior_tasks
from .telegram_json import telegram_lines, telegram_messages
from .transcribe_json import transcribe_lines, transcribe_output
from .xmind import xmind_lines, xmind_sheets
from .zeppelin import zeppelin_lines, zeppelin_paragraphs

# A fence's opening or closing line, of backticks or tildes.
_FENCE = re.compile(r"\s*(?:```|~~~)")


def is_xml(text: str) -> bool:
    """Whether the report is XML of its writer's own schema (see ``xml_lines``): a declaration opens it, or a root
    element that is no HTML's (a page in HTML is read as the Markdown it is written for) opens and closes it."""
    body = text.strip()
    if body.startswith("<?xml"):
        return True
    root = _XML_ROOT.match(body)
    return bool(root) and body.endswith(f"</{root.group(1)}>")


def known_export(text: str) -> bool:
    """Whether one of the exports below with a reader of its own (not the last, a JSON document of prose no reader
    knows) recognises the report, as written or as ``python -m json.tool`` prints it."""
    try:
        pretty = json.dumps(json.loads(text), indent=4, ensure_ascii=False)
    except ValueError:
        return False
    return any(recognise(t, t.split("\n")) is not None for recognise, _ in _EXPORTS[:-1] for t in (text, pretty))


def tool_output_lines(text: str) -> list[str]:
    """``text``'s lines with a notebook's JSON, a Gherkin spec, a git log and box-drawn tables read as Markdown."""
    lines = text.split("\n")
    for recognise, read in _EXPORTS:
        found = recognise(text, lines)
        if found is not None:
            lines = read(lines, found)
            text = "\n".join(lines)
            break
    if _GHERKIN_FENCE.search(text) or all(pattern.search(text) for pattern in (_GHERKIN_FEATURE, _GHERKIN_SCENARIO, _GHERKIN_GIVEN)):
        lines = _gherkin_lines(lines)
    if _GIT_COMMIT.search(text):
        lines = _git_log_lines(lines)
    if _BOX_TABLE.search(text):
        lines = _box_table_lines(lines)
    return lines


# The root element of an XML report: a tag that is no HTML's.
_XML_ROOT = re.compile(r"<(?!(?:html|head|body|div|table|details|section|article|p|ul|ol|h\d)\b)([A-Za-z][\w.-]*)\b", re.IGNORECASE)
_XML_OPEN = re.compile(r"^\s*<([A-Za-z][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*)\s*(/?)>(.*)$")
_XML_CLOSE = re.compile(r"^(.*?)</([A-Za-z][\w.:-]*)>\s*$")
_XML_ATTRIBUTE = re.compile(r"([\w.:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
# Attributes that say an element states nothing of this patch, in the words the readers take for it.
_XML_HEDGES = (
    (re.compile(r"(?:this[-_]patch|own[-_]gate|applies)=(?:false|no)$"), "Not this patch"),
    (re.compile(r"(?:rejected|retracted|wrong|false)=(?:true|yes)$|status=(?:rejected|retracted|wrong|false)$"), "Not true"),
    (re.compile(r"(?:verified|confirmed)=(?:false|no)$|confidence=(?:low|guess|unsure|unknown)$"), "Unverified"),
    (re.compile(r"conditional=(?:true|yes)$"), "Only if as noted"),
)


# An element inside a line of text that marks a name as written (DITA's <codeph>, <apiname>, <parmname>; DocBook's
# <literal>; JATS's <monospace>; TEI's <ident>, <gi>, <att>, <val>): the code span it stands for, so "wraps
# <apiname>a.b.f</apiname>" names `a.b.f` as any other report does.
_XML_CODE = re.compile(
    r"<(codeph|apiname|parmname|varname|cmdname|filepath|option|systemoutput|userinput|synph|msgph|tt|code|literal|"
    r"function|classname|methodname|monospace|ident|gi|att|val|filename|command|envar|constant|property|type)(\s[^<>]*)?>([^<>]*)</\1>"
)
# Words struck out in place (TEI's and XHTML's <del>, <strike>, TEI's <hi rend="strikethrough">; TEI's <s> is a
# sentence): what a revision took back, struck as Markdown strikes it ("Phase: <del>before_train</del><add>build_args</add>").
_XML_STRUCK = re.compile(r"<(del|strike)\b[^<>]*>([^<>]*)</\1>|<hi\b[^<>]*\brend=\"(?:strikethrough|overstrike|line-through|strike)\"[^<>]*>([^<>]*)</hi>")
# A quotation marked as one (TEI's and XHTML's <q>): its words in quotes, someone else's.
_XML_QUOTE = re.compile(r"<q\b[^<>]*>([^<>]*)</q>")


def xml_lines(lines: list[str]) -> list[str]:
    """An XML report as the Markdown it stands for, line for line.

    An element holding others opens a section named by its tag (``<requires>`` a Requires section), or by the
    ``<title>`` it opens with; one holding text an item ("- site (line: 151): a.b.c"), an attribute that rejects it or
    sets it apart (``rejected="true"``, ``this-patch="false"``, ``verified="false"``) the words the readers take for that
    ("Not true:", "Not this patch:", "Unverified:"); a section set apart ends at its closing tag. The prose elements of
    a document schema (JATS, DocBook, DITA: ``<p>``, ``<para>``, a list and its items) are the paragraphs and list items
    they are, so a list's lead-in ("raised when the degree is greater than 1:") leads its items. Comments and the
    declaration are blank: a comment is what the writer kept out of the document.
    """
    out = [""] * len(lines)
    comment = False
    open_sections: list[tuple[str, bool]] = []  # the elements that opened a section and whether it has a heading, innermost last
    tag_lines = 0  # the lines an opening tag written over several lines still holds
    heading = None  # the line of the section just opened and its hedge, until its first element: its <title> names it
    item_above = False  # whether the line above is an element's item ("- h3: Erratum"), which prose under it would go on
    for index, line in enumerate(lines):
        line = _XML_CODE.sub(lambda m: f"`{m.group(3).strip()}`", line)
        line = _XML_QUOTE.sub(lambda m: f'"{m.group(1)}"', _XML_STRUCK.sub(lambda m: f"~~{m.group(2) or m.group(3)}~~", line))
        text = line.strip()
        if tag_lines:
            tag_lines -= 1
            continue
        if comment or text.startswith("<!--"):
            comment = "-->" not in text
            continue
        if text.startswith("<?"):
            continue
        if re.match(r"<[A-Za-z][^<>]*$", text):
            # An opening tag whose attributes go on over the next lines: read as one line, the others blank.
            ends = next((later for later in range(index + 1, len(lines)) if ">" in lines[later]), index)
            tag_lines = ends - index
            line = " ".join(part.strip() for part in lines[index : ends + 1])
            text = line
        opened = _XML_OPEN.match(line)
        closed = _XML_CLOSE.match(text)
        if opened:
            tag, attributes, empty, rest = opened.groups()
            pairs = [(name, a if a or not b else b) for name, a, b in _XML_ATTRIBUTE.findall(attributes)]
            hedge = next((words for pattern, words in _XML_HEDGES for name, value in pairs if pattern.match(f"{name}={value.lower()}")), "")
            label = f"{hedge}: {tag}" if hedge else tag
            # "<style value="function_wrapping">": the element's value, as a field line gives it ("style: function_wrapping").
            label += "".join(f": {value}" for name, value in pairs if name == "value")
            named = ", ".join(f"{name}: {value}" for name, value in pairs if name != "value")
            body = re.sub(rf"</{re.escape(tag)}>\s*$", "", rest).strip()
            prose = tag.lower() in _XML_PROSE and not hedge
            if not body and not empty and not closed:
                # An element whose content follows on the next lines is a section: all of it is said with its attributes.
                # A paragraph or a list is no section: its lines are what it says.
                out[index] = "" if prose else f"## {label}" + (f" ({named})" if named else "")
                open_sections.append((tag, not prose))
                heading = None if prose else (index, f"{hedge}: " if hedge else "", f" ({named})" if named else "")
                item_above = False
                continue
            if tag.lower() in ("title", "head") and body and heading is not None:
                # A section's <title> (JATS's <sec>, DocBook's <section>, DITA's <topic>) or <head> (TEI's <div>) names
                # it: "Related patch: x" heads what the section says, as a Markdown heading would, not one line of it.
                (at, hedge_of_section, attributes), heading = heading, None
                out[at], out[index] = f"## {hedge_of_section}{_XML_INLINE_TAG.sub('', body)}{attributes}", ""
                continue
            heading = None
            level = _XML_HEADING.fullmatch(tag.lower())
            if level and body and not hedge:
                # XHTML's "<h3>Erratum</h3>" in an EPUB chapter: the heading it is.
                out[index] = f"{'#' * int(level.group(1))} {_XML_INLINE_TAG.sub('', body)}"
                continue
            if prose and not (tag.lower() not in _XML_ITEMS and item_above):
                # "<list-item><p>`x` must be `True`.</p></list-item>": an item of a list; "<p>...</p>" a paragraph's line.
                # A paragraph right under an element's item stays an item of its own: read as prose, it would go on that item.
                said = _XML_INLINE_TAG.sub("", body)
                out[index] = f"- {said}" if tag.lower() in _XML_ITEMS else said
                item_above = False
                continue
            out[index] = f"- {label}" + (f" ({named})" if named else "") + (f": {body}" if body else "")
            item_above = True
            continue
        item_above = False
        if closed and not closed.group(1).strip():
            if open_sections and closed.group(2) == open_sections[-1][0]:
                _, headed = open_sections.pop()
                out[index] = "##" if headed else ""  # the section ends with its element: what follows is its parent's
            continue
        out[index] = _XML_INLINE_TAG.sub("", closed.group(1)).strip() if closed else _XML_INLINE_TAG.sub("", text)
    return out


# The elements of a document schema that hold prose, read as the paragraphs, lists and items they are (JATS, DocBook,
# DITA, XHTML's own in an XML file).
_XML_ITEMS = frozenset({"list-item", "listitem", "li", "member"})
_XML_HEADING = re.compile(r"h([1-6])")
_XML_PROSE = _XML_ITEMS | frozenset({"p", "para", "simpara", "list", "itemizedlist", "orderedlist", "simplelist", "ul", "ol"})
# The tags of those elements inside a line of prose ("<list-item><p>x</p></list-item>"), and the inline marks around a
# word ("<bold>", "<italic>", "<emphasis>", "<xref .../>"), which say nothing of the words they hold.
_XML_INLINE_TAG = re.compile(r"</?(?:p|para|simpara|list-item|listitem|li|bold|italic|emphasis|b|i|em|strong|sup|sub|xref|add|hi|s)\b[^<>]*>")


# A Jupyter notebook as saved on disk (.ipynb JSON): each element of a cell's "source" list on a line of its own.
_NOTEBOOK = re.compile(r'\s*\{\s*\n\s*"cells"\s*:\s*\[')
_NOTEBOOK_KEY = re.compile(r'^\s*"([\w/]+)"\s*:\s*(.*?)\s*,?\s*$')
_JSON_STRING = re.compile(r'^\s*("(?:[^"\\]|\\.)*")\s*,?\s*$')


# A notebook kept as a Python script (Jupytext's percent format, VS Code's cells): "# %%" opens a code cell, "# %% [markdown]"
# a cell of Markdown written as comments.
_PERCENT_CELL = re.compile(r"^#\s*%%(.*)$")
_PERCENT_PROSE = re.compile(r"\[(?:markdown|md|raw)\]", re.IGNORECASE)


def is_percent_script(text: str) -> bool:
    """Whether the report is a notebook kept as a script: two cell markers or more, one of them a Markdown cell's."""
    markers = [marker.group(1) for marker in map(_PERCENT_CELL.match, text.split("\n")) if marker]
    return len(markers) >= 2 and any(_PERCENT_PROSE.search(rest) for rest in markers)


def percent_script_lines(lines: list[str]) -> list[str]:
    """A percent-format script as the Markdown it stands for, line for line: a Markdown cell's comments without their
    "# ", its triple quotes blank; code cells in a fence, consecutive ones in the same fence; each marker line blank,
    or the fence it opens or closes.

    Read as Markdown, every comment of a Markdown cell is a heading of its own, so a sentence that runs over two lines is
    cut in two and "Also not ours:" no longer reaches the flag on the next line. Lines before the first marker stay as
    written.
    """
    out = list(lines)
    code = None  # None before the first marker; then whether the cell being read is code
    for index, line in enumerate(lines):
        marker = _PERCENT_CELL.match(line)
        if marker:
            prose = bool(_PERCENT_PROSE.search(marker.group(1)))
            out[index] = "```" if code and prose else "```python" if not code and not prose else ""
            code = not prose
        elif code is False:
            stripped = line.strip()
            out[index] = "" if stripped in ('"""', "'''") else re.sub(r"^\s*#(?: |$)", "", line)
    return out


def is_notebook_json(text: str) -> bool:
    """Whether the report is a notebook's JSON (.ipynb): its cells first, as Jupyter writes them, or its format's version
    and its cells in any order (Polynote writes its metadata first)."""
    return bool(_NOTEBOOK.match(text)) or (bool(_NOTEBOOK_FORMAT.search(text)) and bool(_NOTEBOOK_CELLS.search(text)))


# The indent before a key is spaces or tabs, never a line end: a search that lets it run over blank lines tries again
# from every line of a report of blank lines.
_NOTEBOOK_FORMAT = re.compile(r'^[ \t]*"nbformat"[ \t]*:[ \t]*\d', re.MULTILINE)
_NOTEBOOK_CELLS = re.compile(r'^[ \t]*"cells"[ \t]*:[ \t]*\[', re.MULTILINE)


# "\x1b[0;31m": a terminal colour an output's traceback keeps.
_ANSI_COLOUR = re.compile(r"\x1b\[[0-9;]*m")


def _notebook_lines(lines: list[str]) -> list[str]:
    """A notebook's JSON as the Markdown it stands for, line for line: a markdown cell's source lines as they read, a
    code cell's source and each output's text in a fence, every line of JSON structure blank.

    Read as Markdown, the JSON is one paragraph a cell, every line of it quoted from its brackets.
    """
    out = [""] * len(lines)
    kind, block = "markdown", None  # the cell's type; the list being read ("source", "text", ...) and how it closes
    for index, line in enumerate(lines):
        key = _NOTEBOOK_KEY.match(line)
        if block is not None:
            string = _JSON_STRING.match(line)
            if string:
                # A traceback's entry holds several lines of its own, and its colours: one line here, so the lines after
                # it keep their numbers.
                out[index] = _ANSI_COLOUR.sub("", json.loads(string.group(1)).rstrip("\n")).replace("\n", " ")
                continue
            if re.match(r"^\s*\]", line):
                out[index] = block
                block = None
            continue
        if key and key.group(1) == "cell_type":
            kind = json.loads(key.group(2))
        elif key and key.group(1) in ("source", "text", "traceback", "text/plain"):
            fenced = key.group(1) != "source" or kind != "markdown"
            if key.group(2).startswith("["):
                out[index], block = ("```" if fenced else ""), ("```" if fenced else "")
            elif _JSON_STRING.match(key.group(2)):  # a source written as one string
                out[index] = json.loads(key.group(2)).rstrip("\n")
    return out


# A chat's export as JSON (Slack's, Mattermost's): a list of messages, each with its "ts" and its "text" on one line.
_CHAT_EXPORT = re.compile(r"\s*\[\s*\n\s*\{")
_CHAT_TS = re.compile(r'^\s*"(?:ts|create_at|timestamp)"\s*:', re.MULTILINE)
_CHAT_TEXT = re.compile(r'^\s*"(?:text|message)"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?\s*$')


def _chat_export_lines(lines: list[str]) -> list[str]:
    """A chat export as the Markdown it stands for, line for line: each message's text on its own line, as a paragraph,
    in Markdown's marks (Slack's ``*bold*``, ``~struck~``, ``<url|label>``); every line of JSON structure blank, so a
    timestamp is never read as a version.

    A message's lines stay on its one line: a bullet ("•") or a line break ends a sentence there.
    """
    out = [""] * len(lines)
    for index, line in enumerate(lines):
        text = _CHAT_TEXT.match(line)
        if text:
            message = json.loads(text.group(1))
            message = re.sub(r"<([^<>|]+)\|([^<>]+)>", r"\2", message)
            message = re.sub(r"(?<![\w*])\*([^*\n]+)\*(?![\w*])", r"**\1**", message)
            message = re.sub(r"(?<![\w~])~([^~\n]+)~(?![\w~])", r"~~\1~~", message)
            out[index] = re.sub(r"\s*\n\s*(?:[•◦▪-]\s+)?", "; ", message.strip())
    return out


def _discord_messages(text: str) -> list[dict] | None:
    """The messages of a Discord thread exported as JSON (DiscordChatExporter's: an object whose "messages" each hold
    their "content" and, for a reply, a "reference"), or None for any other text."""
    if not text.lstrip().startswith("{") or not re.search(r'^\s*"messages"\s*:\s*\[', text, re.MULTILINE):
        return None
    try:
        export = json.loads(text)
    except ValueError:
        return None
    messages = export.get("messages") if isinstance(export, dict) else None
    if not isinstance(messages, list) or not all(isinstance(m, dict) and isinstance(m.get("content"), str) for m in messages):
        return None
    return messages


def _discord_lines(lines: list[str], messages: list[dict]) -> list[str]:
    """Each message's content on its "content" line, as a paragraph of one line (a code block in it one code span of its
    statements); a reply that opens by taking back the message it answers ("scratch the H2D bit in my last message")
    strikes that message through; every line of JSON structure blank."""
    out = [""] * len(lines)
    content_lines = [i for i, line in enumerate(lines) if re.match(r'^\s*"content"\s*:', line)]
    if len(content_lines) != len(messages):
        return out
    where = {str(m.get("id")): number for m, number in zip(messages, content_lines)}
    for message, number in zip(messages, content_lines):
        out[number] = one_line_markdown(message["content"])
    for message in messages:
        reference = message.get("reference") or {}
        answered = where.get(str(reference.get("messageId")))
        if answered is not None and TAKES_BACK.match(message["content"]) and out[answered]:
            out[answered] = f"~~{out[answered]}~~"
    return out


# A behaviour spec in Gherkin ("Feature:", "Scenario:", Given/When/Then steps), in a fence of its language or pasted bare.
# The patterns searched over a whole report match blanks with [ \t]: a \s after ^ would run over blank lines, again
# from every line, which takes minutes on a report of thousands of blank lines.
_GHERKIN_FENCE = re.compile(r"^[ \t]*(?:```|~~~)[ \t]*(?:gherkin|cucumber|feature)[ \t]*$", re.MULTILINE | re.IGNORECASE)
_GHERKIN_FEATURE = re.compile(r"^[ \t]*Feature:", re.MULTILINE)
_GHERKIN_SCENARIO = re.compile(r"^[ \t]*(?:Scenario(?: Outline| Template)?|Example|Background|Rule):", re.MULTILINE)
_GHERKIN_TAGS = re.compile(r"^\s*(@[\w.:-]+(?:\s+@[\w.:-]+)*)\s*$")
_GHERKIN_STEP = re.compile(r"^\s*(?:Given|When|Then|And|But|\*)\s")
_GHERKIN_GIVEN = re.compile(r"^[ \t]*Given\s", re.MULTILINE)


def _gherkin_lines(lines: list[str]) -> list[str]:
    """A Gherkin spec as the Markdown it stands for, line for line: its fence blank, "Feature:" a heading and each
    "Scenario:" (or "Background:", "Rule:") a heading under it that carries the tags above it in words, so
    "@not-this-patch" heads a section about another patch; a step an item; a "# comment" prose, its lines one paragraph.

    In its fence, a spec is code: its comments' sentences and its steps would be read as assignments. Unfenced, its
    comments are Markdown headings and its indented steps a code block.
    """
    out = list(lines)
    fenced = bool(_GHERKIN_FENCE.search("\n".join(lines)))
    # Pasted bare, the spec runs from its "Feature:" line (and the tags above it) to the end of the report.
    start = len(lines) if fenced else next(i for i, line in enumerate(lines) if _GHERKIN_FEATURE.match(line))
    while start < len(lines) and start and _GHERKIN_TAGS.match(lines[start - 1]):
        start -= 1
    inside = False
    tags = ""
    for index, line in enumerate(lines):
        if fenced and _FENCE.match(line):
            # The closing fence ends the spec's last section (an empty heading): what follows is not a scenario's.
            out[index] = "" if _GHERKIN_FENCE.match(line) or not inside else "##"
            inside = bool(_GHERKIN_FENCE.match(line))
            continue
        if not (inside or index >= start):
            continue
        stripped = line.strip()
        tagged = _GHERKIN_TAGS.match(line)
        if tagged:
            tags = ", ".join(tag.lstrip("@").replace("-", " ").replace("_", " ") for tag in tagged.group(1).split())
            out[index] = ""
        elif stripped.startswith("Feature:"):
            out[index], tags = f"## {stripped}", ""
        elif _GHERKIN_SCENARIO.match(line):
            out[index], tags = (f"### {tags}: {stripped}" if tags else f"### {stripped}"), ""
        elif _GHERKIN_STEP.match(line):
            out[index] = f"- {stripped}"
        elif stripped.startswith("#"):
            out[index] = stripped.lstrip("#").strip()
        else:
            out[index] = stripped  # a description line, an Examples table row: prose, never indented into code
    return out


# A commit as `git log` or `git show` prints it: "commit <hash>", its Author and Date, its message indented by four;
# or as Jujutsu's `jj show` does: "Commit ID: <hash>", "Change ID: <letters>", its bookmarks, Author and Committer.
_GIT_COMMIT = re.compile(r"^commit [0-9a-f]{7,40}\b.*\n(?:Merge: .*\n)?Author: |^Commit ID: [0-9a-f]{7,40}\nChange ID: [a-z]+\n", re.MULTILINE)
_GIT_HEADER = re.compile(
    r"^(?:commit [0-9a-f]{7,40}\b|Merge: |Author: |(?:Author|Commit)?Date: |\$ git |\$ jj "
    r"|Commit ID: [0-9a-f]{7,40}\b|Change ID: [a-z]+\b|Bookmarks: |Tags: |Author\s+: |Committer: )"
)
_COMMIT_FIRST = ("commit ", "Commit ID: ")
# "--stat": " path/a.py | 14 +++----" and " 2 files changed, 3 insertions(+)".
_GIT_STAT = re.compile(r"^ \S.*\|\s+(?:\d+\s*[-+]*|Bin\b.*)$|^ \d+ files? changed\b")


def _git_log_lines(lines: list[str]) -> list[str]:
    """`git log` output, fenced or not, as its messages' Markdown, line for line: each commit a heading ("Commit: its
    subject", "Reverted commit: ..." where a later commit reverts it), its message prose (code indented within it
    stays code), the fence, headers and file stats blank.

    In a fence, a message's sentences would be read as lines of code, one line each, and a sentence broken over two
    lines as two; unfenced, its four-space indent makes it a code block.
    """
    out = list(lines)
    # "This reverts commit 7be4a90...": what the reverted commit says no longer holds.
    reverted = re.findall(r"\bThis reverts commit ([0-9a-f]{7,40})\b", "\n".join(lines))
    # `git log --reverse` prints the oldest first: its headings say so, and no reader takes them for a newest-first history.
    order = " (oldest first)" if any(re.match(r"\$ git log\b.*\s--reverse\b", line) for line in lines) else ""
    index = 0
    while index < len(lines):
        if not (lines[index].startswith(_COMMIT_FIRST) and _GIT_HEADER.match(lines[index])):
            index += 1
            continue
        start = index
        if index and _FENCE.match(lines[index - 1]):
            out[index - 1] = ""
        elif index > 1 and lines[index - 1].startswith("$ git ") and _FENCE.match(lines[index - 2]):
            out[index - 2] = out[index - 1] = ""
        commit = lines[index].split()[-1][:7]
        titled = False  # the message's first line, its subject, is the commit's heading
        while index < len(lines) and not _FENCE.match(lines[index]):
            line = lines[index]
            if index > start and line.startswith(_COMMIT_FIRST) and _GIT_HEADER.match(line):
                break
            if _GIT_HEADER.match(line) or _GIT_STAT.match(line):
                out[index] = ""
            elif line.startswith("    ") and not titled:
                titled = True
                gone = any(full.startswith(commit) for full in reverted)
                out[index] = f"### {'Reverted commit' if gone else 'Commit'}{order}: {line.strip()}"
            else:
                out[index] = line[4:] if line.startswith("    ") else line.strip()
            index += 1
        out[start] = ""
        if index < len(lines) and _FENCE.match(lines[index]) and not lines[index].strip().strip("`~"):
            out[index] = ""
            index += 1
    return out


# A table a terminal tool drew with box-drawing characters, and its "══ SITES ══" banners.
_BOX_TABLE = re.compile(r"^[ \t]*[┌╭┏][─━┬┳]+(?:[ \t]+\S[^\n]*?[ \t]+[─━]+)?[┐╮┓][ \t]*$", re.MULTILINE)
# A panel a terminal library (rich) drew round a section, its title set in the top border: "╭─ 5. Porting ──────╮".
_PANEL_TOP = re.compile(r"^\s*[┌╭┏][─━]+[ \t]+(\S.*?)[ \t]+[─━]+[┐╮┓]\s*$")
_PANEL_BOTTOM = re.compile(r"^\s*[└╰┗][─━]+[┘╯┛]\s*$")
_BOX_ROW = re.compile(r"^\s*[│┃](.*)[│┃]\s*$")
_BOX_BANNER = re.compile(r"^\s*[═=]{2,}\s*(.+?)\s*[═=]{2,}\s*$")
# A status cell and what it says of its row, in the words the readers take for it.
_BOX_STATUS = {"✓": "", "✔": "", "✅": "", "✗": "Not true: ", "✘": "Not true: ", "❌": "Not true: ", "?": "Unverified: "}


def _box_table_lines(lines: list[str]) -> list[str]:
    """Box-drawn tables as the statements their rows make, line for line: "│ ✗ │ a.b │ note │" reads "Not true: a.b
    (note)", "│ id │ x │ ✓ │" reads "id: x"; a row that only continues the cells above it joins them (its line blank),
    the borders are blank and a "══ SITES ══" banner is a heading.

    A box table has no header row, so read as a Markdown table its first row would name the columns.
    """
    out = _panel_lines(lines)
    row_line, cells = -1, []  # the row being read: its line and its cells, continuations joined
    for index, line in enumerate([*lines, ""]):
        row = _BOX_ROW.match(line) if index < len(lines) and out[index] == line else None
        parts = [cell.strip() for cell in re.split(r"[│┃]", row.group(1))] if row else []
        if row and cells and not parts[0] and len(parts) == len(cells) and any(parts):
            cells = [f"{a} {b}".strip() for a, b in zip(cells, parts)]  # a row that continues the one above
            out[index] = ""
            continue
        if cells:
            status = next((_BOX_STATUS[c] for c in cells if c in _BOX_STATUS), "")
            words = [c for c in cells if c and c not in _BOX_STATUS]
            head, rest = (words[0], words[1:]) if words else ("", [])
            said = f"{head}: {rest[0]}" + (f" ({'; '.join(rest[1:])})" if rest[1:] else "") if rest else head
            out[row_line] = f"- {status}{said}" if said else ""
            if len(cells) == 1 and said and _boxed_alone(lines, row_line):
                # "┏━━━┓" / "┃ megatron.x.y — deep-dive ┃" / "┗━━━┛": a pager's frame around a document's title.
                out[row_line] = f"# {said}"
            row_line, cells = -1, []
        if index == len(lines):
            break
        if row:
            row_line, cells = index, parts
        elif re.match(r"^\s*[┌╭┏├┣└╰┗][─━┬┼┴┳╋┻]+[┐╮┓┤┫┘╯┛]\s*$", line):
            out[index] = ""
        elif banner := _BOX_BANNER.match(line):
            out[index] = f"## {banner.group(1)}"
    return out


def _panel_lines(lines: list[str]) -> list[str]:
    """Each titled panel as its title's heading over its lines, the frame and the margin the panel shares taken off and
    its "•" bullets Markdown's: a row of a panel is a line of prose, wrapped where the terminal ended, not a table row;
    read as one, each wrapped line is an item of its own and a neighbour's second line reads as this patch's."""
    out = list(lines)
    index = 0
    while index < len(lines):
        title = _PANEL_TOP.match(lines[index])
        end = next((n for n in range(index + 1, len(lines)) if not _BOX_ROW.match(lines[n])), len(lines))
        if not title or end == len(lines) or not _PANEL_BOTTOM.match(lines[end]):
            index += 1
            continue
        rows = [_BOX_ROW.match(lines[n]).group(1).rstrip() for n in range(index + 1, end)]
        if any(re.search(r"\s[│┃]\s", row) for row in rows):
            index = end  # a table's cells inside the frame: the table reader's
            continue
        margin = min((len(row) - len(row.lstrip(" ")) for row in rows if row.strip()), default=0)
        out[index] = f"## {title.group(1)}"
        for number, row in enumerate(rows, index + 1):
            out[number] = re.sub(r"^(\s*)[•◦▪]\s", r"\1- ", row[margin:])
        out[end] = ""
        index = end + 1
    return out


def _boxed_alone(lines: list[str], row: int) -> bool:
    """Whether the box row at ``row`` is the only row of a box of one column: a top border right above it and a bottom
    border right below it, neither split into columns."""
    above = lines[row - 1] if row > 0 else ""
    below = lines[row + 1] if row + 1 < len(lines) else ""
    return bool(re.match(r"^\s*[┌╭┏][─━]+[┐╮┓]\s*$", above) and re.match(r"^\s*[└╰┗][─━]+[┘╯┛]\s*$", below))


def _flag(recognised: bool) -> bool | None:
    """A recognition that carries nothing to its reader: True, or None when the report is not of that kind."""
    return True if recognised else None


# The exports a tool writes as JSON (or a notebook's), in the order they are tried: what recognises one (whatever its
# reader needs, or None when the report is not of that kind) and how its lines are read. The first that recognises the
# report reads it; a JSON document of prose no reader knows is read last, as a document.
_EXPORTS = (
    (lambda text, lines: _flag(is_notebook_json(text)), lambda lines, _: _notebook_lines(lines)),
    (lambda text, lines: zeppelin_paragraphs(text), zeppelin_lines),
    (lambda text, lines: _flag(bool(_CHAT_EXPORT.match(text) and _CHAT_TS.search(text))), lambda lines, _: _chat_export_lines(lines)),
    (lambda text, lines: _discord_messages(text), _discord_lines),
    (lambda text, lines: issue_json(text), issue_lines),
    (lambda text, lines: notion_blocks(text), lambda lines, notion: notion_lines(lines, *notion)),
    (lambda text, lines: lark_blocks(text), lark_lines),
    (lambda text, lines: airtable_records(text), airtable_lines),
    (lambda text, lines: board_items(text), board_lines),
    (lambda text, lines: matrix_events(text), matrix_lines),
    (lambda text, lines: telegram_messages(text), telegram_lines),
    (lambda text, lines: roam_pages(text), roam_lines),
    (lambda text, lines: scrapbox_pages(text), scrapbox_lines),
    (lambda text, lines: siyuan_document(text), siyuan_lines),
    (lambda text, lines: taskwarrior_tasks(text), taskwarrior_lines),
    (lambda text, lines: json_lines_posts(lines), json_lines_chat),
    (
        lambda text, lines: adf_documents(text),
        lambda lines, documents: adf_lines(lines, json_document_lines(lines, title_key="summary"), documents),
    ),
    (lambda text, lines: transcribe_output(text), transcribe_lines),
    (lambda text, lines: xmind_sheets(text), xmind_lines),
    (lambda text, lines: excalidraw_elements(text), excalidraw_lines),
    (lambda text, lines: sarif_log(text), sarif_lines),
    (lambda text, lines: sheet_ranges(text), sheet_lines),
    (lambda text, lines: _flag(is_canvas(text)), lambda lines, _: canvas_lines(lines)),
    (lambda text, lines: _flag(is_json_document(text)), lambda lines, _: json_document_lines(lines)),
)
