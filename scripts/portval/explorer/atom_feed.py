"""A blog post as its Atom feed carries it, or a ticket's history as its RSS feed, read as the Markdown it stands for,
line for line.

A feed (as Jekyll's jekyll-feed writes it) is XML: the feed's own title, links, ids and generator, then each entry's
title, summary, categories and its content as escaped HTML. Read as XML of the writer's own schema, a category's
``term="torchtitan"`` is a setting and the escaped HTML's tags ("<span class="o">") are words. Here each entry's title is
a heading, its summary a paragraph, its content the HTML it escapes (read as word_html reads HTML), and the feed's
metadata blank.

An RSS 2.0 feed (as Trac gives a ticket's changes) is read the same way: the channel's title the document's title, its
description (the ticket's) the HTML it escapes, each item (a comment, a change) a section under its title (led by the
comment's number its link gives, "comment:3"), its description read as HTML; authors, dates, links, guids and the channel's image and generator blank.
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
        for part in _ENTRY_PART.finditer(text, entry.start(), entry.end()):
            _read_part(out, text, part, "# ")
    return out


def _read_part(out: list[str], text: str, part: re.Match[str], heading: str) -> None:
    """An element of the feed on its lines of ``out``: a title as a heading, any other element's escaped HTML as the
    Markdown it stands for, line for line."""
    first = text.count("\n", 0, part.start(2))
    body = html.unescape(part.group(2).replace("<![CDATA[", "").replace("]]>", ""))
    if part.group(1) == "title":
        out[first] = heading + " ".join(re.sub(r"<[^>]+>", "", body).split())
        return
    for offset, words in enumerate(html_markdown(body).split("\n")[: len(out) - first]):
        out[first + offset] = words


# An item's title and description; in a WordPress export (WXR, RSS 2.0 with WordPress's elements) the post's HTML
# ("content:encoded") and each reader's comment ("wp:comment_content") too.
_RSS_PART = re.compile(r"<(title|description|content:encoded|wp:comment_content)\b[^>]*>(.*?)</\1>", re.DOTALL)


def is_rss_feed(text: str) -> bool:
    """Whether the report is an RSS 2.0 feed: its root element and a channel (a WordPress export opens with a page of
    comments before its root)."""
    return bool(re.search(r"<rss\b[^>]*version=[\"']2\.0[\"']", text[:20000])) and "<channel" in text


def rss_lines(lines: list[str]) -> list[str]:
    """The channel's and each item's title and description on their lines (see the module's docstring); the rest blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    first_item = text.find("<item")
    channel = (0, first_item if first_item >= 0 else len(text))
    image = re.search(r"<image\b.*?</image>", text[: channel[1]], re.DOTALL)
    parts = [(channel, "# ")] + [((m.start(), m.end()), "## ") for m in re.finditer(r"<item\b.*?</item>", text, re.DOTALL)]
    for (start, end), heading in parts:
        # A Trac item is a comment its link numbers ("...#comment:3"), which a later comment cites ("Correction to
        # comment:1"): the number leads its heading.
        numbered = re.search(r"<link>[^<]*#(comment:\d+)</link>", text[start:end])
        label = f"{numbered.group(1)}: " if numbered else ""
        for part in _RSS_PART.finditer(text, start, end):
            if image and image.start() <= part.start() < image.end():
                continue  # the channel's logo: its title is the site's name
            _read_part(out, text, part, heading + label)
    return out
