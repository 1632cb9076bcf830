"""Decisions: pure functions from Facts and the tolerance tables to a Plan.

Each ``decide_*`` function makes one decision and says why; ``decide`` puts
them together. Nothing here reads or writes files.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..common.escape import shell_command
from ..facts.contract import FRAMEWORK_RUNTIMES, LOW_PRECISION, Facts, VersionGate
from . import frameworks, port_side
from .files import SCAFFOLD_MODULES, decide_files
from .hooks import decide_hooks
from .model import (
    Check,
    ConstraintRule,
    ErrorRatioRule,
    ExistingTest,
    InputCaseRule,
    InputVariation,
    OpTolerance,
    Oracle,
    PerfRule,
    Plan,
    Question,
    Site,
    SnrRule,
    StepRule,
    Sweep,
    Tier,
    VersionRule,
)
from .tolerances import Tables, reorder_tolerance

# The installed distribution and import name of each framework, for backend_versions.
FRAMEWORK_PACKAGES = {
    "megatron-lm": ("megatron-core", "megatron.core"),
    "torchtitan": ("torchtitan", "torchtitan"),
}
# Packages whose import name is not the distribution name with '-' turned into '_'.
IMPORT_NAMES = {"megatron-core": "megatron.core", "transformer-engine": "transformer_engine"}
PLATFORM_NAMES = {"rocm": "ROCm", "cuda": "CUDA", "any": "any platform"}
HIGH_PRECISION_ORDER = ("bf16", "fp16", "tf32", "fp32")
# Formats torch (float8_e4m3fn, float8_e5m2) and JAX (jnp.float8_*) cast on the CPU, so a port that
# runs on any platform can be judged there; the microscaling formats need the GPU kernels.
CPU_EMULATED_FORMATS = ("fp8",)
FLOATING_INPUT_DTYPES = ("compute", "fp32", "bf16", "fp16")
# Exact powers of two: scaling changes only the exponent, so every dtype represents the case exactly.
SMALL_SCALE, OUTLIER_SCALE, OUTLIER_EVERY = 2.0**-10, 2.0**7, 7
BINDING_STYLES = ("binding_replacement", "function_wrapping", "source_rewrite")
# Checks of what the port binds, writes and exports: they hold or fail whatever the run config, so a
# constraint that does not hold on this run (TP x EP > 1 on one process) never skips them.
CONFIG_INDEPENDENT = (
    "test_port_active_at_site",
    "test_feature_off_restores_site",
    "test_no_loaded_module_keeps_upstream",
    "test_no_loaded_module_keeps_port_after_feature_off",
    "test_transient_binding_restored",
    "test_side_effect_applied",
    "test_side_effect_reverted",
    "test_env_applied",
)


def decide_runtime(facts: Facts) -> str:
    """pytorch or jax: the facts' framework.runtime, else the framework's own (MaxText is JAX), else pytorch."""
    return facts.framework.runtime or FRAMEWORK_RUNTIMES.get(facts.framework.name, "pytorch")


def decide_port_kind(facts: Facts) -> str:
    """drop_in, full_replacement, config or env: what kind of change the port is."""
    style = facts.feature.patch_style
    if style == "config_rewrite":
        return "config"
    if style == "env_or_lifecycle":
        return "env"
    return facts.feature.port_kind or "drop_in"


def decide_level(facts: Facts, port_kind: str) -> str:
    """Where numerics are compared: op, step, both, or none for config and env patches."""
    if port_kind in ("config", "env"):
        return facts.numerics.level or "none"
    if facts.numerics.level:
        return facts.numerics.level
    # A full replacement still computes a layer's function: op level at a reordering tolerance, and steps.
    return "both" if port_kind == "full_replacement" else "op"


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
    margin, margin_source = _setting(facts, tables, "snr_margin_db")
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


def decide_input_cases(variable_dims: dict[str, dict[str, int]], runtime: str = "pytorch") -> tuple[InputCaseRule, ...]:
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
    return tuple(cases)


def decide_variation(facts: Facts, tables: Tables, level: str, runtime: str = "pytorch") -> InputVariation | None:
    """What the scaffold varies that the user's hooks do not; None when nothing is compared at op level."""
    if level not in ("op", "both"):
        return None
    perturbation, source = _setting(facts, tables, "parameter_perturbation")
    dims, note = decide_variable_dims(facts)
    listed = [i for i in facts.module.forward_inputs if i.is_tensor]
    scaled = tuple(i.name for i in listed if i.dtype in FLOATING_INPUT_DTYPES and i.requires_grad) if listed else None
    return InputVariation(float(perturbation), source, decide_input_cases(dims, runtime), dims, scaled, note)


