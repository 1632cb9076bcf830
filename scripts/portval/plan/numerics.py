"""Decisions about numerics: the oracle, tolerances per dtype, SNR floors, input cases, the step-level rule.

Each function makes one decision from the facts and the tolerance tables of
references/test-templates.md, and says where each threshold comes from.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..facts.contract import Facts
from ..facts.port_fields import FLOATING_INPUT_DTYPES, config_sized_dims
from ..facts.vocabulary import LOW_PRECISION
from .model import ErrorRatioRule, InputCaseRule, InputVariation, OpTolerance, Oracle, SnrRule, StepRule
from .tolerances import Tables, reorder_tolerance

HIGH_PRECISION_ORDER = ("bf16", "fp16", "tf32", "fp32")


# Formats torch (float8_e4m3fn, float8_e5m2) and JAX (jnp.float8_*) cast on the CPU, so a port that
# runs on any platform can be judged there; the microscaling formats need the GPU kernels.
CPU_EMULATED_FORMATS = ("fp8",)




# Exact powers of two: scaling changes only the exponent, so every dtype represents the case exactly.
SMALL_SCALE, OUTLIER_SCALE, OUTLIER_EVERY = 2.0**-10, 2.0**7, 7


def decide_oracle(port_kind: str, level: str) -> Oracle:
    """The oracle for this port, why it fits, and which tempting oracle would be wrong."""
    if port_kind == "config":
        return Oracle(
            "config_values",
            "the rewritten configuration values",
            "A config or argument rewrite changes values, not maths: the check is that the "
            "values the patch writes are the ones the run sees.",
            "Op-level numerics would test the framework, not the patch.",
        )
    if port_kind == "env":
        return Oracle(
            "env_and_hooks",
            "the environment and the hook's effect",
            "An environment or lifecycle patch changes when and how things run: the check is "
            "that the variables are set and the hook has run when the framework needs it.",
            "Op-level numerics would test the framework, not the patch.",
        )
    if level == "step" and port_kind == "drop_in":
        return Oracle(
            "step_level",
            "loss curve against the feature-off baseline, the same run configured without the port",
            "The port wraps an entry point (how the run is set up) and changes no maths of its own: "
            "what it must preserve is training, so the run set up through the port must train as the "
            "same run set up without it, step for step.",
            "An op-level comparison has nothing to compare here: the wrapped call builds the run, it does "
            "not compute a layer.",
        )
    if level == "step":
        return Oracle(
            "step_level",
            "loss and gradient norm per step against the feature-off baseline, same init and data",
            "numerics.level is step: the replacement has no layer to compare (a schedule or "
            "pipeline change), so training is the comparison point: loss and gradient norm per "
            "step, against the baseline's own run-to-run noise.",
            "Where the replacement computes a layer (a token dispatcher), leave numerics.level "
            "out: op-level closeness at a tolerance derived from the reordering is the sharper "
            "oracle. Only bitwise equality is wrong for a full replacement.",
        )
    if level == "both" and port_kind == "full_replacement":
        return Oracle(
            "op_and_step",
            "layer outputs and every gradient at a reordering tolerance, then loss and gradient norm per step",
            "A full replacement (a token dispatcher) moves data and adds a handful of terms per "
            "result in another order: the layer still computes upstream's function, so its outputs "
            "and every gradient must agree within what a reordered sum can change, and every "
            "parameter that receives a gradient upstream must receive one with the port. Training "
            "then confirms nothing compounds: loss and gradient norm per step, against the "
            "baseline's own run-to-run noise.",
            "Bitwise equality is the wrong oracle here (a reordered sum changes the last bits); "
            "a relative loss band of a few percent is blind at a language model's loss near ln(vocab).",
        )
    if level == "both":
        return Oracle(
            "op_and_step",
            "module outputs and gradients against the feature-off module, then the loss curve",
            "The port is meant to compute the same maths at op level, and the loss curve "
            "confirms that no difference compounds over training.",
            "",
        )
    return Oracle(
        "op_level",
        "module outputs and gradients against the feature-off module, same weights and inputs",
        "A drop-in swap must compute what upstream computes: the feature-off module is the "
        "reference, and an fp32 reference tells real precision loss from rounding.",
        "",
    )


def decide_reorder_tolerances(facts: Facts, tables: Tables) -> tuple[tuple[OpTolerance, ...], str]:
    """A full replacement's closeness per dtype, derived from the sum length it reorders, and the derivation."""
    if facts.numerics.reordered_sum_length is not None:
        length, length_source = facts.numerics.reordered_sum_length, "numerics.reordered_sum_length"
    else:
        length, length_source = int(tables.settings["reorder_sum_length"].value), tables.settings["reorder_sum_length"].source
    safety = float(tables.settings["reorder_safety"].value)
    rules, lines = [], [f"n = {length} ({length_source}); safety factor {safety:g} ({tables.settings['reorder_safety'].source})"]
    for dtype in facts.numerics.dtypes:
        if dtype in LOW_PRECISION:
            continue
        derived = reorder_tolerance(dtype, length, safety)
        rules.append(OpTolerance(dtype, derived.rtol, derived.atol, derived.derivation))
        lines.append(f"{dtype}: {derived.derivation}")
    return tuple(rules), "\n".join(lines)


