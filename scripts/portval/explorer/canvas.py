"""A board saved as JSON Canvas (Obsidian's ``.canvas``), read as the Markdown its cards stand for, line for line.

A canvas is a list of nodes, each a text card (Markdown), a file, a link or a group (a labelled frame around cards),
placed by its x and y, and a list of edges between them, each with an optional label. Obsidian writes each node on a
line of its own, so no line holds a key and its string apart, and a card's Markdown is one escaped string. What a card
means depends on where it sits: a card inside a group labelled "NOT this patch" is another patch's, and a card an edge
labelled "retracts" points at is taken back. Here each card is read on its node's line as one list item (see
json_exports.one_line_markdown; the nodes' lines follow one another, and a paragraph would run one card into the next),
its first sentence the label of the smallest group it sits in; a card a retracting edge points at is struck through; a file node reads "File: path", a link "Link: url"; the groups' own lines, the edges and the
structure are blank.
"""

from __future__ import annotations

import re

from .json_exports import loaded_json, one_line_markdown

_NODE_TYPES = frozenset({"text", "file", "link", "group"})
# An edge that takes its target back ("retracts", "corrects", "supersedes"), or, worded passively ("retracted by"), its
# source; a drawing's arrow labelled so (see drawio, excalidraw) too. "overrides" or "replaces" is what a patch does to
# upstream, no correction.
RETRACTS = re.compile(r"\b(?:retract|correct|supersed|invalidat|strikes?\b|wrong\b)", re.IGNORECASE)
_PASSIVE = re.compile(r"\b(?:retracted|corrected|superseded|invalidated|overridden|struck)\s+by\b", re.IGNORECASE)


def is_canvas(text: str) -> bool:
    """Whether the report is a JSON Canvas: an object whose "nodes" are placed cards, files, links and groups."""
    document = loaded_json(text)
    nodes = document.get("nodes") if isinstance(document, dict) else None
    return (
        isinstance(nodes, list)
        and bool(nodes)
        and all(isinstance(n, dict) and n.get("type") in _NODE_TYPES and "x" in n and "y" in n for n in nodes)
    )


def canvas_lines(lines: list[str]) -> list[str]:
    """The canvas as Markdown (see the module's docstring), the line count unchanged."""
    document = loaded_json("\n".join(lines))
    out = [""] * len(lines)
    if not isinstance(document, dict):
        return out
    nodes = [n for n in document.get("nodes", []) if isinstance(n, dict)]
    groups = [n for n in nodes if n.get("type") == "group"]
    struck = _retracted(document.get("edges", []))
    for node in nodes:
        line = _line_of(lines, node.get("id"))
        if line is None or node.get("type") == "group":
            continue
        kind = node.get("type")
        if kind == "text" and isinstance(node.get("text"), str):
            words = one_line_markdown(node["text"])
        elif kind == "file" and isinstance(node.get("file"), str):
            words = f"File: `{node['file']}`"
        elif kind == "link" and isinstance(node.get("url"), str):
            words = f"Link: {node['url']}"
        else:
            continue
        if node.get("id") in struck:
            words = f"~~{words}~~"
        group = _group_of(node, groups)
        out[line] = f"- {group.rstrip('.')}. {words}" if group else f"- {words}"
    return out


def _line_of(lines: list[str], node_id: object) -> int | None:
    """The line that holds the node with id ``node_id``."""
    if not isinstance(node_id, str):
        return None
    pattern = re.compile(r'"id"\s*:\s*"' + re.escape(node_id) + '"')
    return next((i for i, line in enumerate(lines) if pattern.search(line)), None)


def _retracted(edges: object) -> set[str]:
    """The ids of the nodes an edge's label says are taken back."""
    out: set[str] = set()
    for edge in edges if isinstance(edges, list) else []:
        label = edge.get("label") if isinstance(edge, dict) else None
        if isinstance(label, str) and RETRACTS.search(label):
            out.add(edge.get("fromNode") if _PASSIVE.search(label) else edge.get("toNode"))
    return out


def _group_of(node: dict, groups: list[dict]) -> str:
    """The label of the smallest group whose frame holds the node's centre ("" outside every labelled group)."""
    try:
        x, y = node["x"] + node.get("width", 0) / 2, node["y"] + node.get("height", 0) / 2
    except TypeError:
        return ""
    holding = [
        g
        for g in groups
        if isinstance(g.get("label"), str)
        and all(isinstance(g.get(k), (int, float)) for k in ("x", "y", "width", "height"))
        and g["x"] <= x <= g["x"] + g["width"]
        and g["y"] <= y <= g["y"] + g["height"]
    ]
    smallest = min(holding, key=lambda g: g["width"] * g["height"], default=None)
    return smallest["label"].strip() if smallest else ""
