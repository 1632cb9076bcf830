"""Mail saved with its headers (an mbox file, a message pasted with "Show original"), read line for line.

A mailbox opens each message with a ``From sender date`` line and a block of headers: ``Message-ID``,
``In-Reply-To``, ``MIME-Version: 1.0``, ``Content-Type``. Read as Markdown they are sentences: a message id reads as a
package and "MIME-Version: 1.0" as a version. Here the separator and the headers are blank, and the first message's
subject is the report's title; a reply's subject repeats it. A message saved with its MIME parts has its body read
as mime reads it.
"""

from __future__ import annotations

import re

from .mime import mime_body_lines

_SEPARATOR = re.compile(r"^From \S+ .*\d{4}\s*$")
_HEADER = re.compile(
    r"^(?:From|To|Cc|Bcc|Subject|Date|Sent|Reply-To|Return-Path|Message-ID|In-Reply-To|References|MIME-Version"
    r"|Content-[\w-]+|Received|Delivered-To|Importance|Thread-Topic|Accept-Language|Organization|Sender|Precedence"
    r"|Thread-Index|User-Agent|List-Id|DKIM-Signature|ARC-[\w-]+|Authentication-Results|Autocrypt|X-[\w-]+):[ \t]",
    re.IGNORECASE,
)
_TECHNICAL = re.compile(r"^(?:Message-ID|MIME-Version|Content-Type|Return-Path|In-Reply-To):", re.IGNORECASE)


def is_mailbox(text: str) -> bool:
    """Whether the report holds a message with its full headers: an mbox separator, or headers only mail programs write."""
    lines = text.split("\n")
    return any(_SEPARATOR.match(line) for line in lines) or sum(1 for line in lines if _TECHNICAL.match(line)) >= 2


def is_mime_document(text: str) -> bool:
    """Whether the report is one MIME document from its first line: mail saved as .eml, or a page a wiki exports "to
    Word" as MIME HTML (Confluence's .doc), whose parts must be decoded before any reader of their HTML reads them."""
    head = text.lstrip().split("\n\n", 1)[0]
    return bool(_HEADER.match(text.lstrip())) and bool(re.search(r"^MIME-Version:", head, re.MULTILINE | re.IGNORECASE)) and bool(
        re.search(r"^Content-Type:\s*multipart/", head, re.MULTILINE | re.IGNORECASE)
    )


def mailbox_lines(lines: list[str]) -> list[str]:
    """Each message's separator and header block blank, but the first subject, which titles the report."""
    out = list(lines)
    titled = False
    in_headers = False
    for number, line in enumerate(lines):
        # A block of headers opens with the separator, or with two header lines after a blank one ("To: summarize, ..."
        # alone is a sentence).
        starts = _SEPARATOR.match(line) or (
            _HEADER.match(line)
            and number + 1 < len(lines)
            and _HEADER.match(lines[number + 1])
            and (number == 0 or not lines[number - 1].strip())
        )
        if starts:
            in_headers = True
        if not in_headers:
            continue
        if not line.strip():
            in_headers = False
            continue
        subject = re.match(r"^Subject:\s*(.*)$", line, re.IGNORECASE)
        if subject and not titled:
            out[number] = f"# {subject.group(1).strip()}"
            titled = True
        elif _HEADER.match(line) or _SEPARATOR.match(line) or (line[:1].isspace() and number > 0):
            out[number] = ""  # a header, or a header's folded continuation
        else:
            in_headers = False  # the body began without a blank line
    return mime_body_lines(lines, out)
