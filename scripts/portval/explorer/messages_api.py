"""An assistant's answer as a Messages API returns it, saved as JSON, read as the Markdown of its text blocks.

The API answers with one object: its "id", "type": "message", "role": "assistant", the model's name, and "content", a
list of blocks: "text" blocks hold the answer's Markdown in one string each, "tool_use" blocks the calls the agent made
between them (a grep, a file read) with their arguments. Read line by line, each text block is one line of JSON: its
headings scope nothing and a correction's "the second bullet above" counts nothing. Here each text block's Markdown
is its own lines, one block after the other, and the tool calls are left out (what the agent ran, not what it
concluded); the draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts


def messages_api_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of an assistant message's text blocks, and what its line numbers count; ``(text, "")`` for any other
    report."""
    document = loaded_json(text.strip()) if '"assistant"' in text else None
    blocks = _text_blocks(document)
    if not blocks:
        return text, ""
    lines: list[str] = []
    for block in blocks:
        lines += [*block.rstrip("\n").split("\n"), ""]
    return printed_view(lines, name, "the Markdown of each text block of the assistant's message; its tool calls left out")


def _text_blocks(document: object) -> list[str]:
    """The text of each "text" block of an assistant message, or [] when the document is no such message: "type"
    "message", "role" "assistant", "content" a list of typed blocks, a text block among them."""
    if not isinstance(document, dict) or document.get("type") != "message" or document.get("role") != "assistant":
        return []
    content = document.get("content")
    blocks = dicts(content)
    if not blocks or len(blocks) != len(content) or any(not isinstance(b.get("type"), str) for b in blocks):
        return []
    return [b["text"] for b in blocks if b["type"] == "text" and isinstance(b.get("text"), str)]
