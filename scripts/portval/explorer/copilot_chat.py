"""A chat with VS Code's Copilot saved with "Chat: Export Chat...", read as the Markdown of its turns.

The export is one JSON document: "requests", each a turn with the user's "message" (its "text") and the assistant's
"response", a list of parts: Markdown pieces (a "value" string each, no "kind"), file references the answer links
inline ("inlineReference", shown as the file's name), and the tools it ran ("toolInvocationSerialized"). Read line by
line, each piece is a fragment of a sentence on a JSON line of its own, cut where a file is linked. Here each turn is
the user's question quoted (their words, not the report's) and the answer's pieces joined back into its Markdown, a
reference as its file's name in code; the tool runs are left out. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import posixpath

from .json_exports import loaded_json, printed_view
from .thread_text import dicts


def copilot_chat_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of a Copilot chat export's turns, and what its line numbers count; ``(text, "")`` for any other report."""
    requests = _requests(loaded_json(text.strip()) if '"requests"' in text and '"response"' in text else None)
    if not requests:
        return text, ""
    lines: list[str] = []
    for request in requests:
        asked = str((request.get("message") or {}).get("text") or "").strip()
        lines += [*(f"> {line}".rstrip() for line in asked.split("\n")), ""] if asked else []
        answer = "".join(_piece(part) for part in dicts(request.get("response")))
        lines += [*answer.strip("\n").split("\n"), ""]
    return printed_view(lines, name, "each turn: the question quoted, the answer's Markdown joined from its pieces; tool runs left out")


def _requests(document: object) -> list[dict]:
    """The turns of a Copilot chat export, or [] for any other document: "requests" each with a "message" and a
    "response" list."""
    requests = dicts(document.get("requests")) if isinstance(document, dict) else []
    if not requests or not all(isinstance(r.get("message"), dict) and isinstance(r.get("response"), list) for r in requests):
        return []
    return requests


def _piece(part: dict) -> str:
    """One part of an answer as Markdown: its words, a linked file's name in code, nothing for a tool's run."""
    kind = part.get("kind")
    if kind is None and isinstance(part.get("value"), str):
        return part["value"]
    if kind == "inlineReference":
        reference = part.get("inlineReference") or {}
        path = reference.get("path") or reference.get("fsPath") or reference.get("name") if isinstance(reference, dict) else None
        return f"`{posixpath.basename(str(path))}`" if path else ""
    return ""
