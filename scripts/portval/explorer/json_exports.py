"""Reports that come as JSON a tool exports, read as the Markdown they stand for, line for line.

An issue as a tracker's command line prints it (``gh issue view --json``), a task exported through a tracker's API
(Asana, Trello) and a chat exported as JSON lines (Mattermost's bulk export) hold their prose in JSON strings: each
message, body or comment one string, its line breaks escaped. Read as text, every line is a key and a quoted string,
and the Markdown inside a string (its headings, its lists) never reads as Markdown. Here each string of prose is put
on its own line as one paragraph (its line breaks as "; "), a title a heading, a named field a labelled line, and every
line of JSON structure blank.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterator

from ..common.cli import script_command
from .word_html import html_markdown


def one_line_markdown(message: str) -> str:
    """A message's Markdown on one line: a fenced block as one code span of its lines, line breaks as "; ", a list's
    items as "; • "."""
    message = re.sub(
        r"```[\w+-]*\n(.*?)\n?```",
        lambda m: " `" + "; ".join(line.split("#")[0].strip() for line in m.group(1).split("\n") if line.split("#")[0].strip()) + "` ",
        message,
        flags=re.DOTALL,
    )
    # A heading inside the message is one of its phrases: kept as a "#### " at the line's start, it would make the whole
    # message a heading.
    message = re.sub(r"^#{1,6}\s+", "", message.strip(), flags=re.MULTILINE)
    # A list's item keeps its mark ("; • "), whichever Markdown wrote ("-", "*", "+"): "the last two bullets are wrong"
    # counts them.
    message = re.sub(r"\s*\n\s*[•◦▪*+-]\s+", "; • ", message)
    return re.sub(r"\s*\n\s*", "; ", message)


def issue_json(text: str) -> dict | None:
    """An issue as a tracker's command line prints it as JSON (``gh issue view --json title,body,comments``: its title, its
    Markdown "body", and "comments" each with its own "body" and "author"), or None for any other text."""
    if not text.lstrip().startswith("{") or not re.search(r'^\s*"body"\s*:\s*"', text, re.MULTILINE):
        return None
    try:
        issue = json.loads(text)
    except ValueError:
        return None
    if not isinstance(issue, dict) or not isinstance(issue.get("body"), str):
        return None
    comments = issue.get("comments") or []
    if not isinstance(comments, list) or not all(isinstance(c, dict) and isinstance(c.get("body"), str) for c in comments):
        return None
    return issue


def issue_lines(lines: list[str], issue: dict) -> list[str]:
    """The issue's title a heading on its line, its body and each comment's body a paragraph of one line on theirs (a
    comment opened by its author: "Comment from kvaradar: ..."); every line of JSON structure blank."""
    out = [""] * len(lines)
    bodies = [i for i, line in enumerate(lines) if re.match(r'^\s*"body"\s*:\s*"', line)]
    comments = issue.get("comments") or []
    if len(bodies) != 1 + len(comments):
        return out
    out[bodies[0]] = one_line_markdown(issue["body"])
    for number, comment in zip(bodies[1:], comments):
        author = comment.get("author") or {}
        who = author.get("login") if isinstance(author, dict) else None
        out[number] = f"Comment from {who or 'someone'}: {one_line_markdown(comment['body'])}"
    title = next((i for i, line in enumerate(lines) if re.match(r'^\s*"title"\s*:\s*"', line)), None)
    if title is not None and isinstance(issue.get("title"), str):
        out[title] = "# " + issue["title"]
    return out


# A string alone on a line of pretty-printed JSON: an element of an array.
_JSON_STRING_ITEM = re.compile(r'^\s*("(?:[^"\\]|\\.)*")\s*,?\s*$')
# A key and its string value on a line of pretty-printed JSON.
_JSON_STRING_FIELD = re.compile(r'^\s*"([^"\\]+)"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?\s*$')
# The keys a tracker's export holds its prose under: a task's notes, a comment's text, an issue's description, a
# Rocket.Chat message's "msg".
PROSE_KEYS = frozenset({"notes", "text", "body", "content", "message", "msg", "description", "comment", "details"})


# Strings of an export that are code, not words: a review comment's "diff_hunk" is the port's diff the comment sits on,
# repeated in every reply of its thread.
_NOT_PROSE = frozenset({"diff_hunk", "patch", "original_commit_id", "commit_id", "node_id"})


def loaded_json(text: str) -> object | None:
    """The JSON document the report is (an object or an array), or None for any other text."""
    if not text.lstrip().startswith(("{", "[")):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


# A JSON document's tokens, and the line breaks between them (a JSON string holds none).
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:,]|[^\s{}\[\]:,"]+|\n')


def json_value_lines(text: str) -> dict[tuple[str | int, ...], int]:
    """The line (from 0) each value of a JSON document starts on, by its path of keys and indexes (the json module
    keeps no line): ``("runs", 0, "results", 3, "message", "text")``."""
    lines: dict[tuple[str | int, ...], int] = {}
    stack: list[list] = []  # each open container: [is an object, its key or index now, a key comes next]
    line = 0
    for token in _TOKEN.findall(text):
        if token == "\n":
            line += 1
        elif token == ",":
            if stack[-1][0]:
                stack[-1][2] = True
            else:
                stack[-1][1] += 1
        elif token in ("}", "]"):
            stack.pop()
        elif token != ":":
            if stack and stack[-1][0] and stack[-1][2]:
                stack[-1][1], stack[-1][2] = json.loads(token), False
                continue
            lines.setdefault(tuple(entry[1] for entry in stack), line)
            if token in ("{", "["):
                stack.append([token == "{", None if token == "{" else 0, token == "{"])
    return lines


def chat_messages(text: str, marker: str, is_message: Callable[[object], bool]) -> list[dict] | None:
    """A chat export's "messages", or None for any other text: a JSON document holding ``marker`` whose "messages" is a
    list, each of which ``is_message`` accepts."""
    document = loaded_json(text) if marker in text else None
    messages = document.get("messages") if isinstance(document, dict) else None
    if not isinstance(messages, list) or not messages or not all(is_message(m) for m in messages):
        return None
    return messages


def titled_chat(lines: list[str], key: str) -> tuple[list[str], dict[tuple[str | int, ...], int]]:
    """Blank lines for a chat export, the room's name (the string under ``key``) a heading on its line; and the line each
    value of the document stands on (see ``json_value_lines``)."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    document = loaded_json("\n".join(lines))
    name = document.get(key) if isinstance(document, dict) else None
    if isinstance(name, str) and name.strip() and (key,) in where:
        out[where[(key,)]] = "# " + name.strip()
    return out, where