def decide_op_tolerances(facts: Facts, tables: Tables, level: str, port_kind: str = "drop_in") -> tuple[OpTolerance, ...]:
    """Closeness per high-precision dtype under test, the user's overrides first.

    A full replacement's rows are derived from the reordering it does
    (``decide_reorder_tolerances``), not read from the closeness table.
    """
    if level not in ("op", "both"):
        return ()
    derived = {t.dtype: t for t in decide_reorder_tolerances(facts, tables)[0]} if port_kind == "full_replacement" else {}
    rules = []
    for dtype in facts.numerics.dtypes:
        if dtype in LOW_PRECISION:
            continue
        row = derived.get(dtype) or tables.closeness[dtype]
        override = facts.user.thresholds.tolerances.get(dtype)
        rtol, atol, source = row.rtol, row.atol, row.source
        if override and (override.rtol is not None or override.atol is not None):
            rtol = override.rtol if override.rtol is not None else rtol
            atol = override.atol if override.atol is not None else atol
            source = "user.thresholds.tolerances (the user's threshold)"
        rules.append(OpTolerance(dtype, rtol, atol, source))
    return tuple(rules)


def decide_checkpoint_tolerance(facts: Facts, tables: Tables, compute_dtype: str, port_kind: str = "drop_in") -> OpTolerance:
    """Closeness after loading a feature-off checkpoint with the feature on: the compute dtype's row."""
    rules = decide_op_tolerances(replace(facts, numerics=replace(facts.numerics, dtypes=(compute_dtype,))), tables, "op", port_kind)
    return rules[0]


def decide_error_ratios(facts: Facts, tables: Tables, op_tolerances: tuple[OpTolerance, ...], port_kind: str = "drop_in") -> tuple[ErrorRatioRule, ...]:
    """The error-ratio oracle for every dtype under test below fp32; none for a full replacement.

    A full replacement keeps upstream's precision and only reorders: its
    tolerance already bounds the difference, and the oracle's naive error
    says nothing about a reordering.
    """
    if port_kind == "full_replacement":
        return ()
    factor = facts.user.thresholds.error_ratio_factor
    rules = []
    for tol in op_tolerances:
        row = tables.error_ratio.get(tol.dtype)
        if row is None:
            continue
        if factor is not None:
            rules.append(ErrorRatioRule(tol.dtype, factor, row.floor_eps, "user.thresholds.error_ratio_factor (the user's threshold)"))
        else:
            rules.append(ErrorRatioRule(tol.dtype, row.factor, row.floor_eps, row.source))
    return tuple(rules)