def decide_compute_dtype(facts: Facts) -> str:
    """The dtype for single-dtype checks (determinism, checkpoints, SNR runs): the lowest high precision listed."""
    for dtype in HIGH_PRECISION_ORDER:
        if dtype in facts.numerics.dtypes:
            return dtype
    return "bf16"


def _setting(facts: Facts, tables: Tables, name: str) -> tuple[Any, str]:
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
    steps, steps_source = _setting(facts, tables, "step_count")
    rtol_max, max_source = _setting(facts, tables, "step_rtol_max")
    rtol_mean, mean_source = _setting(facts, tables, "step_rtol_mean")
    exact, exact_source = _setting(facts, tables, "step_exact")
    noise_ratio, noise_source = _setting(facts, tables, "step_noise_ratio")
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


# The settings of a training run, which the benchmark uses unless asked for determinism (--deterministic).
PRODUCTION_SETTINGS = {
    "pytorch": (
        "torch.use_deterministic_algorithms(False)",
        "torch.backends.cudnn.benchmark = True (cuDNN autotuning)",
        "PRIMUS_TURBO_AUTO_TUNE=1 unless the environment sets it (Primus-Turbo's kernel autotuning)",
        (
            "none of the test session's determinism variables (CUBLAS_WORKSPACE_CONFIG, NVTE_ALLOW_NONDETERMINISTIC_ALGO, "
            "ROCBLAS_DEFAULT_ATOMICS_MODE): they hold inside pytest, so run `python bench_parity.py` for the production figure"
        ),
    ),
    "jax": (
        (
            "XLA_FLAGS as the environment sets them, without the test session's --xla_gpu_deterministic_ops "
            "(run `python bench_parity.py` for the production figure)"
        ),
        "XLA's GPU autotuning at its default level",
    ),
}


def decide_perf(facts: Facts, tables: Tables, level: str, runtime: str = "pytorch") -> PerfRule:
    """The A/B harness settings; op-level ports are timed per module call, the rest per training step.

    Op-level timing flushes the GPU's L2 cache before each call, as
    ``triton.testing.do_bench`` does: in training a kernel rarely finds its
    operands still cached from its own previous call. A training step
    evicts the cache by itself, so step level does not flush.
    """
    values = {}
    sources = {}
    for key, setting in (
        ("margin", "perf_margin"),
        ("memory_margin", "memory_margin"),
        ("trials", "perf_trials"),
        ("max_trials", "perf_max_trials"),
        ("warmup", "perf_warmup"),
        ("budget_s", "perf_budget_s"),
        ("confidence", "perf_confidence"),
    ):
        values[key], sources[key] = _setting(facts, tables, setting)
    return PerfRule(
        level="op" if level in ("op", "both") else "step",
        margin=float(values["margin"]),
        memory_margin=float(values["memory_margin"]),
        trials=int(values["trials"]),
        max_trials=int(values["max_trials"]),
        warmup=int(values["warmup"]),
        budget_s=float(values["budget_s"]),
        confidence=float(values["confidence"]),
        sources={
            **sources,
            "flush_l2": "triton.testing.do_bench (256 MB zeroed before each call) at op level; a training step evicts the cache itself",
        },
        flush_l2=level in ("op", "both"),
        production=PRODUCTION_SETTINGS[runtime],
    )


def decide_sites(facts: Facts) -> tuple[Site, ...]:
    """Every binding the port must rebind: the port's own sites when given, else Primus's symbols and aliases."""
    ported = facts.implementation.ported
    found = set(facts.upstream.found_in_code)
    return tuple(
        Site(path, role, ported, FOUND_IN_CODE if role == "alias" and path in found else "")
        for path, role in port_side.decide_port_sites(facts)
    )


