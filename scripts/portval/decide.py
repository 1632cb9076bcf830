"""Decisions: pure functions from Facts and the tolerance tables to a Plan.

Each ``decide_*`` function makes one decision and says why; ``decide`` puts
them together. Nothing here reads or writes files.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from . import frameworks
from .facts import FRAMEWORK_RUNTIMES, LOW_PRECISION, Facts, VersionGate
from .hooks import decide_hooks
from .plan import (
    Check,
    ConstraintRule,
    ErrorRatioRule,
    ExistingTest,
    OpTolerance,
    Oracle,
    PerfRule,
    Plan,
    Question,
    Site,
    SnrRule,
    StepRule,
    Tier,
    VersionRule,
)
from .tolerances import Tables, reorder_tolerance

# The scaffold of each runtime: the same files but for its static checks module.
SCAFFOLD_FILES = {
    runtime: (
        "VALIDATION_PLAN.md",
        "port_facts.yaml",
        "port_adapter.py",
        "conftest.py",
        "portval_core.py",
        checks,
        "portval_losses.py",
        "test_correctness.py",
        "test_integration.py",
        "bench_parity.py",
        "test_performance.py",
    )
    for runtime, checks in (("pytorch", "portval_checks.py"), ("jax", "portval_jax.py"))
}

# The installed distribution and import name of each framework, for backend_versions.
FRAMEWORK_PACKAGES = {
    "megatron-lm": ("megatron-core", "megatron.core"),
    "torchtitan": ("torchtitan", "torchtitan"),
}
# Packages whose import name is not the distribution name with '-' turned into '_'.
IMPORT_NAMES = {"megatron-core": "megatron.core", "transformer-engine": "transformer_engine"}
PLATFORM_NAMES = {"rocm": "ROCm", "cuda": "CUDA", "any": "any platform"}
HIGH_PRECISION_ORDER = ("bf16", "fp16", "tf32", "fp32")
BINDING_STYLES = ("binding_replacement", "function_wrapping", "source_rewrite")
# Checks of what the port binds, writes and exports: they hold or fail whatever the run config, so a
# constraint that does not hold on this run (TP x EP > 1 on one process) never skips them.
CONFIG_INDEPENDENT = (
    "test_port_active_at_site",
    "test_feature_off_restores_site",
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
    rules = []
    for fmt in facts.numerics.dtypes:
        if fmt not in LOW_PRECISION:
            continue
        user = facts.user.thresholds.snr_db.get(fmt)
        if user is not None:
            rules.append(SnrRule(fmt, float(user), "user.thresholds.snr_db (the user's threshold)"))
        else:
            rules.append(SnrRule(fmt, tables.snr[fmt].min_db, tables.snr[fmt].source))
    return tuple(rules)


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


def decide_perf(facts: Facts, tables: Tables, level: str) -> PerfRule:
    """The A/B harness settings; op-level ports are timed per module call, the rest per training step."""
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
        sources=sources,
    )


def decide_sites(facts: Facts) -> tuple[Site, ...]:
    """Every binding the port must rebind: the upstream symbols, then their aliases."""
    ported = facts.implementation.ported
    sites = [Site(path, "symbol", ported) for path in facts.upstream.symbols]
    sites += [Site(path, "alias", ported) for path in facts.upstream.aliases if path not in facts.upstream.symbols]
    return tuple(sites)


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
    if facts.requires.platform != "any":
        return True, f"the port runs on {PLATFORM_NAMES[facts.requires.platform]} only (requires.platform)"
    if snr_rules:
        formats = ", ".join(r.fmt for r in snr_rules)
        return True, f"{formats} kernels run on a GPU only"
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
        if p["runtime"] == "pytorch":
            correctness.append(Check("correctness", "test_matches_primus_reference", dtypes, "outputs and gradients close to Primus's own, on Primus's weights and inputs (dump_reference.py); skips until the file exists", "answers \"does my port match Primus\", not only \"did I change results\""))
        correctness.append(Check("correctness", "test_ported_path_is_deterministic", (p["compute_dtype"],), f"{p['determinism_runs']} ported runs bitwise equal", "nondeterminism makes every other comparison noisy"))
        if p["sites"]:
            correctness.append(Check("correctness", "test_feature_off_is_upstream_bitwise", (p["compute_dtype"],), "feature off equals the pristine upstream objects bit for bit", "turning the feature off must give upstream back"))
    for rule in p["snr_rules"]:
        correctness.append(Check("correctness", "test_low_precision_snr", (rule.fmt,), f"SNR of outputs and gradients at least {rule.min_db:g} dB against fp32", "low precision is judged by signal-to-noise, not element-wise tolerances"))
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
        q.append(Question("user.gpu", "Can you run on a GPU? Op-level checks of GPU kernels and every benchmark need one."))
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


def decide_existing_tests(facts: Facts) -> tuple[ExistingTest, ...]:
    """Before/after commands for the user's existing tests."""
    flags = ", ".join(f"{k}={v!r}" for k, v in facts.enable.flags.items()) or "the port enabled"
    return tuple(
        ExistingTest(path, f"python -m pytest {path} -q   # on the commit before the port", f"python -m pytest {path} -q   # with the port and {flags}")
        for path in facts.user.existing_tests
    )


