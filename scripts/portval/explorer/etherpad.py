"""An Etherpad pad exported as ``.etherpad`` (its database records as one JSON object), read as its text and its chat.

The export holds the pad's current text (``pad:NAME`` → ``atext``: the text, and its attributes as a changeset's
operations over a pool of ``[key, value]`` pairs), every revision's changeset, the authors and the chat messages. Read
as JSON, the whole pad is one string on one line, and the revisions' changesets are fragments of the text cut wherever
someone paused typing: a claim struck through later, or a path typed in two bursts, reads as said. Here the pad's
current text stands line for line, a list line (Etherpad marks it with a ``*`` carrying ``lmkr`` and ``list``
attributes) as a list item, a struck run struck through, a bold run bold; then each chat message oldest first. The
revisions and the authors are left out. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import re

from .json_exports import loaded_json, printed_view
from .thread_text import dicts, oldest_first

# One operation of an attribute string: its attributes ("*0*3"), the newlines it spans ("|2"), "+", its length; the
# numbers in base 36.
_OPERATION = re.compile(r"((?:\*[0-9a-z]+)*)(?:\|([0-9a-z]+))?([-+=])([0-9a-z]+)")
# Etherpad's list kinds and their depth: "bullet1", "number2", "indent1".
_LIST = re.compile(r"(bullet|number|indent)(\d+)")


def etherpad_view(text: str, name: str = "report.etherpad") -> tuple[str, str]:
    """The lines of an Etherpad export, and what its line numbers count; ``(text, "")`` for any other report."""
    document = loaded_json(text.strip())
    pad_key = _pad_key(document)
    if pad_key is None:
        return text, ""
    pad = document[pad_key]
    lines = _pad_lines(pad["atext"]["text"], str(pad["atext"].get("attribs") or ""), _pool(pad))
    chats = [v for k, v in document.items() if k.startswith(pad_key + ":chat:") and isinstance(v, dict) and isinstance(v.get("text"), str)]
    for message in oldest_first(dicts(chats), "time"):
        lines += ["", *message["text"].split("\n")]
    return printed_view(lines, name, "the pad's current text line for line, then its chat oldest first")


def _pad_key(document: object) -> str | None:
    """The key of the pad's own record ("pad:NAME"), or None when ``document`` is no Etherpad export."""
    if not isinstance(document, dict):
        return None
    for key, value in document.items():
        atext = value.get("atext") if isinstance(value, dict) else None
        if re.fullmatch(r"pad:[^:]+", key) and isinstance(atext, dict) and isinstance(atext.get("text"), str) and "pool" in value:
            return key
    return None


def _pool(pad: dict) -> dict[str, tuple[str, str]]:
    """The pad's attribute pool: each number (base 36, as the operations write it) to its ``(key, value)``."""
    pool = pad.get("pool") if isinstance(pad.get("pool"), dict) else {}
    table = pool.get("numToAttrib") if isinstance(pool.get("numToAttrib"), dict) else {}
    return {_base36(int(n)): (str(pair[0]), str(pair[1])) for n, pair in table.items() if str(n).isdigit() and isinstance(pair, list) and len(pair) == 2}


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, rest = divmod(number, 36)
        out = digits[rest] + out
        if not number:
            return out


def _pad_lines(text: str, attribs: str, pool: dict[str, tuple[str, str]]) -> list[str]:
    """The pad's text as Markdown lines: each run of characters with its attributes written as Markdown marks."""
    lines: list[str] = []
    line: list[str] = []
    marker = ""
    position = 0
    for match in _OPERATION.finditer(attribs):
        if match.group(3) != "+":
            continue
        length = int(match.group(4), 36)
        run, position = text[position : position + length], position + length
        attributes = dict(pool.get(n, ("", "")) for n in match.group(1).split("*")[1:])
        if attributes.get("lmkr"):
            # The "*" a list line opens with: the line's kind of item, not a character of its words.
            kind = _LIST.fullmatch(attributes.get("list", ""))
            depth = int(kind.group(2)) - 1 if kind else 0
            mark = {"bullet": "- ", "number": "1. ", "indent": ""}.get(kind.group(1), "") if kind else ""
            heading = re.fullmatch(r"h([1-6])", attributes.get("heading", ""))
            marker = "#" * int(heading.group(1)) + " " if heading else "  " * depth + mark
            continue
        pieces = run.split("\n")
        for index, piece in enumerate(pieces):
            if piece.strip():
                if attributes.get("strikethrough") == "true":
                    piece = f"~~{piece}~~"
                if attributes.get("bold") == "true":
                    piece = f"**{piece}**"
                if attributes.get("code") == "true":
                    piece = f"`{piece}`"
            line.append(piece)
            if index < len(pieces) - 1:
                lines.append(marker + "".join(line))
                line, marker = [], ""
    if position < len(text):
        # Text the attributes do not cover (an export cut short): as written.
        rest = ("".join(line) + text[position:]).split("\n")
        lines += [marker + rest[0], *rest[1:]]
    elif line:
        lines.append(marker + "".join(line))
    while lines and not lines[-1].strip():
        lines.pop()
    # Each line of a pad is a paragraph of its own (a <div> in the editor); read as Markdown, lines without a blank line
    # between them would run into one paragraph, and a line under a list item would go on with that item.
    out: list[str] = []
    for line in lines:
        if out and out[-1].strip() and line.strip() and not (_ITEM.match(out[-1]) and _ITEM.match(line)):
            out.append("")
        out.append(line)
    return out


_ITEM = re.compile(r"\s*(?:- |1\. )")
