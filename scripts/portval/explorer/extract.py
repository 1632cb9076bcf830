"""Read a backend-patch-explorer report (markdown) into the port facts it states.

backend-patch-explorer answers in one of two fixed shapes:

- an inventory table, columns Patch, What it does, Patch logic, Code location,
  How to enable, Requires (one row per patch);
- a deep-dive, sections What it does, Patch logic, Code location, Version
  compatibility and dependencies, Porting into the user's own framework (as
  headings, or as a numbered list with bold titles).

``extract`` finds the shape, picks the patch, and reads each part for the facts
it can state: the patch id, the upstream rebinding sites, the Primus and Turbo
implementations, flags, phase, versions, packages and constraints. Every fact
carries the report line it came from. Nothing is inferred: what the report
does not say is left out and listed as a ``Todo`` (required and recommended
fields) or, when the report says something that cannot be written as a fact,
as a note. Pure functions: text in, ``Extraction`` out.
"""

from __future__ import annotations

import ast
import keyword
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

from ..common.errors import UserError
from ..facts.expressions import ExpressionError, parse_expression
from ..facts.versions import VersionSpecError, parse_specifier
from ..facts.vocabulary import PATCH_STYLES

PHASES = ("setup", "build_args", "before_train", "after_train")
# primus/backends/<backend>/ -> framework.name
BACKENDS = {"megatron": "megatron-lm", "torchtitan": "torchtitan", "maxtext": "maxtext"}
# A rebinding site must be a full import path into a package the port can import;
# `te.pytorch.RMSNorm` (an import alias) is reported as a note instead.
UPSTREAM_ROOTS = frozenset(
    {
        "megatron",
        "transformer_engine",
        "torchtitan",
        "maxtext",
        "MaxText",
        "torch",
        "jax",
        "flax",
        "deep_ep",
        "apex",
        "triton",
        "aiter",
        "flash_attn",
    }
)
# Package import name -> the ways a report writes it.
PACKAGES = {
    "primus_turbo": r"primus[_-]turbo|Primus-Turbo",
    "transformer_engine": r"transformer[_-]engine|Transformer Engine|TransformerEngine|TE",
    "deep_ep": r"deep[_-]ep",
    "torch": r"torch|PyTorch",
    "triton": r"triton|Triton",
    "aiter": r"aiter|AITER",
    "flash_attn": r"flash[_-]attn",
}
REQUIRED = ("feature.id", "feature.summary", "feature.patch_style", "framework.name")
INVENTORY_COLUMNS = ("Patch", "What it does", "Patch logic", "Code location", "How to enable", "Requires")
_COLUMN_NAMES = dict(zip(("patch", "what", "logic", "location", "enable", "requires"), INVENTORY_COLUMNS))
DEEP_DIVE_SECTIONS = (
    "What it does",
    "Patch logic",
    "Code location",
    "Version compatibility and dependencies",
    "Porting into the user's own framework",
)

_ID = r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}"
_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_DOTTED = re.compile(rf"{_IDENT}(?:\.{_IDENT})+")
_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_LOCATION = re.compile(r"(?<![\w/.-])([\w./-]*[\w-]\.(?:py|ya?ml)):(\d+(?:\s*[-–]\s*\d+)?)")
_PRIMUS_FILE = re.compile(r"(?<![\w/.-])(primus/[\w./-]+\.py)\b")
_SPEC = r"(?:==|!=|>=|<=|~=|>|<)\s*v?\d+(?:\.\d+)*(?:\.\*)?"
_SPEC_LIST = rf"{_SPEC}(?:\s*(?:,|\band\b)\s*{_SPEC})*"
_NEGATION = re.compile(r"\b(?:no|not|nothing|never|without|neither|nor|none)\b|n't\b", re.IGNORECASE)

_STYLE_PHRASES = (
    (
        "binding_replacement",
        r"binding replacement|replaces? the (?:attribute|binding|class|symbol)|\brebind(?:s|ing)?\b|monkey-patch(?:es|ed)?\s+`[^`]+`\s+with",
    ),
    ("function_wrapping", r"function wrapping|\bwraps\s+`|\bwraps the (?:function|method|call)|wrapper (?:function|around)"),
    (
        "config_rewrite",
        r"config\s*/\s*arg(?:ument)? rewrite|\b(?:config|arg|args|argument) rewrite|\brewrites? (?:the )?(?:backend_)?(?:args|arguments|config)\b",
    ),
    (
        "env_or_lifecycle",
        r"env(?:ironment)?[ -]var(?:iable)?\s*/\s*lifecycle hook|lifecycle hook|\bsets? (?:an? |the )?env(?:ironment)?\b|\bhook\b",
    ),
    ("source_rewrite", r"source[- ]string rewrite|\brewrites? (?:the )?source\b|inspect\.getsource"),
)
_REBIND_VERB = re.compile(
    r"\b(?:binding replacement|rebind(?:s|ing)?|rebound|replac(?:e|es|ing)|wraps|wrapping|overrid(?:e|es|ing)|overridden|monkey-patch(?:es|ed)?|patched (?:at|in)|swap(?:s|ped)?)\b",
    re.IGNORECASE,
)
_ENABLE_CONTEXT = re.compile(
    r"\bcondition|\bgate[sd]?\b|\benabl(?:e|ed|es|ing)\b|\bchecks?\b|\bflags?\b|\bswitch|\bturn(?:s|ed)? on\b|\bwhen\b", re.IGNORECASE
)
_WRITE_CONTEXT = re.compile(r"\b(?:sets?|forces?|writes?|auto-enables?|overwrites?|rewrites?)\b", re.IGNORECASE)
_RAISE_CONTEXT = re.compile(r"\braise[sd]?\b|\berrors? (?:if|when|out)\b|\bfails? (?:if|when)\b|\brejects?\b", re.IGNORECASE)
_CONDITIONAL = re.compile(r"\bonly (?:when|if)\b|\bunless\b", re.IGNORECASE)
_FLAG = re.compile(
    r"(?<![\w.=!<>])((?:args\.|self\.config\.|config\.)?[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)\s*(=(?!=)|:\s)\s*(\"[^\"]*\"|'[^']*'|-?\d+(?:\.\d+)?(?![\w.])|[A-Za-z_][\w.-]*)"
)
_NOT_FLAGS = frozenset(
    {"phase", "backend", "backend_versions", "primus_versions", "condition", "priority", "description", "tags", "id", "PRIMUS_PATCHES"}
)
_KEY_PREFIXES = ("self.config.", "self.args.", "args.", "config.")
_OPS = {
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.In: "in",
    ast.NotIn: "not_in",
    ast.Is: "==",
    ast.IsNot: "!=",
}
_NEGATE = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<", "in": "not_in", "not_in": "in"}
_MIRROR = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
_SYMBOLS = str.maketrans({"×": "*", "≤": "<=", "≥": ">=", "≠": "!="})


class ReportError(UserError):
    """A report that cannot be read as a backend-patch-explorer answer, or a patch it does not hold."""


@dataclass(frozen=True)
class Found:
    """One fact (or note) and where the report states it: ``line`` and a one-line ``quote``."""

    value: Any
    line: int
    quote: str
    note: str = ""


@dataclass(frozen=True)
class Todo:
    """A field to fill by hand; ``required`` ones stop check_facts.py until filled.

    ``kind`` is "required", "recommended" (the plan asks for it), or "check"
    (the report says something about the field that is not a value to copy).
    """

    field: str
    required: bool
    why: str
    kind: str = "recommended"


@dataclass(frozen=True)
class Extraction:
    """What one report states about one patch.

    ``facts`` maps a facts field ("feature.id", "enable.flags", ...) to a ``Found``,
    or to a list of them for lists and mappings (a mapping entry's value is a
    ``(key, value)`` pair; a constraint's is a dict with param, op, value, source).
    """

    shape: str  # "inventory" or "deep-dive"
    patch_id: str | None
    line: int
    facts: dict[str, Any]
    todos: tuple[Todo, ...]
    notes: tuple[Found, ...]
    ignored: str = ""  # a second shape in the same report, not read


@dataclass(frozen=True)
class _Block:
    """A paragraph, list item, table cell or code block: its first line and its markdown source."""

    line: int
    text: str
    fence: bool = False
    label: str = ""  # the inventory column, quoted with the text (a row shares one line)
    row: bool = False  # a table row of a deep-dive, its cells joined by " | "


