"""A Roam Research graph exported as EDN (its datascript database: ``#datascript/DB {:schema ... :datoms [...]}``), read
as the JSON export of the same pages.

The EDN export is the graph's facts, one datom each, ``[entity :attribute value transaction]``, on one line: a block's
words, its children and its order are facts about an entity number, so read as text the page is a run of numbers and
keywords whose strings stand in no order, and the export's version numbers look like patch ids. Here the datoms are put
back together into Roam's JSON export (each page a "title" and its blocks, each a "string" with its "children" in
their order and its "heading"), which the Roam reader then reads (see roam_json); the draft gives the command that
prints that JSON (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import json
import re

from .json_exports import printed_view

_DATOM = re.compile(r'\[(\d+)\s+(:[\w./*+!?<>=-]+)\s+("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|:[\w./*+!?<>=-]+|true|false|nil)\s+\d+\s*\]')


def roam_edn_view(text: str, name: str = "report.edn") -> tuple[str, str]:
    """The graph's pages as Roam's JSON export, and what its line numbers count; ``(text, "")`` for any other report."""
    start = text.find(":datoms")
    if not text.lstrip().startswith("#datascript/DB") or start < 0:
        return text, ""
    entities: dict[int, dict[str, list]] = {}
    for datom in _DATOM.finditer(text, start):
        entities.setdefault(int(datom.group(1)), {}).setdefault(datom.group(2), []).append(_value(datom.group(3)))
    pages = [_page(entity, entities) for _, entity in sorted(entities.items()) if entity.get(":node/title")]
    if not pages:
        return text, ""
    return printed_view(json.dumps(pages, indent=2, ensure_ascii=False).split("\n"), name, "its datoms as Roam's JSON export of the same pages")


def _value(token: str) -> object:
    if token.startswith('"'):
        try:
            return json.loads(token)
        except ValueError:
            return token[1:-1]
    if re.fullmatch(r"-?\d+", token):
        return int(token)
    return {"true": True, "false": False, "nil": None}.get(token, token)


def _page(entity: dict[str, list], entities: dict[int, dict[str, list]]) -> dict:
    return {"title": str(entity[":node/title"][0]), "children": _children(entity, entities, set())}


def _children(entity: dict[str, list], entities: dict[int, dict[str, list]], seen: set[int]) -> list[dict]:
    """A page's or a block's child blocks in their order, each with its words, its uid, its heading and its children."""
    ids = [i for i in entity.get(":block/children", []) if isinstance(i, int) and i in entities and i not in seen]
    seen.update(ids)
    ordered = sorted(ids, key=lambda i: entities[i].get(":block/order", [0])[0] if isinstance(entities[i].get(":block/order", [0])[0], int) else 0)
    blocks = []
    for block_id in ordered:
        block = entities[block_id]
        node: dict = {"string": str((block.get(":block/string") or [""])[0]), "uid": str((block.get(":block/uid") or [block_id])[0])}
        if block.get(":block/heading"):
            node["heading"] = block[":block/heading"][0]
        children = _children(block, entities, seen)
        if children:
            node["children"] = children
        blocks.append(node)
    return blocks
