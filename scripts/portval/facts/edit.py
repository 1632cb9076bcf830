"""Editing one list in a facts file while keeping every other line as written.

``find_tests.py --write`` sets user.existing_tests and ``find_sites.py --write``
upstream.aliases: the list is rewritten in place (or inserted after the last
line of its section), in the file's own indentation and line endings, and the
file is replaced atomically, once the edited text loads to the facts expected.
Comments and every other line stay as they were.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from pathlib import Path

import yaml

from ..common.errors import FactsError, OutputError, UserError
from .contract import Facts
from .load import parse_facts

LINE_BREAKS = ("\n", "\r", "\x85", "\u2028", "\u2029")  # where YAML ends a line


def with_list(text: str, section: str, key: str, items: list[str], name: str = "<facts>") -> str:
    """The facts text with ``section.key`` set to the list ``items``: that list is rewritten, or inserted, and nothing else."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if not isinstance(root, yaml.MappingNode) or root.flow_style:
        raise UserError(f"{name}: the facts are one flow mapping ({{...}}) this tool cannot edit; add {section}.{key} by hand")
    lines = _split_lines(text)
    newline = match.group() if (match := re.search(r"\r\n|\r|\n", text)) else "\n"
    step = _indent_step(root)
    user = _entry(root, section)
    if user is None:
        indent = root.value[0][0].start_mark.column
        ending = "" if not lines or lines[-1].endswith(LINE_BREAKS) else newline
        block = [f"{' ' * indent}{section}:{newline}", *_block_list(indent + step, step, key, items, newline)]
        return "".join(lines) + ending + "".join(block)
    _, mapping = user
    if mapping.flow_style:
        return _with_flow_entry(text, mapping, key, items, section, name)
    entry = _entry(mapping, key)
    if entry is None:
        # After the last line of the section, so comments above its keys stay with them.
        indent = mapping.value[0][0].start_mark.column
        at = _last_line(mapping) + 1
        if not lines[at - 1].endswith(LINE_BREAKS):
            lines[at - 1] += newline
        lines[at:at] = _block_list(indent, step, key, items, newline)
        return "".join(lines)
    key_node, value = entry
    first, last = key_node.start_mark.line, _last_line(value)
    comment = ""
    if value.end_mark.line == last:
        rest = lines[last][value.end_mark.column :].strip()
        comment = f"  {rest}" if rest.startswith("#") else ""
    block = _block_list(key_node.start_mark.column, step, key, items, newline, comment)
    if not lines[last].endswith(LINE_BREAKS):
        block[-1] = block[-1].removesuffix(newline)
    lines[first : last + 1] = block
    return "".join(lines)


def with_existing_tests(text: str, tests: list[str], name: str = "<facts>") -> str:
    """The facts text with user.existing_tests set to ``tests``: that list is rewritten, or inserted, and nothing else."""
    return with_list(text, "user", "existing_tests", tests, name)


def write_checked(path: Path, text: str, expected: Facts, field: str) -> None:
    """Replace the facts file at ``path`` with ``text``, the edit of ``field``, only if it loads to ``expected``.

    An edit that makes the file invalid, or changes any other field, is a UserError and nothing is written.
    """
    try:
        edited = parse_facts(text, str(path))
    except FactsError as error:
        raise UserError(f"{path}: adding {field} would make the file invalid ({error}); nothing written, add them by hand") from None
    if edited != expected:
        raise UserError(f"{path}: adding {field} would change other fields; nothing written, add them by hand")
    replace_file(path, text)


def _with_flow_entry(text: str, mapping: yaml.MappingNode, key: str, items: list[str], section: str, name: str) -> str:
    flow = "[" + ", ".join(json.dumps(t, ensure_ascii=False) for t in items) + "]"
    entry = _entry(mapping, key)
    if entry is not None:
        _, value = entry
        return text[: value.start_mark.index] + flow + text[value.end_mark.index :]
    close = mapping.end_mark.index - 1
    if text[close] != "}":
        raise UserError(f"{name}: {section} is a flow mapping ({{...}}) this tool cannot edit; add {section}.{key} by hand")
    return text[:close] + (", " if mapping.value else "") + f"{key}: {flow}" + text[close:]


def _block_list(indent: int, step: int, key: str, items: list[str], newline: str, comment: str = "") -> list[str]:
    pad = " " * indent
    if not items:
        return [f"{pad}{key}: []{comment}{newline}"]
    return [f"{pad}{key}:{comment}{newline}", *(f"{pad}{' ' * step}- {_scalar(t)}{newline}" for t in items)]


def _scalar(value: str) -> str:
    """A path as a YAML scalar: plain when it reads back as the same string, else double-quoted."""
    if re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_./-]*", value) and yaml.safe_load(value) == value:
        return value
    return json.dumps(value, ensure_ascii=False)


def _entry(mapping: yaml.MappingNode, key: str) -> tuple[yaml.Node, yaml.Node] | None:
    return next(((k, v) for k, v in mapping.value if isinstance(k, yaml.ScalarNode) and k.value == key), None)


def _last_line(node: yaml.Node) -> int:
    """The last line (0-based) holding part of a node; block collections end at their last leaf, not at what follows."""
    if isinstance(node, yaml.MappingNode | yaml.SequenceNode) and not node.flow_style and node.value:
        last = node.value[-1]
        return _last_line(last[1] if isinstance(node, yaml.MappingNode) else last)
    end = node.end_mark
    # A block scalar (|, >) ends at the start of the line after it.
    return end.line - 1 if end.column == 0 and end.line > node.start_mark.line else end.line


def _indent_step(root: yaml.MappingNode) -> int:
    """How far the file indents a nested mapping (2 when it has none)."""
    for key, value in root.value:
        if isinstance(value, yaml.MappingNode) and not value.flow_style and value.value:
            step = value.value[0][0].start_mark.column - key.start_mark.column
            if step > 0:
                return step
    return 2


def _split_lines(text: str) -> list[str]:
    """Lines with their endings, split where YAML counts a line break, so node marks index this list."""
    return re.findall(r"[^\r\n\x85\u2028\u2029]*(?:\r\n|[\r\n\x85\u2028\u2029])|[^\r\n\x85\u2028\u2029]+$", text)


def line_of(text: str, keys: tuple[str, ...]) -> int | None:
    """The 1-based line of a nested key, for error messages."""
    node: yaml.Node | None = yaml.compose(text, Loader=yaml.SafeLoader)
    line = None
    for key in keys:
        entry = _entry(node, key) if isinstance(node, yaml.MappingNode) else None
        if entry is None:
            return None
        line, node = entry[0].start_mark.line + 1, entry[1]
    return line


def replace_file(path: Path, text: str) -> None:
    """Write through a temporary file and rename it into place, keeping the file's permissions."""
    target = path.resolve()
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
        handle, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as error:
        raise OutputError(f"{path}: cannot write ({error.strerror}); the file is unchanged") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except OSError as error:
        Path(temp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write ({error.strerror}); the file is unchanged") from None
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
