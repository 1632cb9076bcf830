"""A Graphviz DOT file an engineer drew of a patch, read as the Markdown it stands for, line for line.

The findings of a drawing sit in its labels and comments: a node's label (a quoted string, a record "{a|b}", or an
HTML-like label whose table rows run over many lines), an edge's label ("rebinds x"), a cluster's label over the nodes
it groups ("Neighbouring patches (not this one)"), the graph's label as its title, and ``/* ... */`` or ``//``
comments. Read as Markdown, every line of the file is prose: a styling attribute ("nodesep = 0.5") is a version, a
table row's tags hide its words, and a node drawn in a cluster of other patches is read as this one's. Here the
graph's label is the title, each cluster's label a heading (the graph's name heads what follows the cluster, so a
cluster of other patches sets apart its own nodes only), each node's label and each edge's label an item, each row of
an HTML-like label an item of its cells ("phase: ~~before_train~~ setup"), each comment's words as written, and every
attribute, statement and brace blank.
"""

from __future__ import annotations

import html
import re

_GRAPH = re.compile(r"^\s*(?:strict\s+)?(?:di)?graph\s+(\"[^\"]*\"|\w+)?\s*\{\s*$", re.IGNORECASE)
_CLUSTER = re.compile(r"^\s*subgraph\b[^{]*\{\s*$", re.IGNORECASE)
_ATTRIBUTES = re.compile(r"^\s*(?:graph|node|edge)\s*\[")
_LABEL = re.compile(r"\blabel\s*=\s*(?:\"((?:[^\"\\]|\\.)*)\"|<(.*))", re.DOTALL)
_STATEMENT = re.compile(r"^\s*(?:\"[^\"]*\"|[\w.]+)(?::\w+)?\s*(?:(->|--)\s*(?:\"[^\"]*\"|[\w.]+)(?::\w+)?\s*)*\[")
_ASSIGNMENT = re.compile(r"^\s*\w+\s*=\s*.*;?\s*$")


def is_graphviz(text: str) -> bool:
    """Whether the report is a DOT file: a ``digraph name {`` or ``graph name {`` line at the margin, outside comments."""
    body = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    return bool(re.search(r"^(?:strict\s+)?(?:di)?graph\s+(?:\"[^\"]*\"\s*|\w+\s*)?\{\s*$", body, re.MULTILINE))


def graphviz_lines(lines: list[str]) -> list[str]:
    """The drawing as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    name = "Graph"
    depth = 0  # how many clusters are open
    comment = False
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        if comment or stripped.startswith("/*"):
            comment = "*/" not in stripped
            words = re.sub(r"^/\*+|\*+/$|^\*+(?!\*)", "", stripped).strip()
            out[index] = "" if re.fullmatch(r"[-=*_\s]*", words) else words
        elif stripped.startswith(("//", "#")):
            out[index] = stripped.lstrip("/#").strip()
        elif graph := _GRAPH.match(line):
            name = (graph.group(1) or name).strip('"')
        elif _CLUSTER.match(line):
            depth += 1
        elif stripped.startswith("}"):
            if depth:
                depth -= 1
                out[index] = f"## {name}"  # what follows a cluster is the graph's again
        elif _ATTRIBUTES.match(line) or _STATEMENT.match(line):
            end = _statement_end(lines, index)
            statement = "\n".join(lines[index : end + 1])
            label = _LABEL.search(statement)
            heading = _ATTRIBUTES.match(line) and re.match(r"\s*graph\b", line)
            if label and label.group(2) is not None:
                start = index + statement[: label.start(2)].count("\n")
                _html_label(lines, start, end, out, title=bool(heading))
            elif label:
                words = _plain(label.group(1))
                out[index + statement[: label.start()].count("\n")] = ("# " if heading else "- ") + words if words else ""
            index = end
        elif depth and (label := re.match(r"^\s*label\s*=\s*\"((?:[^\"\\]|\\.)*)\"", line)):
            out[index] = "## " + _plain(label.group(1))
        elif _ASSIGNMENT.match(line):
            pass  # a graph's or a cluster's styling attribute
        index += 1
    return out


def _statement_end(lines: list[str], start: int) -> int:
    """The line a node, edge or attribute statement ends on: where its brackets close."""
    depth = 0
    for index in range(start, len(lines)):
        text = re.sub(r"\"(?:[^\"\\]|\\.)*\"", '""', lines[index])
        depth += text.count("[") - text.count("]")
        if depth <= 0 and "]" in text:
            return index
    return start


def _html_label(lines: list[str], start: int, end: int, out: list[str], *, title: bool) -> None:
    """An HTML-like label: each table row an item of its cells, each other line of words as written; the label ends
    where its opening "<" is closed, before the statement's other attributes."""
    depth = 1
    for index in range(start, end + 1):
        text = lines[index] if index > start else _LABEL.search(lines[index]).group(2)
        for position, char in enumerate(text):
            depth += {"<": 1, ">": -1}.get(char, 0)
            if depth == 0:
                text = text[:position]
                break
        cells = [_inline(cell) for cell in re.findall(r"<TD\b[^>]*>(.*?)</TD>", text, re.IGNORECASE | re.DOTALL)]
        if cells:
            out[index] = f"- {cells[0]}: {'; '.join(cells[1:])}" if len(cells) > 1 else f"- {cells[0]}"
        elif words := _inline(text):
            out[index] = ("# " if title else "") + words
        if depth == 0:
            return


def _inline(fragment: str) -> str:
    """An HTML-like label's text as Markdown: bold as bold, struck as struck, a break as the line's end, tags gone."""
    text = re.sub(r"<B>(.*?)</B>", r"**\1**", fragment, flags=re.IGNORECASE | re.DOTALL)
    text = re.sub(r"<S>(.*?)</S>", r"~~\1~~", text, flags=re.IGNORECASE | re.DOTALL)
    text = re.sub(r"<BR\b[^>]*/?>", " ", text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:TABLE|TR|TD|FONT|I|U|O|SUB|SUP|IMG|VR|HR)\b[^>]*>", " ", text, flags=re.IGNORECASE)
    return " ".join(html.unescape(text).split())


def _plain(label: str) -> str:
    """A quoted or record label's words: its escapes ("\\n", "\\l") and a record's fields ("{a|{b|c}}") as "; "."""
    text = re.sub(r"\\[nlr]", "; ", label).replace('\\"', '"')
    text = re.sub(r"\s*[{}|]+\s*", "; ", text) if label.lstrip().startswith("{") else text
    return " ".join(text.strip("; ").split())