@dataclass(frozen=True)
class _Sentence:
    """One sentence (or one statement of a code block): its line, source and code spans."""

    line: int
    text: str
    segments: tuple[tuple[str, str], ...]  # ("text", prose) and ("code", span content), in order
    block: str  # the whole block, for a location the sentence itself lacks
    label: str = ""
    code: bool = False  # a statement of a code block, not prose
    row: bool = False  # a table row of a deep-dive

    @property
    def prose(self) -> str:
        return " ".join(s for kind, s in self.segments if kind == "text")

    def quote(self) -> str:
        return _one_line(f"{self.label}: {_plain(self.text)}" if self.label else _plain(self.text))


@dataclass
class _Collector:
    """What the readers have found so far; keys starting with "_" are working lists that ``_finish`` drops."""

    facts: dict[str, Any] = field(default_factory=dict)
    notes: list[Found] = field(default_factory=list)
    conflicts: set[str] = field(default_factory=set)  # fields the report contradicts itself on
    todos: list[Todo] = field(default_factory=list)

    def put(self, name: str, found: Found) -> None:
        self.facts.setdefault(name, found)

    def add(self, name: str, found: Found, key: Any = None) -> None:
        entries = self.facts.setdefault(name, [])
        identity = found.value if key is None else key
        if all((e.value if key is None else _entry_key(name, e)) != identity for e in entries):
            entries.append(found)

    def note(self, sentence: _Sentence, text: str) -> None:
        if all(n.value != text for n in self.notes):
            self.notes.append(Found(text, sentence.line, sentence.quote()))


def _entry_key(name: str, found: Found) -> Any:
    if name == "constraints":
        return found.value["key"]
    return found.value[0] if isinstance(found.value, tuple) else found.value


# --------------------------------------------------------------------------- shape


def extract(text: str, patch: str | None = None, report: str = "report") -> Extraction:
    """Read ``text`` (a backend-patch-explorer answer) and return the facts it states about one patch.

    ``patch`` selects a row of an inventory table (required when it holds more
    than one) or must match the id of a deep-dive. ``report`` names the file in
    error messages and constraint sources. Raises ``ReportError`` when no
    inventory table or deep-dive sections are recognised, or the patch is
    ambiguous or absent.
    """
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    rows = _inventory_rows(tokens)
    parts, title = _deep_dive_parts(tokens)
    sections = [role for role in ("what", "logic", "location", "requires", "porting") if role in parts]
    if len(sections) >= 2:
        ignored = f"the inventory table ({len(rows)} rows) next to the deep-dive" if rows else ""
        return _from_deep_dive(parts, title, patch, report, ignored)
    if rows:
        return _from_inventory(rows, patch, report)
    raise ReportError(
        f"{report}: found no inventory table and no deep-dive sections, expected a table with columns "
        f"{', '.join(INVENTORY_COLUMNS)} or sections {', '.join(DEEP_DIVE_SECTIONS)}"
    )


def _inline_after(tokens: list[Token], index: int) -> Token | None:
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return following if following is not None and following.type == "inline" else None


def _column_role(header: str) -> str | None:
    name = _plain(header).lower()
    for role, prefix in (
        ("logic", "patch logic"),
        ("what", "what it does"),
        ("location", "code location"),
        ("enable", "how to enable"),
        ("requires", "requires"),
        ("patch", "patch"),
        ("patch", "name"),
    ):
        if name.startswith(prefix):
            return role
    return None


def _inventory_rows(tokens: list[Token]) -> list[dict[str, _Block]]:
    """Every row of every inventory table, as role -> cell; tables with other columns are skipped."""
    rows: list[dict[str, _Block]] = []
    index = 0
    while index < len(tokens):
        if tokens[index].type != "table_open":
            index += 1
            continue
        roles: list[str | None] = []
        labels: list[str] = []
        table: list[dict[str, _Block]] = []
        row: list[_Block] | None = None
        row_line = 0
        in_head = False
        index += 1
        while index < len(tokens) and tokens[index].type != "table_close":
            token = tokens[index]
            if token.type == "thead_open":
                in_head = True
            elif token.type == "thead_close":
                in_head = False
            elif token.type == "tr_open":
                row, row_line = [], (token.map[0] + 1 if token.map else 0)
            elif token.type in ("th_open", "td_open"):
                inline = _inline_after(tokens, index)
                if row is not None:
                    row.append(_Block(row_line, inline.content if inline else ""))
            elif token.type == "tr_close" and row is not None:
                if in_head:
                    roles = [_column_role(cell.text) for cell in row]
                    labels = [_COLUMN_NAMES.get(role or "", _plain(cell.text)) for role, cell in zip(roles, row)]
                else:
                    table.append({role: _Block(cell.line, cell.text, label=label) for role, label, cell in zip(roles, labels, row) if role})
                row = None
            index += 1
        known = {role for role in roles if role}
        if "patch" in known and len(known) >= 4:
            rows.extend(table)
    return rows


def _section_role(title: str) -> str | None:
    name = re.sub(r"^\s*(?:\d+[.)]|[-*])\s*", "", _plain(title)).lower().replace("’", "'")
    for role, prefixes in (
        ("what", ("what it does",)),
        ("logic", ("patch logic",)),
        ("location", ("code location",)),
        ("requires", ("version compatibility", "requires", "dependencies")),
        ("porting", ("porting",)),
        ("enable", ("how to enable",)),
    ):
        if name.startswith(prefixes):
            return role
    return None


def _deep_dive_parts(tokens: list[Token]) -> tuple[dict[str, list[_Block]], _Block | None]:
    """The blocks of each deep-dive section, by role, and the document title.

    A section starts at a heading naming it, or at a paragraph that opens with
    the section name in bold (the numbered-list form); it runs to the next
    section, or to a heading at its own level or above. Blocks outside any
    section go to "preamble".
    """
    parts: dict[str, list[_Block]] = {}
    role, level = "preamble", 0
    title: _Block | None = None
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            inline = _inline_after(tokens, index)
            heading = _Block(token.map[0] + 1 if token.map else 0, inline.content if inline else "")
            title = title or heading
            depth = int(token.tag[1:])
            named = _section_role(heading.text)
            if named:
                role, level = named, depth
                parts.setdefault(role, [])
                continue
            if role != "preamble" and depth <= level:
                role, level = "other", depth
            parts.setdefault(role, []).append(heading)
        elif token.type == "fence" or token.type == "code_block":
            parts.setdefault(role, []).append(_Block(token.map[0] + 1 if token.map else 0, token.content, fence=True))
        elif token.type == "tr_open":
            # A deep-dive's table row is read as one block, its cells joined by " | ", so a cell keeps its neighbours.
            cells, cursor = [], index + 1
            while cursor < len(tokens) and tokens[cursor].type != "tr_close":
                if tokens[cursor].type == "inline":
                    cells.append(tokens[cursor].content)
                cursor += 1
            parts.setdefault(role, []).append(_Block(token.map[0] + 1 if token.map else 0, " | ".join(cells), row=True))
        elif token.type == "inline" and index > 0 and tokens[index - 1].type not in ("heading_open", "th_open", "td_open"):
            text = token.content
            bold = re.match(r"\s*\*\*(.+?)\*\*\s*(?:[-–—:.]\s*)?", text)
            titled = re.fullmatch(r"\s*([A-Za-z' ’]{4,60}?)\s*:?\s*", _plain(text))
            if bold and _section_role(bold.group(1)):
                role, level = _section_role(bold.group(1)) or role, 7
                text = text[bold.end() :]
            elif titled and _section_role(titled.group(1)):
                # A list item or paragraph that is only a section's name ("1. What it does") opens that section.
                role, level = _section_role(titled.group(1)) or role, 7
                continue
            parts.setdefault(role, []).append(_Block(token.map[0] + 1 if token.map else 0, text))
    return parts, title