def json_values(value: object) -> Iterator[object]:
    """Every value of a loaded JSON document, itself first, in the order it is written (depth first)."""
    yield value
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for child in children:
        yield from json_values(child)


def is_json_document(text: str) -> bool:
    """Whether the report is a JSON document that holds prose (a tracker's task exported through its API): it loads, and
    one of its strings runs over several lines or a dozen words."""
    document = loaded_json(text)
    if document is None:
        return False
    return any(isinstance(v, str) and ("\n" in v or len(v.split()) >= 12) for v in json_values(document))


def json_document_lines(lines: list[str], title_key: str = "") -> list[str]:
    """A JSON document's prose as Markdown, line for line: its first long "name" or "title" a heading, each prose
    string (a task's notes, a comment's text) a paragraph of one line, a named field ("name": "Phase" then
    "display_value": "before_train") a labelled line, a string of HTML read as HTML (a Teams message's body), a Slack
    message's mrkdwn as Markdown; an agent session's tool outputs and system prompt, the HTML copies of the prose
    ("html_body", Reddit's "body_html"), a Slack message's blocks, the diff a review comment sits on, the ids and every
    line of structure blank.
    ``title_key`` names a key whose string titles the document (an issue's "summary")."""
    out = [""] * len(lines)
    titled = False
    label = ""  # the "name" of the object being read, which labels its value
    # A Slack message's "blocks" say its "text" again, run by run: the copy is not read. Its "text" is in Slack's own
    # mrkdwn ("~struck~", "*bold*", "<url|label>").
    slack = any(re.match(r'\s*"ts"\s*:', line) for line in lines)
    copy_closes: str | None = None  # the line that closes the "blocks" array being skipped
    # An agent's session saved as chat messages: a tool's output (a file it read, what grep printed) and the system
    # prompt are no words of the writer; the user's and the assistant's are.
    role = ""
    # ActivityPub gives a post's HTML as "content" and again under "contentMap" by language: each post's words are read
    # once, where they first stand.
    read: set[str] = set()
    html_originals, stripped_copies = _html_and_stripped(lines)
    for index, line in enumerate(lines):
        said = re.match(r'\s*"role"\s*:\s*"(\w+)"', line)
        if said:
            role = said.group(1)
        if role in ("tool", "function", "system"):
            continue
        if copy_closes is not None:
            copy_closes = None if line.rstrip().rstrip(",") == copy_closes else copy_closes
            continue
        opens = re.match(r'(\s*)"blocks"\s*:\s*\[\s*$', line) if slack else None
        if opens:
            copy_closes = opens.group(1) + "]"
            continue
        if "{" in line and not _JSON_STRING_FIELD.match(line):
            label = ""
        field = _JSON_STRING_FIELD.match(line)
        item = None if field else _JSON_STRING_ITEM.match(line)
        if item:
            # A string standing alone in an array (a ChatGPT export's message "parts"): prose when it reads as prose.
            value = json.loads(item.group(1))
            if isinstance(value, str) and ("\n" in value or len(value.split()) >= 12) and value not in read:
                out[index] = one_line_markdown(_html_read(value))
                read.add(value)
            continue
        if not field:
            continue
        key, value = field.group(1), json.loads(field.group(2))
        if index in stripped_copies:
            continue
        if index in html_originals and isinstance(value, str):
            out[index] = one_line_markdown(_html_read(value))
            continue
        if not isinstance(value, str) or key.startswith("html_") or key.endswith("_html") or key in _NOT_PROSE:
            continue
        if not titled and (key == title_key or (key in ("name", "title") and len(value.split()) >= 4)):
            out[index], titled = "# " + value, True
        elif key == "name":
            label = value
        elif key in ("display_value", "value") and label and value.strip():
            out[index] = f"- {label}: {value}"
        elif (key in PROSE_KEYS or "\n" in value or len(value.split()) >= 12) and value not in read:
            out[index] = one_line_markdown(_html_read(mrkdwn(value) if slack and key == "text" else value))
            if "\n" in value or len(value.split()) >= 12:
                read.add(value)  # a post's words; a short run (a code span of a chat's message) may stand twice
    for line in _system_message_lines(lines):
        out[line] = ""
    return out


