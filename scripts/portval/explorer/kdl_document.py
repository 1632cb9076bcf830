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

from .code_comments import block_comment
from .text import name_as_code, unfenced, written_in_prose_markup

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
    if (
        re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE)
        or written_in_prose_markup(text)
        or not _TOP_BLOCK.search(text)
        or not _KDL_MARK.search(text)
    ):
        return False
    # HCL's and nginx's blocks give values too, after "=" or before a ";": those lines are no KDL nodes.
    return len(_CHILD_NODE.findall(text)) >= 4 and len(re.findall(r"^[ \t]+[\w.-]+[ \t]*=[ \t]|;[ \t]*$", text, re.MULTILINE)) < 2


def kdl_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    depth = 0  # blocks open before the line
    struck_below = None  # the depth a slashdashed block closes back to, while inside it
    closing = None  # while a string runs on past its line: what closes it ('"', or '"#' for a raw string)
    in_comment = False  # inside a /* ... */ comment over several lines
    for line in lines:
        if closing is not None:
            closing = _string_left_open(line, closing)
            out.append(_struck(line.strip()) if struck_below is not None else line.strip())
            continue
        if in_comment or (re.match(r"^\s*/\*", line) and "*/" not in line):
            # A block commented out: its nodes quoted (set aside, never stated), its words prose. A comment closed on
            # its own line is the node's, read with it.
            words, in_comment = block_comment(line, in_comment)
            out.append(_commented(words or ""))
            continue
        if not line.strip():
            out.append("")
            continue
        if commented := re.match(r"^\s*//\s?(.*)$", line):
            out.append(_commented(commented.group(1).strip()))
            continue
        closing = _string_left_open(line, None)
        node = _node(line)
        struck = struck_below is not None or node.slashdash
        if node.opens > node.closes and node.slashdash and struck_below is None:
            struck_below = depth
        depth = max(0, depth + node.opens - node.closes)
        if struck_below is not None and depth <= struck_below and node.closes:
            struck_below = None
        out.append(_line(node, depth - node.opens + node.closes, struck))
    return out


class _Node:
    """What one line of KDL holds: a node's name, its values, its properties, its comment, the braces on it, and the
    children it holds on the same line ("sites { site "a"; }")."""

    def __init__(self) -> None:
        self.name = ""
        self.values: list[str] = []
        self.properties: list[tuple[str, str]] = []
        self.comment = ""
        self.slashdash = False
        self.opens = 0
        self.closes = 0
        self.children: list[str] = []


def _node(line: str) -> _Node:
    """The node on a line, read token by token; a value, a property or a child node `/-` takes out is dropped."""
    reader = _LineReader()
    node = reader.node
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
        inside = node.opens > node.closes  # past this line's "{": the tokens are a child's
        if comment:
            node.comment = f"{node.comment} {comment.strip('/* ').strip()}".strip()
        elif brace:
            reader.brace(brace, inside)
        elif slashdash:
            reader.slashdash(inside)
        elif inside:
            reader.child_word(_value(raw, string, bare) if raw or string or bare else None)
        elif equals:
            reader.key = node.values.pop() if node.values else ""
        elif raw or string or bare:
            reader.own_word(_value(raw, string, bare))
    reader.end_child()
    return node


class _LineReader:
    """One line's reading: the node it fills, and what the tokens read so far leave pending for the next."""

    def __init__(self) -> None:
        self.node = _Node()
        self.drop_next = False  # the next value or property is slashdashed
        self.dropping_child = False  # a slashdashed child node: its tokens up to its ";" or "}" are dropped
        self.child: list[str] = []  # the words of the child node being read, on a line that opens a block
        self.key = ""  # a property's name, read before its "="

    def brace(self, brace: str, inside: bool) -> None:
        """A ";" or "}" past the line's "{" ends a child node; any other brace opens or closes a block."""
        if brace in (";", "}") and inside:
            self.end_child()
            self.node.closes += brace == "}"
        elif brace == "{":
            self.node.opens += 1
        else:
            self.node.closes += brace == "}"

    def slashdash(self, inside: bool) -> None:
        """`/-` before a child node drops it whole, before a child's value that value; before the line's node it strikes
        the node, after its name it drops the next value or property."""
        if inside:
            self.dropping_child = not self.child
            self.drop_next = bool(self.child)
        elif self.node.name:
            self.drop_next = True
        else:
            self.node.slashdash = True

    def child_word(self, value: str | None) -> None:
        """A word of a child node on the line; ``None`` for a token that is no word (an "=", a type), which still
        takes a pending slashdash."""
        if self.drop_next:
            self.drop_next = False
        elif not self.dropping_child and value is not None:
            self.child.append(_shown(value))

    def own_word(self, value: str) -> None:
        """A word of the line's own node: its name first, then a property's value after its key, else a value."""
        node = self.node
        if not node.name:
            node.name = value
        elif self.drop_next:
            self.drop_next = False
            self.key = ""
        elif self.key:
            node.properties.append((self.key, value))
            self.key = ""
        else:
            node.values.append(value)

    def end_child(self) -> None:
        """The child node read so far is done: kept unless slashdashed."""
        if self.child and not self.dropping_child:
            self.node.children.append(" ".join(self.child))
        self.child, self.dropping_child = [], False


