"""What a draft holds: each fact with the report line it came from, the TODOs for what the report leaves out, the notes.

The readers add to a ``Collector``; ``finish`` turns it into the ``Extraction``
of one patch, with a TODO for each required or recommended field not found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from ..common.errors import UserError
from ..facts.vocabulary import PATCH_STYLES
from .sentences import Sentence

REQUIRED = ("feature.id", "feature.summary", "feature.patch_style", "framework.name")


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
    lines: str = ""  # what the cited line numbers count, when not the report's own lines (a view of JSON on one line)


@dataclass
class Collector:
    """What the readers have found so far; keys starting with "_" are working lists that ``finish`` drops."""

    facts: dict[str, Any] = field(default_factory=dict)
    notes: list[Found] = field(default_factory=list)
    conflicts: set[str] = field(default_factory=set)  # fields the report contradicts itself on
    todos: list[Todo] = field(default_factory=list)
    # A line a later line takes back, mapped to that correction: its line and quote (51, "Update: the paragraph above ...").
    taken_back: dict[int, tuple[int, str]] = field(default_factory=dict)

    def put(self, name: str, found: Found) -> None:
        """Keep the first value found for a single-valued field."""
        self.facts.setdefault(name, found)

    def add(self, name: str, found: Found, key: Any = None) -> None:
        """Add an entry to a list field, unless one with the same value (or ``key``) is there."""
        entries = self.facts.setdefault(name, [])
        identity = found.value if key is None else key
        if all((e.value if key is None else _entry_key(name, e)) != identity for e in entries):
            entries.append(found)

    def withdraw(self, name: str, found: Found, why: str) -> None:
        """Take the value ``found`` of field ``name`` back (a later line denies it) and file ``why`` as a TODO instead."""
        held = self.facts.get(name)
        if isinstance(held, list):
            held.remove(found)
            if not held:
                del self.facts[name]
        elif held is found:
            del self.facts[name]
        self.todos.append(Todo(name, False, why, "check"))

    def note(self, sentence: Sentence, text: str) -> None:
        """Note something the sentence says that cannot be written as a fact (once per text)."""
        if all(n.value != text for n in self.notes):
            self.notes.append(Found(text, sentence.line, sentence.quote()))


def _entry_key(name: str, found: Found) -> Any:
    if name == "constraints":
        return found.value["key"]
    return found.value[0] if isinstance(found.value, tuple) else found.value


def finish(shape: str, patch_id: str | None, line: int, out: Collector, ignored: str = "") -> Extraction:
    """The Extraction: the facts without working lists, and a TODO for each required or recommended field not found."""
    facts = {k: v for k, v in out.facts.items() if not k.startswith("_")}
    style = facts.get("feature.patch_style")
    todos: list[Todo] = []
    for name in REQUIRED:
        if name not in facts:
            # A value the report gives and a later line denies is a check TODO of its own: it was found, not missing.
            withdrawn = any(todo.field == name for todo in out.todos)
            why = _REQUIRED_WHY[name].replace("not found in the report", "the report's is set aside (see the TODO quoting it)")
            todos.append(Todo(name, True, why if withdrawn else _REQUIRED_WHY[name], "required"))
    todos.append(Todo("framework.version", False, 'your framework\'s version (quote numbers: "0.12.0")'))
    if "framework.wired_at" not in facts:
        todos.append(Todo("framework.wired_at", False, "the module or call site where the upstream symbol is constructed or imported"))
    if style is None or style.value not in ("config_rewrite", "env_or_lifecycle"):
        if facts.get("upstream.symbols") or facts.get("upstream.aliases"):
            todos.append(Todo("implementation.ported", False, "your ported object, which every site must bind when the feature is on"))
        # A field a TODO already quotes a line for is not "not in the report".
        quoted = {t.field for t in out.todos}
        numerics = [n for n in ("dtypes", "backward") if f"numerics.{n}" not in facts and f"numerics.{n}" not in quoted]
        todos.append(Todo("numerics", False, f"{', '.join([*numerics, 'level'])}: not in the report"))
        missing = [n for n in ("constructor", "config_fields", "forward_inputs", "params_to_compare") if f"module.{n}" not in facts]
        todos.append(Todo("module", False, f"{', '.join(missing)}: not in the report"))
    todos.extend(_told_taken_back(t, out.taken_back) for t in out.todos)
    return Extraction(shape, patch_id, line, facts, tuple(todos), tuple(out.notes), ignored)


# "report line 49 names ...": the line a TODO quotes.
_QUOTED_LINE = re.compile(r"^report line (\d+)\b")


def _told_taken_back(todo: Todo, taken_back: dict[int, tuple[int, str]]) -> Todo:
    """``todo``, saying so when a later line takes back the line it quotes: a porter must not copy a claim the writer
    withdrew, and a TODO that quotes it alone reads as a fact to fill in."""
    quoted = _QUOTED_LINE.match(todo.why)
    if quoted is None or int(quoted.group(1)) not in taken_back:
        return todo
    line, quote = taken_back[int(quoted.group(1))]
    if f"line {line} " in todo.why:
        return todo  # the TODO already quotes the correction
    return replace(todo, why=f'{quoted.group(0)} (which line {line} takes back: "{quote}"){todo.why[quoted.end() :]}')


_REQUIRED_WHY = {
    "feature.id": "the patch id (first argument of @register_patch); not found in the report",
    "feature.summary": "one sentence: what the patch does; not found in the report",
    "feature.patch_style": f"not stated in the report's Patch logic; one of {', '.join(PATCH_STYLES)}",
    "framework.name": "the backend whose patch is ported; one of megatron-lm, torchtitan, maxtext, other",
}
