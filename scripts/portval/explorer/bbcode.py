"""A forum post in BBCode (phpBB, vBulletin, Discourse's legacy markup) as the Markdown it stands for, line for line.

- ``[code]x[/code]`` within a line is a code span; ``[code]`` (or ``[code=python]``) and ``[/code]`` alone on their
  lines fence a code block;
- ``[b]x[/b]`` is bold, ``[i]x[/i]`` emphasis, ``[s]x[/s]`` struck through; ``[u]``, ``[color=..]``, ``[size=..]`` and
  ``[font=..]`` are dropped around their words; a line that is all bold is a heading, as a forum post titles its parts;
- ``[list]`` and ``[/list]`` are blank lines, each ``[*]`` a list item (numbered under ``[list=1]``);
- ``[url=x]label[/url]`` is its label, ``[url]x[/url]`` its address, an ``[img]`` nothing;
- ``[quote="name"]`` alone on its line is the heading "name wrote:", which ends the part the poster's last heading
  opened, and its body stays prose, not a Markdown quote: on a forum the quoted post is most often the correction the
  poster answers, which a ``>`` would set apart as a claim quoted back.

Read as Markdown, ``[code]torchtitan.x[/code]`` is words in brackets: the patch id and every site in it go unseen.
"""

from __future__ import annotations

import re

# The tags only BBCode writes: a closing tag of its own vocabulary, or a list's item.
_CLOSING_TAG = re.compile(r"\[/(?:b|i|u|s|code|quote|list|url|img|color|size|font|h\d?)\]", re.IGNORECASE)
_CODE_OPEN = re.compile(r"^\s*\[code(?:=[\w+-]+)?\]\s*$", re.IGNORECASE)
_CODE_CLOSE = re.compile(r"^\s*\[/code\]\s*$", re.IGNORECASE)
_QUOTE_OPEN = re.compile(r"\[quote(?:=\s*[\"']?([^\"'\]]*)[\"']?)?\]", re.IGNORECASE)
_LIST_OPEN = re.compile(r"^\s*\[list(?:=(\w))?\]\s*$", re.IGNORECASE)
_BOLD_LINE = re.compile(r"^\s*\[b\](.+?)\[/b\]\s*$", re.IGNORECASE)
_HEADING_TAG = re.compile(r"^\s*\[h(\d)?\](.+?)\[/h\d?\]\s*$", re.IGNORECASE)


def is_bbcode(text: str) -> bool:
    """Whether ``text`` is written in BBCode: three closing tags of its vocabulary or more."""
    return len(_CLOSING_TAG.findall(text)) >= 3


def bbcode_lines(lines: list[str]) -> list[str]:
    """The post's lines as Markdown, one for one (see the module's docstring)."""
    out: list[str] = []
    fenced = False
    numbered = False  # inside [list=1]
    for line in lines:
        if fenced:
            if _CODE_CLOSE.match(line):
                out.append("```")
                fenced = False
            else:
                out.append(line)
            continue
        if _CODE_OPEN.match(line):
            out.append("```")
            fenced = True
            continue
        listed = _LIST_OPEN.match(line)
        if listed or re.fullmatch(r"\s*\[/list\]\s*", line, re.IGNORECASE):
            numbered = bool(listed and listed.group(1))
            out.append("")
            continue
        heading = _HEADING_TAG.match(line) or _BOLD_LINE.match(line)
        if heading:
            out.append("## " + _inline(heading.group(heading.lastindex or 1)))
            continue
        quote = _QUOTE_OPEN.fullmatch(line.strip())
        if quote:
            # The quoted post opens a part of the thread of its own: the section the poster's last heading opened
            # ("Not this patch") ends where another speaker begins.
            out.append(f"## {quote.group(1) or 'Quote'} wrote:")
            continue
        text = _QUOTE_OPEN.sub(lambda m: f"{m.group(1)} wrote:" if m.group(1) else "", line)
        text = re.sub(r"\[/quote\]", "", text, flags=re.IGNORECASE)
        item = re.match(r"^\s*\[\*\]\s*", text)
        if item:
            text = ("1. " if numbered else "- ") + text[item.end() :]
        out.append(_inline(text))
    return out


def _inline(text: str) -> str:
    """A line's inline tags as Markdown's marks."""
    text = re.sub(r"\[code(?:=[\w+-]+)?\](.*?)\[/code\]", lambda m: f"`{m.group(1).replace('`', '')}`", text, flags=re.IGNORECASE)
    text = re.sub(r"\[url=([^\]]*)\](.*?)\[/url\]", r"\2", text, flags=re.IGNORECASE)
    text = re.sub(r"\[url\](.*?)\[/url\]", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(r"\[img[^\]]*\].*?\[/img\]", "", text, flags=re.IGNORECASE)
    for tag, mark in (("b", "**"), ("i", "*"), ("s", "~~")):
        text = re.sub(rf"\[{tag}\](.*?)\[/{tag}\]", rf"{mark}\1{mark}", text, flags=re.IGNORECASE)
    return re.sub(r"\[/?(?:u|color|size|font)(?:=[^\]]*)?\]", "", text, flags=re.IGNORECASE)