def _html_and_stripped(lines: list[str]) -> tuple[set[int], set[int]]:
    """The lines of each "x_html" string whose object also holds "x_stripped", and of those copies: Plane gives an
    issue's body as "description_html" and again, its tags dropped, as "description_stripped" ("SummaryRegistered with
    ..."), where headings and cells run into the words after them. The HTML is read; its stripped copy is not."""
    document = loaded_json("\n".join(lines))
    if document is None:
        return set(), set()
    where = json_value_lines("\n".join(lines))
    html_lines, stripped_lines = set(), set()
    for path in where:
        key = path[-1] if path else None
        if isinstance(key, str) and key.endswith("_stripped") and (*path[:-1], key.removesuffix("_stripped") + "_html") in where:
            stripped_lines.add(where[path])
            html_lines.add(where[(*path[:-1], key.removesuffix("_stripped") + "_html")])
    return html_lines, stripped_lines


def _system_message_lines(lines: list[str]) -> list[int]:
    """The lines of the "msg" of a chat's system messages (Rocket.Chat's: "t": "uj" for a user who joined, whose "msg"
    is the user's name): no one's words."""
    document = loaded_json("\n".join(lines))
    messages = document.get("messages") if isinstance(document, dict) else None
    if not isinstance(messages, list):
        return []
    where = json_value_lines("\n".join(lines))
    system = [i for i, m in enumerate(messages) if isinstance(m, dict) and isinstance(m.get("t"), str) and isinstance(m.get("u"), dict)]
    return [where[("messages", i, "msg")] for i in system if ("messages", i, "msg") in where]


def mrkdwn(text: str) -> str:
    """Slack's mrkdwn as Markdown: "~struck~", "*bold*" and "<url|label>" (its label); code spans as they are."""

    def marks(part: str) -> str:
        part = re.sub(r"<([^<>|\s]+)\|([^<>]+)>", r"\2", part)
        part = re.sub(r"(?<![\w~])~(?=\S)([^~\n]+?)(?<=\S)~(?![\w~])", r"~~\1~~", part)
        return re.sub(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])", r"**\1**", part)

    return "".join(part if part.startswith("`") else marks(part) for part in re.split(r"(```.*?```|`[^`\n]*`)", text, flags=re.DOTALL))


# An HTML entity an API escapes a character of Markdown with: "&#39;", "&quot;", "&amp;".
_ENTITY = re.compile(r"&(?:#\d{2,4}|#[xX][0-9a-fA-F]{2,4}|quot|amp|lt|gt|apos);")
# A message a chat's API gives as HTML (a Teams message's "body.content"): its paragraphs and items.
_HTML_BLOCK = re.compile(r"<(?:p|li|h[1-6]|div|tr|ul|ol|pre|blockquote)\b", re.IGNORECASE)


def entities_unescaped(markdown: str) -> str:
    """Markdown whose characters an API escaped as HTML entities ("doesn&#39;t") unescaped, its lines kept: an entity
    for a line break stays as written."""
    return _ENTITY.sub(lambda m: m.group(0) if "\n" in (c := html.unescape(m.group(0))) else c, markdown)


