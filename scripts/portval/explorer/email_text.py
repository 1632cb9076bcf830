"""Mail saved with its headers (an mbox file, a message pasted with "Show original", Usenet articles in a news batch),
read line for line.

A mailbox opens each message with a ``From sender date`` line (a list's digest with "Message: 2") and a block of
headers: ``Message-ID``, ``In-Reply-To``, ``MIME-Version: 1.0``, ``Content-Type``. Read as Markdown they are sentences:
a message id reads as a package, "MIME-Version: 1.0" as a version and "charset=us-ascii" as a setting. Here the separator and the headers are blank, and the first message's
subject is the report's title; a reply's subject repeats it. A message saved with its MIME parts has its body read
as mime reads it.
"""

from __future__ import annotations

import re
from email.header import decode_header, make_header

from .mime import mime_body_lines

# An mbox message's "From sender date" line; a news batch's "#! rnews <bytes>" before each article.
_SEPARATOR = re.compile(r"^From \S+ .*\d{4}\s*$|^#! rnews \d+\s*$")
_HEADER = re.compile(
    r"^(?:From|To|Cc|Bcc|Subject|Date|Sent|Reply-To|Return-Path|Message-ID|In-Reply-To|References|MIME-Version"
    r"|Content-[\w-]+|Received|Delivered-To|Importance|Thread-Topic|Accept-Language|Organization|Sender|Precedence"
    r"|Thread-Index|User-Agent|List-Id|DKIM-Signature|ARC-[\w-]+|Authentication-Results|Autocrypt|X-[\w-]+"
    # A Usenet article's own (RFC 5536).
    r"|Path|Newsgroups|Followup-To|Lines|Xref|Distribution|Expires|Approved|Injection-Info|Injection-Date|NNTP-Posting-[\w-]+"
    # A page a browser saves as one file (MHTML) names the address it was saved from.
    r"|Snapshot-Content-Location"
    # A mailing list's digest numbers each message it holds ("Message: 2") above that message's headers.
    r"|Message):[ \t]",
    re.IGNORECASE,
)
_TECHNICAL = re.compile(r"^(?:Message-ID|MIME-Version|Content-Type|Return-Path|In-Reply-To):", re.IGNORECASE)


def _subject(lines: list[str], number: int) -> str:
    """The subject header at ``number`` with its folded lines, its encoded words ("=?utf-8?Q?...?=") decoded."""
    folded = [lines[number].split(":", 1)[1]]
    for line in lines[number + 1 :]:
        if not line[:1].isspace() or not line.strip():
            break
        folded.append(line)
    try:
        words = str(make_header(decode_header(" ".join(part.strip() for part in folded))))
    except (ValueError, LookupError):
        words = folded[0]
    return " ".join(words.split())


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
            out[number] = f"# {_subject(lines, number)}"
            titled = True
        elif _HEADER.match(line) or _SEPARATOR.match(line) or (line[:1].isspace() and number > 0):
            out[number] = ""  # a header, or a header's folded continuation
        else:
            in_headers = False  # the body began without a blank line
    return mime_body_lines(lines, out)
