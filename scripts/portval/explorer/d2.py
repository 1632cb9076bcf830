"""A D2 diagram's source (.d2), read as the Markdown it stands for, line for line.

D2 writes a board as shapes and containers, ``name: "Label" { ... }``, their words as labels or as block strings
(``summary: |md`` ... ``|`` holds Markdown, ``cfg: |yaml`` ... ``|`` code), their looks as properties
(``style.stroke-dash: 5``) and arrows between them (``fix -> claim: "retracts"``). Read as Markdown, every
``key: value`` line is a setting ("summary: |md", "dash: 5"), a container's label titles nothing and a block's
Markdown sits indented as code. Here a container is a heading a level below the one it is in, a shape's label an item,
a Markdown block its lines dedented, any other block a fenced code block, and properties, arrows, braces and comments
blank.
"""

from __future__ import annotations

import re

_CONNECTION = re.compile(r"^\s*[\w.\"' -]+?\s*(?:<->|->|<-|--)\s*[\w.\"' -]+?(?::.*)?\s*(?:\{.*)?$")
_BLOCK_OPEN = re.compile(r"^(\s*)(?:[\w.-]+|\"[^\"]*\")\s*:\s*(\|+)(\w*)\s*$")
_CONTAINER = re.compile(r"^\s*([\w.-]+|\"[^\"]*\")\s*(?::\s*(\"(?:[^\"\\]|\\.)*\"|[^{]+?))?\s*\{\s*$")
_LABELLED = re.compile(r"^\s*([\w.-]+|\"[^\"]*\")\s*:\s*(\"(?:[^\"\\]|\\.)*\"|[^{|\"]+?)\s*$")
_PROPERTY = re.compile(
    r"^\s*(?:style|shape|near|icon|width|height|direction|label|tooltip|link|class|classes|vars|grid-\w+|d2-\w+"
    r"|layout-engine|theme-id|constraint|source-arrowhead|target-arrowhead)\b[\w.-]*\s*:"
)


def is_d2(text: str) -> bool:
    """Whether the report is a D2 source: a Markdown block string and an arrow between shapes."""
    lines = text.split("\n")
    return any(_BLOCK_OPEN.match(line) for line in lines) and any("->" in line and _CONNECTION.match(line) for line in lines)


def d2_lines(lines: list[str]) -> list[str]:
    """Each line as the Markdown it stands for (see the module's docstring)."""
    out = [""] * len(lines)
    depth = 0
    index = 0
    while index < len(lines):
        line = lines[index]
        block = _BLOCK_OPEN.match(line)
        if block:
            index = _block(lines, out, index, block)
            continue
        stripped = line.strip()
        container = _CONTAINER.match(line)
        if container and not _PROPERTY.match(line):
            label = _unquoted(container.group(2) or container.group(1))
            out[index] = f"{'#' * min(depth + 2, 6)} {label}" if not _properties_only(lines, index) else f"- {label}"
            depth += 1
        elif stripped.startswith("}") or (stripped.endswith("}") and stripped.count("}") > stripped.count("{")):
            depth = max(depth - stripped.count("}") + stripped.count("{"), 0)
        elif (labelled := _LABELLED.match(line)) and not _PROPERTY.match(line) and not _CONNECTION.match(line):
            out[index] = f"- {_unquoted(labelled.group(2))}"
        index += 1
    return out


def _block(lines: list[str], out: list[str], start: int, block: re.Match[str]) -> int:
    """A block string from its opening line to the line that closes it with as many bars: Markdown dedented, any other
    language fenced. Returns the index after it."""
    bars, language = block.group(2), block.group(3) or "md"
    end = start + 1
    while end < len(lines) and not lines[end].strip().startswith(bars):
        end += 1
    body = lines[start + 1 : end]
    indent = min((len(line) - len(line.lstrip()) for line in body if line.strip()), default=0)
    body = [line[indent:] for line in body]
    if language in ("md", "markdown"):
        out[start : start + 1 + len(body)] = ["", *body]
    else:
        out[start : start + 1 + len(body)] = [f"```{language}", *body]
        if end < len(lines):
            out[end] = "```"
    return end + 1


def _properties_only(lines: list[str], start: int) -> bool:
    """Whether the braces a line opens hold only properties (a shape's looks), not shapes of its own."""
    for line in lines[start + 1 :]:
        if line.strip().startswith("}"):
            return True
        if line.strip() and not _PROPERTY.match(line):
            return False
    return True


def _unquoted(label: str) -> str:
    label = label.strip()
    if len(label) >= 2 and label[0] == label[-1] == '"':
        label = label[1:-1].replace('\\"', '"')
    return " ".join(label.split())
