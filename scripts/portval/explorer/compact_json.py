"""A report saved as JSON on one line, given lines to read and cite.

The readers read a report line for line and cite its line numbers. A tool that saves JSON compact (Google Keep's
Takeout, XMind's content.json) writes the whole document on one line: every value would stand on line 1 and no reader
of pretty-printed JSON would know one. Such a report is read in a view with lines of its own, and the draft says what
its line numbers count:

- a Google Keep note is its text: ``textContent`` as written, or ``listContent`` one item a line ("- [x] ..."), its
  line numbers the lines of that text;
- any other JSON document is read as ``python -m json.tool`` prints it, its line numbers the lines that command prints;
  so is an array written one element a line (Taskwarrior's ``task export``), each element a document on one line.

Gerrit's REST API opens its JSON with a ")]}'" line, read as a blank line.

A chat's API may list its messages newest first (Rocket.Chat's ``channels.history``, Slack's ``conversations.history``,
Microsoft Graph's replies to a Teams message): a correction then stands above the claim it takes back, and a reply's
quote of a message above the message itself. Such a report, on one line or many, is read with its messages put oldest
first, printed as JSON is printed above; the draft gives the command that prints those lines.
"""

from __future__ import annotations

import itertools
import json
import shlex

# The keys that make a JSON object a Keep note as Takeout exports it.
_KEEP_KEYS = frozenset({"isTrashed", "isPinned", "isArchived", "userEditedTimestampUsec", "createdTimestampUsec"})


def is_keep_note(document: object) -> bool:
    """Whether a loaded JSON document is a Google Keep note as Takeout exports it."""
    return isinstance(document, dict) and len(_KEEP_KEYS & document.keys()) >= 2


def json_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The text to read the report as, and what its line numbers count ("" when they are the report's own lines);
    ``name`` is the report's file name, for the command that prints a view's lines."""
    stripped = text.strip()
    if stripped.startswith(")]}'"):
        # Gerrit's REST API opens every answer with ")]}'" on a line of its own, against cross-site script inclusion:
        # the JSON starts on the next line, which keeps its number.
        rest = text.partition("\n")[2]
        view, lines = json_view(rest, name)
        return "\n" + view, lines
    if not stripped.startswith(("{", "[")):
        return text, ""
    try:
        document = json.loads(stripped)
    except ValueError:
        return text, ""
    key = _newest_first(document)
    if key is not None:
        document[key].reverse()
        command = (
            f"python -c \"import json,sys; d=json.load(open(sys.argv[1])); d['{key}'].reverse(); "
            f"print(json.dumps(d, indent=4, ensure_ascii=False))\" {shlex.quote(name)}"
        )
        return json.dumps(document, indent=4, ensure_ascii=False), f'the lines `{command}` prints of it (the list under "{key}" put oldest first)'
    if isinstance(document, list) and len(document) >= 2 and stripped.count("\n") <= len(document) + 1:
        # An array written one element a line (Taskwarrior's `task export`): each element is a document on one line.
        return json.dumps(document, indent=4, ensure_ascii=False), "the lines `python -m json.tool` prints of it (it writes each element on one line)"
    if "\n" in stripped:
        return text, ""
    if is_keep_note(document):
        if isinstance(document.get("textContent"), str) and document["textContent"].strip():
            return document["textContent"], "the lines of the note's textContent"
        items = document.get("listContent")
        if isinstance(items, list) and items:
            lines = [f"- [{'x' if i.get('isChecked') else ' '}] {i.get('text', '')}" for i in items if isinstance(i, dict)]
            return "\n".join(lines), "the items of the note's listContent, one a line"
    return json.dumps(document, indent=4, ensure_ascii=False), "the lines `python -m json.tool` prints of it (it is JSON on one line)"


# The keys a chat's API gives a message's time under: Rocket.Chat's and Slack's "ts", Matrix's "origin_server_ts",
# Microsoft Graph's "createdDateTime" (a Teams thread's replies come newest first).
_TIME_KEYS = ("ts", "origin_server_ts", "createdDateTime", "created_at", "createdAt", "timestamp", "date")


def _newest_first(document: object) -> str | None:
    """The key of a document's list of messages when the list runs newest first (three or more, each with a time, none
    later than the one above it, some earlier), or None."""
    if not isinstance(document, dict):
        return None
    for key, messages in document.items():
        if not isinstance(messages, list) or len(messages) < 3 or not all(isinstance(m, dict) for m in messages):
            continue
        times = [_time(m) for m in messages]
        if any(t is None for t in times) or len({type(t) for t in times}) != 1:
            continue
        if all(a >= b for a, b in itertools.pairwise(times)) and times[0] > times[-1]:
            return key
    return None


def _time(message: dict) -> float | str | None:
    """A message's time, comparable with another's of the same export: a number (Slack's "1717420000.000100" is one), or
    an ISO 8601 string ({"$date": ...} as MongoDB writes it)."""
    for key in _TIME_KEYS:
        value = message.get(key)
        if isinstance(value, dict):
            value = value.get("$date")
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, (int, float)):
            return float(value)
        if isinstance(value, str):
            try:
                return float(value)
            except ValueError:
                return value if len(value) >= 10 and value[:4].isdigit() and value[4] == "-" else None
    return None
