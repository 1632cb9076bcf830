"""A slide deck written for Marp, read as the Markdown it is, line for line.

Marp writes a deck as Markdown: front matter that says ``marp: true`` (with the theme, a header and footer, a style
sheet), slides split by ``---`` lines, and HTML comments of two kinds: directives (``<!-- _class: lead -->``,
``<!-- paginate: false -->``), which style a slide, and every other comment, which is the presenter's notes. Read as
plain Markdown, the notes are comments and go unread (a side effect, the patch's file), and a ``---`` under a line of
text makes that line a heading. Here the front matter, the slide breaks and the directives are blank, and each note is
read as a paragraph led by "Speaker notes:".
"""

from __future__ import annotations

import re

# Marp's directives, global and local ("_class" applies to one slide only): a comment of them styles the deck.
_DIRECTIVE = re.compile(
    r"^\s*_?(?:theme|style|headingDivider|lang|math|size|paginate|header|footer|class|backgroundColor|backgroundImage|"
    r"backgroundPosition|backgroundRepeat|backgroundSize|color|marp|title|description|author|image|keywords|url)\s*:.*$"
)


def is_marp(text: str) -> bool:
    """Whether the report is a Marp deck: front matter that says ``marp: true``."""
    match = re.match(r"---\n(.*?)\n---\s*(?:\n|$)", text, re.DOTALL)
    return bool(match) and bool(re.search(r"^marp:\s*true\s*$", match.group(1), re.MULTILINE))


def marp_lines(lines: list[str]) -> list[str]:
    """The deck as Markdown (see the module's docstring), the line count unchanged."""
    out = list(lines)
    end = next(index for index in range(1, len(lines)) if lines[index].strip() == "---")
    out[: end + 1] = [""] * (end + 1)
    index = end + 1
    fenced = False
    while index < len(lines):
        line = lines[index]
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and line.strip() == "---":
            out[index] = ""
        elif not fenced and line.lstrip().startswith("<!--"):
            close = next((i for i in range(index, len(lines)) if "-->" in lines[i]), len(lines) - 1)
            words = [re.sub(r"^\s*<!--|-->\s*$", "", lines[i]).strip() for i in range(index, close + 1)]
            if all(not w or _DIRECTIVE.match(w) for w in words):
                out[index : close + 1] = [""] * (close + 1 - index)
            else:
                first = next(i for i, w in enumerate(words) if w)
                words[first] = words[first] if words[first].lower().startswith("speaker notes") else f"Speaker notes: {words[first]}"
                out[index : close + 1] = words
            index = close
        index += 1
    return out