def _from_inventory(rows: list[dict[str, _Block]], patch: str | None, report: str) -> Extraction:
    ids = [_row_id(row) for row in rows]
    listed = ", ".join(i or f"(row at line {row['patch'].line})" for i, row in zip(ids, rows))
    if patch is not None:
        chosen = [row for i, row in zip(ids, rows) if i == patch]
        if not chosen:
            raise ReportError(f"{report}: --patch {patch}: no such row in the inventory table, expected one of {listed}")
        row = chosen[0]
    elif len(rows) > 1:
        raise ReportError(f"{report}: the inventory table has {len(rows)} patches, expected --patch with one of {listed}")
    else:
        row = rows[0]
    parts = {role: [cell] for role, cell in row.items()}
    collector = _Collector()
    patch_id = _row_id(row)
    if patch_id:
        cell = row["patch"]
        collector.put("feature.id", Found(patch_id, cell.line, _one_line(f"{cell.label}: {_plain(cell.text)}")))
    if "what" in row and _plain(row["what"].text):
        cell = row["what"]
        collector.put("feature.summary", Found(_plain(cell.text), cell.line, _one_line(f"{cell.label}: {_plain(cell.text)}")))
    _read_parts(parts, collector, report, inventory=True)
    return _finish("inventory", patch_id, row["patch"].line, collector)


def _row_id(row: dict[str, _Block]) -> str | None:
    cell = row.get("patch")
    if cell is None:
        return None
    spans = [m.group(2).strip() for m in _CODE_SPAN.finditer(cell.text)]
    for candidate in [*spans, _plain(cell.text)]:
        if re.fullmatch(_ID, candidate):
            return candidate
    return None


def _from_deep_dive(parts: dict[str, list[_Block]], title: _Block | None, patch: str | None, report: str, ignored: str) -> Extraction:
    collector = _Collector()
    every = [s for blocks in parts.values() for s in _sentences(blocks)]
    candidates = _deep_dive_ids(every, title)
    ids = sorted({found.value for found in candidates})
    if patch is not None:
        if patch not in ids:
            named = f"names {', '.join(ids)}" if ids else "names no patch id"
            raise ReportError(f"{report}: --patch {patch}: the deep-dive {named}, expected the id it is about (or no --patch)")
        chosen = next(found for found in candidates if found.value == patch)
    elif len(ids) > 1:
        raise ReportError(f"{report}: the deep-dive names {len(ids)} patch ids, expected --patch with one of {', '.join(ids)}")
    else:
        chosen = candidates[0] if candidates else None
    if chosen:
        collector.put("feature.id", chosen)
    what = [s for s in _sentences(parts.get("what", [])) if _plain(s.text)]
    if what:
        first = what[0]
        collector.put("feature.summary", Found(_plain(first.text), first.line, first.quote()))
    _read_parts(parts, collector, report, inventory=False)
    return _finish("deep-dive", chosen.value if chosen else None, title.line if title else 1, collector, ignored)


def _deep_dive_ids(sentences: list[_Sentence], title: _Block | None) -> list[Found]:
    """Patch ids in order of trust: a quoted ``register_patch("id", ...)``, the title, then "patch id `x`"."""
    registered = [
        Found(m.group(1), s.line, s.quote()) for s in sentences for m in re.finditer(rf"register_patch\(\s*[\"']({_ID})[\"']", s.text)
    ]
    if registered:
        return registered
    if title is not None:
        in_title = [m.group(2).strip() for m in _CODE_SPAN.finditer(title.text)]
        found = [Found(i, title.line, _one_line(_plain(title.text))) for i in in_title if re.fullmatch(_ID, i) and "." in i]
        if found:
            return found
    return [
        Found(m.group(1), s.line, s.quote())
        for s in sentences
        for m in re.finditer(rf"(?:patch id|\bid\b|registered as)\s*:?\s*`({_ID})`", s.text, re.IGNORECASE)
    ]


# --------------------------------------------------------------------------- sentences


def _plain(text: str) -> str:
    """Markdown inline source as plain text: code spans unquoted, emphasis and links dropped, spaces collapsed."""
    text = _CODE_SPAN.sub(lambda m: m.group(2).strip(), text)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def _one_line(text: str, limit: int = 110) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


def _segments(text: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    position = 0
    for match in _CODE_SPAN.finditer(text):
        out.append(("text", text[position : match.start()]))
        out.append(("code", match.group(2).strip()))
        position = match.end()
    out.append(("text", text[position:]))
    return tuple(out)


def _sentences(blocks: Iterable[_Block]) -> Iterator[_Sentence]:
    """Split blocks into sentences (and code blocks into statements), keeping each one's line."""
    for block in blocks:
        if block.fence:
            yield from _statements(block)
            continue
        masked = _CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), block.text)
        start = 0
        for match in re.finditer(r"(?<=[.!?;])\s+(?=\S)", masked):
            yield _sentence(block, start, match.start())
            start = match.end()
        if block.text[start:].strip():
            yield _sentence(block, start, len(block.text))


def _sentence(block: _Block, start: int, end: int) -> _Sentence:
    text = block.text[start:end]
    line = block.line + block.text[:start].count("\n") + (len(text) - len(text.lstrip("\n")))
    return _Sentence(line, text.strip(), _segments(text.strip()), block.text, block.label, row=block.row)


