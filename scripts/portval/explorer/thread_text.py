"""How a discussion export's messages read as Markdown: a message's HTML one block a paragraph, Phabricator's Remarkup,
a title as a heading (see json_threads)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .one_line_html import blocks_on_lines
from .word_html import html_markdown


def message_html(text: str) -> str:
    """A message's HTML as Markdown, each block a paragraph of its own (a service saves a message's HTML on one line;
    "<p>a<p>b" is two paragraphs, which Markdown would join were they on adjacent lines). A table's rows and a code
    block's lines stay together."""
    out: list[str] = []
    fence = False
    for line in html_markdown(blocks_on_lines(_QUOTE.sub(_quoted, text)).strip("\n")).split("\n"):
        opens = line.lstrip().startswith(("```", "~~~"))
        row = line.lstrip().startswith(("<tr", "<table", "</table", "<tbody", "</tbody", "<thead", "</thead"))
        if line.strip() and out and out[-1].strip() and not fence and not opens and not row and not _ROW_OPEN.match(out[-1]):
            out.append("")
        out.append(line)
        fence = fence != opens
    return "\n".join(out)


_ROW_OPEN = re.compile(r"\s*<(?:table|tbody|thead)\b(?!.*</table>)")
_QUOTE = re.compile(r"<blockquote\b[^>]*>(.*?)</blockquote\s*>", re.IGNORECASE | re.DOTALL)


def _quoted(match: re.Match[str]) -> str:
    """A quotation's paragraphs as Markdown's quote ("> ..."): the words of another (a description string, a post being
    answered), not the writer's."""
    inner = match.group(1)
    if not re.search(r"<p\b", inner, re.IGNORECASE):
        inner = f"<p>{inner}</p>"
    return re.sub(r"(<p\b[^>]*>)\s*", r"\1&gt; ", inner, flags=re.IGNORECASE)


def remarkup(text: str) -> str:
    """Phabricator's Remarkup as Markdown: "= Heading =" a heading, ``##monospace##`` a code span, "lang=yaml" dropped
    from a fence."""
    text = re.sub(r"(?m)^(={1,6})\s*(.+?)\s*=*\s*$", lambda m: "#" * len(m.group(1)) + " " + m.group(2), text)
    text = re.sub(r"(?m)^(\s*```)\s*lang=(\w+)", r"\1\2", text)
    return re.sub(r"##(\S(?:.*?\S)?)##", r"`\1`", text)


def heading(words: object) -> str:
    """A title as a Markdown heading on one line; "" when there is none."""
    return f"# {' '.join(words.split())}" if isinstance(words, str) and words.strip() else ""


def oldest_first(items: Iterable[dict], field: str) -> list[dict]:
    """``items`` ordered by the time stamp each holds in ``field`` (an ISO string sorts as its time; none sorts first)."""
    return sorted(items, key=lambda item: str(item.get(field) or ""))


def dicts(values: object) -> list[dict]:
    """The objects of a JSON array (anything else in it, or no array, left out)."""
    return [v for v in values if isinstance(v, dict)] if isinstance(values, list) else []
