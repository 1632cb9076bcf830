"""A report written as a config file, read as the Markdown it stands for, line for line.

A registry of patches kept as INI (``[patch "id"]`` sections) or TOML (``[patch."id".upstream]`` tables,
``[[not_this_patch]]`` arrays of tables), notes kept in a ``#``-commented config (a Dockerfile, a Makefile, a
workflow's YAML), or a YAML document of the writer's own keys (``not_ours:``, ``turning_it_on:``). Read as Markdown,
each ``# comment`` is a first-level heading and each ``key = value`` a line of prose, so a table's name is no heading
and a quoted TOML value ('"megatron.x.f"') is no code. Each line becomes a heading (a section or table), a list item
(``- key: `value` — its comment``) or an item's next line (a comment run, an array's elements), so every line number a
TODO quotes is still the report's own.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from .paths import PATCH_ID

# An INI file: "[section]" lines, "key = value" lines and ";" comments, and no Markdown heading or fence.
_INI_SECTION = re.compile(r"^\[([^\]\n]+)\]\s*(?:[;#].*)?$")
_INI_PAIR = re.compile(r"^([\w.-]+)\s*=\s*(.*)$")


def is_ini(text: str) -> bool:
    lines = [line.strip() for line in text.split("\n")]
    sections = sum(1 for line in lines if _INI_SECTION.match(line))
    pairs = sum(1 for line in lines if _INI_PAIR.match(line))
    return sections >= 2 and pairs >= 3 and not has_markdown_marks(lines)


def has_markdown_marks(lines: list[str]) -> bool:
    """Whether lines carry what only Markdown writes: a heading below the first level or a fence. A config's "# ..."
    comment reads as a first-level heading, so it proves nothing."""
    return any(re.match(r"#{2,6}\s|```|~~~", line) for line in lines)


def ini_lines(lines: list[str]) -> list[str]:
    """An INI registry as Markdown: a section a heading ('[patch "x"]' as "## patch `x`"), each "key = value" a list item
    ("- key: `value` — its trailing comment"), a run of comment lines one list item, a divider of dashes a blank line."""
    out: list[str] = []
    commenting = False
    for line in lines:
        stripped = line.strip()
        section = _INI_SECTION.match(stripped)
        if section:
            quoted = re.fullmatch(r'(\w[\w-]*)\s+"([^"]+)"', section.group(1).strip())
            out.append(f"## {quoted.group(1)} `{quoted.group(2)}`" if quoted else f"## {section.group(1).strip()}")
            commenting = False
            continue
        comment = comment_line(stripped, commenting, ";#")
        if comment:
            item, commenting = comment
            out.append(item)
            continue
        pair = _INI_PAIR.match(stripped)
        if pair:
            key, rest = pair.groups()
            value, note = (re.split(r"(?:^|\s+)[;#]\s*", rest, maxsplit=1) + [""])[:2]
            value = value.strip()
            shown = f"`{value}`" if re.fullmatch(r"[^\s`]+", value) else value
            out.append(f"- {key}: {shown}" + (f" — {note.strip()}" if note.strip() else ""))
            commenting = False
            continue
        out.append(line)
        commenting = False
    return out


# A config file commented with "#" (a Dockerfile, a Makefile, a workflow's YAML): its instructions and assignments, which
# Markdown would read as prose, and its comments, which Markdown would read as headings.
_CONFIG_LINE = re.compile(
    r"^(?:(?:FROM|RUN|ENV|ARG|LABEL|COPY|ADD|WORKDIR|ENTRYPOINT|CMD|USER|SHELL)\s|[\w.$()-]+\s*(?::=|\?=|\+=)|[\w.-]+:(?:\s|$)|\t)"
)


def is_hash_commented_config(text: str) -> bool:
    lines = text.split("\n")
    comments = sum(1 for line in lines if re.match(r"#(?:\s|$)", line))
    config = sum(1 for line in lines if _CONFIG_LINE.match(line))
    return comments >= 5 and config >= 3 and not has_markdown_marks(lines)


def comment_line(stripped: str, continuing: bool | str, marks: str) -> tuple[str, bool | str] | None:
    """A whole-line comment opened by one of ``marks`` as ``comment_item`` reads it; None for any other line."""
    comment = re.match(rf"^[{re.escape(marks)}]+\s?(.*)$", stripped)
    if not comment:
        return None
    # "## ---- Neighbour: x (NOT this patch) ----", "## @section Training job": a title over the comments below it, which
    # scopes them as a report's heading does.
    title = re.fullmatch(r"[-=~*]{3,}\s*(.+?)\s*[-=~*]{3,}|@section\s+(.+)", comment.group(1).strip())
    if title:
        return f"## {title.group(1) or title.group(2)}", False
    # "## @param image.tag Training image tag": a chart's documented key, named before its words.
    documented = re.fullmatch(r"@param\s+(\S+)\s*(.*)", comment.group(1).strip())
    if documented:
        return f"- {documented.group(1)}: {documented.group(2)}".rstrip(), False
    return comment_item(comment.group(1), continuing)


def led_by_conditions(text: str, conditions: list[str]) -> str:
    """A line an open conditional block holds (RPM's %if, CMake's if()), led by what it needs ("Only when built with
    turbo: ..."), so no rule reads it as stated plainly; a blank line, or a line outside any block, as it is."""
    if not text.strip() or not conditions:
        return text
    lead = f"Only when {' and '.join(conditions)}: "
    return f"- {lead}{text[2:]}" if text.startswith("- ") else f"{lead}{text}"


def comment_item(words: str, continuing: bool | str) -> tuple[str, bool | str]:
    """A comment's words as a list item, or as the next line of the item its run of comments opened, and whether the run
    goes on (the words of its last line, which the next call is given back); an empty comment or a divider ("; --- what
    it rebinds ----" keeps its words) ends the run with a blank line."""
    bullet = re.match(r"[-*]\s+(\S.*)", words.strip())
    if continuing and bullet:
        # "#   - megatron.a.f": a list inside the comment, each entry an item of its own under the one the run opened.
        return "  - " + bullet.group(1).strip(), True  # an entry ends with its line: a field may follow
    words = words.strip().strip("-=~*_ ")
    # "# Phase: before_train" after "# Patch style: ...": a labelled field starts an item of its own, where the line
    # before it ended its sentence ("... and there is no" then "# ROCm-only path: ..." goes on with the sentence).
    # A line ending on ":" leads into what follows ("what the neighbouring patch has (not this one):"), which goes on
    # in its item.
    ended = not isinstance(continuing, str) or re.search(r"[.;!?)]$", continuing)
    if continuing and ended and re.match(r"[A-Z][\w ()/'-]{1,40}:(?:\s|$)", words):
        return "- " + words, words
    return (("  " if continuing else "- ") + words, words) if words else ("", False)


def hash_config_lines(lines: list[str]) -> list[str]:
    """A "#"-commented config as Markdown: a run of comment lines one list item (its words, continued line by line), an
    empty comment a blank line, every other non-blank line an item holding it as code."""
    out: list[str] = []
    commenting = False
    for line in lines:
        comment = comment_line(line.strip(), commenting, "#") if re.match(r"^\s*#+(?:\s|$)", line) and not line.startswith("#!") else None
        if comment:
            item, commenting = comment
            out.append(item)
            continue
        commenting = False
        if not line.strip():
            out.append("")
            continue
        code = line.strip().replace("`", "'")
        out.append(f"- `{code}`")
    return out


# A TOML table header ("[patch.\"megatron.x\".upstream]", "[[rejected]]") and its key's parts, bare or quoted.
_TOML_HEADER = re.compile(r"^(\[\[?)\s*([^\[\]]+?)\s*\]\]?\s*(?:#.*)?$")
_TOML_KEY_PART = re.compile(r"\"([^\"]*)\"|'([^']*)'|([\w-]+)")
_TOML_PAIR = re.compile(r"^([\w-]+(?:\s*\.\s*[\w-]+)*|\"[^\"]*\")\s*=\s*(.*)$")
# The keys of an entry of a registry that name the entry's patch.
_ID_KEYS = ("id", "patch", "patch_id", "name")


def is_toml(text: str) -> bool:
    """Whether ``text`` is a TOML document of tables: it parses, it has two table headers or more, and a value is quoted,
    bracketed or braced (an INI file's bare values do not parse; a one-table file is no registry)."""
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False
    lines = [line.strip() for line in text.split("\n")]
    headers = sum(1 for line in lines if _TOML_HEADER.match(line))
    quoted = any(re.match(r"^[\w.-]+\s*=\s*[\"'\[{]", line) for line in lines)
    return headers >= 2 and quoted and not has_markdown_marks(lines)


def toml_lines(lines: list[str]) -> list[str]:
    """A TOML registry as Markdown: a table a heading ('[patch."x".upstream]' as "## patch `x` upstream", with the id of
    an entry of an array of tables, '[[not_this_patch]]' then 'id = "y"', as "## not this patch `y`"), each "key = value"
    a list item with its value unquoted ("- symbol: `megatron.a.f` — its comment"), an array's element lines the item's
    next lines, a run of comment lines one list item."""
    out: list[str] = []
    commenting = False
    closing = ""  # what ends the multi-line value being read: "]" for an array, the quotes of a multi-line string
    for index, line in enumerate(lines):
        stripped = line.strip()
        if closing:
            if stripped.startswith(closing) or (closing != "]" and closing in stripped):
                out.append("  " + stripped.split(closing)[0] if closing != "]" else "")
                closing = ""
            else:
                out.append("  " + (_element(stripped) if closing == "]" else stripped))
            continue
        header = _TOML_HEADER.match(stripped)
        if header:
            out.append(_heading(header.group(2), lines[index + 1 :]))
            commenting = False
            continue
        comment = comment_line(stripped, commenting, "#")
        if comment:
            item, commenting = comment
            out.append(item)
            continue
        commenting = False
        pair = _TOML_PAIR.match(stripped)
        if not pair:
            out.append(line)
            continue
        key, rest = pair.group(1).strip('"'), pair.group(2).strip()
        value, note = _parsed(rest)
        if value is _UNPARSED:
            # The first line of a value that goes on below: an array ("warnings = [") or a string in triple quotes.
            closing = "]" if rest.startswith("[") else rest[:3]
            opening = rest[3:] if closing != "]" else ""
            out.append(f"- {key}:" + (f" {opening}" if opening.strip() else ""))
            continue
        out.append(f"- {key}: {_shown(value)}" + (f" — {note}" if note else ""))
    return out


_UNPARSED = object()


def _parsed(rest: str) -> tuple[Any, str]:
    """The value written after "key =", and the words of the comment after it, or _UNPARSED for a value that goes on below."""
    try:
        value = tomllib.loads(f"v = {rest}")["v"]
    except tomllib.TOMLDecodeError:
        return _UNPARSED, ""
    for hash_at in (m.start() for m in re.finditer("#", rest)):
        try:
            if tomllib.loads(f"v = {rest[:hash_at]}")["v"] == value:
                return value, rest[hash_at + 1 :].strip()
        except tomllib.TOMLDecodeError:
            continue
    return value, ""


def _element(line: str) -> str:
    """An element line of a multi-line array ('"a warning",  # why'), unquoted."""
    value, note = _parsed(line.rstrip().rstrip(","))
    for hash_at in (m.start() for m in re.finditer("#", line)):
        if value is not _UNPARSED:
            break
        value, _ = _parsed(line[:hash_at].rstrip().rstrip(","))
        note = line[hash_at + 1 :].strip()
    return line if value is _UNPARSED else _shown(value) + (f" — {note}" if note else "")


def _shown(value: Any) -> str:
    """A TOML value as Markdown: a name or a path in a code span, words in quotes, an empty value as "none"."""
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, (int, float)):
        return f"`{value}`"
    if isinstance(value, str):
        return _text(value, quoted=True)  # a TOML string is always written in quotes
    if isinstance(value, list):
        return ", ".join(_shown(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"`{k} = {_scalar(v)}`" if v != "" else f"`{k}`" for k, v in value.items()) or "none"
    return f"`{value}`"  # a date or a time


def _scalar(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _heading(key: str, below: list[str]) -> str:
    """A table's header as a heading: quoted parts (a patch id) in code spans, bare ones as words, from the part that
    names the table's kind on; for a table that does not name its patch, the patch its own "id = ..." line names below,
    before the next table."""
    parts = [(q1 or q2, True) if (q1 or q2) else (bare.replace("_", " "), False) for q1, q2, bare in _TOML_KEY_PART.findall(key)]
    # A table's path starts where its tool keeps it ("tool.patch_audit."): the heading starts at the last bare part
    # before the first quoted one ("patches `id` upstream"), or is the last part ("not this patch", "rejected").
    quoted_at = next((index for index, (_, quoted) in enumerate(parts) if quoted), len(parts))
    parts = parts[max(0, quoted_at - 1) :]
    words = " ".join(f"`{part}`" if quoted else part for part, quoted in parts)
    for line in below:
        if _TOML_HEADER.match(line.strip()):
            break
        pair = _TOML_PAIR.match(line.strip())
        if pair and pair.group(1) in _ID_KEYS:
            value, _ = _parsed(pair.group(2).strip())
            if isinstance(value, str) and re.fullmatch(PATCH_ID, value) and "." in value and not any(p == value for p, _ in parts):
                words += f" `{value}`"
            break
    return f"## {words}"


# A YAML document of a team's own keys: "key: value" lines, nested by indentation, "- " items, "|" and ">" blocks.
_YAML_KEY = re.compile(r"^(\s*)(-\s+)?([\w.-]+):(?:\s+(.*?))?\s*$")
_YAML_ITEM = re.compile(r"^(\s*)-\s+(.*?)\s*$")
_BLOCK_MARKS = ("|", ">", "|-", ">-", "|+", ">+")


def is_yaml_document(text: str) -> bool:
    """Whether ``text`` is a YAML document of the writer's own keys, nested: two keys or more at the margin whose values
    are on the lines below them (or two entries of a list at the margin), and three "key: value" lines indented under
    them. Written by hand, such a file often
    does not load (a key after a list at the same depth), so its shape decides, not a parser; a Markdown memo's
    "- Phase: setup" items are not indented keys."""
    lines = text.split("\n")
    keys = [(key.group(1), key.group(2), key.group(4)) for line in lines if (key := _YAML_KEY.match(line))]
    # A key at the margin opening a block, or an entry of a list at the margin ("- id: megatron.x.y", an inventory).
    opening = sum(1 for indent, item, value in keys if not indent and (item or not value))
    indented = sum(1 for indent, item, value in keys if len(indent) >= 2 and not item and value)
    # A chat or a note that quotes a config ("modules:" / "  pre_trainer:" ...) has prose at the margin, which YAML never
    # writes there: a few lines of it are slips, a third of the margin is a text that holds YAML.
    margin = [line for line in lines if line.strip() and not line[0].isspace()]
    prose = [line for line in margin if not _YAML_KEY.match(line) and not line.startswith(("#", "- ", "---", "..."))]
    # A chart's values file writes its comments "## ..." (Bitnami's "## @param x"): no Markdown heading where nothing at
    # the margin but keys, list entries and comments stands and no fence opens.
    # Its comments come in runs; a Markdown heading stands alone between blank lines.
    hashed = {index for index, line in enumerate(lines) if line.startswith("#")}
    in_runs = [index for index in hashed if index - 1 in hashed or index + 1 in hashed]
    commented_yaml = not prose and not any(re.match(r"```|~~~", line) for line in lines) and 3 * len(in_runs) >= 2 * len(hashed)
    markdown = has_markdown_marks(lines) and not commented_yaml
    return opening >= 2 and indented >= 3 and not markdown and not (len(prose) >= 5 and 3 * len(prose) > len(margin))


def yaml_lines(lines: list[str]) -> list[str]:
    """A YAML document as Markdown: a key whose value is on the lines below it a heading (its depth the heading's level,
    its words spaced: "not_ours:" is "### not ours", which a reader takes as a section about other patches), an entry
    of a list at the margin that names its patch ("- id: x") the heading "## patch `x`" over its keys, each
    "key: value" a list item ("- attr: `megatron.a.f` — its comment"), a "|" or ">" block the next lines of its item, a
    run of comments one item."""
    out: list[str] = []
    commenting = False
    entry = False  # inside an entry of a list at the margin: its nested keys are items of the entry, not sections
    block_indent: int | None = None  # the indentation a "|" or ">" block's lines are deeper than
    block_base = 0  # the indentation of a block's first line: its lines keep what they have beyond it
    for line in lines:
        indent = len(line) - len(line.lstrip())
        if block_indent is not None:
            if not line.strip() or indent > block_indent:
                # A block holding Markdown keeps its own indentation: a fenced config's nested keys stay nested.
                block_base = block_base or indent
                out.append("  " + line[min(block_base, indent) :].rstrip() if line.strip() else "")
                continue
            block_indent = None
        stripped = line.strip()
        if stripped in ("---", "...") or not stripped:
            out.append("")
            commenting = False
            continue
        comment = comment_line(stripped, commenting, "#")
        if comment:
            item, commenting = comment
            out.append(item)
            continue
        commenting = False
        value, note = _yaml_value_and_note(line)
        key = _YAML_KEY.match(value)
        if not indent:
            entry = bool(key and key.group(2)) or bool(_YAML_ITEM.match(value))
        if key and not indent and key.group(2) and key.group(3) in _ID_KEYS and key.group(4):
            # "- id: megatron.args.x   # sibling, NOT ours": an inventory's entry, headed by its patch, so what follows
            # is that patch's until the next entry.
            out.append(f"## patch `{_yaml_shown(key.group(4)).strip('`')}`" + (f" — {note}" if note else ""))
            continue
        if key and not key.group(4) and entry and indent:
            out.append(f"- {key.group(3).replace('_', ' ')}:" + (f" — {note}" if note else ""))
            continue
        if key and not key.group(4):
            words = key.group(3).replace("_", " ")
            # A key opening a mapping or a list below it heads a section; one inside a list item names the item.
            out.append(f"{'#' * min(2 + indent // 2, 6)} {words}" if not key.group(2) else f"- {words}:")
            continue
        if key and key.group(4) in _BLOCK_MARKS:
            out.append(f"- {key.group(3)}:" + (f" — {note}" if note else ""))
            block_indent, block_base = indent, 0
            continue
        if key:
            out.append(f"- {key.group(3)}: {_yaml_shown(key.group(4))}" + (f" — {note}" if note else ""))
            continue
        item = _YAML_ITEM.match(value)
        if item and item.group(2) in _BLOCK_MARKS:
            out.append("-" + (f" {note}" if note else ""))  # "- |": the item's words are the block below
            block_indent, block_base = indent, 0
            continue
        out.append(f"- {_yaml_shown(item.group(2))}" + (f" — {note}" if note else "") if item else line)
    return out


def _yaml_value_and_note(line: str) -> tuple[str, str]:
    """A line without its trailing comment (" # line 286"), and the comment's words; a "#" inside quotes is kept."""
    quoted = False
    for index, char in enumerate(line):
        if char in "\"'":
            quoted = not quoted
        elif char == "#" and not quoted and index and line[index - 1].isspace():
            return line[:index].rstrip(), line[index + 1 :].strip()
    return line.rstrip(), ""


def _yaml_shown(value: str) -> str:
    """A scalar as Markdown: a name or a path in a code span, words as written (in their quotes, if quoted)."""
    value = value.strip()
    quoted = len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'"
    if quoted:
        value = value[1:-1]
    return "none" if value in ("[]", "{}", "~", "null") else _text(value, quoted=quoted)


def _text(value: str, *, quoted: bool) -> str:
    """A string value as Markdown: a name or a path in a code span, nothing as "none", words in the quotes the writer
    gave them ('description = "Skip X (ROCm)"  # :23' is a quoted description, its comment no part of it)."""
    if not value:
        return "none"
    if re.fullmatch(r"[^\s`]+", value):
        return f"`{value}`"
    return f'"{value}"' if quoted else value


_HASH = re.compile(r"#(?!\[\[)")


def hash_comment(lines: list[str], index: int, commented_out: re.Pattern[str]) -> str | None:
    """A `#` comment line of a build file (CMake, Starlark, Nix) as Markdown, or None for any other line (see
    ``marked_comment``)."""
    return marked_comment(lines, index, _HASH, commented_out)


def marked_comment(lines: list[str], index: int, marker: re.Pattern[str], commented_out: re.Pattern[str]) -> str | None:
    """A comment line (one ``marker`` opens: `#`, `//`) of a source or build file as Markdown, or None for any other
    line: a rule of dashes blank, the short line under a rule a heading (its title), a line ``commented_out`` matches
    quoted (code set aside, never stated), any other comment its words."""
    comment = re.match(rf"^\s*(?:{marker.pattern})\s?(.*)$", lines[index])
    if not comment:
        return None
    words = comment.group(1).strip()
    if _RULE_WORDS.fullmatch(words):
        return ""
    above = re.match(rf"^\s*(?:{marker.pattern})\s*(.*)$", lines[index - 1]) if index > 0 else None
    titled = above and _RULE_WORDS.fullmatch(above.group(1).strip()) and len(words) <= 60 and not words.endswith((".", ",", ";"))
    if titled and words:
        return f"## {words}"
    return f"> {words}" if commented_out.match(words) else words


# A comment drawn as a rule: "# ------", "// =====".
_RULE_WORDS = re.compile(r"[-=#*~/]{3,}")
