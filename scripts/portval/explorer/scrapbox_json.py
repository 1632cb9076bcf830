"""A Scrapbox (Cosense) project exported as JSON, read as the Markdown its pages stand for, line for line.

The export is ``{"name", "displayName", "pages": [{"title", "lines": [...]}]}``: each page its lines in Scrapbox's own
markup, the first one its title. A line's leading spaces nest it as a list item; ``[** Heading]`` is a larger bold
line, ``[- words]`` struck, ``[* words]`` bold, ``[link]`` or ``[words url]`` a link; ``code:name`` opens a code block
and ``table:name`` a table, whose lines are those indented under it (a table's cells split by tabs). Read as a JSON
document, every line is a paragraph of one flat document: a struck line reads as plainly as the rest, and a code
block's lines are prose. Here each page's title is a heading, a whole-line ``[** ...]`` a heading under it, and every
other line what its markup stands for, on the line its string stands on; the rest of the JSON is blank.
"""

from __future__ import annotations

import re

from .json_exports import code_block_lines, json_value_lines, loaded_json
from .table_rows import html_row

_HEADING = re.compile(r"^\[(\*{2,})\s+(.+?)\]\s*$")
_URL = r"https?://\S+"


def scrapbox_pages(text: str) -> list[dict] | None:
    """The project's pages, or None for any other text: ``"pages"``, each with a "title" and "lines" of strings (or of
    objects with a "text", as an export with metadata writes them)."""
    document = loaded_json(text) if '"pages"' in text and '"lines"' in text else None
    pages = document.get("pages") if isinstance(document, dict) else None
    if not isinstance(pages, list) or not pages:
        return None
    if not all(isinstance(p, dict) and isinstance(p.get("title"), str) and isinstance(p.get("lines"), list) for p in pages):
        return None
    if not all(isinstance(line, str) or (isinstance(line, dict) and isinstance(line.get("text"), str)) for p in pages for line in p["lines"]):
        return None
    return pages


def scrapbox_lines(lines: list[str], pages: list[dict]) -> list[str]:
    """Each page's lines as Markdown on the lines their strings stand on (see the module's docstring)."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    for number, page in enumerate(pages):
        texts = [line if isinstance(line, str) else line["text"] for line in page["lines"]]
        at = [where.get(("pages", number, "lines", index), where.get(("pages", number, "lines", index, "text"))) for index in range(len(texts))]
        if at and at[0] is not None:
            out[at[0]] = "# " + texts[0].strip()
        index = 1
        while index < len(texts):
            line, place = texts[index], at[index]
            depth = _indent(line)
            words = line.strip()
            block = re.fullmatch(r"(code|table):(.*)", words)
            if block:
                # The block's lines are those indented deeper than its "code:" or "table:" line.
                end = index + 1
                while end < len(texts) and _indent(texts[end]) > depth:
                    end += 1
                body = [text[depth + 1 :] if len(text) > depth else "" for text in texts[index + 1 : end]]
                if place is not None and block.group(1) == "code":
                    # The closing fence takes the blank line after the block, where the page has one.
                    last = at[end] if end < len(texts) and not texts[end].strip() and at[end] is not None else place + len(body) + 1
                    language = re.sub(r"^.*\.", "", block.group(2)) if "." in block.group(2) else ""
                    code_block_lines(out, place, last + 1, "\n".join(body), language)
                elif place is not None:
                    rows = [[_inline(cell.strip()) for cell in text.strip().split("\t")] for text in body if text.strip()]
                    out[place] = block.group(2).strip() + ":" if block.group(2).strip() else ""
                    for row, cells in enumerate(rows):
                        out[place + 1 + row] = html_row(cells, header=row == 0, first=row == 0, last=row == len(rows) - 1)
                index = end
                continue
            if place is not None and words:
                heading = _HEADING.match(words) if not depth else None
                if heading:
                    out[place] = "## " + _inline(heading.group(2))
                else:
                    out[place] = ("  " * (depth - 1) + "- " if depth else "") + _inline(words)
            index += 1
    return out


def _indent(line: str) -> int:
    """How deep a line is nested: its leading spaces or tabs (a line of only spaces keeps its depth)."""
    return len(line) - len(line.lstrip(" \t"))


def _inline(text: str) -> str:
    """A line's own marks as Markdown: struck, bold and italic runs marked (code spans and all), a link its words."""
    text = re.sub(r"\[-+\s+([^\[\]]+?)\]", r"~~\1~~", text)
    text = re.sub(r"\[\*+\s+([^\[\]]+?)\]", r"**\1**", text)
    text = re.sub(r"\[/\s+([^\[\]]+?)\]", r"*\1*", text)
    parts = re.split(r"(`[^`]*`)", text)
    return "".join(part if part.startswith("`") else _links(part) for part in parts)


def _links(text: str) -> str:
    # "[words https://...]" or "[https://... words]": the words; "[page name]": the page's name.
    text = re.sub(rf"\[({_URL})\s+([^\[\]]+)\]|\[([^\[\]]+?)\s+({_URL})\]", lambda m: m.group(2) or m.group(3), text)
    return re.sub(r"\[([^\[\]`]+)\]", lambda m: f"`{m.group(1)}`" if re.fullmatch(r"[\w-]+(?:\.[\w-]+)+", m.group(1)) else m.group(1), text)