def _statements(block: _Block) -> Iterator[_Sentence]:
    """Each statement of a Python code block, with its imports resolved to full paths ("a.b = c")."""
    source = block.text
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    imports: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                imports[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                imports[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
    lines = source.splitlines()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        text = "\n".join(lines[node.lineno - 1 : (node.end_lineno or node.lineno)]).strip()
        code = text
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = _resolve(node.targets[0], imports), _resolve(node.value, imports)
            if target:
                code = f"{target} = {value or ast.unparse(node.value)}"
        yield _Sentence(block.line + node.lineno, text, (("text", ""), ("code", code), ("text", "")), block.text, code=True)


def _resolve(node: ast.expr, imports: dict[str, str]) -> str | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id in imports:
        return ".".join([imports[node.id], *parts])
    return None


def _location(sentence: _Sentence, after: int = 0) -> str | None:
    """The file:line the sentence cites after offset ``after``, else before it, else in its block."""
    found = list(_LOCATION.finditer(sentence.text))
    later = [m for m in found if m.start() >= after]
    match = later[0] if later else (found[-1] if found else _LOCATION.search(sentence.block))
    return _cited(match) if match else None


def _cited(match: re.Match[str]) -> str:
    lines = re.sub(r"\s+", "", match.group(2))
    return f"{match.group(1)}:{lines}"


def _negated(text: str, position: int) -> bool:
    clause = re.split(r"[,;:(]|\bbut\b", text[:position])[-1]
    return bool(_NEGATION.search(clause))


# --------------------------------------------------------------------------- facts


def _read_parts(parts: dict[str, list[_Block]], out: _Collector, report: str, *, inventory: bool) -> None:
    def read(*roles: str) -> list[_Sentence]:
        return [s for role in roles for s in _sentences(parts.get(role, []))]

    def plain(*roles: str) -> list[_Sentence]:
        """The sentences of ``roles`` that state something plainly: hedged ones become TODOs instead."""
        return [s for s in read(*roles) if not _hedge(s)]

    everything = read(*parts)
    for sentence in everything:
        _hedged_todo(sentence, out)
    _patch_style(read("logic"), out)
    _port_kind(read("what", "logic"), out)
    listed = [s for role in ("logic", "porting") for s in _listed_sites(parts.get(role, []))]
    _sites(sorted([*plain("logic", "porting"), *listed], key=lambda s: s.line), out)
    _implementation(plain("logic", "location", "porting"), read("location"), everything, out)
    _turbo(read("location", "logic", "porting", "requires"), out)
    _framework(everything, out)
    _wired_at(plain("porting"), out)
    _flags(plain("enable"), plain("logic"), out)
    _side_effects(plain("logic"), out)
    _phase(everything, out)
    _module(plain("what", "logic", "porting", "location"), out)
    dependencies = [s for s in read("porting") if re.search(r"depend|install|requir", s.prose, re.IGNORECASE)]
    _packages([*read("requires"), *dependencies], out, whole_cell=inventory)
    _backend_versions(everything, read("requires"), out)
    # A table cell rarely cites a line; the row's Code location is where its conditions live.
    cited = [m for block in parts.get("location", []) for m in _LOCATION.finditer(block.text)] if inventory else []
    fallback = _cited(cited[0]) if cited else None
    constrained = [s for role in parts if role not in ("what", "patch", "preamble") for s in plain(role)]
    _constraints(constrained, out, report, enabling=read("enable"), fallback=fallback)
    _coverage([s for role in parts if role not in ("what", "patch", "location") for s in plain(role)], out)


# --------------------------------------------------------------------------- the module under test

_CONSTRUCTION = re.compile(r"\bconstruct(?:ed|s|or)?\b|\bbuil[dt]\b|\binstantiat\w*|__init__", re.IGNORECASE)


def _module(sentences: list[_Sentence], out: _Collector) -> None:
    """module.constructor from "constructed as `X(...)`", and forward inputs with the shapes the report writes."""
    constructors: list[Found] = []
    for sentence in sentences:
        codes = [(i, v.strip()) for i, (k, v) in enumerate(sentence.segments) if k == "code"]
        if _CONSTRUCTION.search(sentence.prose):
            for _, value in codes:
                if re.fullmatch(r"[A-Za-z_][\w.]*\([^()]*\)", value) and not value.startswith(("assert", "if", "raise")):
                    constructors.append(Found(value, sentence.line, sentence.quote()))
        if not re.search(r"\bforward\b", sentence.prose, re.IGNORECASE):
            continue
        for position, (index, value) in enumerate(codes):
            inline = re.fullmatch(rf"({_IDENT})\s*:\s*\[(.*)\]", value)
            name, shape_text = (inline.group(1), inline.group(2)) if inline else (value, None)
            if not re.fullmatch(_IDENT, name) or keyword.iskeyword(name) or name in ("forward", "self"):
                continue
            if shape_text is None and position + 1 < len(codes):
                between = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
                following = codes[position + 1][1]
                if re.fullmatch(r"\s*(?:\(|has shape|of shape|with shape|shape|:)?\s*", between) and re.fullmatch(r"\[.*\]", following):
                    shape_text = following[1:-1]
            dims = [d.strip() for d in (shape_text or "").split(",")]
            shape = [int(d) if d.isdigit() else d for d in dims] if shape_text is not None else None
            if shape and all((isinstance(d, int) and d > 0) or (isinstance(d, str) and re.fullmatch(_IDENT, d)) for d in shape):
                out.add("module.forward_inputs", Found({"name": name, "shape": shape}, sentence.line, sentence.quote()), key=name)
            else:
                out.todos.append(
                    Todo(
                        "module.forward_inputs",
                        False,
                        f'report line {sentence.line}: "{sentence.quote()}": forward input `{name}` without a shape the draft can write; '
                        "add it with its shape (or its plain value)",
                        "check",
                    )
                )
    distinct = list(dict.fromkeys(f.value for f in constructors))
    if len(distinct) == 1:
        out.put("module.constructor", constructors[0])
    elif distinct:
        first = constructors[0]
        out.todos.append(
            Todo("module.constructor", False, f"report line {first.line} and others name several constructors ({', '.join(distinct)}); write yours", "check")
        )


# --------------------------------------------------------------------------- hedges and coverage

# Wording that makes a sentence conditional, or about something other than this patch: what it names
# is neither a value nor its negation, so it becomes a TODO quoting the line.
_HEDGES = (
    ("unless", r"\bunless\b"),
    ("a warning", r"\bwarn(?:s|ed|ing|ings)?\b"),
    ("disabled / skipped when", r"\b(?:disabled|skipped|skips|ignored|bypassed|turned off)\s+(?:if|when|for)\b"),
    ("only when", r"\bonly\s+(?:when|if|for|with)\b"),
    ("another patch", r"\bcompanion\b|\bsibling\b|\banother patch\b|\bregistered separately\b|\bseparate patch\b|\bnot part of this patch\b"),
    ("optional", r"\boptional(?:ly)?\b|\bcan be (?:raised|lowered|set|changed|enabled)\b"),
    ("a note", r"^\W*(?:note|nb|caveat)\b"),
)


def _hedge(sentence: _Sentence) -> str | None:
    """The hedge a sentence carries (see ``_HEDGES``), or None when it states things plainly."""
    return _hedge_text(sentence.text if sentence.code else sentence.prose)


def _hedge_text(text: str) -> str | None:
    for what, pattern in _HEDGES:
        if re.search(pattern, text, re.IGNORECASE):
            return what
    return None


def _mentions(sentence: _Sentence) -> list[str]:
    """What a sentence names that could be a fact: code spans, and code statements."""
    return [v for k, v in sentence.segments if k == "code" and v.strip()]


def _hedged_todo(sentence: _Sentence, out: _Collector) -> None:
    """A hedged sentence naming code becomes one TODO that quotes it; none of its names become values."""
    hedge = _hedge(sentence)
    names = _mentions(sentence)
    if hedge is None or not names:
        return
    named = ", ".join(f"`{_one_line(n, 60)}`" for n in dict.fromkeys(names))
    field = (
        "upstream.aliases"
        if any(_is_dotted(n) and _root(n) in UPSTREAM_ROOTS for n in names) and not any(_condition(n) for n in names)
        else "constraints"
        if any(_condition(n) is not None for n in names) or re.search(r"[<>]=?|==|!=", " ".join(names))
        else "enable.flags"
    )
    out.todos.append(
        Todo(
            field,
            False,
            f'report line {sentence.line} is conditional ({hedge}), so nothing in it was written as a value: "{sentence.quote()}" '
            f"(names {named}); write what your port needs, or nothing",
            "check",
        )
    )


_WORDED_CONSTRAINT = re.compile(
    r"\bmust(?: not| never)? (?:be|equal|exceed|stay)\b|\bhas to be\b|\bhave to be\b|\bonly supports?\b|\bcannot be\b|\bis required to be\b",
    re.IGNORECASE,
)


def _coverage(sentences: list[_Sentence], out: _Collector) -> None:
    """Every site, flag and constraint a plain sentence names ends up as a value or a TODO quoting its line."""
    values = {
        name: {f.value if not isinstance(f.value, tuple) else f.value[0] for f in out.facts.get(name, [])}
        for name in ("upstream.symbols", "upstream.aliases")
    }
    sites = values["upstream.symbols"] | values["upstream.aliases"]
    constrained_lines = {f.line for f in out.facts.get("constraints", [])}
    told = " ".join(t.why for t in out.todos) + " " + " ".join(str(n.value) for n in out.notes)
    implementation = {
        f.value for name in ("feature.id", "implementation.primus", "implementation.turbo", "framework.wired_at") if (f := out.facts.get(name))
    }
    for sentence in sentences:
        missed: list[tuple[str, str]] = []
        for name in _mentions(sentence):
            path = name.removesuffix("()")
            assignment = re.fullmatch(rf"({_DOTTED.pattern})\s*=\s*[\w.]+", path)
            target = assignment.group(1) if assignment else path
            if _is_dotted(target) and _root(target) in UPSTREAM_ROOTS:
                drafted = target in sites or target in implementation or any(s.startswith(target + ".") for s in sites)
                if not drafted and f"`{target}`" not in told:
                    missed.append(("upstream.aliases", f"`{target}`: not written as a site; add it to upstream.aliases if your port rebinds it"))
            elif _condition(name) is not None and sentence.line not in constrained_lines and f"`{_one_line(name, 80)}`" not in told:
                missed.append(("constraints", f"`{_one_line(name, 80)}`: a condition not written as a constraint; write it if it gates the port"))
        if _WORDED_CONSTRAINT.search(sentence.prose) and sentence.line not in constrained_lines and not sentence.code:
            missed.append(("constraints", "a constraint stated in words; write it as param, op, value and source"))
        for name, why in missed:
            out.todos.append(Todo(name, False, f'report line {sentence.line}: "{sentence.quote()}": {why}', "check"))
            told += " " + why


def _patch_style(sentences: list[_Sentence], out: _Collector) -> None:
    hits: list[tuple[str, Found]] = []
    for sentence in sentences:
        matches = []
        for style, pattern in _STYLE_PHRASES:
            for match in re.finditer(pattern, sentence.text, re.IGNORECASE):
                if not _negated(sentence.text, match.start()):
                    matches.append((match.start(), style, match.group(0)))
        for _, style, phrase in sorted(matches):
            hits.append((style, Found(style, sentence.line, sentence.quote(), f'the report says "{phrase.rstrip("` ")}"')))
    if hits:
        out.put("feature.patch_style", hits[0][1])
        others = sorted({style for style, _ in hits} - {hits[0][0]})
        if others:
            first = hits[0][1]
            out.notes.append(
                Found(f"the report also uses wording of {', '.join(others)}; the first style named is kept", first.line, first.quote)
            )


def _port_kind(sentences: list[_Sentence], out: _Collector) -> None:
    kinds: dict[str, Found] = {}
    for sentence in sentences:
        for kind, pattern in (("drop_in", r"\bdrop-in\b"), ("full_replacement", r"\bfull replacement\b")):
            for match in re.finditer(pattern, sentence.text, re.IGNORECASE):
                if not _negated(sentence.text, match.start()):
                    kinds.setdefault(kind, Found(kind, sentence.line, sentence.quote()))
    if len(kinds) == 1:
        out.put("feature.port_kind", next(iter(kinds.values())))
    elif kinds:
        first = min(kinds.values(), key=lambda f: f.line)
        out.notes.append(
            Found("the report calls the port both drop-in and full replacement; feature.port_kind left out", first.line, first.quote)
        )


def _root(path: str) -> str:
    return path.split(".", 1)[0]


def _is_dotted(text: str) -> bool:
    text = text.removesuffix("()")
    return bool(_DOTTED.fullmatch(text)) and not any(keyword.iskeyword(part) for part in text.split("."))


def _sites(sentences: list[_Sentence], out: _Collector) -> None:
    """Rebinding sites: arrows, assignments, "rebinds `S` in `A`, `B`" and "also rebinds the alias `A.S`"."""
    sites: list[tuple[str, bool, Found]] = []  # path, named an alias, where
    for sentence in sentences:
        segments = sentence.segments
        verb = False
        consumed: set[int] = set()
        for index, (kind, value) in enumerate(segments):
            if kind == "text":
                verbs = [m.end() for m in _REBIND_VERB.finditer(value) if not _negated(value, m.start())]
                breaks = [m.end() for m in re.finditer(r"[:;]\s|\bso\b|—", value)]
                # A rebinding verb reaches the spans after it, up to the end of its clause.
                verb = max(verbs, default=-1) > max(breaks, default=-1) or (verb and not breaks)
                continue
            if index in consumed:
                continue
            before = segments[index - 1][1] if index else ""
            after = segments[index + 1][1] if index + 1 < len(segments) else ""
            alias = bool(re.search(r"\balias(?:es)?\b[^`]*$|\balso\b[^`]*$", before, re.IGNORECASE))
            named_alias = bool(re.search(r"\balias(?:es)?\b[^`]*$", before, re.IGNORECASE)) and _is_dotted(value)
            where = Found(None, sentence.line, sentence.quote())
            assignment = re.fullmatch(rf"({_DOTTED.pattern})\s*=\s*([\w.]+)", value)
            modules = (
                _module_list(segments, index + 1)
                if re.match(r"\s*(?:(?:is|are)\s+)?(?:rebound\s+|replaced\s+|patched\s+|overridden\s+)?in\s+(?:both\s+)?$", after)
                else []
            )
            if assignment:
                path = assignment.group(1)
                if _root(path) in UPSTREAM_ROOTS:
                    sites.append((path, alias, where))
                _replacement(assignment.group(2), sentence, out)
            elif modules and (verb or _REBIND_VERB.search(after)):
                consumed.update(range(index + 2, index + 2 + 2 * len(modules), 2))
                symbol = value.removesuffix("()").rsplit(".", 1)[-1]
                for module in modules:
                    path = f"{module}.{symbol}"
                    if _root(module) in UPSTREAM_ROOTS and _is_dotted(path):
                        sites.append((path, alias, where))
                    else:
                        out.note(sentence, f"`{path}` is not a full import path into an upstream package; not written as a site")
            elif (
                _is_dotted(value)
                and _root(value) not in ("primus", "primus_turbo")
                and (verb or named_alias or re.match(r"\s*(?:->|→|=>)", after) or _replaced_in_row(sentence, index))
            ):
                path = value.removesuffix("()")
                if _root(path) in UPSTREAM_ROOTS:
                    sites.append((path, alias, where))
                else:
                    out.note(sentence, f"`{path}` is not a full import path into an upstream package; not written as a site")
    seen: set[str] = set()
    symbols: set[str] = set()
    for path, alias, where in sites:
        if path in seen:
            continue
        seen.add(path)
        name = path.rsplit(".", 1)[-1]
        if alias or name in symbols:
            note = (
                "named as an alias in the report"
                if alias
                else f"another binding of {name}; the first site named is taken as its defining module"
            )
            out.add("upstream.aliases", Found(path, where.line, where.quote, note))
        else:
            symbols.add(name)
            out.add("upstream.symbols", Found(path, where.line, where.quote))


def _listed_sites(blocks: list[_Block]) -> list[_Sentence]:
    """Items of a list under "rebinds `S` in these modules:" that are each one upstream path, as sentences saying so."""
    found: list[_Sentence] = []
    lead = False
    for block in blocks:
        item = re.fullmatch(r"\s*`([^`]+)`\s*[,;.]?\s*", block.text)
        if item and lead and _is_dotted(item.group(1)) and _root(item.group(1)) in UPSTREAM_ROOTS:
            path = item.group(1)
            found.append(_Sentence(block.line, block.text.strip(), (("text", "rebinds "), ("code", path), ("text", "")), block.text))
            continue
        text = _plain(block.text).rstrip()
        lead = text.endswith(":") and bool(_REBIND_VERB.search(text)) and not _hedge_text(text)
    return found


def _replaced_in_row(sentence: _Sentence, index: int) -> bool:
    """In a table row, an upstream path whose next cell is a Primus path: the row reads "upstream | replacement"."""
    segments = sentence.segments
    if not sentence.row or index + 2 >= len(segments) or not re.fullmatch(r"\s*\|\s*", segments[index + 1][1]):
        return False
    following = segments[index + 2][1]
    return _is_dotted(following) and _root(following) == "primus"


def _module_list(segments: tuple[tuple[str, str], ...], start: int) -> list[str]:
    """Code spans from ``start`` on, joined by commas and "and": `A`, `B` and `C`."""
    modules: list[str] = []
    index = start + 1
    while index < len(segments) and segments[index][0] == "code":
        modules.append(segments[index][1])
        joiner = segments[index + 1][1] if index + 1 < len(segments) else ""
        if not re.fullmatch(r"\s*(?:,|,?\s*and|&)\s*", joiner):
            break
        index += 2
    return modules


def _replacement(name: str, sentence: _Sentence, out: _Collector) -> None:
    if _is_dotted(name) and _root(name) == "primus":
        out.add("_primus", Found(name, sentence.line, sentence.quote()))
    elif re.fullmatch(_IDENT, name):
        out.add("_primus_names", Found(name, sentence.line, sentence.quote()))


def _implementation(sentences: list[_Sentence], location: list[_Sentence], everything: list[_Sentence], out: _Collector) -> None:
    """The Primus replacement (after ->, with, by, "handler", "implementation") and its file."""
    for sentence in sentences:
        segments = sentence.segments
        for index, (kind, value) in enumerate(segments):
            if kind != "code" or not _is_dotted(value) or _root(value) != "primus":
                continue
            before = segments[index - 1][1] if index else ""
            if re.search(
                r"(?:->|→|=>|\bwith|\bby|\bhandler|\bimplementation|\breplacement|\bPrimus side[^`]*)\s*:?\s*$", before, re.IGNORECASE
            ) or (sentence.row and index >= 2 and _replaced_in_row(sentence, index - 2)):
                out.add("_primus", Found(value.removesuffix("()"), sentence.line, sentence.quote()))
    paths = list(out.facts.pop("_primus", []))
    mentioned = [v for s in everything for k, v in s.segments if k == "code" and _is_dotted(v) and _root(v) == "primus"]
    # `x.Symbol = PrimusX` names the replacement bare; it counts when the report also gives its full path.
    for bare in out.facts.pop("_primus_names", []):
        for path in dict.fromkeys(p for p in mentioned if p.rsplit(".", 1)[-1] == bare.value):
            paths.append(Found(path, bare.line, bare.quote, f"{bare.value}, whose full path the report gives elsewhere"))
    distinct = list(dict.fromkeys(f.value for f in paths))
    if len(distinct) == 1:
        out.put("implementation.primus", paths[0])
    elif len(distinct) > 1:
        first = paths[0]
        out.notes.append(
            Found(f"several Primus replacements named ({', '.join(distinct)}); implementation.primus left out", first.line, first.quote)
        )
    _primus_file(location, everything, out)


def _primus_file(location: list[_Sentence], everything: list[_Sentence], out: _Collector) -> None:
    files: list[tuple[str, Found, bool]] = []  # path, where, labelled as the implementation
    for sentence in location:
        for match in _PRIMUS_FILE.finditer(sentence.text):
            labelled = bool(
                re.search(
                    r"\(\+\s*`?$|implementation|\bimpl\b|extension|wrapper|Primus side", sentence.text[: match.start()], re.IGNORECASE
                )
            )
            files.append((match.group(1), Found(match.group(1), sentence.line, sentence.quote()), labelled))
    primus = out.facts.get("implementation.primus")
    if primus is not None:
        parts = primus.value.split(".")
        for cut in range(len(parts) - 1, 1, -1):
            module_file = "/".join(parts[:cut]) + ".py"
            hits = [s for s in everything if module_file in s.text]
            if hits:
                out.put("implementation.primus_file", Found(module_file, hits[0].line, hits[0].quote(), f"the module of {primus.value}"))
                return
    labelled = [f for _, f, is_impl in files if is_impl]
    distinct = list(dict.fromkeys(path for path, _, _ in files))
    if labelled:
        out.put("implementation.primus_file", labelled[0])
    elif len(distinct) == 1:
        out.put("implementation.primus_file", files[0][1])


def _turbo(sentences: list[_Sentence], out: _Collector) -> None:
    """The Primus-Turbo symbol: one the report labels (Turbo side, calls, wraps), else the first named."""
    candidates: list[tuple[bool, Found]] = []
    for sentence in sentences:
        for index, (kind, value) in enumerate(sentence.segments):
            if kind == "code" and _is_dotted(value) and _root(value) == "primus_turbo" and value.count(".") >= 2:
                before = " ".join(v for k, v in sentence.segments[:index] if k == "text")
                labelled = bool(
                    re.search(
                        r"Turbo[- ]side|Turbo symbol|\bcalls?\b|\bwraps?\b|\buses?\b|\bbuilt\b|\bconstructs?\b", before, re.IGNORECASE
                    )
                )
                candidates.append((labelled, Found(value.removesuffix("()"), sentence.line, sentence.quote())))
    if candidates:
        labelled = [f for is_labelled, f in candidates if is_labelled]
        out.put("implementation.turbo", (labelled or [candidates[0][1]])[0])


def _framework(sentences: list[_Sentence], out: _Collector) -> None:
    backends: dict[str, Found] = {}
    for sentence in sentences:
        for match in re.finditer(r"backend\s*=\s*[\"'](\w+)[\"']|(?<![\w/])primus/backends/(\w+)/patches/", sentence.text):
            backends.setdefault(match.group(1) or match.group(2), Found(None, sentence.line, sentence.quote()))
    if len(backends) == 1:
        name, where = next(iter(backends.items()))
        if name in BACKENDS:
            out.put("framework.name", Found(BACKENDS[name], where.line, where.quote, f"the backend whose patch is ported ({name})"))
        else:
            out.notes.append(
                Found(f"backend {name!r} is not one of {', '.join(BACKENDS)}; framework.name left out", where.line, where.quote)
            )
    elif backends:
        where = next(iter(backends.values()))
        out.notes.append(Found(f"several backends named ({', '.join(backends)}); framework.name left out", where.line, where.quote))


def _wired_at(sentences: list[_Sentence], out: _Collector) -> None:
    sites = {f.value for name in ("upstream.symbols", "upstream.aliases") for f in out.facts.get(name, [])}
    for sentence in sentences:
        if not re.search(r"\bconstruct(?:s|ed)?\b|\binstantiat(?:es|ed|ion)\b", sentence.prose, re.IGNORECASE):
            continue
        for kind, value in sentence.segments:
            if kind == "code" and _is_dotted(value) and _root(value) in UPSTREAM_ROOTS and value not in sites:
                out.put("framework.wired_at", Found(value, sentence.line, sentence.quote()))
                return


def _literal(text: str) -> tuple[bool, Any]:
    """A flag or side-effect value as written: Python or YAML literals, else the bare word as a string."""
    lowered = {"true": True, "false": False, "null": None, "none": None}
    if text.lower() in lowered:
        return True, lowered[text.lower()]
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return bool(re.fullmatch(r"[A-Za-z_][\w.-]*", text)), text
    if isinstance(value, float) and not math.isfinite(value) or isinstance(value, (list, tuple, dict, set, complex, bytes)):
        return False, None
    return True, value


def _key(text: str) -> str | None:
    for prefix in _KEY_PREFIXES:
        if text.startswith(prefix):
            text = text[len(prefix) :]
            break
    if (
        text.startswith(("self.", "ctx."))
        or not re.fullmatch(rf"{_IDENT}(?:\.{_IDENT})*", text)
        or any(keyword.iskeyword(p) for p in text.split("."))
    ):
        return None
    return text


def _assignments(kind: str, text: str) -> Iterator[tuple[str, Any]]:
    """``key=value`` in prose or code, and ``key: value`` inside a code span only ("Requires: x" is prose)."""
    for match in _FLAG.finditer(text):
        if match.group(2).startswith(":") and kind != "code":
            continue
        key, (ok, literal) = _key(match.group(1)), _literal(match.group(3))
        if key and ok and key not in _NOT_FLAGS:
            yield key, literal


def _flags(enable: list[_Sentence], logic: list[_Sentence], out: _Collector) -> None:
    """Flags from How to enable, and from Patch logic sentences about the condition (not about what the handler sets)."""
    for sentence, gated in [*((s, False) for s in enable), *((s, True) for s in logic)]:
        if gated and (_WRITE_CONTEXT.search(sentence.prose) or not _ENABLE_CONTEXT.search(sentence.prose)):
            continue
        groups = _alternatives(sentence)
        valued = [g for g in groups if g]
        if len(valued) > 1:
            options = " | ".join(", ".join(f"{k}={v!r}" for k, v in g) for g in valued)
            out.todos.append(
                Todo(
                    "enable.flags",
                    False,
                    f"report line {sentence.line} gives alternatives ({options}); write the set your port uses",
                    "check",
                )
            )
            continue
        named = set()
        for key, value in valued[0] if valued else []:
            named.add(key)
            target = "enable.env" if re.fullmatch(r"[A-Z][A-Z0-9_]*", key) else "enable.flags"
            if target == "enable.env":
                value = value if isinstance(value, str) else _env_text(value)
            out.add(target, Found((key, value), sentence.line, sentence.quote()), key=key)
        for index, (kind, value) in enumerate(sentence.segments):
            if kind != "code":
                continue
            after = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
            flag = value[2:].replace("-", "_") if re.fullmatch(r"--(?!no-)[a-z][a-z0-9-]*", value) else None
            if flag:
                out.add(
                    "enable.flags", Found((flag, True), sentence.line, sentence.quote(), f"from the command-line flag {value}"), key=flag
                )
                named.add(flag)
            elif sentence.row and re.fullmatch(r"\s*\|\s*", after) and index + 2 < len(sentence.segments) and _bare_flag(value):
                # A flags table: "| `use_turbo_rms_norm` | `true` |".
                ok, literal = _literal(sentence.segments[index + 2][1])
                if ok and literal is not None:
                    out.add("enable.flags", Found((value, literal), sentence.line, sentence.quote()), key=value)
                    named.add(value)
                    named.add(sentence.segments[index + 2][1])
            elif _bare_flag(value) and value not in named and not _valued(out, value):
                truth = re.match(r"\s*(?:must\s+(?:both\s+|all\s+)?be|(?:is|are)|set\s+to|=)\s*`?(true|false|True|False)\b", after)
                if truth:
                    out.add("enable.flags", Found((value, truth.group(1).lower() == "true"), sentence.line, sentence.quote()), key=value)
                else:
                    out.todos.append(
                        Todo(
                            "enable.flags",
                            False,
                            f"report line {sentence.line} names `{value}` without a value; add {value}: <value> if it enables the patch",
                            "check",
                        )
                    )


def _env_text(value: Any) -> str:
    """A scalar as the text an environment variable holds: NAME=1 is "1"."""
    if isinstance(value, bool):
        return "1" if value else "0"
    return "" if value is None else str(value)


def _alternatives(sentence: _Sentence) -> list[list[tuple[str, Any]]]:
    """The flags of a sentence, split where the report says "or" between them."""
    groups: list[list[tuple[str, Any]]] = [[]]
    for kind, value in sentence.segments:
        if kind == "text" and re.search(r"\bor\b", value) and groups[-1]:
            groups.append([])
        groups[-1].extend(_assignments(kind, value))
    return groups


def _bare_flag(value: str) -> bool:
    return (
        bool(re.fullmatch(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*", value))
        and not value.startswith(("is_", "_"))
        and "patch" not in value
        and value not in PHASES
        and value not in PACKAGES
        and value not in _NOT_FLAGS
        and not keyword.iskeyword(value)
        and not value.endswith((".py", ".yaml"))
    )


def _valued(out: _Collector, key: str) -> bool:
    return any(f.value[0] == key for f in out.facts.get("enable.flags", []))


def _side_effects(sentences: list[_Sentence], out: _Collector) -> None:
    for sentence in sentences:
        if not _WRITE_CONTEXT.search(sentence.prose) and not sentence.text.startswith(("args.", "self.config.")):
            continue
        for index, (kind, value) in enumerate(sentence.segments):
            if kind != "code":
                continue
            match = re.fullmatch(r"([\w.]+)\s*=\s*(.+)", value)
            if match and not match.group(2).startswith("="):
                key, (ok, literal) = _key(match.group(1)), _literal(match.group(2).strip())
                if key and ok and key not in _NOT_FLAGS:
                    out.add("enable.side_effects", Found((key, literal), sentence.line, sentence.quote()), key=key)
            elif _key(value) and index + 2 < len(sentence.segments) and re.fullmatch(r"\s*to\s*", sentence.segments[index + 1][1]):
                ok, literal = _literal(sentence.segments[index + 2][1])
                key = _key(value)
                if ok and key:
                    out.add("enable.side_effects", Found((key, literal), sentence.line, sentence.quote()), key=key)


def _phase(sentences: list[_Sentence], out: _Collector) -> None:
    phases: dict[str, Found] = {}
    for sentence in sentences:
        plain = _plain(sentence.text)
        for match in re.finditer(
            rf"\bphase\s*[=:]\s*[\"']?({_IDENT})|\b({'|'.join(PHASES)})\s+phase\b|\bphase\s+({'|'.join(PHASES)})\b", plain, re.IGNORECASE
        ):
            name = next(g for g in match.groups() if g)
            phases.setdefault(name, Found(name, sentence.line, sentence.quote()))
    if len(phases) == 1:
        out.put("enable.phase", next(iter(phases.values())))
    elif phases:
        first = min(phases.values(), key=lambda f: f.line)
        out.notes.append(Found(f"several phases named ({', '.join(phases)}); enable.phase left out", first.line, first.quote))


def _spec(text: str) -> str | None:
    """A version specifier as the contract writes it (">=0.12,<0.17"), or None when it does not parse."""
    clauses = [re.sub(r"\s+|v(?=\d)", "", c) for c in re.split(r"\s*(?:,|\band\b)\s*", text.strip()) if c.strip()]
    spec = ",".join(clauses)
    try:
        parse_specifier(spec)
    except VersionSpecError:
        return None
    return spec


def _packages(sentences: list[_Sentence], out: _Collector, *, whole_cell: bool) -> None:
    """Packages named where the report lists requirements, each with the specifier written after it (else any version)."""
    for sentence in sentences:
        text = _plain(sentence.text)
        for name, pattern in PACKAGES.items():
            for match in re.finditer(rf"(?<![\w./-])(?:{pattern})(?![\w/-])", text):
                if _negated(text, match.start()):
                    continue
                tail = text[match.end() :]
                version = re.match(rf"(?:\.[\w.]+)?\s*(?:\(\s*)?(?:version\s*|ver\.?\s*)?:?\s*({_SPEC_LIST})([A-Za-z+]\w*)?", tail)
                spec = _spec(version.group(1)) if version else None
                note = ""
                if version and version.group(2):
                    note = f"the report writes {version.group(1)}{version.group(2)}; pre-release and local parts are dropped"
                existing = [f for f in out.facts.get("requires.packages", []) if f.value[0] == name]
                if existing and existing[0].value[1] is None and spec:
                    out.facts["requires.packages"].remove(existing[0])
                out.add("requires.packages", Found((name, spec), sentence.line, sentence.quote(), note), key=name)
        _platform(sentence, text, out, whole_cell)


def _platform(sentence: _Sentence, text: str, out: _Collector, whole_cell: bool) -> None:
    for platform, word in (("rocm", "ROCm"), ("cuda", "CUDA")):
        patterns = [
            rf"\b{word}[- ]only\b",
            rf"\bonly (?:on|for|supports?) {word}\b",
            rf"\brequires {word}\b",
            rf"\b{word} (?:is )?required\b",
            rf"\b{word}-specific\b",
        ]
        if whole_cell:
            patterns.append(rf"(?:^|[;,/]\s*){word}\s*(?:$|[;,/(])")
        for pattern in patterns:
            match = re.search(pattern, text)
            if match and not _negated(text, match.start()):
                current = out.facts.get("requires.platform")
                if current is not None and current.value != platform:
                    out.facts.pop("requires.platform")
                    out.note(sentence, "the report names both ROCm and CUDA as required; requires.platform left out")
                    out.conflicts.add("requires.platform")
                elif "requires.platform" not in out.conflicts:
                    out.put("requires.platform", Found(platform, sentence.line, sentence.quote()))
                break


def _backend_versions(everything: list[_Sentence], requires: list[_Sentence], out: _Collector) -> None:
    for sentence in everything:
        for match in re.finditer(r"backend_versions\s*=\s*(\[[^\]]*\]|\"[^\"]*\"|'[^']*')", sentence.text):
            try:
                value = ast.literal_eval(match.group(1))
            except (ValueError, SyntaxError):
                continue
            for text in [value] if isinstance(value, str) else value:
                spec = _spec(str(text))
                if spec:
                    out.add("requires.backend_versions", Found(spec, sentence.line, sentence.quote()))
                else:
                    out.note(sentence, f"backend version {text!r} is not a specifier like '>=0.12,<0.17'; not written")
    for sentence in requires:
        text = _plain(sentence.text)
        for match in re.finditer(
            rf"\b(?:Megatron-LM|Megatron-Core|megatron-core|megatron\.core|Megatron|TorchTitan|torchtitan|MaxText|maxtext)\s*(?:version\s*)?({_SPEC_LIST})",
            text,
        ):
            spec = _spec(match.group(1))
            if spec:
                out.add("requires.backend_versions", Found(spec, sentence.line, sentence.quote()))


# --------------------------------------------------------------------------- constraints


class _Unwritable(ValueError):
    """A condition that cannot be written as constraints; the message says why."""


def _constraints(sentences: list[_Sentence], out: _Collector, report: str, enabling: list[_Sentence], fallback: str | None) -> None:
    """Constraints from ``assert``, ``if ...: raise``, "raises X if `cond`", comparisons and "requires TP × EP > 1"."""
    enable_lines = {s.line for s in enabling}
    for sentence in sentences:
        found: list[tuple[ast.expr, bool, str, int, int]] = []  # condition, holds, as written, span in the sentence
        spans = iter(_CODE_SPAN.finditer(sentence.text))
        for index, (kind, value) in enumerate(sentence.segments):
            if kind == "text":
                continue
            span = next(spans, None)
            parsed = _condition(value)
            if parsed is not None:
                node, holds, statement = parsed
                if statement == "compare":
                    before = " ".join(v for k, v in sentence.segments[:index] if k == "text")
                    holds = not bool(_RAISE_CONTEXT.search(before.split(".")[-1]))
                    if sentence.line in enable_lines and _flag_like(node):
                        continue
                found.append((node, holds, value, *(span.span() if span else (0, len(sentence.text)))))
            elif re.match(r"if\b.*:\s*assert\b", value, re.DOTALL):
                out.note(sentence, f"conditional assert `{_one_line(value, 80)}` cannot be written as a constraint")
        # A code statement's strings are messages, not the report's words ("requires TPxEP > 1" in a raise).
        prose = "" if sentence.code else _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), sentence.text)
        for match in re.finditer(
            r"\b(?:requires?|needs?)\s+(?:that\s+)?([A-Za-z_]\w*(?:\s*[×*+/-]\s*[A-Za-z_]\w*)*)\s*(==|!=|<=|>=|=|<|>|≤|≥|≠)\s*(-?\d+)\b",
            prose,
        ):
            names = re.findall(r"[A-Za-z_]\w*", match.group(1))
            if any(re.fullmatch(rf"(?:{'|'.join(PACKAGES.values())})", n) or n in ("ROCm", "CUDA", "Megatron") for n in names):
                continue
            op = {"=": "==", "≤": "<=", "≥": ">=", "≠": "!="}.get(match.group(2), match.group(2))
            text = f"{match.group(1).translate(_SYMBOLS)} {op} {match.group(3)}"
            found.append((ast.parse(text, mode="eval").body, True, _plain(match.group(0)), match.start(), match.end()))
        if not found:
            continue
        if _CONDITIONAL.search(sentence.prose) and any(v.startswith(("assert", "if")) for _, _, v, _, _ in found):
            out.note(
                sentence, "a conditional constraint (only when / unless) cannot be written as constraints; read it and add what applies"
            )
            continue
        for node, holds, written, start, end in found:
            try:
                triples = _conjuncts(node, holds)
            except _Unwritable as why:
                out.note(sentence, f"`{_one_line(written, 80)}`: {why}")
                continue
            where = _location(sentence, start) or fallback
            if not written.startswith(("assert", "if")):
                # A comparison means little without its clause ("raises ValueError if ...").
                written = _clause(sentence.text, start, end)
            if where and where in written:
                source = written
            else:
                source = f"{where} {written}" if where else f"{report} line {sentence.line}: {written}"
            for param_node, op, value in triples:
                param, guessed = _param(param_node)
                if param is None:
                    out.note(
                        sentence,
                        f"`{ast.unparse(param_node)}` is not a run-config name or arithmetic over names; not written as a constraint",
                    )
                    continue
                note = ""
                if guessed:
                    note = f"{', '.join(guessed)}: the name(s) as the report writes them; rename to the keys your run_config() returns"
                expression = parse_expression(param)
                entry = {
                    "param": param,
                    "op": op,
                    "value": value,
                    "source": _one_line(source, 240),
                    "key": (expression.python, op, repr(value)),
                }
                out.add("constraints", Found(entry, sentence.line, sentence.quote(), note), key=entry["key"])


def _clause(text: str, start: int, end: int) -> str:
    """The clause of ``text`` around ``text[start:end]``, as plain text."""
    breaks = r"[,;()]|:\s"
    head = re.split(breaks, _CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), text[:start]))[-1]
    tail = re.split(breaks, _CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), text[end:]))[0]
    return _plain(text[start - len(head) : end + len(tail)]).rstrip(".")


