"""A blog post as its Atom feed carries it, read as the post, line for line.

A feed (as Jekyll's jekyll-feed writes it) is XML: the feed's own title, links, ids and generator, then each entry's
title, summary, categories and its content as escaped HTML. Read as XML of the writer's own schema, a category's
``term="torchtitan"`` is a setting and the escaped HTML's tags ("<span class="o">") are words. Here each entry's title is
a heading, its summary a paragraph, its content the HTML it escapes (read as word_html reads HTML), and the feed's
metadata blank.
"""

from __future__ import annotations

import html
import re

from .word_html import html_markdown

_ENTRY_PART = re.compile(r"<(title|summary|content)\b[^>]*>(.*?)</\1>", re.DOTALL)


def is_atom_feed(text: str) -> bool:
    """Whether the report is an Atom feed holding an entry."""
    return bool(re.search(r"<feed\b[^>]*xmlns=\"http://www\.w3\.org/2005/Atom\"", text[:2000])) and "<entry" in text


def atom_lines(lines: list[str]) -> list[str]:
    """Each entry's title, summary and content on their lines (see the module's docstring); the rest blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    for entry in re.finditer(r"<entry\b.*?</entry>", text, re.DOTALL):
        for part in _ENTRY_PART.finditer(entry.group(0)):
            start = entry.start() + part.start(2)
            first = text.count("\n", 0, start)
            body = html.unescape(part.group(2).replace("<![CDATA[", "").replace("]]>", ""))
            if part.group(1) == "title":
                out[first] = "# " + " ".join(re.sub(r"<[^>]+>", "", body).split())
                continue
            read = html_markdown(body).split("\n")
            for offset, words in enumerate(read[: len(lines) - first]):
                out[first + offset] = words
    return out