def decide_sweep(facts: Facts, sites: tuple[Site, ...]) -> Sweep | None:
    """Which loaded modules the runtime sweep searches, and which it leaves alone and why.

    It searches the top-level packages of every site, of the port and of
    framework.wired_at; it skips the port's own module (it keeps upstream to
    fall back on), the scaffold's modules, and upstream.sweep_exempt.
    """
    if not sites:
        return None
    named = [s.path for s in sites] + [p for p in (facts.implementation.ported, facts.framework.wired_at) if p]
    packages = tuple(dict.fromkeys(p.split(".")[0] for p in named))
    why: list[tuple[str, str]] = []
    if facts.implementation.ported and "." in facts.implementation.ported:
        why.append((facts.implementation.ported.rpartition(".")[0], "the port's own module (implementation.ported)"))
    why += [(m, "the generated scaffold") for m in SCAFFOLD_MODULES if m not in {w for w, _ in why}]
    why += [(e, "upstream.sweep_exempt") for e in facts.upstream.sweep_exempt if e not in {w for w, _ in why}]
    return Sweep(packages=packages, skip=tuple(w for w, _ in why), why_skipped=tuple(why))


# How the plan names a site that came from the code, not from the patch (upstream.found_in_code).
FOUND_IN_CODE = "found in the framework's code by find_sites.py; the patch itself does not rebind it"


def decide_constraints(facts: Facts) -> tuple[ConstraintRule, ...]:
    """Each constraint as a skip condition evaluated over run_config()."""
    rules = []
    for c in facts.constraints:
        value = list(c.value) if isinstance(c.value, tuple) else c.value
        op = "not in" if c.op == "not_in" else c.op
        rules.append(ConstraintRule(f"{c.param.text} {op} {value!r}", c.param.names, c.param.python, c.op, c.value, c.source))
    return tuple(rules)


def _clauses(gate: VersionGate) -> tuple[tuple[str, tuple[int, ...], bool], ...]:
    return tuple((c.op, c.release, c.prefix) for c in gate.clauses)


def decide_packages(facts: Facts) -> tuple[VersionRule, ...]:
    """Required packages as import-and-version checks."""
    rules = []
    for name, gate in facts.requires.packages.items():
        import_name = IMPORT_NAMES.get(name, name.replace("-", "_"))
        alternatives = (_clauses(gate),) if gate else ()
        rules.append(VersionRule(name, import_name, name, gate.text if gate else "", alternatives, "requires.packages"))
    return tuple(rules)


def decide_framework_version(facts: Facts) -> VersionRule | None:
    """The framework's installed version against requires.backend_versions (any one range may match)."""
    gates = facts.requires.backend_versions
    package = FRAMEWORK_PACKAGES.get(facts.framework.name)
    if not gates or package is None:
        return None
    distribution, import_name = package
    # Several entries mean "any of these ranges"; the first whose clauses hold admits the version.
    text = " or ".join(g.text for g in gates)
    alternatives = tuple(_clauses(g) for g in gates)
    return VersionRule(facts.framework.name, import_name, distribution, text, alternatives, "requires.backend_versions")


def decide_platform_skip(facts: Facts, runtime: str) -> str:
    """When the platform skip applies, in the runtime's words ("" for any platform)."""
    if facts.requires.platform == "any":
        return ""
    name = PLATFORM_NAMES[facts.requires.platform]
    return f"JAX does not run on {name}" if runtime == "jax" else f"torch is not a {name} build"


def decide_gpu_need(facts: Facts, snr_rules: tuple[SnrRule, ...]) -> tuple[bool, str]:
    """Whether correctness needs a GPU, and why."""
    environment_gpu, reason = decide_environment_gpu(facts)
    if environment_gpu:
        return True, reason
    gpu_only = [r.fmt for r in snr_rules if r.needs_gpu]
    if gpu_only:
        return True, f"{', '.join(gpu_only)} kernels run on a GPU only"
    return False, "runs on the CPU or a GPU"


def decide_environment_gpu(facts: Facts) -> tuple[bool, str]:
    """Whether every test needs a GPU because of what must be installed or what the port's code needs."""
    if facts.requires.platform != "any":
        return True, f"the port runs on {PLATFORM_NAMES[facts.requires.platform]} only (requires.platform)"
    gpu_only = port_side.gpu_only_packages(facts)
    if gpu_only:
        return True, f"{', '.join(gpu_only)} install and run on a GPU machine only (requires.packages)"
    if facts.port.needs_gpu:
        return True, "the port's code runs on a GPU only (port.needs_gpu)"
    return False, "runs on the CPU or a GPU"


def _runnable(needs_gpu: bool, gpu: bool | None) -> str:
    if not needs_gpu:
        return "yes"
    return {True: "yes", False: "no", None: "unknown"}[gpu]