def _condition(code: str) -> tuple[ast.expr, bool, str] | None:
    """(condition, whether it must hold, "assert" / "raise" / "compare") for a code span, or None."""
    try:
        tree = ast.parse(code.translate(_SYMBOLS).strip())
    except SyntaxError:
        return None
    if len(tree.body) != 1:
        return None
    node = tree.body[0]
    if isinstance(node, ast.Assert):
        return node.test, True, "assert"
    if isinstance(node, ast.If) and node.body and all(isinstance(n, ast.Raise) for n in node.body) and not node.orelse:
        return node.test, False, "raise"
    if isinstance(node, ast.Expr) and _comparison(node.value):
        return node.value, True, "compare"
    return None


def _comparison(node: ast.expr) -> bool:
    if isinstance(node, ast.Compare):
        return True
    if isinstance(node, ast.BoolOp):
        return all(_comparison(v) for v in node.values)
    return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not) and _comparison(node.operand)


def _flag_like(node: ast.expr) -> bool:
    """``use_x == True`` in How to enable is a flag, not a constraint."""
    return (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and isinstance(node.ops[0], (ast.Eq, ast.Is))
        and isinstance(node.comparators[0], ast.Constant)
        and isinstance(node.comparators[0].value, (bool, str))
    )


def _conjuncts(node: ast.expr, holds: bool) -> list[tuple[ast.expr, str, Any]]:
    """The (param, op, value) triples that must all hold for ``node`` to be ``holds``."""
    if isinstance(node, ast.BoolOp):
        if isinstance(node.op, ast.And) != holds:
            raise _Unwritable("one of several conditions (or) cannot be written as constraints, which must all hold")
        return [t for value in node.values for t in _conjuncts(value, holds)]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return _conjuncts(node.operand, not holds)
    if isinstance(node, ast.Compare):
        if len(node.ops) > 1:
            pairs = [
                ast.Compare(left=a, ops=[op], comparators=[b])
                for a, op, b in zip([node.left, *node.comparators], node.ops, node.comparators)
            ]
            return _conjuncts(ast.BoolOp(op=ast.And(), values=pairs), holds)
        op = _OPS.get(type(node.ops[0]))
        if op is None:
            raise _Unwritable(f"the comparison {type(node.ops[0]).__name__} is not one of ==, !=, <, <=, >, >=, in, not in")
        left, right = node.left, node.comparators[0]
        value = _value(right)
        if value is _NO_VALUE and op in _MIRROR:
            value, left, op = _value(left), right, _MIRROR[op]
        if value is _NO_VALUE:
            raise _Unwritable("neither side is a literal value")
        if isinstance(node.ops[0], (ast.Is, ast.IsNot)) and value not in (True, False, None):
            raise _Unwritable("`is` compares identity, not a value")
        if (op in ("in", "not_in")) != isinstance(value, list):
            raise _Unwritable("in / not in needs a list of values, other comparisons one value")
        return [(left, op if holds else _NEGATE[op], value)]
    if isinstance(node, (ast.Name, ast.Attribute)):
        return [(node, "==", holds)]
    raise _Unwritable("not a comparison")


