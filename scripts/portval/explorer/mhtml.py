"""A web page a browser saved as one file (MHTML: Chrome's "Webpage, Single File"), read as the page it saved.

The file is a MIME message: headers naming the page ("Snapshot-Content-Location"), then the page's HTML as a
quoted-printable part, its style sheets, scripts and images as parts of their own. Read as it is, each HTML line is cut
every 76 characters with "=" and every "=" of an attribute is "=3D": a page's words are split mid-word and its tables
never close on the line they opened. Here the HTML part is decoded and each of its blocks put on a line of its own, as
a page saved as HTML is read; the draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import email
import html
import re
from email import policy

from .json_exports import printed_view
from .one_line_html import blocks_on_lines

# What a browser writes atop a saved page: Chrome's "From: <Saved by Blink>", the address it saved.
_SAVED_PAGE = re.compile(r"^(?:From:\s*<Saved by [^>]*>|Snapshot-Content-Location:)", re.IGNORECASE | re.MULTILINE)


def mhtml_view(text: str, name: str = "report.mhtml") -> tuple[str, str]:
    """The saved page's HTML, one block a line, and what its line numbers count; ``(text, "")`` for any other report."""
    head = text.lstrip().split("\n\n", 1)[0]
    if not _SAVED_PAGE.search(head) or not re.search(r"^Content-Type:\s*multipart/related", head, re.IGNORECASE | re.MULTILINE):
        return text, ""
    page = _html_part(email.message_from_string(text, policy=policy.default))
    if page is None:
        return text, ""
    return printed_view(blocks_on_lines(_highlighted_code(page)).split("\n"), name, "its saved page's HTML, decoded, each block on a line of its own")


# Confluence's code macro as a page shows it: SyntaxHighlighter's table, each line of code a <div class="line ...">.
_HIGHLIGHTER = re.compile(r"<div\b[^>]*\bclass=\"[^\"]*\bsyntaxhighlighter\b[^\"]*\"[^>]*>.*?</table>", re.IGNORECASE | re.DOTALL)
_CODE_LINE = re.compile(r"<div\b[^>]*\bclass=\"line\b[^\"]*\"[^>]*>(.*?)</div>", re.IGNORECASE | re.DOTALL)


def _highlighted_code(page: str) -> str:
    """``page`` with each highlighted code block a <pre> of its lines: read as a table, its one cell runs the lines
    together and the lead-in above it ("Supposed example, not a shipped config:") leads no code block."""

    def pre(block: re.Match[str]) -> str:
        lines = [html.unescape(re.sub(r"<[^>]+>", "", line)).replace("\u00a0", " ").rstrip() for line in _CODE_LINE.findall(block.group(0))]
        return f"<pre>{html.escape(chr(10).join(lines), quote=False)}</pre>" if lines else block.group(0)

    return _HIGHLIGHTER.sub(pre, page)


def _html_part(message: email.message.Message) -> str | None:
    """The text of the message's first HTML part, decoded; None when it has none. A browser names no charset on the
    part (the page's own <meta> does): UTF-8 unless the part says otherwise."""
    for part in message.walk():
        if part.get_content_type() == "text/html":
            payload = part.get_payload(decode=True)
            try:
                return payload.decode(part.get_content_charset() or "utf-8", "replace") if isinstance(payload, bytes) else None
            except LookupError:
                return payload.decode("utf-8", "replace")
    return None
