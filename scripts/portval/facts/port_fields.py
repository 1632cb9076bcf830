"""The facts about the module under test and the user's side: numerics, module, the user's answers, the port.

Declared as patch_fields.py declares Primus's side: each field once, on its
dataclass, with its spec, default, one-line doc and reference-table row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .schema import Choice, Dotted, Flag, Identifier, ListOf, MapOf, Number, Scalar, ScalarOrList, Text, declared, record
from .vocabulary import (
    CONFIG_KEY,
    DTYPES,
    ENV_NAME,
    ENV_VALUE,
    INPUT_DTYPES,
    LEVELS,
    LOW_PRECISION,
    MISSING,
    RATIO_MARGIN,
    ShapeEntry,
    SnrFloors,
    margins_are_ratios,
)


@dataclass(frozen=True, kw_only=True)
class Numerics:
    """What numerics to compare."""

    dtypes: tuple[str, ...] = declared(
        ListOf(item=Choice(values=DTYPES), unique=True),
        'Compute dtypes to check.',
        default=('fp32', 'bf16'),
        kind='list of choices, each once',
        allowed='`fp32`, `tf32`, `bf16`, `fp16`, `fp8`, `mxfp8`, `mxfp4`',
        shown_default='`[fp32, bf16]`',
        explorer='Code location: the dtypes the implementation casts to or quantizes to, and the config defaults',
        effect='At op level, each of `fp32`, `tf32`, `bf16` and `fp16` gets a closeness row. `tf32`, `bf16` and `fp16` also get an error-ratio row. `fp8`, `mxfp8` and `mxfp4` each add a `test_low_precision_snr` case, only when the level includes op. Those cases are marked `gpu`, make correctness need a GPU, and add the `set_precision` hook (required when more than one format is listed). The compute dtype is the first of `bf16`, `fp16`, `tf32`, `fp32` found in the list (else `bf16`). It is used by the determinism, checkpoint and feature-off checks and by the SNR run.',
    )
    backward: bool = declared(
        Flag(),
        'Whether the patch touches backward.',
        default=True,
        kind='boolean',
        allowed='`true`, `false`',
        shown_default='`true`',
        explorer='Patch logic: does the replacement have its own backward?',
        effect='`false` drops `test_backward_matches_feature_off` and `test_backward_error_ratio`, and the question about `module.params_to_compare`.',
    )
    level: str | None = declared(
        Choice(values=LEVELS),
        'Comparison point: op, step or both.',
        kind='choice',
        allowed='`op`, `step`, `both`',
        shown_default='— (`op` for drop-in, `step` for full replacement, none for config and env patches)',
        explorer='a judgment from Patch logic',
        effect="`op`: closeness, error ratio and SNR. `step`: only the loss band, `test_loss_curve_matches_baseline`; a drop-in port judged at step level (a wrapped entry point, such as MaxText's `train.initialize`) has no module under test, so the module hooks and checkpoint tests are dropped. `both`: all of these. It does not change how `bench_parity.py` times the port; that follows the port kind.",
    )
    reordered_sum_length: int | None = declared(
        Number(integer=True, minimum=1, maximum=10 ** 9),
        'Terms in the longest sum a full replacement adds in another order (sets its op-level tolerance).',
        kind='integer',
        allowed='>= 1',
        shown_default='— (the `reorder_sum_length` setting, 4096)',
        explorer="Patch logic: the longest sum the replacement adds in another order (a weight gradient over a batch's tokens, a combine over top-k)",
        effect="Sets a full replacement's op-level tolerance: rtol = 2u(dtype), atol = safety × (2u(dtype) + n × u(fp32)) of max\\|reference\\|, printed with its derivation in the plan.",
    )


@dataclass(frozen=True, kw_only=True)
class ForwardInput:
    """Forward arguments."""

    name: str = declared(
        Identifier(),
        'Keyword of the forward argument.',
        required=True,
        kind='identifier',
        allowed='the keyword of the forward argument',
        shown_default='required',
        effect='The key in the dict `make_inputs` returns.',
    )
    shape: tuple[int | str, ...] | None = declared(
        ListOf(item=ShapeEntry()),
        'Tensor shape; names may be config fields.',
        kind='list',
        allowed='positive integers or identifiers, e.g. `[seq_length, micro_batch_size, hidden_size]`; names may be `config_fields` or symbolic sizes',
        shown_default='—',
        effect='The TODO reads "x: tensor [seq_length, micro_batch_size, hidden_size] in bf16"; without a shape it reads "(shape not in the facts)", and the plan asks (`module.forward_inputs.x.shape`). A named size that is not a config field is a dimension the input cases may cut (odd, 1, 0), the same name alike in every input; when any tensor input has no shape, sizes are not varied and the plan says why.',
    )
    dtype: str = declared(
        Choice(values=INPUT_DTYPES),
        'compute (the dtype under test) or a fixed dtype.',
        default='compute',
        kind='choice',
        allowed='`compute` (the dtype under test), `fp32`, `bf16`, `fp16`, `int64`, `int32`, `bool`',
        shown_default='`compute`',
        effect="The tensor's dtype in the TODO. Ignored when `value` is given. An `int64`, `int32` or `bool` input (indices, counts per expert, a mask) keeps sizes as `make_inputs` makes them: its values may depend on them.",
    )
    value: Any = declared(
        Scalar(),
        'A plain (non-tensor) value, such as an enum name or null.',
        default=MISSING,
        kind='scalar',
        allowed='a string (e.g. `causal`), number, boolean, or `null`',
        shown_default='absent (a tensor)',
        effect='Marks the input as non-tensor; the TODO reads "attn_mask_type: the value \'causal\'". `value: null` is a plain `None`, not a tensor.',
    )
    requires_grad: bool = declared(
        Flag(),
        'Whether its gradient is computed and compared (false for constants such as rotary angles).',
        default=True,
        kind='boolean',
        allowed='`true`, `false`',
        shown_default='`true`',
        effect='`false` for a floating tensor that is a constant of the forward (rotary angles, a mask in float): its gradient is neither computed nor compared (`FROZEN_INPUTS` in the tests), and the input cases leave its magnitude as `make_inputs` makes it. Integer and boolean tensors never get one. Ignored when `value` is given.',
    )

    @property
    def is_tensor(self) -> bool:
        """A forward input is a tensor unless the facts give it a plain ``value``."""
        return self.value is MISSING

    @property
    def is_floating(self) -> bool:
        """A tensor of floating values: the dtype under test or a fixed floating dtype."""
        return self.is_tensor and self.dtype in FLOATING_INPUT_DTYPES


# The forward-input dtypes that hold floating values (the rest hold indices, counts or masks).
FLOATING_INPUT_DTYPES = ("compute", "fp32", "bf16", "fp16")


def config_sized_dims(config_fields: dict[str, Any], forward_inputs: tuple[ForwardInput, ...]) -> dict[str, int]:
    """Integer config fields named as the last dimension of a floating input, with their values: sizes fixed at build time."""
    found: dict[str, int] = {}
    for item in forward_inputs:
        last = item.shape[-1] if item.is_floating and item.shape else None
        value = config_fields.get(last) if isinstance(last, str) else None
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            found[last] = value
    return found


def production_sizes_fit(values: dict[str, Any], node: Any, ctx: Any) -> None:
    """module.production_sizes names config fields the scaffold can build at other sizes (config_sized_dims)."""
    sized = config_sized_dims(values["config_fields"], values["forward_inputs"])
    for name in values["production_sizes"]:
        if name not in sized:
            entry = next((v for k, v in node.value if k.value == "production_sizes"), node)
            allowed = ", ".join(sized) or "none here: no floating input's last dimension names an integer config field"
            raise ctx.child("production_sizes").child(name).fail(entry, repr(name), f"a config field named as the last dimension of a floating input ({allowed})")


@dataclass(frozen=True, kw_only=True)
class Module:
    """The module under test."""

    constructor: str | None = declared(
        Text(),
        'How the upstream module is built.',
        kind='string',
        allowed='e.g. `"transformer_engine.pytorch.RMSNorm(normalized_shape=hidden_size, eps=norm_epsilon)"`',
        shown_default='—',
        explorer='Reaching into Primus-Turbo: the adapted interface (constructor arguments)',
        effect='The `build_module` TODO ("Constructor: …"). When missing, the plan asks for it.',
    )
    config_fields: dict[str, Any] = declared(
        MapOf(key=Identifier(), value=ScalarOrList()),
        'Config fields the constructor needs.',
        kind='mapping of identifier to scalar or list of scalars',
        allowed='e.g. `hidden_size: 1024`',
        shown_default='`{}`',
        explorer='Code location: the config schema file (defaults)',
        effect='The `build_module` TODO ("Config fields: …"). Shape entries in `forward_inputs` may name these fields. An integer field named as the last dimension of a floating input is built at two other sizes (a tail, 1024 -> 1032, and an odd one): `build_module` and `make_inputs` get an optional `sizes` argument.',
    )
    forward_inputs: tuple[ForwardInput, ...] = declared(
        ListOf(item=record(ForwardInput)),
        'Forward arguments.',
        default=(),
        kind='list of entries (below)',
        shown_default='`[]`',
        explorer='Reaching into Primus-Turbo: the forward signature',
        effect='One line per entry in the `make_inputs` TODO. When the list is empty, the plan asks for it.',
    )
    production_sizes: dict[str, tuple[int, ...]] = declared(
        MapOf(key=Identifier(), value=ListOf(item=Number(integer=True, minimum=1, maximum=10**6), unique=True)),
        'Sizes of a config field the training runs use, and sizes where the kernel switches paths.',
        kind='mapping of identifier to list of integers, each once',
        allowed='keys: a config field named as the last dimension of a floating input; values: integers 1 to 1000000, e.g. `hidden_size: [4096, 8192]`',
        shown_default='`{}`',
        explorer='Reaching into Primus-Turbo: size thresholds where the kernel dispatches to another implementation (block sizes, a one-pass and a two-pass path)',
        effect='Each size becomes one more input case (`config_<field>_<size>`): the module is built at it through `sizes`. A kernel with a path for wide rows is wrong only there, and the user wires one size. When config sizes are varied and this is empty, the plan asks.',
    )
    params_to_compare: tuple[str, ...] = declared(
        ListOf(item=Text(), unique=True),
        'Parameters whose gradients are compared (empty: all).',
        default=(),
        kind='list of strings, each once',
        allowed='parameter names, e.g. `weight`',
        shown_default='`[]` (all parameters)',
        explorer='Patch logic: the parameters the replacement reads',
        effect='The backward tests compare input gradients plus the gradients of these parameters only. If the list is empty and backward tests exist, the plan asks.',
    )


@dataclass(frozen=True, kw_only=True)
class ToleranceOverride:
    """Per-dtype closeness overrides."""

    rtol: float | None = declared(
        Number(minimum=0),
        'Relative tolerance.',
    )
    atol: float | None = declared(
        Number(minimum=0),
        "Absolute tolerance, scaled by the reference's largest magnitude.",
    )


@dataclass(frozen=True, kw_only=True)
class Thresholds:
    """The user's acceptance thresholds; each overrides a table default."""

    perf_margin: float | None = declared(
        RATIO_MARGIN,
        'Lowest acceptable speedup (ported / baseline throughput).',
        kind='number, 0.5 to 2',
        shown_default='0.95',
        effect='The lowest acceptable speedup, as a ratio: "at most 3% slower" is `0.97`. `bench_parity.py` passes when the interval\'s low end is at or above it. `0.03` or `3` reads as a percentage and is refused.',
    )
    memory_margin: float | None = declared(
        RATIO_MARGIN,
        'Highest acceptable peak-memory ratio (ported / baseline).',
        kind='number, 0.5 to 4',
        shown_default='1.05',
        effect='The highest acceptable peak-memory ratio, ported / baseline: "5% more" is `1.05`.',
    )
    step_count: int | None = declared(
        Number(integer=True, minimum=2, maximum=100000),
        'Training steps compared at step level.',
        kind='integer, 2 to 100000',
        shown_default='100',
        effect='The number of steps in the loss band. The steps allowed over the band are `min(max(N // 100, 1), 50)`.',
    )
    step_rtol_max: float | None = declared(
        Number(minimum=0),
        'Per-step relative loss difference allowed.',
        kind='number, 0 to 0.5',
        shown_default='0.05',
        effect='The per-step relative loss difference, as a fraction (5% is `0.05`).',
    )
    step_rtol_mean: float | None = declared(
        Number(minimum=0),
        'Mean relative loss difference allowed.',
        kind='number, 0 to 0.5',
        shown_default='0.01',
        effect='The mean relative loss difference, as a fraction.',
    )
    step_exact: bool | None = declared(
        Flag(),
        'Require bitwise-equal losses (deterministic runs).',
        kind='boolean',
        shown_default='false',
        effect='Require bitwise-equal losses instead of the band.',
    )
    step_noise_ratio: float | None = declared(
        Number(minimum=0),
        "Ported-vs-baseline divergence allowed, as a share of the baseline's divergence from itself with another seed.",
        kind='number >= 0',
        shown_default='0.02',
        effect="Share of the baseline's seed-to-seed difference (mean absolute, per step, loss and gradient norm) the ported run may stray from the baseline. Setting `step_rtol_max` or `step_rtol_mean` switches to Megatron-LM's relative band instead.",
    )
    determinism_runs: int | None = declared(
        Number(integer=True, minimum=2, maximum=1000),
        'Runs compared bitwise for determinism.',
        kind='integer, 2 to 1000',
        shown_default='10',
        effect='The number of runs in `test_ported_path_is_deterministic`.',
    )
    error_ratio_factor: float | None = declared(
        Number(minimum=1),
        'Allowed error relative to the naive same-precision reference.',
        kind='number, >= 1',
        shown_default='2 (tf32, bf16, fp16)',
        effect='The factor in the error-ratio oracle, for every dtype; `floor_eps` is kept.',
    )
    tolerances: dict[str, ToleranceOverride] = declared(
        MapOf(key=Choice(values=tuple(d for d in DTYPES if d not in LOW_PRECISION)), value=record(ToleranceOverride)),
        'Per-dtype closeness overrides.',
        shown='`tolerances.<dtype>.rtol`, `.atol`',
        kind='numbers, >= 0; either may be omitted',
        shown_default='the closeness row',
        effect="The closeness row for that dtype; an omitted value keeps the table's. Use `fp32`, `tf32`, `bf16` or `fp16`: low-precision formats have no closeness row (use `snr_db`).",
    )
    snr_db: dict[str, float] = declared(
        SnrFloors(key=Choice(values=LOW_PRECISION), value=Number(minimum=0, maximum=200)),
        'SNR floors in dB: per format, or one number for every low-precision format.',
        shown='`snr_db.<fmt>`',
        kind='number, 0 to 200',
        shown_default='fp8 20, mxfp8 20, mxfp4 10',
        effect='The SNR floor in dB. Keys: `fp8`, `mxfp8`, `mxfp4`; or `snr_db: 25`, one number for every low-precision format.',
    )