def decide_reference_versions(facts: Facts) -> tuple[str, ...]:
    """Distributions whose versions a Primus reference file records: Primus, Turbo, the requirements, the framework."""
    framework = [FRAMEWORK_PACKAGES[facts.framework.name][0]] if facts.framework.name in FRAMEWORK_PACKAGES else []
    return tuple(dict.fromkeys(["primus", "primus-turbo", *facts.requires.packages, *framework]))


def decide_files(runtime: str, op_tolerances: tuple[OpTolerance, ...]) -> tuple[str, ...]:
    """The scaffold's files; dump_reference.py for a PyTorch module whose outputs Primus can give.

    Primus's MaxText patches wrap functions and leave the maths to MaxText, so
    a JAX port has no Primus kernel outputs to dump: its reference is the
    feature-off function.
    """
    reference = runtime == "pytorch" and bool(op_tolerances)
    return SCAFFOLD_FILES[runtime] + (("dump_reference.py",) if reference else ())


def decide(facts: Facts, tables: Tables, facts_name: str = "port_facts.yaml") -> Plan:
    """Every decision for one port."""
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
        "constraints": decide_constraints(facts),
        "step": decide_step(facts, tables, level),
        # A replacement's cost (communication included) shows in a whole training step.
        "perf": decide_perf(facts, tables, "step" if port_kind == "full_replacement" else level),
        # A module under test exists when outputs are compared, or when a replacement's
        # checkpoints must still load; a step-level wrapper has none.
        "has_module": port_kind == "full_replacement" or level in ("op", "both"),
        "overrides": decide_overrides(facts, tables),
    }
    # A JAX "module" is an apply function: a rebound function leaves no trace to look for in it.
    parts["port_built_check"] = runtime == "pytorch" and frameworks.decide_port_built_check(facts, parts["has_module"])
    checks = decide_checks(parts)
    parts["correctness"] = checks["correctness"]
    hooks = decide_hooks(facts, parts)
    correctness_gpu, gpu_reason = decide_gpu_need(facts, snr_rules)
    platform_gpu = facts.requires.platform != "any"
    tiers = (
        Tier("correctness", checks["correctness"], correctness_gpu, gpu_reason, _runnable(correctness_gpu, facts.user.gpu)),
        Tier("integration", checks["integration"], platform_gpu, gpu_reason if platform_gpu else "runs on the CPU or a GPU", _runnable(platform_gpu, facts.user.gpu)),
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
        params_to_compare=facts.module.params_to_compare,
        frozen_inputs=tuple(i.name for i in facts.module.forward_inputs if i.is_tensor and not i.requires_grad),
        seed=int(tables.settings["seed"].value),
        determinism_runs=parts["determinism_runs"],
        smoke_steps=parts["smoke_steps"],
        step=parts["step"],
        perf=parts["perf"],
        sites=parts["sites"],
        transient_sites=parts["transient"],
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
        gpu_reason=(", ".join(r.fmt for r in snr_rules) + " kernels run on a GPU only") if snr_rules else "",
        hooks=hooks,
        tiers=tiers,
        questions=decide_questions(facts, parts),
        existing_tests=decide_existing_tests(facts),
        overrides=parts["overrides"],
        reference_file="primus_reference.pt",
        reference_versions_of=decide_reference_versions(facts),
        files=decide_files(runtime, op_tolerances),
        regenerate_command=f"python scripts/render.py {facts_name} -o <this directory>",
        call_counted=parts["call_counted"],
        config_independent_tests=decide_config_independent(checks),
        # The first format listed is the one set_feature(True) selects when no test chose another.
        default_precision=snr_rules[0].fmt if snr_rules else "",
        guarded_side_effects=port_kind == "config" and bool(parts["constraints"]) and bool(parts["side_effects"]),
        reorder_derivation=decide_reorder_tolerances(facts, tables)[1] if port_kind == "full_replacement" and op_tolerances else "",
    )
