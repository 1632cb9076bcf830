"""A small declarative schema for YAML node trees.

The facts contract is written once with these classes (``declared`` on the dataclasses of patch_fields.py and port_fields.py);
the same definition validates a file, fills defaults and builds the frozen
dataclasses. Validation walks ``yaml.compose`` nodes rather than loaded
Python values, so every error carries the line of the offending field and
duplicate keys (which ``yaml.safe_load`` silently collapses) are caught.
"""

from __future__ import annotations

import difflib
import keyword
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Any

import yaml

from ..common.errors import FactsError

_SCALAR_CONSTRUCTOR = yaml.SafeLoader("")


@dataclass(frozen=True)
class Context:
    """Where a node sits: the file name for errors, and the dotted field path."""

    file: str
    path: str = ""
    # When a list is given, a record records each field's error here and goes on to the next field.
    errors: list[FactsError] | None = field(default=None, compare=False)

    def child(self, name: str | int) -> Context:
        if isinstance(name, int):
            return replace(self, path=f"{self.path}[{name}]")
        if not re.fullmatch(r"[A-Za-z0-9_.\-]+", name):
            # A key with spaces, quotes or newlines is shown quoted, so the message stays one line.
            return replace(self, path=f"{self.path}[{name!r}]")
        return replace(self, path=f"{self.path}.{name}" if self.path else name)

    def fail(self, node: yaml.Node | None, found: str, expected: str) -> FactsError:
        line = node.start_mark.line + 1 if node is not None else None
        return FactsError(self.file, line, self.path, found, expected)


def describe(node: yaml.Node) -> str:
    """How a node reads in an error message: its value when scalar, else its kind."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    try:
        value = scalar_value(node)
    except (yaml.YAMLError, ValueError, KeyError, AttributeError, TypeError):
        return f"{_short_repr(node.value)} tagged {node.tag}"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a boolean)"
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    kind = {str: "a string", int: "an integer", float: "a number"}.get(type(value), type(value).__name__)
    return f"{text} ({kind})"


def scalar_value(node: yaml.ScalarNode) -> Any:
    """The Python value YAML's safe loader gives a scalar node."""
    try:
        return _SCALAR_CONSTRUCTOR.construct_object(node, deep=True)
    finally:
        # The shared constructor caches every node it builds; drop them so nodes are not kept forever.
        _SCALAR_CONSTRUCTOR.constructed_objects.clear()
        _SCALAR_CONSTRUCTOR.recursive_objects.clear()


def _construct(node: yaml.ScalarNode, ctx: Context) -> Any:
    """``scalar_value``, with a tag the safe loader cannot build (``!foo x``, ``!!int x``) as a FactsError."""
    try:
        value = scalar_value(node)
    except (yaml.YAMLError, ValueError, KeyError, AttributeError, TypeError):
        if node.tag == "tag:yaml.org,2002:int" and node.value.lstrip("+-").replace("_", "").isdigit():
            # Python refuses to read an integer of more than 4,300 digits; say so in a line of ordinary length.
            raise ctx.fail(node, f"an integer of {len(node.value)} characters", "a number of ordinary size") from None
        raise ctx.fail(node, f"{_short_repr(node.value)} tagged {node.tag}", "a plain YAML value (no custom or python tags)") from None
    if isinstance(value, str):
        _refuse_unwritable(value, node, ctx)
    return value


def _short_repr(text: str, limit: int = 60) -> str:
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


# Characters no facts field needs and no file can hold safely: C0 controls but tab, line feed and carriage
# return; DEL and the C1 controls (terminal escape sequences); lone surrogates (no UTF-8 file can hold them).
_UNWRITABLE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def _refuse_unwritable(value: str, node: yaml.Node, ctx: Context) -> None:
    """Refuse a string holding a control character or a lone surrogate, naming the first and where it is."""
    bad = _UNWRITABLE.search(value)
    if bad:
        char = bad.group(0)
        kind = "a lone surrogate" if "\ud800" <= char <= "\udfff" else "a control character"
        raise ctx.fail(node, f"{kind} ({char!a}) at character {bad.start() + 1} of {_short_repr(value)}",
                       "printable text (tab and line breaks allowed)")