@dataclass(frozen=True, kw_only=True)
class User:
    """The user's answers."""

    gpu: bool | None = declared(
        Flag(nullable=True),
        'Whether the user can run on a GPU (null: not asked yet).',
        kind='boolean or null',
        allowed='`true`, `false`, `null`',
        shown_default='— (not asked yet)',
        explorer="the user's answer",
        effect='Whether the machine that will run the tests has a GPU (a login node may not, even when the user trains on GPUs: where they train is `requires.platform`). Sets "runnable here" for every tier that needs a GPU: `yes`, `no`, or `unknown` when null. When null, the plan asks.',
    )
    thresholds: Thresholds = declared(
        record(Thresholds, cross_check=margins_are_ratios),
        "The user's acceptance thresholds; each overrides a table default.",
        kind='mapping (below)',
        shown_default='every key absent',
        explorer="the user's answer",
        effect='Each key set overrides a row of `references/test-templates.md` for this port only. The plan lists every override beside the table default it replaces. When none is set, the plan asks whether to keep the defaults.',
    )
    existing_tests: tuple[str, ...] = declared(
        ListOf(item=Text(), unique=True),
        "The user's tests to run before and after.",
        default=(),
        kind='list of strings, each once',
        allowed='test paths or node ids',
        shown_default='`[]`',
        explorer="the user's answer",
        effect='Each test gets a "before" command and an "after" command in the plan, both run from the user\'s repository, where the test paths point, every word shell-quoted. The "after" command really turns the port on: with `port.env`, the variables prefix the command; otherwise `PYTHONPATH=<this directory> ... -p portval_enable` loads the generated `portval_enable.py`, which calls `set_feature(True)` before pytest imports any test module. When the list is empty, the plan asks.',
    )
    output_dir: str | None = declared(
        Text(),
        'Where to write the scaffold.',
        kind='string',
        allowed='a directory',
        shown_default='—',
        explorer="the user's answer",
        effect='The output directory of `render.py` when `-o` is not given (else `./port-validation`); a leading `~` is your home directory.',
    )
    parallel: dict[str, int] = declared(
        MapOf(key=Identifier(), value=Number(integer=True, minimum=1, maximum=65536)),
        'Parallel sizes of the run the tests use (tensor_model_parallel_size, expert_model_parallel_size, ...).',
        kind='mapping of run-config name to integer',
        allowed="e.g. `expert_model_parallel_size: 8` (`tensor_model_parallel_size`, `pipeline_model_parallel_size`, `context_parallel_size`, or TorchTitan's `*_degree`)",
        shown_default='`{}`',
        explorer="the user's answer",
        effect='The parallel sizes of the run the tests use. Above one process, the plan prints `torchrun --nproc-per-node=N -m pytest -q`, the `setup_framework` TODO names every size (EP included), and the plan says what a one-process run cannot check.',
    )