def decide_snr(facts: Facts, tables: Tables, level: str) -> tuple[SnrRule, ...]:
    """SNR floors for the low-precision formats under test."""
    if level not in ("op", "both"):
        return ()
    margin, margin_source = setting(facts, tables, "snr_margin_db")
    rules = []
    for fmt in facts.numerics.dtypes:
        if fmt not in LOW_PRECISION:
            continue
        # A port that runs on any platform and a format the CPU casts: the SNR checks run on the CPU too.
        needs_gpu = not (fmt in CPU_EMULATED_FORMATS and facts.requires.platform == "any")
        user = facts.user.thresholds.snr_db.get(fmt)
        min_db, source = (float(user), "user.thresholds.snr_db (the user's threshold)") if user is not None else (tables.snr[fmt].min_db, tables.snr[fmt].source)
        rules.append(SnrRule(fmt, min_db, source, float(margin), margin_source, needs_gpu))
    return tuple(rules)


def decide_variable_dims(facts: Facts) -> tuple[dict[str, dict[str, int]], str]:
    """The dimensions input cases may cut ({input: {name: axis}}), and why sizes are or are not varied.

    A dimension is variable when the facts name it and it is not a config
    field (batch, sequence, tokens): the module is built for the config
    fields, not for them. Sizes stay as the adapter makes them when an input
    has no shape in the facts, or when an input is an integer or boolean
    tensor (indices, counts per expert): its values may depend on the sizes.
    """
    tensors = [i for i in facts.module.forward_inputs if i.is_tensor]
    if not tensors:
        return {}, "sizes are not varied: module.forward_inputs lists no tensor input, so the scaffold does not know which dimensions it may cut"
    unshaped = [i.name for i in tensors if i.shape is None]
    if unshaped:
        return {}, f"sizes are not varied: module.forward_inputs gives no shape for {', '.join(unshaped)}"
    discrete = [i.name for i in tensors if i.dtype not in FLOATING_INPUT_DTYPES]
    if discrete:
        return {}, f"sizes are not varied: {', '.join(discrete)} hold integers or booleans whose values may depend on the sizes"
    dims = {}
    for item in tensors:
        named = {str(d): axis for axis, d in enumerate(item.shape or ()) if isinstance(d, str) and d not in facts.module.config_fields}
        if named:
            dims[item.name] = named
    if not dims:
        return {}, "sizes are not varied: every named dimension of module.forward_inputs is a config field the module is built for"
    names = sorted({d for named in dims.values() for d in named})
    return dims, f"sizes vary along {', '.join(names)} (named in module.forward_inputs, not config fields)"


# The widest vector or tile a kernel's inner loop commonly steps by is 256 elements; a size 8 past a multiple of 16
# is still 8-aligned (16-byte loads in bf16) but a multiple of no wider step, so every such loop has a tail.
ALIGNED_TAIL_STEP, ALIGNED_TAIL_OFFSET = 16, 8


def tail_size(size: int) -> int:
    """A size near ``size`` that is a multiple of 8 but of nothing wider: 1024 -> 1032."""
    tail = size - size % ALIGNED_TAIL_STEP + ALIGNED_TAIL_OFFSET
    return tail if tail != size else tail + ALIGNED_TAIL_STEP


def decide_config_sizes(facts: Facts) -> tuple[dict[str, int], str]:
    """The config fields the build is asked to vary ({name: the facts' value}), and why or why not.

    A size fixed when the module is built (hidden_size) cannot be cut from
    the inputs: the adapter builds at another value (``sizes=``). Only the
    innermost dimension of a floating input is varied: that is where a kernel
    steps by vectors and tiles and where a dropped tail hides.
    """
    found = config_sized_dims(facts.module.config_fields, facts.module.forward_inputs)
    if not found:
        return {}, "config sizes are not varied: no floating input's last dimension names an integer in module.config_fields"
    listed = ", ".join(f"{name} {value} -> {tail_size(value)} and {tail_size(value) + 1}" for name, value in found.items())
    return found, f"the build hooks are asked for other config sizes ({listed}): the last dimension is where a kernel's tail hides"


