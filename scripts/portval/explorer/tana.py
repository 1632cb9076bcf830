"""A Tana Paste outline, read as the Markdown it stands for, line for line.

Tana Paste opens with "%%tana%%" and writes each node as "- text", nested by two spaces; a node opening with "!!" is
a heading, "Field:: value" a field, "#tag" a supertag, "[[name]]" a reference and "[ ]" / "[x]" a checkbox. Read as
Markdown, a heading node is one more item, so a node "!! Related patch (not this one): `x`" sets nothing apart from
the items nested under it, and "Phase:: build_args" is no label. Here the first node is the title, each heading node
a heading with the nodes under it as items from the margin, a field a labelled line ("Phase: build_args"), a reference
its name (a dotted one as code), and the tags dropped.
"""

from __future__ import annotations

import re

_NODE = re.compile(r"^((?:  )*)- (.*)$")
_TAG = re.compile(r"(?<![\w#`/])#[A-Za-z][\w-]*")
_REFERENCE = re.compile(r"\[\[(?:date:)?([^\[\]\n]+)\]\]")
_FIELD = re.compile(r"^([^:`\n]{1,40})::\s*(.*)$")


def is_tana(text: str) -> bool:
    """Whether the report is Tana Paste: its first line "%%tana%%"."""
    return text.lstrip().startswith("%%tana%%")


def tana_lines(lines: list[str]) -> list[str]:
    """The outline as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    headings: list[int] = []  # the depths of the heading nodes the line is under
    fence: str | None = None  # the indentation a fenced block's lines drop, while inside one
    fence_margin = ""  # the indentation they take instead: their fence's
    titled = False
    for line in lines:
        node = _NODE.match(line)
        if fence is not None:
            # A line of the block, at the margin its opening fence stands at: less indented, it would end the item.
            out.append(fence_margin + line.removeprefix(fence))
            if line.strip().startswith(("```", "~~~")):
                fence = None
            continue
        if line.strip() == "%%tana%%" or not node:
            out.append("" if line.strip() == "%%tana%%" else line)
            continue
        depth = len(node.group(1)) // 2
        while headings and headings[-1] >= depth:
            headings.pop()
        words = node.group(2)
        margin = "  " * max(depth - (headings[-1] + 1 if headings else 1), 0)
        if words.startswith(("```", "~~~")):
            # A fenced code node: its lines are indented under the node's text.
            fence, fence_margin = node.group(1) + "  ", margin
            out.append(margin + words)
            continue
        words = _inline(words)
        if not titled:
            out.append(f"# {words}")
            titled = True
        elif words.startswith("!!"):
            out.append(f"{'#' * min(len(headings) + 2, 6)} {words[2:].strip()}")
            headings.append(depth)
        else:
            field = _FIELD.match(words)
            out.append(f"{margin}- {field.group(1).strip()}: {field.group(2)}" if field else f"{margin}- {words}")
    return out


def _inline(words: str) -> str:
    """A node's text: its references as their names (a dotted one as code), its tags dropped."""
    words = _REFERENCE.sub(lambda m: f"`{m.group(1)}`" if re.fullmatch(r"[\w-]+(?:\.[\w-]+)+", m.group(1)) else m.group(1), words)
    return _TAG.sub("", words).strip()