def decide_checks(plan_parts: dict[str, Any]) -> dict[str, tuple[Check, ...]]:
    """The generated tests of each tier, with what each checks and why."""
    p = plan_parts
    correctness: list[Check] = []
    dtypes = tuple(t.dtype for t in p["op_tolerances"])
    ratio_dtypes = tuple(r.dtype for r in p["error_ratios"])
    if dtypes:
        correctness.append(Check("correctness", "test_forward_matches_feature_off", dtypes, "outputs close to the feature-off module", "the port must compute what upstream computes"))
        if ratio_dtypes:
            correctness.append(Check("correctness", "test_forward_error_ratio", ratio_dtypes, "output error against fp32 at most the naive error times the factor", "closeness passes a port that lost precision; this does not"))
        if p["backward"] and p["port_kind"] == "full_replacement":
            correctness.append(Check("correctness", "test_gradients_reach_the_same_parameters", (p["compute_dtype"],), "every parameter that receives a gradient with the feature off receives one with it on, and none more", "a detached router or a dropped path leaves a parameter untrained while the loss barely moves"))
        if p["backward"]:
            correctness.append(Check("correctness", "test_backward_matches_feature_off", dtypes, "input and weight gradients close to the feature-off module, fixed random cotangent", "an all-ones cotangent (out.sum()) hides gradient bugs"))
            if ratio_dtypes:
                correctness.append(Check("correctness", "test_backward_error_ratio", ratio_dtypes, "gradient error against fp32 at most the naive error times the factor", "a backward that accumulates in low precision passes plain closeness"))
        if p["variation"]:
            cases = tuple(c.name for c in p["variation"].cases)
            correctness.append(Check("correctness", "test_forward_on_varied_inputs", cases, "outputs close to the feature-off module on inputs the adapter does not make (per dtype): " + "; ".join(f"{c.name}: {c.what}" for c in p["variation"].cases), "the user wires one shape at unit scale; epsilons, tail tiles and layouts hide behind it"))
            if p["backward"]:
                correctness.append(Check("correctness", "test_backward_on_varied_inputs", cases, "input and weight gradients close to the feature-off module on the same cases", "a backward has tails and epsilons of its own"))
        if p["runtime"] == "pytorch":
            correctness.append(Check("correctness", "test_matches_primus_reference", dtypes, "outputs and gradients close to Primus's own, on Primus's weights and inputs (dump_reference.py); skips until the file exists", "answers \"does my port match Primus\", not only \"did I change results\""))
    # Determinism and "feature off is upstream" run in the compute dtype, so a port whose dtypes are all
    # low-precision formats keeps them too (the closeness rows are not what they hang on).
    if dtypes or p["snr_rules"]:
        correctness.append(Check("correctness", "test_ported_path_is_deterministic", (p["compute_dtype"],), f"{p['determinism_runs']} ported runs bitwise equal", "nondeterminism makes every other comparison noisy"))
        if p["sites"]:
            correctness.append(Check("correctness", "test_feature_off_is_upstream_bitwise", (p["compute_dtype"],), "feature off equals the pristine upstream objects bit for bit", "turning the feature off must give upstream back"))
    for rule in p["snr_rules"]:
        correctness.append(Check("correctness", "test_low_precision_snr", (rule.fmt,), f"SNR of outputs and gradients at least {rule.min_db:g} dB against the high-precision reference, and globally, in the worst row and in the worst column at most {rule.margin_db:g} dB below upstream's own {rule.fmt} path", "low precision is judged by signal-to-noise, not element-wise tolerances; a tile left unwritten hides in a global average, not in its own rows"))
    if p["step"]:
        s = p["step"]
        what = {
            "exact": f"{s.steps} steps, losses and gradient norms bitwise equal to the baseline",
            "band": f"{s.steps} steps, per-step relative loss difference <= {s.rtol_max:g} (at most {s.allowed_failures} outliers), mean <= {s.rtol_mean:g} (the user's band)",
            "noise": (
                f"{s.steps} steps, mean absolute difference of the loss and of the gradient norm at most {s.noise_ratio:g} x "
                "the baseline's own difference from a run with another seed"
            ),
        }[s.detector]
        correctness.append(Check("correctness", "test_loss_curve_matches_baseline", (), what, "training must agree even where op outputs legitimately differ; a relative band is blind at a language model's loss"))
        correctness.append(Check("correctness", "test_ported_training_is_deterministic", (), f"two ported runs of {p['smoke_steps']} steps give bitwise-equal losses", "a nondeterministic reduction (atomics) makes every loss comparison noisy and exact mode impossible"))

    integration: list[Check] = []
    for site in p["sites"]:
        integration.append(Check("integration", "test_port_active_at_site", (site.path,), "bound to the port after set_feature(True)", f"a missed {site.role} keeps upstream at that call site"))
    for site in p["sites"]:
        integration.append(Check("integration", "test_feature_off_restores_site", (site.path,), "bound to the pristine upstream object after set_feature(False)", "the feature off must be upstream again"))
    if p["sites"]:
        integration.append(
            Check(
                "integration",
                "test_no_loaded_module_keeps_upstream",
                (),
                "no loaded module of the framework or the port binds a replaced upstream object after set_feature(True)",
                "an alias no site list names keeps upstream at its call site",
            )
        )
        integration.append(
            Check(
                "integration",
                "test_no_loaded_module_keeps_port_after_feature_off",
                (),
                "no loaded module binds the port after set_feature(False)",
                "a binding the port made and never restored keeps the port on",
            )
        )
    for path in p["transient"]:
        integration.append(Check("integration", "test_transient_binding_restored", (path,), "bound to the pristine upstream object after a wrapped call returns and after one raises", "a swap undone outside `finally` leaks the port's binding into every later call"))
    if p["changes_sharding"]:
        integration.append(Check("integration", "test_output_sharding", (), "each output of the ported function sharded as expected_sharding() says", "a port that changes sharding annotations can compute the right values on the wrong layout"))
    for key, value in p["side_effects"]:
        integration.append(Check("integration", "test_side_effect_applied", (key,), f"run_config()[{key!r}] == {value!r} with the feature on", "the patch sets this value itself"))
    for key, _ in p["side_effects"]:
        integration.append(Check("integration", "test_side_effect_reverted", (key,), f"run_config()[{key!r}] is back to its own value after the feature is off again", "turning the feature off must undo the rewrite"))
    for var, value in p["env"]:
        integration.append(Check("integration", "test_env_applied", (var,), f"os.environ[{var!r}] == {value!r} with the feature on", "the feature needs this environment"))
    integration.append(Check("integration", "test_training_steps_have_finite_loss", (), f"{p['smoke_steps']} training steps with the feature on, every loss finite", "a port can be right op by op and still blow up training"))
    for field, path in p["call_counted"]:
        integration.append(Check("integration", "test_port_is_called", (path,), f"{path} ({field}) called at least once while the port runs", "without it, upstream compared with upstream passes every test"))
    if p["port_built_check"]:
        integration.append(Check("integration", "test_ported_module_is_built", (), "build_module(ported=True) with the feature on holds the port", "a module built from a config made before the port was on, or through a name it does not rebind, is upstream, and every comparison then pits upstream against upstream"))
    if p["has_module"]:
        integration.append(Check("integration", "test_checkpoint_round_trip", (), "a ported module saves and loads bitwise", "checkpoints must survive the port"))
        outputs = "outputs close" if p["op_tolerances"] else "outputs finite (op-level closeness is the wrong oracle here)"
        integration.append(Check("integration", "test_feature_off_checkpoint_loads_with_feature_on", (), f"a checkpoint saved with the feature off loads strictly with it on, {outputs}", "users turn a port on in the middle of a run"))

    performance = [
        Check("performance", "test_performance.py / bench_parity.py", (), f"speedup (baseline / ported time) with a {p['perf'].confidence:.0%} interval against margin {p['perf'].margin:g}; peak memory ratio against {p['perf'].memory_margin:g}", "throughput parity is a relative check, so baseline and port run interleaved in one process"),
    ]
    return {"correctness": tuple(correctness), "integration": tuple(integration), "performance": tuple(performance)}