def _value(raw: str | None, string: str | None, bare: str | None) -> str:
    """A token's value: a string without its quotes and escapes, a raw string without its hashes."""
    if raw:
        return re.sub(r'^r?#*"|"#*$', "", raw)
    if string:
        return re.sub(r"\\(.)", lambda m: {"n": " ", "t": " "}.get(m.group(1), m.group(1)), string[1:-1])
    return bare or ""


def _line(node: _Node, depth: int, struck: bool) -> str:
    """The Markdown line of a node: a heading where it opens a block, a list item where it does not (or where it closes
    the block on the same line, its children after its name)."""
    if not node.name:
        return _struck(node.comment) if struck and node.comment else node.comment
    said = " ".join(_shown(v) for v in node.values)
    said += "".join(f", {key.replace('-', ' ')}: {_shown(value)}" for key, value in node.properties)
    said += "".join(f"; {child}" for child in node.children)
    said = said.lstrip(",; ")
    name = node.name.replace("-", " ")
    if node.opens > node.closes and not struck:
        heading = f"{'#' * min(depth + 2, 6)} {name}" + (f" {said}" if said else "")
        return heading + (f" ({node.comment})" if node.comment else "")
    item = f"{name}: {said}" if said else name
    if struck:
        return f"- ~~{item}~~" + (f" ({node.comment})" if node.comment else "")
    return f"- {item}" + (f" ({node.comment})" if node.comment else "")


def _commented(words: str) -> str:
    """A comment's words as prose; a node commented out (`// package "x"`) quoted, set aside as the writer left it."""
    if re.match(r'^(?:/-\s*)?[A-Za-z][\w-]*\s+(?:\([\w-]+\))?(?:"|r?#+"|#?(?:true|false|null)\b|-?\d)', words):
        node = _node(words)
        return f"> {_line(node, 0, False).removeprefix('- ')}" if node.name else words
    return words


def _shown(value: str) -> str:
    """A value as words: a one-word name a code span, `null` "none", anything else as written."""
    if value in ("null", "#null"):
        return "none"
    if value.startswith("#") and value[1:] in ("true", "false"):
        return value[1:]
    return name_as_code(value)


def _struck(text: str) -> str:
    """Words a slashdash took out, struck."""
    return f"~~{text}~~" if text else ""


def _string_left_open(line: str, closing: str | None) -> str | None:
    """What closes the string a line leaves open ('"', or '"#' and its hashes for a raw string), or None where the line
    ends outside any string; ``closing`` is the string open when the line starts. Each line is read once."""
    position = 0
    while position < len(line):
        if closing is not None:
            if closing == '"':
                end = re.compile(r'(?:[^"\\]|\\.)*"').match(line, position)
            else:
                found = line.find(closing, position)
                end = None if found < 0 else re.compile(r"").match(line, found + len(closing))
            if end is None:
                return closing
            position, closing = end.end(), None
            continue
        if line.startswith("//", position):
            return None
        raw = re.compile(r'r?(#+)"').match(line, position)
        if raw and (position == 0 or not line[position - 1].isalnum()):
            position, closing = raw.end(), '"' + raw.group(1)
            continue
        if line[position] == '"':
            position, closing = position + 1, '"'
            continue
        position += 1
    return closing
