"""A documentation page written in MDX (Mintlify, Starlight, Docusaurus), read as the Markdown inside its components.

MDX pages wrap their text in components: ``<Steps>`` and ``<Step title="Registration">``, ``<Note>``, ``<Warning>``,
``<Accordion title=...>``, ``<Tabs>`` and ``<TabItem label=...>``, ``<ParamField path=...>``, each tag on a line of its
own and the text between indented under it. Read as Markdown, a line holding such a tag opens an HTML block that runs
to the next blank line and is never read, and the indented text after a blank line is a code block: the facts a step
states are lost, or read as code. Here each tag's line is blank (a step's title, "Split standard fields from
overrides", would run into the step's first sentence and lend it its verb), an inline tag around words is dropped, and
the text inside a component loses the indentation its first line has; code fences stay as they are inside. A code
block in one ``<TabItem>`` of several is one way among the others (a config for each schedule): its fence is marked
with the tab's label (``tab="ZeroBubble-V"``), which the reader hedges. Line numbers are unchanged.
"""

from __future__ import annotations

import re

# A tag on a line of its own: "<Step title="Registration">", "</Steps>", "<Card title="x" />". Components are named in
# capitals; HTML's own tags are not ("<DIV>" is HTML written loudly).
_TAG_LINE = re.compile(r"\s*<(/?)([A-Z][A-Za-z0-9]*)((?:\s+[\w-]+(?:=(?:\"[^\"]*\"|'[^']*'|\{[^}]*\}))?)*)\s*(/?)>\s*")
_HTML_NAMES = {"DIV", "P", "SPAN", "DETAILS", "SUMMARY", "TABLE", "TR", "TD", "TH", "UL", "OL", "LI", "BR", "B", "I", "A", "CODE", "PRE"}
# "<Note>Runs only under ROCm.</Note>", "<Info>See below</Info>": a component around words on one line.
_INLINE_TAG = re.compile(r"</?[A-Z][A-Za-z0-9]*(?:\s+[\w-]+(?:=(?:\"[^\"]*\"|'[^']*'|\{[^}]*\}))?)*\s*/?>")


def is_mdx(text: str) -> bool:
    """Whether ``text`` wraps its lines in two or more MDX components' tags: Markdown around them, not an XML document
    whose elements are named in capitals too (a spreadsheet's ``<Workbook>``, ``<Row>``, ``<Cell>``)."""
    lines = [line for line in text.split("\n") if line.strip()]
    tags = sum(1 for line in lines if _component(line))
    xml = text.lstrip().startswith("<?xml") or re.search(r"\bxmlns(?::\w+)?=", text) is not None
    return tags >= 2 and not xml and tags * 2 < len(lines)


def mdx_lines(lines: list[str]) -> list[str]:
    """``lines`` with each component's tags read away and the text inside dedented (see the module's docstring)."""
    out: list[str] = []
    dedents: list[int | None] = []  # per open component: the indentation its first line of text has, once seen
    fenced = False
    tabs = _tab_labels(lines)  # the line each tab of a group of two or more opens on, and its label
    tab: str | None = None  # the label of the tab being read
    for number, line in enumerate(lines):
        tag = None if fenced else _component(line)
        if tag is not None:
            closing, self_closing = tag
            if closing:
                if dedents:
                    dedents.pop()
                tab = None if _TAB_ITEM.match(line.strip().replace("/", "", 1)) else tab
                out.append("")
                continue
            if not self_closing:
                dedents.append(None)
            tab = tabs.get(number, tab)
            out.append("")
            continue
        if dedents and line.strip():
            if dedents[-1] is None:
                dedents[-1] = len(line) - len(line.lstrip(" "))
            cut = min(dedents[-1], len(line) - len(line.lstrip(" ")))
            line = line[cut:]
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            if fenced and tab is not None:
                line = f'{line.rstrip()} tab="{tab}"'
        out.append(_INLINE_TAG.sub("", line) if not fenced and _inline_component(line) else line)
    return out


_TAB_ITEM = re.compile(r"<TabItem\b[^>]*>")
_TAB_LABEL = tuple(re.compile(rf"\b{name}=\"([^\"]*)\"") for name in ("label", "title", "value"))


def _tab_labels(lines: list[str]) -> dict[int, str]:
    """The line each ``<TabItem>`` of a ``<Tabs>`` group holding two or more opens on, with its label."""
    found: dict[int, str] = {}
    group: list[tuple[int, str]] = []
    for number, line in enumerate(lines):
        stripped = line.strip()
        if re.fullmatch(r"<Tabs\b[^>]*>", stripped):
            group = []
        elif item := _TAB_ITEM.fullmatch(stripped):
            labels = [m.group(1) for pattern in _TAB_LABEL for m in [pattern.search(item.group(0))] if m]
            group.append((number, labels[0] if labels else "tab"))
        elif stripped == "</Tabs>":
            if len(group) >= 2:
                found.update(group)
            group = []
    return found


def _component(line: str) -> tuple[bool, bool] | None:
    """The component's tag a line holds alone: (closing, self-closing), or None."""
    m = _TAG_LINE.fullmatch(line)
    # A component's name is written in capitals and small letters ("CodeGroup"); "<PRE>", "<H1>" are HTML in capitals.
    if not m or m.group(2).upper() in _HTML_NAMES or m.group(2).isupper():
        return None
    return bool(m.group(1)), bool(m.group(4))


def _inline_component(line: str) -> bool:
    """Whether a line of text holds components' tags (capitalized), none of them HTML's."""
    names = [m.group(0).strip("</>").split()[0] for m in _INLINE_TAG.finditer(line)]
    return bool(names) and all(name.upper() not in _HTML_NAMES and not name.isupper() for name in names)