def decide_questions(facts: Facts, parts: dict[str, Any]) -> tuple[Question, ...]:
    """What only the user can answer, and where the answer goes in the facts."""
    q: list[Question] = []
    name = facts.framework.name
    if not facts.framework.version:
        q.append(Question("framework.version", f"Which {name} version does the port run on? The plan records it beside the results (the version skips read the installed package)."))
    if not facts.framework.wired_at:
        q.append(Question("framework.wired_at", "Where is the port wired in (module or call site)? The adapter's TODOs quote it."))
    if facts.user.gpu is None:
        q.append(Question("user.gpu", "Does the machine where these tests will run have a GPU? (Where you train is requires.platform.) Op-level checks of GPU kernels and every benchmark need one."))
    if "requires.platform" not in facts.given and facts.given:
        q.append(Question("requires.platform", "Which platform does the port run on: rocm, cuda, or any? Until you say, no test skips for the platform."))
    if not parts["overrides"]:
        perf = parts["perf"]
        q.append(Question("user.thresholds", f"Keep the default thresholds (performance margin {perf.margin:g}, memory margin {perf.memory_margin:g}, tolerances from references/test-templates.md)?"))
    if parts["has_module"] and not facts.module.constructor:
        q.append(Question("module.constructor", "How is the module under test built (class, config object, required config fields)?"))
    if parts["has_module"] and not facts.module.forward_inputs:
        q.append(Question("module.forward_inputs", "What does the module's forward take (every argument, with shapes; attention needs masks and rotary embeddings too)?"))
    if parts["op_tolerances"] and parts["backward"] and not facts.module.params_to_compare:
        q.append(Question("module.params_to_compare", "Which parameters' gradients should be compared? Until you say, every parameter is."))
    if facts.feature.patch_style in BINDING_STYLES and not parts["sites"]:
        q.append(Question("upstream.symbols", "Which upstream symbols does the port replace, and where else are they imported (aliases)?"))
    if facts.given and not {"requires", "constraints"} & facts.given:
        q.append(Question("requires.packages", "Which packages does the port import (Primus-Turbo, Transformer Engine, DeepEP, ...), and what does it assert about the run (constraints)? Until you say, no test skips."))
    if facts.feature.patch_style == "function_wrapping" and not facts.upstream.transient and "upstream.transient" not in facts.given:
        q.append(Question("upstream.transient", "Does the port swap a binding only while the wrapped call runs, restoring it in `finally` (as Primus's MaxText patch swaps pyconfig.initialize)? List it, or write `transient: []`."))
    if parts["sites"] and facts.port.sites is None and facts.given:
        q.append(Question("port.sites", "Does your port rebind the sites Primus rebinds (" + ", ".join(s.path for s in parts["sites"]) + ")? If it rebinds others (a class wrapping another one), list them in port.sites."))
    if facts.given and facts.enable.flags and not port_side.decide_turned_on(facts):
        q.append(Question("port.flags", "How is your port turned on: Primus's flags (" + ", ".join(facts.enable.flags) + "), a flag of your own (port.flags), an environment variable (port.env) or a call (port.call)?"))
    for item in facts.module.forward_inputs:
        if parts["has_module"] and item.is_tensor and not item.shape:
            q.append(Question(f"module.forward_inputs.{item.name}.shape", f"What shape does the forward input {item.name} have (dimensions as numbers or config-field names)?"))
    constraint_keys = list(dict.fromkeys(n for c in facts.constraints for n in c.param.names))
    if constraint_keys and facts.port.config_keys is None:
        validation = list(dict.fromkeys(c.param.text for c in facts.constraints if "arg_validation" in c.source or "/args/" in c.source))
        extra = f" ({', '.join(validation)} come from Primus's own argument validation.)" if validation else ""
        q.append(Question("port.config_keys", f"Does your framework's run config have each of {', '.join(constraint_keys)}?{extra} List the ones it has in port.config_keys; a constraint on a key it lacks is Primus's only and is not checked."))
    if parts["sites"] and not facts.implementation.ported:
        q.append(Question("implementation.ported", "What is the dotted path of your ported implementation? With it, the site checks assert the exact object."))
    if not parts["call_counted"] and parts["port_kind"] in ("drop_in", "full_replacement"):
        q.append(
            Question(
                "implementation.ported",
                "Nothing proves the port ran: the facts name neither implementation.ported nor implementation.turbo. "
                "Name either, and test_port_is_called counts its calls during the ported run (upstream compared with upstream passes every other test).",
            )
        )
    if not facts.user.existing_tests:
        q.append(Question("user.existing_tests", "Which of your existing tests touch the changed area? They run before and after the port."))
    return tuple(q)


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