@dataclass(frozen=True, kw_only=True)
class Port:
    """What the user's port does, where it differs from Primus: the facts the tests use.
    
    ``upstream`` and ``enable`` say what Primus does (its sites, flags, phase);
    a fork's port may rebind other sites and be turned on its own way. ``None``
    means not given: the tests then use Primus's sites and the plan asks.
    """

    sites: tuple[str, ...] | None = declared(
        ListOf(item=Dotted(), unique=True),
        "The bindings the user's port rebinds in the user's framework (default: Primus's upstream.symbols and aliases).",
        kind='list of dotted paths, each once',
        allowed="the bindings the user's port rebinds in the user's framework, e.g. `megatron.core.extensions.transformer_engine.TENorm`",
        shown_default="— (not given: the tests check Primus's `upstream.symbols` and `aliases`, and the plan asks)",
        explorer="Porting: `scripts/find_sites.py`, or the user's port",
        effect="Replaces Primus's sites in every site test, role `port site`. `[]` says the port rebinds nothing.",
    )
    flags: dict[str, Any] = declared(
        MapOf(key=CONFIG_KEY, value=Scalar()),
        "Config flags of the user's framework that turn the port on.",
        kind='mapping of config key to scalar',
        allowed='e.g. `fork_fused_norm: true`',
        shown_default='`{}`',
        explorer="the user's port",
        effect='How the port is turned on: quoted in the `set_feature` TODO ("Your port is turned on by …") and in the differences.',
    )
    env: dict[str, str] = declared(
        MapOf(key=ENV_NAME, value=ENV_VALUE),
        "Environment variables that turn the user's port on.",
        kind='mapping of env-var name to string',
        allowed='e.g. `FORK_FUSED_NORM: "1"`',
        shown_default='`{}`',
        explorer="the user's port",
        effect='Environment variables that turn the port on; the "after" command of each existing test sets them.',
    )
    call: str | None = declared(
        Text(),
        "A call that turns the user's port on, e.g. my_fork.patches.enable_turbo_norm().",
        kind='string',
        allowed='e.g. `my_fork.patches.enable_turbo_norm()`',
        shown_default='—',
        explorer="the user's port",
        effect='A call that turns the port on; quoted like `port.flags`.',
    )
    config_keys: tuple[str, ...] | None = declared(
        ListOf(item=CONFIG_KEY, unique=True),
        "Run-config keys the user's framework has; a constraint reading another key is Primus's only and is not checked.",
        kind='list of config keys, each once',
        allowed="the run-config keys the user's framework has",
        shown_default='— (not given: the plan asks when there are constraints)',
        explorer="the user's answer",
        effect="A constraint reading a key not listed is Primus's only: it is left out of the tests and listed in the differences.",
    )
    needs_gpu: bool | None = declared(
        Flag(nullable=True),
        "Whether the port's code needs a GPU to run at all (a GPU-only kernel).",
        kind='boolean or null',
        allowed='`true`, `false`, `null`',
        shown_default='—',
        explorer="the user's port",
        effect='`true`: the port\'s code runs on a GPU only; every tier needs one, and "runnable here" follows `user.gpu`.',
    )
