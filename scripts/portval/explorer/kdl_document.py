"""A findings file in KDL (kdl.dev), read as the Markdown it stands for, line for line.

A team that keeps its findings in KDL writes one node a line: a name, its arguments and its properties
(`site "megatron.a.f"`, `arg "x" default=1`), a block of child nodes between braces (`patch "megatron.x.own" {`), `//`
comments between and after nodes, a type in parentheses before a value (`(version)"0.16"`), raw strings
(`r#"..."#`), and `/-` before a node to comment the whole node out, its children too ("kept so reviewers see what was
retracted"). Read as text, a block's nodes run together into one paragraph, a neighbouring patch's block reads as
plain as the patch's own, and a node slashdash took out reads like any other. Here a node that opens a block is a
heading one level deeper than its parent's ("## patch `megatron.x.own`", "### sites"), a node without one is a list
item led by its name ("- site: `megatron.a.f`", its properties and its comment after it), a node `/-` took out is
struck with all its children, a comment is prose, a one-word value is a code span, `null` is "none", and a closing
brace is blank.
"""

from __future__ import annotations

import re

from .text import unfenced

# A string ("...", with escapes), a raw string (r#"..."# or KDL 2's #"..."#), or a bare word: a name or a value.
_STRING = r'"(?:[^"\\]|\\.)*"'
_RAW = r'r?(?P<hashes>#+)"(?:.|\n)*?"(?P=hashes)|r"[^"]*"'
_BARE = r'[^\s{}()\[\];=/\\"]+(?:/[^\s{}()\[\];=/\\"]+)*'
_TOKEN = re.compile(
    rf"\s*(?:(?P<slashdash>/-)|(?P<comment>//.*|/\*.*?\*/)|\((?P<type>[^()]*)\)|(?P<raw>{_RAW})|(?P<string>{_STRING})"
    rf"|(?P<equals>=)|(?P<brace>[{{}};])|(?P<bare>{_BARE}))",
    re.DOTALL,
)
# A node at the margin that opens a block: `patch "megatron.x.own" {`.
_TOP_BLOCK = re.compile(
    rf"^(?:/-[ \t]*)?[A-Za-z][\w.-]*(?:[ \t]+(?:{_STRING}|[\w.-]+=\S+|\([\w-]+\)\S+))*[ \t]*\{{[ \t]*(?://.*)?$", re.MULTILINE
)
# A child node giving a value: `phase "build_args"`, `priority 50`, `turbo null`, `tested-against (version)"0.16"`.
_CHILD_NODE = re.compile(
    r'^[ \t]+(?:/-[ \t]*)?[A-Za-z][\w-]*[ \t]+(?:\([\w-]+\))?(?:"|r?#+"|#?(?:true|false|null)\b|-?\d)[^;\n]*$', re.MULTILINE
)
# What only KDL writes among the block formats: a slashdash, a type annotation, a raw string, a `//` comment line.
_KDL_MARK = re.compile(r'(?:^|\s)/-[ \t]*[A-Za-z"]|\([\w-]+\)"|\br#+"|^[ \t]*//', re.MULTILINE)


def is_kdl(text: str) -> bool:
    """Whether the report is a KDL document: a block-opening node at the margin, children that give values, and a mark
    only KDL writes, outside any Markdown fence; a Markdown heading rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or not _TOP_BLOCK.search(text) or not _KDL_MARK.search(text):
        return False
    # HCL's and nginx's blocks give values too, after "=" or before a ";": those lines are no KDL nodes.
    return len(_CHILD_NODE.findall(text)) >= 4 and len(re.findall(r"^[ \t]+[\w.-]+[ \t]*=[ \t]|;[ \t]*$", text, re.MULTILINE)) < 2


def kdl_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    depth = 0  # blocks open before the line
    struck_below = None  # the depth a slashdashed block closes back to, while inside it
    open_string = ""  # the start of a string that runs on past the line, with the text read of it so far
    for line in lines:
        if open_string:
            text = open_string + "\n" + line
            if _ends_open(text):
                open_string = text
                out.append(_struck(line.strip()) if struck_below is not None else line.strip())
                continue
            open_string = ""
            out.append(_struck(line.strip()) if struck_below is not None else line.strip())
            continue
        if not line.strip():
            out.append("")
            continue
        if _ends_open(line):
            open_string = line
        node = _node(line)
        struck = struck_below is not None or node.slashdash
        if node.opens and node.slashdash and struck_below is None:
            struck_below = depth
        depth = max(0, depth + node.opens - node.closes)
        if struck_below is not None and depth <= struck_below and node.closes:
            struck_below = None
        out.append(_line(node, depth - node.opens + node.closes, struck))
    return out


class _Node:
    """What one line of KDL holds: a node's name, its values, its properties, its comment, and the braces on it."""

    def __init__(self) -> None:
        self.name = ""
        self.values: list[str] = []
        self.properties: list[tuple[str, str]] = []
        self.comment = ""
        self.slashdash = False
        self.opens = 0
        self.closes = 0


