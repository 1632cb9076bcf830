"""Reading a facts file: safe bytes, YAML nodes with lines, the contract's validation, and what the file gave."""

from __future__ import annotations

import os
from dataclasses import replace
from typing import Any

import yaml

from ..common.errors import FactsError, FactsErrors
from ..common.regular_files import NotReadable, read_regular_bytes
from .contract import FACTS, Facts
from .schema import Context, Recorded
from .vocabulary import MAX_FACTS_BYTES


def json_schema() -> dict[str, Any]:
    """The facts contract as a JSON Schema document, from the same definition the validator uses."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "port-facts.schema.json",
        "title": "port-validation-guide facts",
        "description": "What a ported Primus optimization changed; see references/port-facts.md.",
        **FACTS.json_schema(),
    }


def load_facts(path: str | os.PathLike[str]) -> Facts:
    """Read, parse and validate a facts file; every problem is a one-line ``FactsError``."""
    name = str(path)
    try:
        # Opened without blocking and checked on the descriptor: a FIFO or /dev/zero is refused, not waited on.
        raw = read_regular_bytes(path, MAX_FACTS_BYTES)
    except FileNotFoundError:
        raise FactsError(name, None, "", "no such file", "a YAML facts file") from None
    except NotReadable as error:
        if error.size is not None:
            raise FactsError(name, None, "", f"{error.size} bytes", f"at most {MAX_FACTS_BYTES} bytes") from None
        found = "a directory" if error.kind == "a directory" else "something that is not a regular file"
        raise FactsError(name, None, "", found, "a YAML facts file") from None
    except OSError as error:
        raise FactsError(name, None, "", f"a path that cannot be read ({error.strerror or error})", "a readable YAML facts file") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FactsError(name, None, "", f"bytes that are not UTF-8 at offset {error.start}", "a UTF-8 text file") from None
    return parse_facts(text, name)


def parse_facts(text: str, name: str = "<facts>") -> Facts:
    """Validate facts given as text; ``name`` is used in error messages."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else None
        column = f" at column {mark.column + 1}" if mark else ""
        raise FactsError(name, line, "", f"invalid YAML{column} ({error.problem})", "a YAML mapping") from None
    except yaml.YAMLError as error:
        raise FactsError(name, None, "", f"invalid YAML ({error})", "a YAML mapping") from None
    except RecursionError:
        raise FactsError(name, None, "", "YAML nested too deeply to read", "a facts file a few levels deep") from None
    if node is None:
        raise FactsError(name, None, "", "an empty file", "a mapping with schema, feature and framework")
    _refuse_aliases(node, name)
    errors: list[FactsError] = []
    try:
        facts = FACTS.check(node, Context(name, errors=errors))
    except Recorded:
        raise FactsErrors(errors) from None
    return replace(facts, given=given_fields(node), source_text=text, source_name=name)


def given_fields(root: yaml.Node) -> frozenset[str]:
    """The dotted paths of the sections and fields a facts file gives a value (null counts as not given)."""
    given: set[str] = set()
    if not isinstance(root, yaml.MappingNode):
        return frozenset()
    for key, value in root.value:
        if _is_null(value):
            continue
        given.add(str(key.value))
        if isinstance(value, yaml.MappingNode):
            given.update(f"{key.value}.{child.value}" for child, child_value in value.value if not _is_null(child_value))
    return frozenset(given)


def _is_null(node: yaml.Node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null"


def _refuse_aliases(root: yaml.Node, name: str) -> None:
    """Refuse YAML anchors reused as aliases: they can expand to huge structures, and facts never need them."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            line = node.start_mark.line + 1
            raise FactsError(name, line, "", "a YAML alias (*name) reusing an anchor", "each value written out in full")
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack.extend((key, value))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
