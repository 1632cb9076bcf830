"""An HTML page written with its body on one line (Notion's HTML export), read one block a line.

Readers of HTML keep the report's line numbers: each paragraph stands on the line it starts on. A page whose whole body
is one line has one line for every paragraph, heading and table row, so they run together into one "sentence" and a
draft can only cite that line. Here such a page is read as the view that starts each block element on a line of its
own, and the draft prints the command that gives those lines.
"""

from __future__ import annotations

import re
import shlex

from .word_html import is_html_document

# The elements that open a block of a page: a line starts before each.
_BLOCK_TAGS = "p|h[1-6]|li|div|tr|pre|table|ul|ol|blockquote|details|summary|figure|header|section|article|hr"
_BLOCK_OPENING = re.compile(rf"(?=<(?:{_BLOCK_TAGS})\b)", re.IGNORECASE)
# A block's closing tag with words or an inline element right after it ("<h2>...</h2><strong>What it does:</strong>" in a
# chat's rendered Markdown): what follows starts a line of its own, or the heading takes it in.
_ENDS_TEXT = "h[1-6]|p|ul|ol|pre|table|blockquote"
_TEXT_AFTER_BLOCK = re.compile(rf"(</(?:{_ENDS_TEXT})\s*>)(?=[^<\s]|<(?!/))", re.IGNORECASE)
# A line that holds a whole page's body: long, and many blocks in it.
_LONG = 2000
_BLOCKS_ON_A_LINE = 10


def html_view(text: str, name: str = "report.html") -> tuple[str, str]:
    """The text to read the report as, and what its line numbers count ("" when they are the report's own lines)."""
    if not is_html_document(text):
        return text, ""
    if not any(len(line) > _LONG and len(_BLOCK_OPENING.findall(line)) >= _BLOCKS_ON_A_LINE for line in text.split("\n")):
        return text, ""
    program = (
        f"import re,sys; t=re.sub(r'(?=<(?:{_BLOCK_TAGS})\\b)', '\\n', open(sys.argv[1]).read(), flags=re.I); "
        f"print(re.sub(r'(</(?:{_ENDS_TEXT})\\s*>)(?=[^<\\s]|<(?!/))', r'\\1\\n', t, flags=re.I), end='')"
    )
    command = f'python -c "{program}" {shlex.quote(name)}'
    return blocks_on_lines(text), f"the lines `{command}` prints of it (its body is one line: each block starts a line)"


def blocks_on_lines(text: str) -> str:
    """HTML with each block on a line of its own: a line break before each block's opening tag, and after a closing one
    that words or an inline tag follow."""
    return _TEXT_AFTER_BLOCK.sub(r"\1\n", _BLOCK_OPENING.sub("\n", text))