def decide_call_counted(facts: Facts, port_kind: str) -> tuple[tuple[str, str], ...]:
    """The objects whose calls prove the port ran: implementation.ported, then implementation.turbo.

    A config or env patch runs no code of its own during a step, so nothing is counted for it.
    """
    if port_kind not in ("drop_in", "full_replacement"):
        return ()
    named = (("implementation.ported", facts.implementation.ported), ("implementation.turbo", facts.implementation.turbo))
    return tuple((field, path) for field, path in named if path)


def decide_config_independent(checks: dict[str, tuple[Check, ...]]) -> tuple[str, ...]:
    """The generated tests that constraints do not skip: binding, side-effect and environment checks."""
    generated = {c.test for tier in checks.values() for c in tier}
    return tuple(name for name in CONFIG_INDEPENDENT if name in generated)


def decide_existing_tests(facts: Facts, scaffold_dir: str = "<this directory>") -> tuple[ExistingTest, ...]:
    """Before/after commands for the user's existing tests; "after" really turns the port on (port_side)."""
    _, commands = port_side.decide_existing_test_commands(facts, scaffold_dir)
    return tuple(ExistingTest(path, before, after) for path, before, after in commands)


def decide_reference_versions(facts: Facts) -> tuple[str, ...]:
    """Distributions whose versions a Primus reference file records: Primus, Turbo, the requirements, the framework."""
    framework = [FRAMEWORK_PACKAGES[facts.framework.name][0]] if facts.framework.name in FRAMEWORK_PACKAGES else []
    return tuple(dict.fromkeys(["primus", "primus-turbo", *facts.requires.packages, *framework]))


