"""An e-mail thread Outlook saves as plain text, newest message first, read oldest first.

Outlook top-posts: the newest reply opens the file under its From/Sent/To/Subject lines, and each earlier message
stands below a ``-----Original Message-----`` line with headers of its own, unquoted. Read as written, a correction
("Correction to my mail below: it does NOT touch ...") comes before the claim it takes back, and the rules that look
back from a correction to what it corrects find nothing. Here the messages stand oldest first, each under its subject
as a heading (the first) or a blank line, its header lines left out, its body line for line. The draft gives the
command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import itertools
import re

from .json_exports import printed_view

_SEPARATOR = re.compile(r"^\s*-{2,}\s*Original Message\s*-{2,}\s*$", re.IGNORECASE)
_HEADER = re.compile(r"^(?:From|Sent|Date|To|Cc|Bcc|Subject|Importance)\s*:[ \t]*(?P<value>.*)$", re.IGNORECASE)


def outlook_thread_view(text: str, name: str = "thread.txt") -> tuple[str, str]:
    """The messages of an Outlook thread oldest first, and what its line numbers count; ``(text, "")`` for any other report.

    A thread is a file that opens with a From: header and holds at least one ``-----Original Message-----`` line,
    each followed by a From: header.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    separators = [i for i, line in enumerate(lines) if _SEPARATOR.match(line)]
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if (
        not separators
        or first is None
        or not re.match(r"From\s*:", lines[first], re.IGNORECASE)
        or not all(i + 1 < len(lines) and re.match(r"\s*From\s*:", lines[i + 1], re.IGNORECASE) for i in separators)
    ):
        return text, ""
    bounds = [first, *separators, len(lines)]
    messages = [_message(lines[start:end]) for start, end in itertools.pairwise(bounds)]
    out: list[str] = []
    for index, (subject, body) in enumerate(reversed(messages)):
        if index == 0 and subject:
            out += [f"# {subject}", ""]
        elif out:
            out.append("")
        out += body
    return printed_view(out, name, "the thread's messages oldest first, without their headers")


def _message(lines: list[str]) -> tuple[str, list[str]]:
    """One message's subject (without "RE:" or "FW:") and its body's lines, the headers above it left out."""
    index = 1 if lines and _SEPARATOR.match(lines[0]) else 0
    subject = ""
    while index < len(lines) and (header := _HEADER.match(lines[index])):
        if lines[index].lower().startswith("subject"):
            subject = re.sub(r"^(?:(?:RE|FW|FWD|AW|WG)\s*:\s*)+", "", header.group("value").strip(), flags=re.IGNORECASE)
        index += 1
    body = lines[index:]
    while body and not body[0].strip():
        body = body[1:]
    while body and not body[-1].strip():
        body = body[:-1]
    return subject, body
