"""A RemNote knowledge base exported as JSON (``rem.json``: ``{"docs": [...]}``), read as the outline it stands for,
with lines of its own.

Each rem is an object with its text in "key" (an array of plain strings and rich-text objects: code marked
``{"i": "m", "text": ..., "code": true}``, a reference to another rem ``{"i": "q", "_id": ...}``), a "value" where it is
a "key :: value" rem, its "parent" and its "children" in order, and a heading level in its "crt". Read as JSON, each
fragment stands on a line of its own: a sentence breaks at every code span, the headings scope nothing and a "^ wrong"
rem under a claim is one more line. Here each document (a rem without a parent) is a heading, its rems follow depth
first in their order, a heading rem a heading, any other an item indented under its parent, "key :: value" a labelled
item, a reference as the words of the rem it names. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts

_HEADINGS = {"H1": "#", "H2": "##", "H3": "###"}


def remnote_view(text: str, name: str = "rem.json") -> tuple[str, str]:
    """The outline of a RemNote export, and what its line numbers count; ``(text, "")`` for any other report."""
    rems = _rems(loaded_json(text.strip()))
    if not rems:
        return text, ""
    by_id = {rem["_id"]: rem for rem in rems}
    lines: list[str] = []

    def walk(rem: dict, depth: int, seen: set[str]) -> None:
        if rem["_id"] in seen:
            return
        seen.add(rem["_id"])
        words = _words(rem.get("key"), by_id)
        value = _words(rem.get("value"), by_id) if rem.get("value") else ""
        level = _heading(rem)
        if level:
            lines.extend([f"{level} {words}", ""])
            depth = 0
        elif words or value:
            lines.append("  " * depth + "- " + (f"{words}: {value}" if value else words))
            depth += 1
        for child in rem.get("children") or []:
            if child in by_id:
                walk(by_id[child], depth, seen)

    seen: set[str] = set()
    for root in (rem for rem in rems if not rem.get("parent") or rem["parent"] not in by_id):
        lines.extend([f"# {_words(root.get('key'), by_id)}", ""])
        for child in root.get("children") or []:
            if child in by_id:
                walk(by_id[child], 0, seen)
        lines.append("")
    return printed_view(lines, name, "each document a heading, its rems an outline in their order")


def _rems(document: object) -> list[dict]:
    """The rems, or [] when the document is no RemNote export: "docs" whose objects have an "_id" and a "key" list."""
    rems = dicts(document.get("docs")) if isinstance(document, dict) else []
    ok = bool(rems) and all(isinstance(r.get("_id"), str) and isinstance(r.get("key"), list) for r in rems)
    return rems if ok else []


def _heading(rem: dict) -> str:
    """The Markdown heading marks of a heading rem ("crt": {"r": {"s": {"s": "H2"}}}), or ""."""
    crt = rem.get("crt")
    size = crt.get("r", {}).get("s", {}).get("s") if isinstance(crt, dict) and isinstance(crt.get("r"), dict) else None
    return _HEADINGS.get(size, "") if isinstance(size, str) else ""


def _words(fragments: object, by_id: dict[str, dict], depth: int = 0) -> str:
    """A rem's rich text as one line of Markdown: code as code, bold as bold, a reference as the rem it names."""
    if not isinstance(fragments, list):
        return ""
    out: list[str] = []
    for fragment in fragments:
        if isinstance(fragment, str):
            out.append(fragment)
        elif isinstance(fragment, dict) and fragment.get("i") == "q" and depth < 3:
            named = by_id.get(fragment.get("_id"))
            out.append(_words(named.get("key"), by_id, depth + 1) if named else "")
        elif isinstance(fragment, dict) and isinstance(fragment.get("text"), str):
            words = fragment["text"]
            out.append(f"`{words}`" if fragment.get("code") else f"**{words}**" if fragment.get("b") else words)
    return " ".join("".join(out).split())