def production_size_cases(facts: Facts, config_sizes: dict[str, int]) -> tuple[InputCaseRule, ...]:
    """One case per size in module.production_sizes of a varied config field: the sizes the runs use, the paths the kernel takes."""
    cases = []
    for name, sizes in facts.module.production_sizes.items():
        if name not in config_sizes:
            continue  # the facts check refuses it; kept safe for plans built from unchecked facts
        for size in sizes:
            cases.append(
                InputCaseRule(
                    f"config_{name}_{size}",
                    f"built at {name}={size} (module.production_sizes)",
                    "a kernel may take another path at the sizes a training run uses (wide rows, two passes, other tiles): "
                    "wrong only there, and right at the size the adapter wires; skips when the feature-off module rejects it",
                    config=((name, size),),
                    optional=True,
                )
            )
    return tuple(cases)


def decide_input_cases(variable_dims: dict[str, dict[str, int]], runtime: str = "pytorch", config_sizes: dict[str, int] | None = None) -> tuple[InputCaseRule, ...]:
    """The input cases: magnitudes always, layout where arrays have strides (not JAX), sizes where the facts allow."""
    cases = [
        InputCaseRule(
            "small_magnitude",
            "every element scaled by 2^-10",
            "an epsilon is only visible where the mean square is near it: unit-scale inputs hide an epsilon off by 10x",
            scale=SMALL_SCALE,
        ),
        InputCaseRule(
            "outlier_rows",
            f"every {OUTLIER_EVERY}th row scaled by 2^7",
            "a row far larger than the rest exposes a statistic or scale shared across rows, and rounding that depends on magnitude",
            outlier_every=OUTLIER_EVERY,
            outlier_scale=OUTLIER_SCALE,
        ),
        InputCaseRule(
            "non_contiguous",
            "the floating inputs with transposed strides (same values)",
            "a kernel that assumes contiguous memory reads the wrong elements; skips when the feature-off module rejects it",
            non_contiguous=True,
            optional=True,
        ),
    ]
    if runtime == "jax":
        # A JAX array has no strides: the case would rerun the adapter's inputs unchanged.
        cases = [c for c in cases if not c.non_contiguous]
    if variable_dims:
        cases += [
            InputCaseRule(
                "odd_sizes",
                "every variable dimension cut to an odd size",
                "an odd count is a multiple of no tile size: a tail tile or a vectorised remainder is exercised",
                sizes="odd",
            ),
            InputCaseRule("single_row", "every variable dimension cut to 1", "a single row is where a reduction over rows or a grid of one block goes wrong", sizes="one"),
            InputCaseRule(
                "zero_size",
                "the first variable dimension cut to 0",
                "an empty batch must give empty outputs, not a crash or a read past the end; skips when the feature-off module rejects it",
                sizes="zero",
                optional=True,
            ),
        ]
    if config_sizes:
        tails = tuple((name, tail_size(value)) for name, value in config_sizes.items())
        odd = tuple((name, size + 1) for name, size in tails)
        cases += [
            InputCaseRule(
                "config_tail",
                "built at " + ", ".join(f"{name}={size}" for name, size in tails) + " (a multiple of 8, of nothing wider)",
                "a size fixed at build time is the one the user wired, usually a multiple of every tile: a kernel that drops or "
                "misreads the last partial vector of a row passes at it; skips when the feature-off module rejects the size",
                config=tails,
                optional=True,
            ),
            InputCaseRule(
                "config_odd",
                "built at " + ", ".join(f"{name}={size}" for name, size in odd) + " (odd)",
                "an odd row length has no aligned tail at all; skips when the feature-off module rejects it",
                config=odd,
                optional=True,
            ),
        ]
    return tuple(cases)


