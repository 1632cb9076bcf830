"""The facts contract: what a port is, loaded from YAML into frozen dataclasses.

``FACTS`` below is the single definition of the contract: field names, types,
allowed values, defaults and meanings. ``load_facts`` validates a file against
it; ``references/port-facts.md`` documents it field by field.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from typing import Any

import yaml

from ..common.errors import FactsError, FactsErrors
from ..common.regular_files import NotReadable, read_regular_bytes
from ..frameworks import FRAMEWORKS
from .expressions import ALLOWED as EXPRESSION_ALLOWED
from .expressions import Expression, ExpressionError, parse_expression
from .schema import (
    Choice,
    Context,
    Dotted,
    Field,
    Flag,
    Identifier,
    ListOf,
    MapOf,
    Number,
    Record,
    Recorded,
    Scalar,
    ScalarOrList,
    Spec,
    Text,
    describe,
)
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
class Feature:
    id: str
    summary: str
    patch_style: str
    port_kind: str | None
    changes_sharding: bool = False


@dataclass(frozen=True)
class Framework:
    name: str
    version: str | None
    wired_at: str | None
    runtime: str | None = None


@dataclass(frozen=True)
class Upstream:
    symbols: tuple[str, ...]
    aliases: tuple[str, ...]
    transient: tuple[str, ...] = ()
    found_in_code: tuple[str, ...] = ()  # aliases find_sites.py added: bindings the patch's own facts did not list
    sweep_exempt: tuple[str, ...] = ()  # modules or module.attribute bindings that keep upstream (or the port) by design


@dataclass(frozen=True)
class Implementation:
    primus: str | None
    primus_file: str | None
    turbo: str | None
    ported: str | None


@dataclass(frozen=True)
class Enable:
    flags: dict[str, Any]
    env: dict[str, str]
    phase: str | None
    side_effects: dict[str, Any]
    # Environment variables needed for one low-precision format only (NVTE_ROCM_ENABLE_MXFP8 -> mxfp8).
    env_formats: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class VersionGate:
    """A version requirement as written (``text``) and as parsed (``clauses``)."""

    text: str
    clauses: tuple[Clause, ...]


@dataclass(frozen=True)
class Requires:
    packages: dict[str, VersionGate | None]
    platform: str
    backend_versions: tuple[VersionGate, ...]


@dataclass(frozen=True)
class Constraint:
    param: Expression
    op: str
    value: Any
    source: str


@dataclass(frozen=True)
class Numerics:
    dtypes: tuple[str, ...]
    backward: bool
    level: str | None
    # The longest sum whose order a full replacement may change (None: the table's default).
    reordered_sum_length: int | None = None


@dataclass(frozen=True)
class ForwardInput:
    name: str
    shape: tuple[int | str, ...] | None
    dtype: str
    value: Any = MISSING
    requires_grad: bool = True

    @property
    def is_tensor(self) -> bool:
        """A forward input is a tensor unless the facts give it a plain ``value``."""
        return self.value is MISSING


@dataclass(frozen=True)
class Module:
    constructor: str | None
    config_fields: dict[str, Any]
    forward_inputs: tuple[ForwardInput, ...]
    params_to_compare: tuple[str, ...]


@dataclass(frozen=True)
class ToleranceOverride:
    rtol: float | None
    atol: float | None


@dataclass(frozen=True)
class Thresholds:
    perf_margin: float | None
    memory_margin: float | None
    step_count: int | None
    step_rtol_max: float | None
    step_rtol_mean: float | None
    step_exact: bool | None
    determinism_runs: int | None
    error_ratio_factor: float | None
    tolerances: dict[str, ToleranceOverride]
    snr_db: dict[str, float]
    step_noise_ratio: float | None = None


@dataclass(frozen=True)
class User:
    gpu: bool | None
    thresholds: Thresholds
    existing_tests: tuple[str, ...]
    output_dir: str | None
    # The parallel sizes of the run the tests use (tensor_model_parallel_size: 2, ...); {} when not given.
    parallel: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Port:
    """What the user's port does, where it differs from Primus: the facts the tests use.

    ``upstream`` and ``enable`` say what Primus does (its sites, flags, phase);
    a fork's port may rebind other sites and be turned on its own way. ``None``
    means not given: the tests then use Primus's sites and the plan asks.
    """

    sites: tuple[str, ...] | None = None
    flags: dict[str, Any] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    call: str | None = None
    config_keys: tuple[str, ...] | None = None
    needs_gpu: bool | None = None


@dataclass(frozen=True)
class Facts:
    """Everything known about one port; ``source_text`` is the file as written."""

    schema: int
    feature: Feature
    framework: Framework
    upstream: Upstream
    implementation: Implementation
    enable: Enable
    requires: Requires
    constraints: tuple[Constraint, ...]
    numerics: Numerics
    module: Module
    user: User
    port: Port = field(default_factory=Port)
    notes: tuple[str, ...] = ()
    # Dotted paths of the fields the file gives (``requires.platform``), so "not given" is not read as "none".
    given: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    source_text: str = field(default="", compare=False, repr=False)
    source_name: str = field(default="", compare=False, repr=False)


class _VersionText(Text):
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


class _NullableVersion(_VersionText):
    def json_schema(self) -> dict[str, Any]:
        return {"anyOf": [{"type": "null"}, super().json_schema()]}

    def expected(self) -> str:
        return f"null (any version) or {VERSION_ALLOWED}"

    def check(self, node: yaml.Node, ctx: Context) -> VersionGate | None:
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null":
            return None
        return super().check(node, ctx)


class _ExpressionText(Text):
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


class _ShapeEntry(Spec):
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


_CONFIG_KEY = Text(
    pattern=r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*",
    what="a config key (an identifier, or a dotted path such as primus_turbo.enable_primus_turbo)",
)
def _op_fits_value(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """``in`` and ``not_in`` compare against a list; every other op against one value."""
    wants_list = values["op"] in ("in", "not_in")
    if wants_list != isinstance(values["value"], tuple):
        value_node = next((v for k, v in node.value if k.value == "value"), node)
        expected = f"a list of values for op {values['op']!r}" if wants_list else f"one value for op {values['op']!r} (a list needs in or not_in)"
        raise ctx.child("value").fail(value_node, describe(value_node), expected)


def _found_sites_are_aliases(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """Each binding find_sites.py recorded is a site the tests check, so it must be listed in aliases too."""
    listed = set(values["aliases"]) | set(values["symbols"])
    for index, path in enumerate(values["found_in_code"]):
        if path not in listed:
            entry = next((v for k, v in node.value if k.value == "found_in_code"), node)
            item = entry.value[index] if isinstance(entry, yaml.SequenceNode) else entry
            raise ctx.child("found_in_code").child(index).fail(item, repr(path), "a path also listed in upstream.aliases")


# The runtime each named framework is written in; "other" may be either.
# The runtime a named framework implies (MaxText is JAX); "other" takes framework.runtime.
FRAMEWORK_RUNTIMES = {name: entry.runtime for name, entry in FRAMEWORKS.items() if entry.runtime}


def _runtime_fits_framework(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """A named framework has one runtime: MaxText is JAX, Megatron-LM and TorchTitan are PyTorch."""
    runtime, native = values.get("runtime"), FRAMEWORK_RUNTIMES.get(values["name"])
    if runtime is not None and native is not None and runtime != native:
        runtime_node = next((v for k, v in node.value if k.value == "runtime"), node)
        raise ctx.child("runtime").fail(runtime_node, describe(runtime_node), f"{native!r} for framework {values['name']!r} (or leave it out)")


def _margins_are_ratios(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
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


class _SnrFloors(MapOf):
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


def _env_formats_fit(values: dict[str, Any], node: yaml.Node, ctx: Context) -> None:
    """A variable tied to a format must be one of enable.env, and that format a low-precision one."""
    for var in values["env_formats"]:
        if var not in values["env"]:
            value_node = next((v for k, v in node.value if k.value == "env_formats"), node)
            raise ctx.child("env_formats").child(var).fail(value_node, f"{var!r}, which enable.env does not set", "a variable listed in enable.env")


_PACKAGE = Text(pattern=r"[A-Za-z0-9][A-Za-z0-9._-]*", what="a package name")
_ENV_NAME = Text(pattern=r"[A-Za-z_][A-Za-z0-9_]*", what="an environment variable name")
_ENV_VALUE = Text(pattern=r"[^\x00]*", what="a string (quote numbers in YAML)")
_PROBABILITY_MARGIN = Number(minimum=0, maximum=10, exclusive_minimum=True)
# Where a margin or band stops reading as a ratio and starts reading as a percentage.
MARGIN_RANGES = {"perf_margin": (0.5, 2.0), "memory_margin": (0.5, 4.0), "step_rtol_max": (0.0, 0.5), "step_rtol_mean": (0.0, 0.5)}

FACTS = Record(
    build=Facts,
    fields={
        "schema": Field(Number(integer=True, minimum=SCHEMA_VERSION, maximum=SCHEMA_VERSION), "Version of this contract; always 1.", required=True),
        "feature": Field(
            Record(
                build=Feature,
                fields={
                    "id": Field(Text(pattern=r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}", what="an id of letters, digits, '.', '_' and '-' (at most 100)"), "The Primus patch id.", required=True),
                    "summary": Field(Text(), "One sentence: what the patch does.", required=True),
                    "patch_style": Field(Choice(values=PATCH_STYLES), "How the patch changes upstream.", required=True),
                    "port_kind": Field(Choice(values=PORT_KINDS), "drop_in (same maths, op-level oracle) or full_replacement (step-level oracle)."),
                    "changes_sharding": Field(Flag(), "Whether the port changes sharding annotations (JAX): the outputs' sharding is then checked.", default=False),
                },
            ),
            "What the patch is.",
            required=True,
        ),
        "framework": Field(
            Record(
                build=Framework,
                cross_check=_runtime_fits_framework,
                fields={
                    "name": Field(Choice(values=tuple(FRAMEWORKS)), "The user's framework.", required=True),
                    "version": Field(Text(), "The user's framework version."),
                    "wired_at": Field(Text(), "Module or call site where the port is wired in."),
                    "runtime": Field(Choice(values=RUNTIMES), "pytorch or jax: which scaffold is written (default: jax for maxtext, else pytorch)."),
                },
            ),
            "The framework the port lives in.",
            required=True,
        ),
        "upstream": Field(
            Record(
                build=Upstream,
                fields={
                    "symbols": Field(ListOf(item=Dotted(), unique=True), "Upstream symbols replaced or wrapped.", default=()),
                    "aliases": Field(ListOf(item=Dotted(), unique=True), "Other bindings of the same objects (from X import Symbol).", default=()),
                    "transient": Field(
                        ListOf(item=Dotted(), unique=True),
                        "Bindings the port swaps only while a call runs and restores in `finally`.",
                        default=(),
                    ),
                    "found_in_code": Field(
                        ListOf(item=Dotted(), unique=True),
                        "Aliases find_sites.py found in the framework's code that the patch's facts did not list (each also in aliases).",
                        default=(),
                    ),
                    "sweep_exempt": Field(
                        ListOf(item=Dotted(), unique=True),
                        "Modules, or module.attribute bindings, that hold the upstream object or the port by design "
                        "(a wrapper keeping the original to call it): the runtime sweep leaves them alone.",
                        default=(),
                    ),
                },
                cross_check=_found_sites_are_aliases,
            ),
            "What upstream binds and where.",
        ),
        "implementation": Field(
            Record(
                build=Implementation,
                fields={
                    "primus": Field(Dotted(), "The Primus implementation."),
                    "primus_file": Field(Text(), "Path of the Primus file, relative to the Primus repository."),
                    "turbo": Field(Dotted(), "The Primus-Turbo function or class it uses."),
                    "ported": Field(Dotted(), "The user's ported implementation."),
                },
            ),
            "Where the implementations live.",
        ),
        "enable": Field(
            Record(
                build=Enable,
                fields={
                    "flags": Field(MapOf(key=_CONFIG_KEY, value=Scalar()), "Config flags that turn the patch on."),
                    "env": Field(MapOf(key=_ENV_NAME, value=_ENV_VALUE), "Environment variables the feature needs."),
                    "phase": Field(Text(), "The patch phase (when Primus applies it)."),
                    "side_effects": Field(MapOf(key=_CONFIG_KEY, value=Scalar()), "Config values the patch itself sets."),
                    "env_formats": Field(
                        MapOf(key=_ENV_NAME, value=Choice(values=LOW_PRECISION)),
                        "Variables of enable.env needed for one low-precision format only (NVTE_ROCM_ENABLE_MXFP8: mxfp8).",
                    ),
                },
                cross_check=_env_formats_fit,
            ),
            "How the feature is turned on.",
        ),
        "requires": Field(
            Record(
                build=Requires,
                fields={
                    "packages": Field(MapOf(key=_PACKAGE, value=_NullableVersion()), "Packages the port needs, with version specifiers or null."),
                    "platform": Field(Choice(values=PLATFORMS), "rocm, cuda or any.", default="any"),
                    "backend_versions": Field(ListOf(item=_VersionText()), "Framework versions the patch supports.", default=()),
                },
            ),
            "What must be installed.",
        ),
        "constraints": Field(
            ListOf(
                item=Record(
                    build=Constraint,
                    cross_check=_op_fits_value,
                    fields={
                        "param": Field(_ExpressionText(), "Run-config name or arithmetic over names.", required=True),
                        "op": Field(Choice(values=CONSTRAINT_OPS), "Comparison.", required=True),
                        "value": Field(ScalarOrList(), "Value compared against (a list for in / not_in).", required=True),
                        "source": Field(Text(), "Where the constraint comes from (file:line and the condition).", required=True),
                    },
                )
            ),
            "Conditions the port needs; each becomes a skip condition.",
            default=(),
        ),
        "numerics": Field(
            Record(
                build=Numerics,
                fields={
                    "dtypes": Field(ListOf(item=Choice(values=DTYPES), unique=True), "Compute dtypes to check.", default=("fp32", "bf16")),
                    "backward": Field(Flag(), "Whether the patch touches backward.", default=True),
                    "level": Field(Choice(values=LEVELS), "Comparison point: op, step or both."),
                    "reordered_sum_length": Field(
                        Number(integer=True, minimum=1, maximum=10**9),
                        "Terms in the longest sum a full replacement adds in another order (sets its op-level tolerance).",
                    ),
                },
            ),
            "What numerics to compare.",
        ),
        "module": Field(
            Record(
                build=Module,
                fields={
                    "constructor": Field(Text(), "How the upstream module is built."),
                    "config_fields": Field(MapOf(key=Identifier(), value=ScalarOrList()), "Config fields the constructor needs."),
                    "forward_inputs": Field(
                        ListOf(
                            item=Record(
                                build=ForwardInput,
                                fields={
                                    "name": Field(Identifier(), "Keyword of the forward argument.", required=True),
                                    "shape": Field(ListOf(item=_ShapeEntry()), "Tensor shape; names may be config fields."),
                                    "dtype": Field(Choice(values=INPUT_DTYPES), "compute (the dtype under test) or a fixed dtype.", default="compute"),
                                    "value": Field(Scalar(), "A plain (non-tensor) value, such as an enum name or null.", default=MISSING),
                                    "requires_grad": Field(Flag(), "Whether its gradient is computed and compared (false for constants such as rotary angles).", default=True),
                                },
                            )
                        ),
                        "Forward arguments.",
                        default=(),
                    ),
                    "params_to_compare": Field(ListOf(item=Text(), unique=True), "Parameters whose gradients are compared (empty: all).", default=()),
                },
            ),
            "The module under test.",
        ),
        "user": Field(
            Record(
                build=User,
                fields={
                    "gpu": Field(Flag(nullable=True), "Whether the user can run on a GPU (null: not asked yet)."),
                    "thresholds": Field(
                        Record(
                            build=Thresholds,
                            fields={
                                "perf_margin": Field(_PROBABILITY_MARGIN, "Lowest acceptable speedup (ported / baseline throughput)."),
                                "memory_margin": Field(_PROBABILITY_MARGIN, "Highest acceptable peak-memory ratio (ported / baseline)."),
                                "step_count": Field(Number(integer=True, minimum=2, maximum=100000), "Training steps compared at step level."),
                                "step_rtol_max": Field(Number(minimum=0), "Per-step relative loss difference allowed."),
                                "step_rtol_mean": Field(Number(minimum=0), "Mean relative loss difference allowed."),
                                "step_exact": Field(Flag(), "Require bitwise-equal losses (deterministic runs)."),
                                "step_noise_ratio": Field(
                                    Number(minimum=0), "Ported-vs-baseline divergence allowed, as a share of the baseline's divergence from itself with another seed."
                                ),
                                "determinism_runs": Field(Number(integer=True, minimum=2, maximum=1000), "Runs compared bitwise for determinism."),
                                "error_ratio_factor": Field(Number(minimum=1), "Allowed error relative to the naive same-precision reference."),
                                "tolerances": Field(
                                    MapOf(
                                        key=Choice(values=tuple(d for d in DTYPES if d not in LOW_PRECISION)),
                                        value=Record(
                                            build=ToleranceOverride,
                                            fields={
                                                "rtol": Field(Number(minimum=0), "Relative tolerance."),
                                                "atol": Field(Number(minimum=0), "Absolute tolerance, scaled by the reference's largest magnitude."),
                                            },
                                        ),
                                    ),
                                    "Per-dtype closeness overrides.",
                                ),
                                "snr_db": Field(
                                    _SnrFloors(key=Choice(values=LOW_PRECISION), value=Number(minimum=0, maximum=200)),
                                    "SNR floors in dB: per format, or one number for every low-precision format.",
                                ),
                            },
                            cross_check=_margins_are_ratios,
                        ),
                        "The user's acceptance thresholds; each overrides a table default.",
                    ),
                    "existing_tests": Field(ListOf(item=Text(), unique=True), "The user's tests to run before and after.", default=()),
                    "output_dir": Field(Text(), "Where to write the scaffold."),
                    "parallel": Field(
                        MapOf(key=Identifier(), value=Number(integer=True, minimum=1, maximum=65536)),
                        "Parallel sizes of the run the tests use (tensor_model_parallel_size, expert_model_parallel_size, ...).",
                    ),
                },
            ),
            "The user's answers.",
        ),
        "port": Field(
            Record(
                build=Port,
                fields={
                    "sites": Field(
                        ListOf(item=Dotted(), unique=True),
                        "The bindings the user's port rebinds in the user's framework (default: Primus's upstream.symbols and aliases).",
                    ),
                    "flags": Field(MapOf(key=_CONFIG_KEY, value=Scalar()), "Config flags of the user's framework that turn the port on."),
                    "env": Field(MapOf(key=_ENV_NAME, value=_ENV_VALUE), "Environment variables that turn the user's port on."),
                    "call": Field(Text(), "A call that turns the user's port on, e.g. my_fork.patches.enable_turbo_norm()."),
                    "config_keys": Field(
                        ListOf(item=_CONFIG_KEY, unique=True),
                        "Run-config keys the user's framework has; a constraint reading another key is Primus's only and is not checked.",
                    ),
                    "needs_gpu": Field(Flag(nullable=True), "Whether the port's code needs a GPU to run at all (a GPU-only kernel)."),
                },
            ),
            "What the user's port does, where it differs from Primus: the facts the tests use.",
        ),
        "notes": Field(ListOf(item=Text()), "Free text: what the port does that no field holds (it also replaces LayerNorm, ...).", default=()),
    },
)


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