class Recorded(Exception):
    """A record whose errors are already in ``Context.errors``: its parent records it failed and goes on."""


def is_null(node: yaml.Node) -> bool:
    """Whether a node is YAML's null (``null``, ``~`` or nothing)."""
    return isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null"


def takes_null(spec: Spec) -> bool:
    """Whether null is a value of ``spec`` (a plain value, a nullable flag), read from its JSON Schema."""

    def allows(schema: dict[str, Any]) -> bool:
        kind = schema.get("type")
        return kind == "null" or (isinstance(kind, list) and "null" in kind) or any(allows(s) for s in schema.get("anyOf", ()))

    return allows(spec.json_schema())


# Spellings of a choice that difflib finds too far away to suggest.
COMMON_SPELLINGS = {"bfloat16": "bf16", "float16": "fp16", "half": "fp16", "float32": "fp32", "float": "fp32", "single": "fp32"}


def did_you_mean(found: object, allowed: list[str] | tuple[str, ...]) -> str:
    """' (did you mean 'x'?)' when ``found`` is close to one allowed word, else ''."""
    if not isinstance(found, str):
        return ""
    common = COMMON_SPELLINGS.get(found.strip().lower())
    if common in allowed:
        return f" (did you mean {common!r}?)"
    close = difflib.get_close_matches(found.strip().lower(), list(allowed), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


class Spec:
    """One kind of value. ``check`` returns the validated Python value or raises."""

    doc: str = ""

    def check(self, node: yaml.Node, ctx: Context) -> Any:
        raise NotImplementedError(type(self).__name__)

    def expected(self) -> str:
        """What is allowed, as words for an error message."""
        raise NotImplementedError(type(self).__name__)

    def json_schema(self) -> dict[str, Any]:
        """The same rule as JSON Schema, for editors (references/port-facts.schema.json)."""
        raise NotImplementedError(type(self).__name__)

    def _scalar(self, node: yaml.Node, ctx: Context) -> Any:
        if not isinstance(node, yaml.ScalarNode):
            raise ctx.fail(node, describe(node), self.expected())
        return _construct(node, ctx)


@dataclass(frozen=True)
class Text(Spec):
    """A non-empty string, optionally matching a pattern."""

    pattern: str | None = None
    what: str = "a non-empty string"

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "string", "minLength": 1}
        if self.pattern:
            schema["pattern"] = f"^(?:{self.pattern})$"
        return schema

    def expected(self) -> str:
        return self.what

    def check(self, node: yaml.Node, ctx: Context) -> str:
        value = self._scalar(node, ctx)
        if not isinstance(value, str) or not value.strip():
            raise ctx.fail(node, describe(node), self.expected())
        if self.pattern and not re.fullmatch(self.pattern, value):
            raise ctx.fail(node, describe(node), self.expected())
        return value


_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_KEYWORDS = frozenset(keyword.kwlist)


@dataclass(frozen=True)
class Dotted(Text):
    """A dotted Python path such as ``megatron.core.fusions.fused_bias_swiglu.bias_swiglu_impl``."""

    pattern: str | None = rf"{_IDENT}(\.{_IDENT})*"
    what: str = "a dotted Python path like package.module.Symbol"

    def check(self, node: yaml.Node, ctx: Context) -> str:
        value = super().check(node, ctx)
        if any(part in _KEYWORDS for part in value.split(".")):
            raise ctx.fail(node, describe(node), self.expected() + " (no Python keywords)")
        return value