def decide_variation(facts: Facts, tables: Tables, level: str, runtime: str = "pytorch") -> InputVariation | None:
    """What the scaffold varies that the user's hooks do not; None when nothing is compared at op level."""
    if level not in ("op", "both"):
        return None
    perturbation, source = setting(facts, tables, "parameter_perturbation")
    dims, note = decide_variable_dims(facts)
    config_sizes, config_note = decide_config_sizes(facts)
    listed = [i for i in facts.module.forward_inputs if i.is_tensor]
    scaled = tuple(i.name for i in listed if i.dtype in FLOATING_INPUT_DTYPES and i.requires_grad) if listed else None
    cases = decide_input_cases(dims, runtime, config_sizes) + production_size_cases(facts, config_sizes)
    return InputVariation(float(perturbation), source, cases, dims, scaled, note, config_sizes, config_note)


def decide_compute_dtype(facts: Facts) -> str:
    """The dtype for single-dtype checks (determinism, checkpoints, SNR runs): the lowest high precision listed."""
    for dtype in HIGH_PRECISION_ORDER:
        if dtype in facts.numerics.dtypes:
            return dtype
    return "bf16"


def setting(facts: Facts, tables: Tables, name: str) -> tuple[Any, str]:
    """A setting of the tables, or the user's threshold of the same name, with its source."""
    user = getattr(facts.user.thresholds, name, None)
    if user is not None:
        return user, f"user.thresholds.{name} (the user's threshold)"
    row = tables.settings[name]
    return row.value, row.source


def allowed_step_failures(steps: int) -> int:
    """Steps allowed over the per-step band, as Megatron-LM's functional tests allow: min(max(N // 100, 1), 50)."""
    return min(max(steps // 100, 1), 50)


def decide_step(facts: Facts, tables: Tables, level: str) -> StepRule | None:
    """The step-level loss band, when the level includes steps."""
    if level not in ("step", "both"):
        return None
    steps, steps_source = setting(facts, tables, "step_count")
    rtol_max, max_source = setting(facts, tables, "step_rtol_max")
    rtol_mean, mean_source = setting(facts, tables, "step_rtol_mean")
    exact, exact_source = setting(facts, tables, "step_exact")
    noise_ratio, noise_source = setting(facts, tables, "step_noise_ratio")
    thresholds = facts.user.thresholds
    # The relative band is Megatron-LM's cross-hardware check: a detector only when the user asks for it.
    if exact:
        detector = "exact"
    elif thresholds.step_rtol_max is not None or thresholds.step_rtol_mean is not None:
        detector = "band"
    else:
        detector = "noise"
    return StepRule(
        steps=int(steps),
        rtol_max=float(rtol_max),
        rtol_mean=float(rtol_mean),
        allowed_failures=allowed_step_failures(int(steps)),
        exact=bool(exact),
        sources={
            "steps": steps_source,
            "rtol_max": max_source,
            "rtol_mean": mean_source,
            "exact": exact_source,
            "allowed_failures": "Megatron-LM functional tests: min(max(N // 100, 1), 50)",
            "noise_ratio": noise_source,
        },
        detector=detector,
        noise_ratio=float(noise_ratio),
    )


def decide_overrides(facts: Facts, tables: Tables) -> tuple[str, ...]:
    """The thresholds the user set, each beside the table default it replaces."""
    t = facts.user.thresholds
    lines = []
    for name in ("perf_margin", "memory_margin", "step_count", "step_rtol_max", "step_rtol_mean", "step_exact", "step_noise_ratio", "determinism_runs"):
        value = getattr(t, name)
        if value is not None:
            lines.append(f"{name}: {value!r} (table default: {tables.settings[name].value!r})")
    if t.error_ratio_factor is not None:
        lines.append(f"error_ratio_factor: {t.error_ratio_factor!r}")
    for dtype, override in t.tolerances.items():
        if dtype not in facts.numerics.dtypes or (override.rtol is None and override.atol is None):
            continue
        row = tables.closeness[dtype]
        lines.append(f"tolerances.{dtype}: rtol {override.rtol!r}, atol {override.atol!r} (table default: {row.rtol:g} / {row.atol:g})")
    for fmt, db in t.snr_db.items():
        if fmt not in facts.numerics.dtypes:
            continue
        lines.append(f"snr_db.{fmt}: {db!r} (table default: {tables.snr[fmt].min_db:g})")
    return tuple(lines)

