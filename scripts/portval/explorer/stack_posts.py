"""Questions and answers from a Stack Exchange data dump (``Posts.xml``, as Stack Overflow for Teams exports it too),
read as the posts they are, each on lines of its own.

The dump writes each post as one ``<row>`` on a line of its own, its attributes the post's fields: ``PostTypeId`` 1
for a question (with its ``Title`` and ``AcceptedAnswerId``) and 2 for an answer, the post's HTML escaped into
``Body`` (``&lt;p&gt;``, a line break ``&#xA;``), beside its dates, score and licence. Read as text, a post is a line of
attributes whose dates read as versions and whose escaped tags are words; read one post a line, an answer's headings,
lists and quoted description run into one sentence, and a package its quote names reads as a requirement. Here the
question's title is a heading, each answer opens under a heading of its own ("Accepted answer", "Answer"), and each
post's body is read as the Markdown its HTML stands for, a block a paragraph; every other attribute is left out. The
draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import html
import re

from .json_exports import printed_view
from .thread_text import heading, message_html

_ROW = re.compile(r"^\s*<row\b(.*?)/>\s*$")
_ATTRIBUTE = re.compile(r'(\w+)="([^"]*)"')


def is_stack_posts(text: str) -> bool:
    """Whether the report is a dump's Posts.xml: a <posts> element whose rows carry a PostTypeId and a Body."""
    return bool(re.search(r"<posts>\s*<row\b[^>]*\bPostTypeId=\"\d\"[^>]*\bBody=", text[:20000]))


def stack_posts_view(text: str, name: str = "Posts.xml") -> tuple[str, str]:
    """The posts of a dump's Posts.xml (see the module's docstring), and what its line numbers count; ``(text, "")`` for
    any other report."""
    if not is_stack_posts(text):
        return text, ""
    rows = [dict(_ATTRIBUTE.findall(match.group(1))) for line in text.split("\n") if (match := _ROW.match(line))]
    accepted = {row.get("AcceptedAnswerId") for row in rows if row.get("PostTypeId") == "1"}
    lines: list[str] = []
    for row in rows:
        body = message_html(html.unescape(row.get("Body", "")))
        if row.get("PostTypeId") == "1":
            title = heading(html.unescape(row.get("Title", "")))
            lines += [title, ""] if title else []
        elif row.get("PostTypeId") == "2":
            lines += [f"## {'Accepted answer' if row.get('Id') in accepted else 'Answer'}", ""]
        else:
            continue
        lines += [*_single_blank_lines(body.strip("\n").split("\n")), ""]
    return printed_view(lines, name, "its posts, the question first, each answer under a heading of its own")


def _single_blank_lines(lines: list[str]) -> list[str]:
    """``lines`` with each run of blank lines outside a fenced block one blank line: a post's HTML breaks its lines
    between blocks as well as the blocks themselves."""
    out: list[str] = []
    fence = False
    for line in lines:
        if line.strip() or fence or (out and out[-1].strip()):
            out.append(line)
        fence = fence != line.lstrip().startswith(("```", "~~~"))
    return out