@dataclass(frozen=True)
class Identifier(Text):
    """A Python identifier: used as a keyword argument or a config key in generated code."""

    pattern: str | None = _IDENT
    what: str = "a Python identifier (letters, digits, underscores)"

    def check(self, node: yaml.Node, ctx: Context) -> str:
        value = super().check(node, ctx)
        if value in _KEYWORDS:
            raise ctx.fail(node, describe(node), self.expected() + " that is not a Python keyword")
        return value


@dataclass(frozen=True)
class Choice(Spec):
    """One of a fixed set of strings."""

    values: tuple[str, ...] = ()

    def json_schema(self) -> dict[str, Any]:
        return {"enum": list(self.values)}

    def expected(self) -> str:
        return "one of " + ", ".join(self.values)

    def check(self, node: yaml.Node, ctx: Context) -> str:
        value = self._scalar(node, ctx)
        if value not in self.values:
            raise ctx.fail(node, describe(node) + did_you_mean(value, self.values), self.expected())
        return value


@dataclass(frozen=True)
class Flag(Spec):
    """A boolean (true/false)."""

    nullable: bool = False

    def json_schema(self) -> dict[str, Any]:
        return {"type": ["boolean", "null"] if self.nullable else "boolean"}

    def expected(self) -> str:
        return "true or false" + (" or null" if self.nullable else "")

    def check(self, node: yaml.Node, ctx: Context) -> bool | None:
        value = self._scalar(node, ctx)
        if value is None and self.nullable:
            return None
        if not isinstance(value, bool):
            raise ctx.fail(node, describe(node), self.expected())
        return value


@dataclass(frozen=True)
class Number(Spec):
    """An int or float within bounds; ``integer`` refuses floats."""

    integer: bool = False
    minimum: float | None = None
    maximum: float | None = None
    exclusive_minimum: bool = False

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "integer" if self.integer else "number"}
        if self.minimum is not None:
            schema["exclusiveMinimum" if self.exclusive_minimum else "minimum"] = self.minimum
        if self.maximum is not None:
            schema["maximum"] = self.maximum
        return schema

    def expected(self) -> str:
        words = "an integer" if self.integer else "a number"
        if self.minimum is not None and self.minimum == self.maximum:
            return f"{words} equal to {self.minimum:g}"
        if self.minimum is not None:
            words += f" {'>' if self.exclusive_minimum else '>='} {self.minimum:g}"
        if self.maximum is not None:
            words += f" <= {self.maximum:g}"
        return words

    def check(self, node: yaml.Node, ctx: Context) -> float | int:
        value = self._scalar(node, ctx)
        kinds = (int,) if self.integer else (int, float)
        if isinstance(value, bool) or not isinstance(value, kinds):
            raise ctx.fail(node, describe(node), self.expected())
        if isinstance(value, float) and not math.isfinite(value):
            raise ctx.fail(node, describe(node), self.expected())
        low_ok = (
            self.minimum is None
            or (value > self.minimum if self.exclusive_minimum else value >= self.minimum)
        )
        high_ok = self.maximum is None or value <= self.maximum
        if not (low_ok and high_ok):
            raise ctx.fail(node, describe(node), self.expected())
        return value


@dataclass(frozen=True)
class Scalar(Spec):
    """A string, number, boolean or null: a config value as the framework holds it."""

    def json_schema(self) -> dict[str, Any]:
        return {"type": ["string", "number", "boolean", "null"]}

    def expected(self) -> str:
        return "a string, number, boolean or null"

    def check(self, node: yaml.Node, ctx: Context) -> Any:
        value = self._scalar(node, ctx)
        if isinstance(value, float) and not math.isfinite(value):
            raise ctx.fail(node, describe(node), "a finite number")
        if value is not None and not isinstance(value, (str, int, float, bool)):
            raise ctx.fail(node, describe(node), self.expected())
        return value


