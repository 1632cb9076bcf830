"""A Jupyter notebook exported as HTML (``jupyter nbconvert --to html``), read as the Markdown it stands for.

The export is a page of thirteen thousand lines: the notebook's style sheet and scripts come first, then each cell in
nested <div>s, a Markdown cell rendered to HTML (headings with a "¶" anchor, paragraphs, lists, code spans), a code
cell's source split into highlighted <span>s after an "In [3]:" prompt, and what it printed in an output area. Read as
a page, no reader finds the patch id the first cell names. Here the page's head is blank; a Markdown cell's HTML is
read as word_html reads HTML, a code cell's source is an indented code block, and the prompts, the anchors and the
output areas are blank: what a cell printed is the machine's output, not a statement of the writer.
"""

from __future__ import annotations

import re

from .word_html import blank, html_markdown, separated_paragraphs

# The classic template's notebook container, or the lab template's cells.
_NOTEBOOK = re.compile(r"id=[\"']notebook-container[\"']|class=[\"'][^\"']*\bjp-Notebook\b")
_HEAD = re.compile(r"<head\b.*?</head\s*>|<style\b.*?</style\s*>|<script\b.*?</script\s*>", re.IGNORECASE | re.DOTALL)
_PROMPT = re.compile(r"<div\b[^>]*class=[\"'][^\"']*\b(?:prompt|jp-InputPrompt|jp-OutputPrompt)\b[^>]*>.*?</div\s*>", re.DOTALL)
_ANCHOR = re.compile(r"<a\b[^>]*class=[\"'][^\"']*\b(?:anchor-link|jp-InternalAnchorLink)\b[^>]*>.*?</a\s*>", re.DOTALL)
# An output area, up to the <div>s that close it: its opening tag, then what it holds, which is no <div> of a cell.
_OUTPUT = re.compile(r"<div\b[^>]*class=[\"'][^\"']*\b(?:output_subarea|jp-OutputArea-output)\b[^>]*>.*?</div\s*>", re.DOTALL)


def is_nbconvert_html(text: str) -> bool:
    """Whether the report is a notebook nbconvert exported as HTML."""
    return bool(_NOTEBOOK.search(text))


def nbconvert_lines(lines: list[str]) -> list[str]:
    """The notebook as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    for pattern in (_HEAD, _PROMPT, _ANCHOR, _OUTPUT):
        text = pattern.sub(blank, text)
    return separated_paragraphs(html_markdown(text).split("\n"))