def _html_read(value: str) -> str:
    """A string of HTML as the Markdown it stands for, each paragraph and item a line; Markdown whose characters an API
    escaped as HTML entities (the Stack Exchange API's "body_markdown": "doesn&#39;t") unescaped; any other string as
    it is."""
    if not _HTML_BLOCK.search(value):
        return entities_unescaped(value)
    return html_markdown(_HTML_BLOCK.sub(lambda m: "\n" + m.group(0), value)).strip()


def json_lines_posts(lines: list[str]) -> dict[int, dict] | None:
    """The posts of a chat exported as JSON lines, by line (Mattermost's bulk export: a "post" or "direct_post" object a
    line, its "message" and its "replies"; or an object a message holding its "message", "text" or "content"; or a
    coding agent's transcript, a record a line), or None for any other text. Lines of another kind (the export's
    version, a channel, an agent's tool call or its result) hold no post."""
    posts: dict[int, dict] = {}
    objects = 0
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        if not line.lstrip().startswith("{"):
            return None
        try:
            record = json.loads(line)
        except ValueError:
            return None
        if not isinstance(record, dict):
            return None
        objects += 1
        kind = record.get("type")
        post = record[kind] if isinstance(kind, str) and isinstance(record.get(kind), dict) else record
        if _message_text(post) is not None:
            posts[number] = post
    return posts if objects >= 2 and posts else None


def _message_text(post: dict) -> str | None:
    """A post's words: its "message", "text" or "content" string, or, for a coding agent's transcript (Claude Code's:
    a "message" object whose content is a list of blocks), its text blocks; a tool's call and its result are no words of
    the writer's (a file the agent read is the file's words), so a record of only those holds none."""
    said = next((post[key] for key in ("message", "text", "content") if isinstance(post.get(key), str)), None)
    message = post.get("message")
    if said is None and isinstance(message, dict) and message.get("role") in ("user", "assistant"):
        content = message.get("content")
        if isinstance(content, str):
            return content
        texts = [b["text"] for b in content if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)] if isinstance(content, list) else []
        return "\n\n".join(texts) if texts else None
    return said


def json_lines_chat(lines: list[str], posts: dict[int, dict]) -> list[str]:
    """Each post's Markdown on its line, as a paragraph of one line, its replies after it ("Reply from bob: ..."),
    since the export gives a thread one line; every other line blank."""
    out = [""] * len(lines)
    for number, post in posts.items():
        replies = [reply for reply in post.get("replies") or [] if isinstance(reply, dict) and _message_text(reply)]
        said = [one_line_markdown(_message_text(post) or "")]
        said += [f"Reply from {reply.get('user') or 'someone'}: {one_line_markdown(_message_text(reply) or '')}" for reply in replies]
        out[number] = " ".join(said)
    return out


def marked_run(words: str, *, code: bool = False, bold: bool = False, italic: bool = False, struck: bool = False) -> str:
    """A run of a rich-text editor's text as Markdown, marked as its style says: code in backticks, bold, italic and
    struck text (a claim the writer struck through) marked; the spaces around it left outside the marks."""
    if not words.strip():
        return words
    lead, core, trail = re.match(r"(\s*)(.*?)(\s*)$", words, re.DOTALL).groups()
    if code:
        core = f"`{core}`"
    if bold:
        core = f"**{core}**"
    if italic:
        core = f"*{core}*"
    if struck:
        core = f"~~{core}~~"
    return lead + core + trail


def code_block_lines(out: list[str], start: int, end: int, code: str, language: str) -> None:
    """A code block of a rich-text export written as a fenced block over the lines its JSON takes (``start`` to
    ``end``), its last lines joined with "; " where the JSON has fewer lines than the code; one code span when there is
    no room for a fence."""
    lines = code.split("\n")
    room = end - start - 2
    if room < 1:
        out[start] = "`" + "; ".join(line.strip() for line in lines if line.strip()) + "`"
        return
    kept = lines[: room - 1] + ["; ".join(lines[room - 1 :])] if len(lines) > room else lines
    out[start : start + len(kept) + 2] = ["```" + language] + kept + ["```"]


def printed_view(lines: list[str], name: str, what: str) -> tuple[str, str]:
    """A report's view (its lines joined) and what its line numbers count: the lines ``facts_from_explorer.py --view``
    prints of the report ``name``, ``what`` saying how they were made."""
    command = script_command("facts_from_explorer.py", "--view", name)
    return "\n".join(lines), f"the lines `{command}` prints of it ({what})"
