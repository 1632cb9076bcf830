"""The body of a message saved with its MIME structure (a .eml file, "Show original"), read line for line.

A mail program sends one message as parts between boundary lines, each with headers of its own: the same words as
plain text and as HTML ("multipart/alternative"), each encoded quoted-printable, so that a line longer than 76
characters is cut with a soft break ("linear_con=" then "v_kernel_dim") and an "=" is written "=3D". Read as it is,
every name the cut falls in is two names, every "phase=3D" a different word, and the HTML copy says everything twice.
Here the boundaries and the parts' headers are blank; a quoted-printable line and the lines its soft breaks join are
decoded onto its first line, the lines it took a no-break space, so that the paragraph stays one; a base64 part (as
Outlook sends its only, HTML, body) is decoded over the lines it took; and an HTML part is blank where a plain-text part
says the same, or else read as the HTML it is, the messages Outlook quotes under their "From: ... Sent: ..." headers
quoted.
"""

from __future__ import annotations

import base64
import quopri
import re

from .word_html import blank, html_markdown

_BOUNDARY = re.compile(r"\bboundary=\"?([^\";\s]+)\"?", re.IGNORECASE)
# A line the soft break of the line before it joined on: no word, and not blank, so that the paragraph stays one.
_JOINED = "\u00a0"


def mime_body_lines(lines: list[str], read: list[str]) -> list[str]:
    """``read``, the message's lines as read so far (its headers blank), with its MIME parts read from ``lines``, the
    message as saved (see the module's docstring); unchanged without boundaries."""
    boundaries = {b for line in lines for b in _BOUNDARY.findall(line)}
    marks = {f"--{b}" for b in boundaries} | {f"--{b}--" for b in boundaries}
    first = next((i for i, line in enumerate(lines) if line.strip() in marks), None)
    if first is None:
        return read
    out = list(read)
    # The preamble ("This is a multi-part message in MIME format.") is for mail programs that cannot read parts.
    for i in range(first):
        if re.match(r"^This is a multi-?part message", lines[i], re.IGNORECASE):
            out[i] = ""
    parts: list[tuple[int, int, str]] = []  # first body line, end, the part's headers
    number = first
    while number < len(lines):
        if lines[number].strip() not in marks:
            number += 1
            continue
        out[number] = ""
        headers: list[str] = []
        number += 1
        while number < len(lines) and lines[number].strip():
            headers.append(lines[number])
            out[number] = ""
            number += 1
        start = number
        while number < len(lines) and lines[number].strip() not in marks:
            number += 1
        parts.append((start, number, "\n".join(headers).lower()))
    has_plain = any("text/plain" in headers for _, _, headers in parts)
    for start, end, headers in parts:
        body = lines[start:end]
        if "message/rfc822" in headers:
            # A message inside the message (each of a digest's, a forwarded one): its own headers, blank, say how
            # the words under them are written.
            inner = _inner_headers(body)
            out[start : start + inner] = [""] * inner
            start, body, headers = start + inner, body[inner:], "\n".join(body[:inner]).lower()
        out[start:end] = _part_lines(body, headers, has_plain)
    return out


def _inner_headers(body: list[str]) -> int:
    """How many lines the headers of a message inside a part take: the blank lines before them, the headers and their
    folded continuations."""
    number = 0
    while number < len(body) and not body[number].strip():
        number += 1
    while number < len(body) and (re.match(r"^[\w-]+:", body[number]) or (number and body[number][:1] in " \t" and body[number].strip())):
        number += 1
    return number


def _part_lines(body: list[str], headers: str, has_plain: bool) -> list[str]:
    """A part's body as read, by its (lower-cased) headers: decoded, an HTML copy of a plain-text part blank, an
    attachment blank."""
    if "quoted-printable" in headers:
        body = _decoded(body)
    elif "base64" in headers and "text/" in headers:
        body = _base64_decoded(body)
    if "text/html" in headers:
        return [""] * len(body) if has_plain else _html(body)
    if re.search(r"\btext/(?:css|javascript)\b", headers):
        return [""] * len(body)  # a saved page's style sheet or script: no words of the report
    if "text/" not in headers and "multipart/" not in headers and headers:
        return [""] * len(body)  # an attachment: an image, a signature
    return body


def _decoded(lines: list[str]) -> list[str]:
    """Quoted-printable lines decoded, each run of soft-broken lines onto its first line."""
    out: list[str] = []
    number = 0
    while number < len(lines):
        joined = [lines[number]]
        while joined[-1].endswith("=") and number + len(joined) < len(lines):
            joined.append(lines[number + len(joined)])
        raw = "".join(line.removesuffix("=") for line in joined)
        out.append(quopri.decodestring(raw.encode("utf-8", "surrogateescape")).decode("utf-8", "replace"))
        out.extend([_JOINED] * (len(joined) - 1))
        number += len(joined)
    return out


def _base64_decoded(lines: list[str]) -> list[str]:
    """A base64 part's text, each of its lines on the encoded line its first byte fell on (or the next one free); lines
    that outrun the encoded ones go on the last, joined by a space."""
    try:
        text = base64.b64decode("".join(line.strip() for line in lines), validate=False).decode("utf-8", "replace")
    except ValueError:
        return lines
    width = max((len(line.strip()) for line in lines), default=76) * 3 // 4 or 57  # decoded bytes an encoded line holds
    out = [""] * len(lines)
    slot, offset = -1, 0
    for line in text.replace("\r\n", "\n").split("\n"):
        wanted = max(min(offset // width, len(lines) - 1), slot + 1)
        if wanted < len(lines):
            slot = wanted
            out[slot] = line
        else:
            out[-1] = f"{out[-1]} {line}"
        offset += len(line.encode("utf-8")) + 1
    return out


def _html(lines: list[str]) -> list[str]:
    """An HTML part as the Markdown it stands for, line for line (the joined lines blank: in HTML they are no break)."""
    text = "\n".join("" if line == _JOINED else line for line in lines)
    text = re.sub(r"<head\b.*?</head\s*>", blank, text, flags=re.IGNORECASE | re.DOTALL)
    out = html_markdown(text).split("\n")
    # Outlook quotes the message it answers under a block of its headers ("From: ..." then "Sent: ..."): from there
    # on the part is another message's words, quoted as a reply quotes them.
    heads = [i for i, line in enumerate(out) if re.match(r"\W*From:\W", line)]
    start = next((i for i in heads if any(re.search(r"(?:^|\W)(?:Sent|Date):\W", line) for line in out[i : i + 4])), None)
    if start is not None:
        out[start:] = [f"> {line}" if line.strip() else line for line in out[start:]]
    return out
