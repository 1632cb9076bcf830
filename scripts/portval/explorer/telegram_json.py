"""A Telegram chat as Telegram Desktop exports it to JSON (``result.json``), read as the Markdown it stands for, line
for line.

The export holds the chat's "messages". A message's "text" is a plain string when it has no formatting, and otherwise
an array that mixes plain strings with entity objects ({"type": "code", "text": "x"}), one element a line; its
"text_entities" say the same words again, every run an object. Read as one JSON document, a sentence is cut at each
entity into lines of their own ("registered as" on one line, the id on the next), a bare module path on a line of its
own reads as a statement, and every message stands twice. Here each message's words stand once, joined, on the line
its "text" opens, its entities marked as their type says (code and pre as code, bold, italic, struck text struck); the
chat's name is the document's title; service messages (a member joined, the group was created), the entity copies and
every line of structure are blank.
"""

from __future__ import annotations

from .json_exports import chat_messages, marked_run, one_line_markdown, titled_chat

# How an entity's type marks its words; a mention, a link or a hashtag is its words as written.
_MARKS = {"code": "code", "pre": "code", "bold": "bold", "italic": "italic", "strikethrough": "struck"}


def telegram_messages(text: str) -> list[dict] | None:
    """The chat's messages, or None for any other text: a document with a "messages" array whose messages carry
    Telegram's "text_entities"."""
    return chat_messages(text, '"text_entities"', lambda m: isinstance(m, dict) and "text_entities" in m and "type" in m)


def telegram_lines(lines: list[str], messages: list[dict]) -> list[str]:
    """Each message's words on the line its "text" opens, as the module's docstring says; every other line blank."""
    out, where = titled_chat(lines, "name")
    for index, message in enumerate(messages):
        line = where.get(("messages", index, "text"))
        if message.get("type") != "message" or line is None:
            continue
        words = _words(message.get("text"))
        if words.strip():
            out[line] = one_line_markdown(words)
    return out


def _words(text: object) -> str:
    """A message's "text" as Markdown: a string as it is, an array's runs joined, each entity marked as its type says."""
    if isinstance(text, str):
        return text
    runs = []
    for run in text if isinstance(text, list) else ():
        if isinstance(run, str):
            runs.append(run)
        elif isinstance(run, dict) and isinstance(run.get("text"), str):
            mark = _MARKS.get(str(run.get("type")))
            if run.get("type") == "pre" and "\n" in run["text"].strip():
                # A block of code: fenced, as one_line_markdown reads a block (its lines joined in one code span).
                runs.append(f"\n```\n{run['text'].strip()}\n```\n")
            else:
                runs.append(marked_run(run["text"], **({mark: True} if mark else {})))
    return "".join(runs)