_NO_VALUE = object()


def _value(node: ast.expr) -> Any:
    try:
        value = ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return _NO_VALUE
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else list(value)
        return items if all(_scalar(v) for v in items) else _NO_VALUE
    return value if _scalar(value) else _NO_VALUE


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, str)) or (isinstance(value, float) and math.isfinite(value))


def _param(node: ast.expr) -> tuple[str | None, list[str]]:
    """The run-config expression for ``node`` with args. / config. / self. stripped, and the names read off ``self``."""
    guessed: list[str] = []

    class Strip(ast.NodeTransformer):
        def visit_Attribute(self, attribute: ast.Attribute) -> ast.AST:
            chain = _resolve(attribute, {"args": "args", "config": "config", "self": "self"}) or ""
            for prefix in _KEY_PREFIXES:
                if chain.startswith(prefix) and "." not in chain[len(prefix) :]:
                    return ast.Name(id=chain[len(prefix) :], ctx=ast.Load())
            if chain.startswith("self.") and chain.count(".") == 1:
                guessed.append(f"self.{attribute.attr}")
                return ast.Name(id=attribute.attr, ctx=ast.Load())
            return attribute

    text = ast.unparse(Strip().visit(node))
    try:
        expression = parse_expression(text)
    except ExpressionError:
        return None, []
    if any("." in name for name in expression.names):
        # module.attribute read off code (te.HAVE_TE) is no run-config key; a report never writes nested keys so.
        return None, []
    guessed += [name for name in expression.names if re.fullmatch(r"[A-Z]{2,4}", name)]
    return text, guessed


