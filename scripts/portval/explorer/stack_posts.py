"""Questions and answers from a Stack Exchange data dump (``Posts.xml``, as Stack Overflow for Teams exports it too),
read as the Markdown they stand for, line for line.

The dump writes each post as one ``<row>`` on a line of its own, its attributes the post's fields: ``PostTypeId`` 1
for a question (with its ``Title`` and ``AcceptedAnswerId``) and 2 for an answer, the post's HTML escaped into
``Body`` (``&lt;p&gt;``, a line break ``&#xA;``), beside its dates, score and licence. Read as text, a post is a line of
attributes whose dates read as versions and whose escaped tags are words. Here each post is read on its row's line as
one paragraph: "Question: <title>." or "Accepted answer:" / "Answer:", then its body's HTML as Markdown on one line (a
struck passage struck, code as code); every other attribute and line of structure is blank.
"""

from __future__ import annotations

import html
import re

from .json_exports import one_line_markdown
from .word_html import html_markdown

_ROW = re.compile(r"^\s*<row\b(.*?)/>\s*$")
_ATTRIBUTE = re.compile(r'(\w+)="([^"]*)"')


def is_stack_posts(text: str) -> bool:
    """Whether the report is a dump's Posts.xml: a <posts> element whose rows carry a PostTypeId and a Body."""
    return bool(re.search(r"<posts>\s*<row\b[^>]*\bPostTypeId=\"\d\"[^>]*\bBody=", text[:20000]))


def stack_posts_lines(lines: list[str]) -> list[str]:
    """The posts as Markdown (see the module's docstring), the line count unchanged."""
    rows = {index: dict(_ATTRIBUTE.findall(match.group(1))) for index, line in enumerate(lines) if (match := _ROW.match(line))}
    accepted = {row.get("AcceptedAnswerId") for row in rows.values() if row.get("PostTypeId") == "1"}
    out = [""] * len(lines)
    for index, row in rows.items():
        body = one_line_markdown(html_markdown(html.unescape(row.get("Body", ""))))
        if row.get("PostTypeId") == "1":
            title = html.unescape(row.get("Title", "")).strip().rstrip("?.!")
            out[index] = f"Question: {title}? {body}" if title else f"Question: {body}"
        elif row.get("PostTypeId") == "2":
            out[index] = f"{'Accepted answer' if row.get('Id') in accepted else 'Answer'}: {body}"
    return out
