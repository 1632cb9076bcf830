"""What a facts field may hold, beyond the plain specs of schema.py.

The choices (patch styles, dtypes, platforms, ...), the specs that parse a
value into something richer (a version specifier, a constraint expression, a
shape entry, SNR floors), the shared text specs (config keys, package and
environment names), and the checks across a record's fields. The fields
that use them are declared in patch_fields.py and port_fields.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from ..frameworks import FRAMEWORKS
from .expressions import ALLOWED as EXPRESSION_ALLOWED
from .expressions import Expression, ExpressionError, parse_expression
from .schema import Context, Identifier, MapOf, Number, Spec, Text, describe, did_you_mean
from .versions import ALLOWED as VERSION_ALLOWED
from .versions import PATTERN as VERSION_PATTERN
from .versions import Clause, VersionSpecError, parse_specifier

SCHEMA_VERSION = 1
MAX_FACTS_BYTES = 1 << 20
PATCH_STYLES = ("binding_replacement", "function_wrapping", "config_rewrite", "env_or_lifecycle", "source_rewrite")
PORT_KINDS = ("drop_in", "full_replacement")
RUNTIMES = ("pytorch", "jax")
PLATFORMS = ("any", "rocm", "cuda")
DTYPES = ("fp32", "tf32", "bf16", "fp16", "fp8", "mxfp8", "mxfp4")
LOW_PRECISION = ("fp8", "mxfp8", "mxfp4")
LEVELS = ("op", "step", "both")
CONSTRAINT_OPS = ("==", "!=", "<", "<=", ">", ">=", "in", "not_in")
INPUT_DTYPES = ("compute", "fp32", "bf16", "fp16", "int64", "int32", "bool")


class _Missing:
    """Marks a forward input without ``value``: a tensor, not a plain Python value."""

    def __repr__(self) -> str:
        return "MISSING"
MISSING = _Missing()


@dataclass(frozen=True)
class VersionGate:
    """A version requirement as written (``text``) and as parsed (``clauses``)."""

    text: str
    clauses: tuple[Clause, ...]


class VersionText(Text):
    """A version specifier string, parsed into clauses."""

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": VERSION_PATTERN}

    def expected(self) -> str:
        return VERSION_ALLOWED

    def check(self, node: yaml.Node, ctx: Context) -> VersionGate:
        text = super().check(node, ctx)
        try:
            return VersionGate(text.strip(), parse_specifier(text))
        except VersionSpecError as error:
            raise ctx.fail(node, f"{describe(node)} with {error}", self.expected()) from None


class NullableVersion(VersionText):
    def json_schema(self) -> dict[str, Any]:
        return {"anyOf": [{"type": "null"}, super().json_schema()]}

    def expected(self) -> str:
        return f"null (any version) or {VERSION_ALLOWED}"

    def check(self, node: yaml.Node, ctx: Context) -> VersionGate | None:
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null":
            return None
        return super().check(node, ctx)


class ExpressionText(Text):
    """A constraint parameter: a run-config name or arithmetic over names."""

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": r"^[A-Za-z0-9_+\-*/%(). ]+$"}

    def expected(self) -> str:
        return EXPRESSION_ALLOWED

    def check(self, node: yaml.Node, ctx: Context) -> Expression:
        text = super().check(node, ctx)
        try:
            return parse_expression(text)
        except ExpressionError as error:
            raise ctx.fail(node, f"{describe(node)}, {error}", self.expected()) from None


class ShapeEntry(Spec):
    """A dimension: a positive integer, or a name (a config field or a symbolic size)."""

    def json_schema(self) -> dict[str, Any]:
        return {"anyOf": [{"type": "integer", "minimum": 1}, Identifier().json_schema()]}

    def expected(self) -> str:
        return "a positive integer or a name"

    def check(self, node: yaml.Node, ctx: Context) -> int | str:
        value = self._scalar(node, ctx)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
        if isinstance(value, str):
            return Identifier().check(node, ctx)
        raise ctx.fail(node, describe(node), self.expected())
CONFIG_KEY = Text(
    pattern=r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*",
    what="a config key (an identifier, or a dotted path such as primus_turbo.enable_primus_turbo)",
)


def op_fits_value(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """``in`` and ``not_in`` compare against a list; every other op against one value."""
    wants_list = values["op"] in ("in", "not_in")
    if wants_list != isinstance(values["value"], tuple):
        value_node = next((v for k, v in node.value if k.value == "value"), node)
        expected = f"a list of values for op {values['op']!r}" if wants_list else f"one value for op {values['op']!r} (a list needs in or not_in)"
        raise ctx.child("value").fail(value_node, describe(value_node), expected)


def found_sites_are_aliases(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """Each binding find_sites.py recorded is a site the tests check, so it must be listed in aliases too."""
    listed = set(values["aliases"]) | set(values["symbols"])
    for index, path in enumerate(values["found_in_code"]):
        if path not in listed:
            entry = next((v for k, v in node.value if k.value == "found_in_code"), node)
            item = entry.value[index] if isinstance(entry, yaml.SequenceNode) else entry
            raise ctx.child("found_in_code").child(index).fail(item, repr(path), "a path also listed in upstream.aliases")


def ported_at_names_sites(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """Each site implementation.ported_at names is one the tests check: port.sites when given, else Primus's sites."""
    implementation, upstream, port = values["implementation"], values["upstream"], values["port"]
    checked = list(port.sites) if port.sites is not None else list(dict.fromkeys((*upstream.symbols, *upstream.aliases)))
    where = "port.sites" if port.sites is not None else "upstream.symbols or upstream.aliases"
    for site in implementation.ported_at:
        if site not in checked:
            section = next((v for k, v in node.value if k.value == "implementation"), node)
            entry = next((v for k, v in section.value if k.value == "ported_at"), section) if isinstance(section, yaml.MappingNode) else section
            key = next((k for k, _ in entry.value if k.value == site), entry) if isinstance(entry, yaml.MappingNode) else entry
            found = repr(site) + did_you_mean(site, checked)
            raise ctx.child("implementation").child("ported_at").child(site).fail(key, found, f"a site listed in {where}")