def decide_skips_note(facts: Facts) -> str:
    """What the plan says when no skip condition applies: the facts say none, or they do not say yet."""
    if {"requires", "constraints"} & facts.given or not facts.given:
        return "never: the facts name no constraint, package, version or platform."
    return port_side.NOT_GIVEN + ": the facts give no requires or constraints section yet."


def decide(facts: Facts, tables: Tables, facts_name: str = "port_facts.yaml", scripts_path: str = "scripts", scaffold_dir: str = "<this directory>") -> Plan:
    """Every decision for one port.

    ``scripts_path`` is this bundle's scripts/ as seen from the scaffold, and
    ``scaffold_dir`` the scaffold's own path, so that printed commands run.
    """
    port_kind = decide_port_kind(facts)
    level = decide_level(facts, port_kind)
    op_tolerances = decide_op_tolerances(facts, tables, level, port_kind)
    snr_rules = decide_snr(facts, tables, level)
    determinism_runs, _ = _setting(facts, tables, "determinism_runs")
    runtime = decide_runtime(facts)
    parts: dict[str, Any] = {
        "runtime": runtime,
        "op_tolerances": op_tolerances,
        "port_kind": port_kind,
        "call_counted": decide_call_counted(facts, port_kind),
        "error_ratios": decide_error_ratios(facts, tables, op_tolerances, port_kind),
        "snr_rules": snr_rules,
        "backward": facts.numerics.backward,
        "compute_dtype": decide_compute_dtype(facts),
        "determinism_runs": int(determinism_runs),
        "smoke_steps": int(tables.settings["smoke_steps"].value),
        "sites": decide_sites(facts),
        "transient": facts.upstream.transient,
        "changes_sharding": facts.feature.changes_sharding and runtime == "jax",
        "side_effects": tuple(facts.enable.side_effects.items()),
        "env": tuple(facts.enable.env.items()),
        "constraints": port_side.decide_port_constraints(facts, decide_constraints(facts)),
        "step": decide_step(facts, tables, level),
        # A replacement's cost (communication included) shows in a whole training step.
        "perf": decide_perf(facts, tables, "step" if port_kind == "full_replacement" else level, runtime),
        # A module under test exists when outputs are compared, or when a replacement's
        # checkpoints must still load; a step-level wrapper has none.
        "has_module": port_kind == "full_replacement" or level in ("op", "both"),
        "overrides": decide_overrides(facts, tables),
        # Varied inputs and perturbed parameters are planned for drop-in kernels, whose bugs hide behind default
        # inits and one shape; a full replacement is compared on the adapter's inputs at its reordering tolerance.
        "variation": decide_variation(facts, tables, level, runtime) if op_tolerances and port_kind == "drop_in" else None,
    }
    # A JAX "module" is an apply function: a rebound function leaves no trace to look for in it.
    parts["port_built_check"] = runtime == "pytorch" and frameworks.decide_port_built_check(facts, parts["has_module"])
    sizes = port_side.decide_parallel_sizes(facts, parts["constraints"])
    parts["parallel_sizes"] = sizes
    parts["world_size"] = port_side.decide_world_size(sizes)
    parts["files"] = decide_files(
        runtime, op_level=bool(op_tolerances), existing_tests=bool(facts.user.existing_tests), env_enables=bool(facts.port.env), step_level=parts["step"] is not None
    )
    checks = decide_checks(parts)
    parts["correctness"] = checks["correctness"]
    hooks = decide_hooks(facts, parts)
    correctness_gpu, gpu_reason = decide_gpu_need(facts, snr_rules)
    platform_gpu, environment_reason = decide_environment_gpu(facts)
    tiers = (
        Tier("correctness", checks["correctness"], correctness_gpu, gpu_reason, _runnable(correctness_gpu, facts.user.gpu)),
        Tier("integration", checks["integration"], platform_gpu, environment_reason, _runnable(platform_gpu, facts.user.gpu)),
        Tier("performance", checks["performance"], True, "timing means something only on the device the port targets; the harness runs on the CPU for a dry run", _runnable(True, facts.user.gpu)),
    )
    return Plan(
        facts=facts,
        scaffold=runtime,
        port_kind=port_kind,
        level=level,
        oracle=decide_oracle(port_kind, level),
        has_module=parts["has_module"],
        has_op_level=bool(op_tolerances or snr_rules),
        has_step_level=parts["step"] is not None,
        backward=facts.numerics.backward,
        compute_dtype=parts["compute_dtype"],
        op_tolerances=op_tolerances,
        checkpoint_tolerance=decide_checkpoint_tolerance(facts, tables, parts["compute_dtype"], port_kind) if level in ("op", "both") else None,
        error_ratios=parts["error_ratios"],
        snr_rules=snr_rules,
        snr_reference=parts["compute_dtype"],
        variation=parts["variation"],
        params_to_compare=facts.module.params_to_compare,
        frozen_inputs=tuple(i.name for i in facts.module.forward_inputs if i.is_tensor and not i.requires_grad),
        seed=int(tables.settings["seed"].value),
        determinism_runs=parts["determinism_runs"],
        smoke_steps=parts["smoke_steps"],
        step=parts["step"],
        perf=parts["perf"],
        sites=parts["sites"],
        transient_sites=parts["transient"],
        sweep=decide_sweep(facts, parts["sites"]),
        changes_sharding=parts["changes_sharding"],
        process_group=frameworks.decide_process_group(facts),
        port_built_check=parts["port_built_check"],
        side_effects=parts["side_effects"],
        env=parts["env"],
        constraints=parts["constraints"],
        packages=decide_packages(facts),
        framework_version=decide_framework_version(facts),
        platform=facts.requires.platform,
        platform_name=PLATFORM_NAMES[facts.requires.platform],
        platform_source="requires.platform",
        platform_skip=decide_platform_skip(facts, runtime),
        gpu_reason=(", ".join(r.fmt for r in snr_rules if r.needs_gpu) + " kernels run on a GPU only") if any(r.needs_gpu for r in snr_rules) else "",
        hooks=hooks,
        tiers=tiers,
        questions=decide_questions(facts, parts),
        existing_tests=decide_existing_tests(facts, scaffold_dir),
        overrides=parts["overrides"],
        reference_file="primus_reference.pt",
        reference_versions_of=decide_reference_versions(facts),
        files=parts["files"],
        regenerate_command=shell_command(["python", "scripts/render.py", facts_name, "-o"]) + " <this directory>",
        differences=port_side.decide_differences(facts, decide_constraints(facts)),
        notes=facts.notes,
        sites_note="" if parts["sites"] else port_side.decide_sites_note(facts, facts.feature.patch_style in BINDING_STYLES),
        skips_note=decide_skips_note(facts),
        existing_tests_how=port_side.decide_existing_test_commands(facts, scaffold_dir)[0],
        parallel_sizes=tuple(sizes.items()),
        world_size=parts["world_size"],
        one_process_limits=port_side.decide_one_process_limits(sizes, parts["world_size"], parts["constraints"]),
        env_formats=tuple((var, fmt) for var, fmt in facts.enable.env_formats.items() if fmt in {r.fmt for r in snr_rules}),
        # Only low-precision dtypes: determinism and "feature off is upstream" run in one of them, on a GPU unless
        # every format listed is emulated on the CPU (fp8 is; mxfp8 and mxfp4 are not).
        compute_checks_need_gpu=bool(snr_rules) and not op_tolerances and any(r.needs_gpu for r in snr_rules),
        compare_losses_command=shell_command(["python", scripts_path + "/compare_losses.py"]),
        call_counted=parts["call_counted"],
        config_independent_tests=decide_config_independent(checks),
        # The first format listed is the one set_feature(True) selects when no test chose another.
        default_precision=snr_rules[0].fmt if snr_rules else "",
        guarded_side_effects=port_kind == "config" and bool(parts["constraints"]) and bool(parts["side_effects"]),
        reorder_derivation=decide_reorder_tolerances(facts, tables)[1] if port_kind == "full_replacement" and op_tolerances else "",
    )
