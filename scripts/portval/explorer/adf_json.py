"""An issue as Jira Cloud's REST API returns it, its description and comments in Atlassian Document Format (ADF), read
as the Markdown it stands for, line for line.

ADF is a tree of nodes: a "doc" of "paragraph", "heading" (its level in "attrs"), "bulletList" of "listItem" and
"codeBlock" nodes, the words in "text" nodes whose "marks" say code, strong or strike. Read as JSON, every text node is
a string on a line of its own: a sentence is cut wherever a run of code begins, and a struck run reads as a statement.
Here each block is one line of Markdown on the line of its "type": its text nodes joined and marked, a heading a
heading, a list item's paragraph an item, a code block fenced over the lines the node takes; the text nodes' own lines
are blank. The issue's "summary" is the title; the other fields are read as json_exports reads a tracker's task.
"""

from __future__ import annotations

import re

from .json_exports import json_values, loaded_json

_TYPE_LINE = re.compile(r'^\s*"type"\s*:\s*"([^"]+)"')
_BLOCKS = frozenset({"paragraph", "heading", "codeBlock", "taskItem", "decisionItem"})


def adf_documents(text: str) -> list[dict] | None:
    """The ADF documents a JSON text holds (an issue's description, its comments' bodies), or None."""
    document = loaded_json(text) if re.search(r'"type"\s*:\s*"doc"', text) else None
    if document is None:
        return None
    found = [v for v in json_values(document) if isinstance(v, dict) and v.get("type") == "doc" and isinstance(v.get("content"), list)]
    return found or None


def adf_lines(lines: list[str], read: list[str], documents: list[dict]) -> list[str]:
    """``read`` (the JSON's other fields as read) with each ADF document's blocks on their lines and its text nodes'
    lines blank; unchanged where a node's "type" line cannot be found in order."""
    out = list(read)
    cursor = 0
    for document in documents:
        placed: list[tuple[int, str, dict, int]] = []  # line, its Markdown kind, the node, list depth
        nodes = list(_nodes(document, depth=0))
        for node, depth in nodes:
            line = next((i for i in range(cursor, len(lines)) if (m := _TYPE_LINE.match(lines[i])) and m.group(1) == node["type"]), None)
            if line is None:
                return read
            cursor = line + 1
            if node["type"] == "text":
                # Its "text" key stands on a line of its own after the "type" line: blank, the block says it.
                out[line] = ""
                words = next((i for i in range(line, min(line + 6, len(lines))) if re.match(r'\s*"text"\s*:', lines[i])), None)
                if words is not None:
                    out[words] = ""
            elif node["type"] in _BLOCKS:
                placed.append((line, node["type"], node, depth))
            else:
                out[line] = ""
        for index, (line, kind, node, depth) in enumerate(placed):
            words = "".join(_text(child) for child in node.get("content") or [] if isinstance(child, dict))
            if kind == "codeBlock":
                end = placed[index + 1][0] if index + 1 < len(placed) else cursor
                code = "".join(child.get("text", "") for child in node.get("content") or [] if isinstance(child, dict)).split("\n")
                room = end - line - 2
                if room < 1:
                    out[line] = "`" + "; ".join(c.strip() for c in code if c.strip()) + "`"
                else:
                    kept = code[: room - 1] + ["; ".join(code[room - 1 :])] if len(code) > room else code
                    out[line : line + len(kept) + 2] = ["```", *kept, "```"]
            elif kind in ("taskItem", "decisionItem"):
                box = "[x] " if (node.get("attrs") or {}).get("state") in ("DONE", "DECIDED") else "[ ] "
                out[line] = "- " + box + words.strip()
            elif kind == "heading":
                level = (node.get("attrs") or {}).get("level", 2)
                out[line] = "#" * min(int(level) + 1, 6) + " " + words.strip()
            elif depth:
                out[line] = "  " * (depth - 1) + "- " + words.strip()
            else:
                out[line] = words.strip()
    return out


def _nodes(node: dict, depth: int):
    """Every node of the tree in the order it is written, each with how many list items hold it; a list item's first
    paragraph is its item, the ones after it continue it."""
    yield node, depth
    first = True
    for child in node.get("content") or []:
        if not isinstance(child, dict) or not isinstance(child.get("type"), str):
            continue
        if node.get("type") == "listItem":
            yield from _nodes(child, depth if first else 0)
            first = False
        else:
            yield from _nodes(child, depth + 1 if child.get("type") == "listItem" else depth if node.get("type") != "doc" else 0)


def _text(node: dict) -> str:
    """A text node as Markdown, marked as its marks say; a hard break a space."""
    if node.get("type") == "hardBreak":
        return " "
    words = node.get("text")
    if not isinstance(words, str) or not words.strip():
        return words if isinstance(words, str) else ""
    kinds = {mark.get("type") for mark in node.get("marks") or [] if isinstance(mark, dict)}
    lead, core, trail = re.match(r"(\s*)(.*?)(\s*)$", words, re.DOTALL).groups()
    if "code" in kinds:
        core = f"`{core}`"
    if "strong" in kinds:
        core = f"**{core}**"
    if "em" in kinds:
        core = f"*{core}*"
    if "strike" in kinds:
        core = f"~~{core}~~"
    return lead + core + trail
