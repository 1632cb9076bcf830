"""A systemd journal exported as JSON (``journalctl -o json``), read as the lines one service logged.

``journalctl -o json`` prints one JSON object an entry: the journal's own fields ("__CURSOR", "__REALTIME_TIMESTAMP"),
the writer's ("_PID", "_COMM", "SYSLOG_IDENTIFIER") and its "MESSAGE", a string (with its line breaks escaped) or,
where the bytes are no UTF-8, an array of them. An agent run as a service logs its report there an entry at a time,
between other services' lines (sshd, cron, the kernel). Read as text, each line is a record of some thirty fields in the
journal's hash order, "__CURSOR" loses its underscores to Markdown, and a heading logged by the agent stands mid-line.
Here the entries of the service that logged most of the words are read: each MESSAGE its own lines, a blank line
between entries, every other service left out; the draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import json
from collections import Counter

from .json_exports import printed_view


def journal_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines the report's service logged, and what its line numbers count; ``(text, "")`` for any other report."""
    entries = _entries(text)
    if not entries:
        return text, ""
    words = Counter()
    for writer, message in entries:
        words[writer] += len(message.split())
    author = words.most_common(1)[0][0]
    lines: list[str] = []
    for writer, message in entries:
        if writer == author:
            lines += [*message.rstrip("\n").split("\n"), ""]
    return printed_view(lines, name, f"the MESSAGE of each journal entry {author} logged; other services' entries left out")


def _entries(text: str) -> list[tuple[str, str]]:
    """Each entry's writer and message, or [] when the text is no journal export: a JSON object on every line, each with
    a "MESSAGE" and the journal's "__CURSOR" or "__REALTIME_TIMESTAMP"."""
    if '"MESSAGE"' not in text or '"__' not in text:
        return []
    entries = []
    for line in text.strip().split("\n"):
        try:
            entry = json.loads(line)
        except ValueError:
            return []
        if not isinstance(entry, dict) or "MESSAGE" not in entry or not ({"__CURSOR", "__REALTIME_TIMESTAMP"} & entry.keys()):
            return []
        writer = entry.get("SYSLOG_IDENTIFIER") or entry.get("_SYSTEMD_UNIT") or entry.get("_COMM") or ""
        entries.append((str(writer), _message(entry["MESSAGE"])))
    return entries


def _message(value: object) -> str:
    """A MESSAGE as text: a string as it is, an array of bytes (what the journal prints for no UTF-8) decoded."""
    if isinstance(value, list) and all(isinstance(b, int) and 0 <= b < 256 for b in value):
        return bytes(value).decode("utf-8", errors="replace")
    return value if isinstance(value, str) else ""