# The runtime each named framework is written in; "other" may be either.
# The runtime a named framework implies (MaxText is JAX); "other" takes framework.runtime.
FRAMEWORK_RUNTIMES = {name: entry.runtime for name, entry in FRAMEWORKS.items() if entry.runtime}


def runtime_fits_framework(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """A named framework has one runtime: MaxText is JAX, Megatron-LM and TorchTitan are PyTorch."""
    runtime, native = values.get("runtime"), FRAMEWORK_RUNTIMES.get(values["name"])
    if runtime is not None and native is not None and runtime != native:
        runtime_node = next((v for k, v in node.value if k.value == "runtime"), node)
        raise ctx.child("runtime").fail(runtime_node, describe(runtime_node), f"{native!r} for framework {values['name']!r} (or leave it out)")


def margins_are_ratios(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """A margin or band written as a percentage (3 or 0.03 for "3%") is refused, saying what was meant."""
    for name, (low, high), meant in (
        ("perf_margin", MARGIN_RANGES["perf_margin"], "a ratio: a port allowed to be 3% slower is 0.97, one that must be 10% faster is 1.1"),
        ("memory_margin", MARGIN_RANGES["memory_margin"], "a ratio: 5% more peak memory allowed is 1.05"),
        ("step_rtol_max", MARGIN_RANGES["step_rtol_max"], "a fraction: a 5% per-step band is 0.05"),
        ("step_rtol_mean", MARGIN_RANGES["step_rtol_mean"], "a fraction: a 1% mean band is 0.01"),
    ):
        value = values.get(name)
        if value is not None and not low <= value <= high:
            value_node = next((v for k, v in node.value if k.value == name), node)
            raise ctx.child(name).fail(value_node, f"{describe(value_node)}, which reads as a percentage", f"{meant} (between {low:g} and {high:g})")


class SnrFloors(MapOf):
    """Per-format SNR floors in dB, or one number for every low-precision format."""

    def json_schema(self) -> dict[str, Any]:
        return {"anyOf": [self.value.json_schema(), super().json_schema()]}

    def expected(self) -> str:
        return f"{self.value.expected()} for every format, or {super().expected()}"

    def check(self, node: yaml.Node, ctx: Context) -> dict:
        if isinstance(node, yaml.ScalarNode):
            floor = self.value.check(node, ctx)
            return {fmt: floor for fmt in LOW_PRECISION}
        return super().check(node, ctx)


def env_formats_fit(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """A variable tied to a format must be one of enable.env, and that format a low-precision one."""
    for var in values["env_formats"]:
        if var not in values["env"]:
            value_node = next((v for k, v in node.value if k.value == "env_formats"), node)
            raise ctx.child("env_formats").child(var).fail(value_node, f"{var!r}, which enable.env does not set", "a variable listed in enable.env")
PACKAGE = Text(pattern=r"[A-Za-z0-9][A-Za-z0-9._-]*", what="a package name")
ENV_NAME = Text(pattern=r"[A-Za-z_][A-Za-z0-9_]*", what="an environment variable name")
ENV_VALUE = Text(pattern=r"[^\x00]*", what="a string (quote numbers in YAML)")
RATIO_MARGIN = Number(minimum=0, maximum=10, exclusive_minimum=True)


# Where a margin or band stops reading as a ratio and starts reading as a percentage.
MARGIN_RANGES = {"perf_margin": (0.5, 2.0), "memory_margin": (0.5, 4.0), "step_rtol_max": (0.0, 0.5), "step_rtol_mean": (0.0, 0.5)}