def _node(line: str) -> _Node:
    """The node on a line, read token by token; a value or property `/-` takes out is dropped."""
    node = _Node()
    drop_next = False
    key = ""
    position = 0
    text = line.rstrip()
    while position < len(text):
        token = _TOKEN.match(text, position)
        if not token or token.end() == position:
            break
        position = token.end()
        slashdash, comment, raw, string, equals, brace, bare = token.group(
            "slashdash", "comment", "raw", "string", "equals", "brace", "bare"
        )
        if slashdash:
            if node.name:
                drop_next = True
            else:
                node.slashdash = True
        elif comment:
            words = comment.strip("/* ").strip()
            node.comment = f"{node.comment} {words}".strip()
        elif brace == "{":
            node.opens += 1
        elif brace == "}":
            node.closes += 1
        elif equals:
            key = node.values.pop() if node.values else ""
        elif raw or string or bare:
            value = _value(raw, string, bare)
            if not node.name and not node.opens:
                node.name = value
            elif drop_next:
                drop_next = False
                key = ""
            elif key:
                node.properties.append((key, value))
                key = ""
            else:
                node.values.append(value)
    return node


def _value(raw: str | None, string: str | None, bare: str | None) -> str:
    """A token's value: a string without its quotes and escapes, a raw string without its hashes."""
    if raw:
        return re.sub(r'^r?#*"|"#*$', "", raw)
    if string:
        return re.sub(r"\\(.)", lambda m: {"n": " ", "t": " "}.get(m.group(1), m.group(1)), string[1:-1])
    return bare or ""


def _line(node: _Node, depth: int, struck: bool) -> str:
    """The Markdown line of a node: a heading where it opens a block, a list item where it does not."""
    if not node.name:
        return _struck(node.comment) if struck and node.comment else node.comment
    said = " ".join(_shown(v) for v in node.values)
    said += "".join(f", {key.replace('-', ' ')}: {_shown(value)}" for key, value in node.properties)
    said = said.lstrip(", ")
    name = node.name.replace("-", " ")
    if node.opens and not struck:
        heading = f"{'#' * min(depth + 2, 6)} {name}" + (f" {said}" if said else "")
        return heading + (f" ({node.comment})" if node.comment else "")
    item = f"{name}: {said}" if said else name
    if struck:
        return f"- ~~{item}~~" + (f" ({node.comment})" if node.comment else "")
    return f"- {item}" + (f" ({node.comment})" if node.comment else "")


def _shown(value: str) -> str:
    """A value as words: a one-word name a code span, `null` "none", anything else as written."""
    if value in ("null", "#null"):
        return "none"
    if value.startswith("#") and value[1:] in ("true", "false"):
        return value[1:]
    if re.fullmatch(r"[\w./:+-]*[A-Za-z_][\w./:+-]*", value) and ("." in value or "_" in value):
        return f"`{value}`"
    return value


def _struck(text: str) -> str:
    """Words a slashdash took out, struck."""
    return f"~~{text}~~" if text else ""


def _ends_open(text: str) -> bool:
    """Whether the text ends inside a string (a plain or raw string may run over lines)."""
    position = 0
    while position < len(text):
        if text.startswith("//", position):
            return False
        raw = re.match(r'r?(#+)"', text[position:])
        if raw and (position == 0 or not re.match(r"[\w]", text[position - 1])):
            end = text.find('"' + raw.group(1), position + raw.end())
            if end < 0:
                return True
            position = end + 1 + len(raw.group(1))
            continue
        if text[position] == '"':
            end = re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL).match(text, position + 1)
            if not end:
                return True
            position = end.end()
            continue
        position += 1
    return False
