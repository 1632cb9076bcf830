"""An XWiki page as its XAR export saves it (``<xwikidoc>``), read as the Markdown its XWiki 2.1 syntax stands for.

The export is XML: the page's metadata, its ``<title>``, its source in ``<content>`` (escaped: ``-&gt;``), then its
objects: tags, and each comment a reader left, the words in a ``<comment>`` property. Read as XML, every line of the
page is one run of text: a ``|=`` table or a ``{{code}}`` block is flat, ``##monospace##`` keeps its marks in a value,
and the version's edit summary reads as a sentence of the page. Here the title is a heading, the source XWiki 2.1 read as
its Creole-like markup (see light_wikis), with ``##x##`` a code span, ``--x--`` struck, ``[[words>>target]]`` its
words, a ``{{code}}`` block fenced and a box macro's own lines (``{{info}}``, ``{{/info}}``) blank; each reader's
comment stands on its lines as a paragraph of its own. Every other line is blank, so line numbers are the export's.
"""

from __future__ import annotations

import html
import re

from .light_wikis import xwiki_lines
from .mediawiki_export import TITLE_LINE

_CONTENT = re.compile(r"<content>(.*?)</content>", re.DOTALL)
# A reader's comment: the "comment" property of an XWiki.XWikiComments object (the class's own <comment> describes a field).
_COMMENT = re.compile(r"<property>\s*<comment>(.*?)</comment>\s*</property>", re.DOTALL)


def is_xwiki_xar(text: str) -> bool:
    """Whether the report is a page of a XAR export: an ``<xwikidoc>`` root with the page's ``<content>``."""
    head = text.lstrip()[:400]
    return bool(re.match(r"(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<xwikidoc\b", head, re.DOTALL)) and "<content>" in text


def xar_lines(lines: list[str]) -> list[str]:
    """The page's title, source and readers' comments on their lines (see the module's docstring); every other line blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    for index, line in enumerate(lines):
        title = TITLE_LINE.match(line)
        if title and title.group(1).strip():
            out[index] = "# " + html.unescape(title.group(1)).strip()
            break
    content = _CONTENT.search(text)
    if content:
        first = text.count("\n", 0, content.start(1))
        source = html.unescape(content.group(1)).split("\n")
        out[first : first + len(source)] = xwiki_lines(source)
    for comment in _COMMENT.finditer(text):
        first = text.count("\n", 0, comment.start(1))
        words = html.unescape(comment.group(1)).split("\n")
        out[first : first + len(words)] = [" ".join(line.split()) for line in words]
    return out