# --------------------------------------------------------------------------- finish


def _finish(shape: str, patch_id: str | None, line: int, out: _Collector, ignored: str = "") -> Extraction:
    facts = {k: v for k, v in out.facts.items() if not k.startswith("_")}
    style = facts.get("feature.patch_style")
    todos: list[Todo] = []
    for name in REQUIRED:
        if name not in facts:
            todos.append(Todo(name, True, _REQUIRED_WHY[name], "required"))
    todos.append(Todo("framework.version", False, 'your framework\'s version (quote numbers: "0.12.0")'))
    if "framework.wired_at" not in facts:
        todos.append(Todo("framework.wired_at", False, "the module or call site where the upstream symbol is constructed or imported"))
    if style is None or style.value not in ("config_rewrite", "env_or_lifecycle"):
        if facts.get("upstream.symbols") or facts.get("upstream.aliases"):
            todos.append(Todo("implementation.ported", False, "your ported object, which every site must bind when the feature is on"))
        todos.append(Todo("numerics", False, "dtypes, backward, level: not in the report"))
        missing = [n for n in ("constructor", "config_fields", "forward_inputs", "params_to_compare") if f"module.{n}" not in facts]
        todos.append(Todo("module", False, f"{', '.join(missing)}: not in the report"))
    todos.extend(out.todos)
    return Extraction(shape, patch_id, line, facts, tuple(todos), tuple(out.notes), ignored)


_REQUIRED_WHY = {
    "feature.id": "the patch id (first argument of @register_patch); not found in the report",
    "feature.summary": "one sentence: what the patch does; not found in the report",
    "feature.patch_style": f"not stated in the report's Patch logic; one of {', '.join(PATCH_STYLES)}",
    "framework.name": "the backend whose patch is ported; one of megatron-lm, torchtitan, maxtext, other",
}