@dataclass(frozen=True)
class ScalarOrList(Spec):
    """A scalar, or a list of scalars (for ``in`` / ``not_in`` constraints)."""

    def json_schema(self) -> dict[str, Any]:
        scalar = Scalar().json_schema()
        return {"anyOf": [scalar, {"type": "array", "items": scalar}]}

    def expected(self) -> str:
        return "a scalar or a list of scalars"

    def check(self, node: yaml.Node, ctx: Context) -> Any:
        if isinstance(node, yaml.SequenceNode):
            return tuple(Scalar().check(item, ctx.child(i)) for i, item in enumerate(node.value))
        return Scalar().check(node, ctx)


@dataclass(frozen=True)
class ListOf(Spec):
    """A list whose items all match ``item``; returned as a tuple."""

    item: Spec = field(default_factory=Text)
    unique: bool = False

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "array", "items": self.item.json_schema()}
        if self.unique:
            schema["uniqueItems"] = True
        return schema

    def expected(self) -> str:
        return f"a list of {self.item.expected()}"

    def check(self, node: yaml.Node, ctx: Context) -> tuple:
        if not isinstance(node, yaml.SequenceNode):
            raise ctx.fail(node, describe(node), self.expected())
        values = tuple(self.item.check(item, ctx.child(i)) for i, item in enumerate(node.value))
        if self.unique:
            # One pass over a set: a list of 60,000 entries is checked in milliseconds, not minutes.
            seen: set[Any] = set()
            for i, value in enumerate(values):
                if value in seen:
                    raise ctx.child(i).fail(node.value[i], f"{_short_repr(value)} twice", "each entry once")
                seen.add(value)
        return values


def _mapping_pairs(node: yaml.Node, ctx: Context, expected: str) -> list[tuple[yaml.Node, yaml.Node, str]]:
    """Key/value node pairs of a mapping, with string keys and no duplicates."""
    if not isinstance(node, yaml.MappingNode):
        raise ctx.fail(node, describe(node), expected)
    seen: dict[str, int] = {}
    pairs = []
    for key_node, value_node in node.value:
        key = _construct(key_node, ctx) if isinstance(key_node, yaml.ScalarNode) else None
        if not isinstance(key, str):
            raise ctx.fail(key_node, f"the key {describe(key_node)}", "string keys")
        if key in seen:
            raise ctx.child(key).fail(
                key_node, f"a duplicate key (first on line {seen[key]})", "each key once"
            )
        seen[key] = key_node.start_mark.line + 1
        pairs.append((key_node, value_node, key))
    return pairs


@dataclass(frozen=True)
class MapOf(Spec):
    """A mapping from keys matching ``key`` to values matching ``value``; returned as a dict."""

    key: Spec = field(default_factory=Text)
    value: Spec = field(default_factory=Scalar)

    def json_schema(self) -> dict[str, Any]:
        return {"type": "object", "propertyNames": self.key.json_schema(), "additionalProperties": self.value.json_schema()}

    def expected(self) -> str:
        return f"a mapping of {self.key.expected()} to {self.value.expected()}"

    def check(self, node: yaml.Node, ctx: Context) -> dict:
        result = {}
        for key_node, value_node, key in _mapping_pairs(node, ctx, self.expected()):
            child = ctx.child(key)
            self.key.check(key_node, child)
            result[key] = self.value.check(value_node, child)
        return result


@dataclass(frozen=True)
class Field:
    """A named field of a record: its spec, whether it is required, its default and meaning.

    ``doc`` is the one line the JSON Schema carries; the rest is the field's row in the tables of
    references/port-facts.md (reference.py prints them): how its type and values read, what
    backend-patch-explorer reports for it, and what it changes in the plan.
    """

    spec: Spec
    doc: str
    required: bool = False
    default: Any = None
    kind: str = ""  # the type, in words
    allowed: str = ""
    shown_default: str = ""  # the default, in words ("required", "`[]`", "— (not asked yet)")
    explorer: str = ""  # where backend-patch-explorer's report gives it
    effect: str = ""  # what it changes in the plan and the tests
    shown: str = ""  # how the table names it, when not by its own name (`snr_db.<fmt>`)


@dataclass(frozen=True)
class Record(Spec):
    """A mapping with known field names, built into ``build(**fields)``."""

    fields: dict[str, Field] = field(default_factory=dict)
    build: Callable[..., Any] = dict
    # Checks across fields, given the values, the mapping node and its context; raises FactsError.
    cross_check: Callable[[dict[str, Any], yaml.Node, Context], None] | None = None

    def json_schema(self) -> dict[str, Any]:
        properties = {}
        for name, spec in self.fields.items():
            schema = {"description": spec.doc, **spec.spec.json_schema()}
            if isinstance(spec.default, (str, int, float, bool)):
                schema["default"] = spec.default
            properties[name] = schema
        schema = {"type": "object", "properties": properties, "additionalProperties": False}
        required = [name for name, spec in self.fields.items() if spec.required]
        if required:
            schema["required"] = required
        return schema

    def expected(self) -> str:
        return "a mapping with fields " + ", ".join(self.fields)

    def check(self, node: yaml.Node, ctx: Context) -> Any:
        values: dict[str, Any] = {}
        failed: set[str] = set()
        for key_node, value_node, key in _mapping_pairs(node, ctx, self.expected()):
            child = ctx.child(key)
            try:
                if key not in self.fields:
                    close = difflib.get_close_matches(key, list(self.fields), n=1)
                    hint = f" (did you mean {close[0]!r}?)" if close else ""
                    raise child.fail(key_node, f"an unknown field{hint}", "one of " + ", ".join(self.fields))
                spec = self.fields[key]
                if is_null(value_node) and not spec.required and not takes_null(spec.spec):
                    continue  # null in an optional field means not given, as leaving it out does
                values[key] = spec.spec.check(value_node, child)
            except FactsError as error:
                if ctx.errors is None:
                    raise
                ctx.errors.append(error)
                failed.add(key)
            except Recorded:
                failed.add(key)
        for name, spec in self.fields.items():
            if name not in values and name not in failed:
                if spec.required:
                    error = ctx.child(name).fail(node, "nothing", f"{spec.spec.expected()} (required)")
                    if ctx.errors is None:
                        raise error
                    ctx.errors.append(error)
                    failed.add(name)
                    continue
                values[name] = _default(spec)
        if failed:
            raise Recorded()
        if self.cross_check:
            self.cross_check(values, node, ctx)
        return self.build(**values)

    def empty(self) -> Any:
        """The record as it is when the file leaves it out: every field at its default."""
        return self.build(**{name: _default(spec) for name, spec in self.fields.items()})


# The metadata key under which a dataclass field carries its declaration.
DECLARATION = "portval.field"


def declared(spec: Spec, doc: str, *, required: bool = False, default: Any = None, **table: str) -> Any:
    """A dataclass field declared once: its spec (type and allowed values), default, one-line doc and table row.

    The record of its class (``record``) validates files with it, the JSON
    Schema and the reference tables are printed from it, and the dataclass
    default is the one a file that leaves the field out gets.
    """
    declaration = Field(spec, doc, required, default, **table)
    metadata = {DECLARATION: declaration}
    if required:
        return field(metadata=metadata)
    if default is None and isinstance(spec, (Record, MapOf)):
        return field(default_factory=lambda: _default(declaration), metadata=metadata)
    return field(default=default, metadata=metadata)


def record(cls: type, cross_check: Callable[[dict[str, Any], yaml.Node, Context], None] | None = None) -> Record:
    """The Record that validates and builds ``cls`` from the fields it declares (``declared``)."""
    declarations = {f.name: f.metadata[DECLARATION] for f in fields(cls) if DECLARATION in f.metadata}
    return Record(fields=declarations, build=cls, cross_check=cross_check)


def _default(spec: Field) -> Any:
    if spec.default is None and isinstance(spec.spec, Record):
        return spec.spec.empty()
    if spec.default is None and isinstance(spec.spec, MapOf):
        return {}
    return spec.default
