"""The catalogue of generated tests: each test once, with its tier, the hooks it calls, what it checks and why.

A plan's tests are the catalogue's entries that apply to it, in catalogue
order, each with one case per site, dtype, format or key it covers. The
hooks' "used by" lists (hooks.py), the tiers of the plan and of
``check_facts.py`` and the tests the templates generate all read this, so
adding a check is one entry here and its test function in the templates.
Hook names are the logical ones of hooks.py: ``build`` is ``build_module``
(PyTorch) or ``build_fn`` (JAX).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from .model import Check

if TYPE_CHECKING:
    from .plan import Plan

# A case of a check: its parameter ids and what it checks, and a why of its own when the entry's does not fit.
Case = tuple[tuple[str, ...], str] | tuple[tuple[str, ...], str, str]
OP_HOOKS = ("build", "make_inputs")
CHECKPOINT_HOOKS = (*OP_HOOKS, "save_checkpoint", "load_checkpoint")


@dataclass(frozen=True)
class CheckSpec:
    test: str
    tier: str
    why: str
    cases: Callable[[Plan], Iterable[Case]]  # no case: the plan does not have this check
    hooks: tuple[str, ...] = ()  # adapter hooks the test calls beyond set_feature
    # Checks what the port binds, writes and exports: it holds or fails whatever the run config, so a constraint
    # that does not hold on this run (TP x EP > 1 on one process) never skips it.
    config_independent: bool = False


def _once(when: Callable[[Plan], bool], params: Callable[[Plan], tuple[str, ...]], what: Callable[[Plan], str]) -> Callable[[Plan], list[Case]]:
    """One case when ``when(plan)`` holds."""
    return lambda plan: [(params(plan), what(plan))] if when(plan) else []


def _dtypes(plan: Plan) -> tuple[str, ...]:
    return tuple(t.dtype for t in plan.op_tolerances)


def _ratio_dtypes(plan: Plan) -> tuple[str, ...]:
    return tuple(r.dtype for r in plan.error_ratios)


def _compute(plan: Plan) -> tuple[str, ...]:
    return (plan.compute_dtype,)


def _determinism(plan: Plan) -> tuple[str, ...]:
    return plan.determinism_dtypes


def _none(plan: Plan) -> tuple[str, ...]:
    return ()


def _case_names(plan: Plan) -> tuple[str, ...]:
    return tuple(c.name for c in plan.variation.cases) if plan.variation else ()


def _varied_what(plan: Plan) -> str:
    described = "; ".join(f"{c.name}: {c.what}" for c in plan.variation.cases) if plan.variation else ""
    return "outputs close to the feature-off module on inputs the adapter does not make (per dtype): " + described


def _step_what(plan: Plan) -> str:
    s = plan.step
    return {
        "exact": f"{s.steps} steps, losses and gradient norms bitwise equal to the baseline",
        "band": f"{s.steps} steps, per-step relative loss difference <= {s.rtol_max:g} (at most {s.allowed_failures} outliers), mean <= {s.rtol_mean:g} (the user's band)",
        "noise": (
            f"{s.steps} steps, mean absolute difference of the loss and of the gradient norm at most {s.noise_ratio:g} x "
            "the baseline's own difference from a run with another seed"
        ),
    }[s.detector]


def _snr_cases(plan: Plan) -> list[Case]:
    return [
        (
            (rule.fmt,),
            (
                f"SNR of outputs and gradients at least {rule.min_db:g} dB against the high-precision reference, and globally, in the worst row "
                f"and in the worst column at most {rule.margin_db:g} dB below upstream's own {rule.fmt} path"
            ),
        )
        for rule in plan.snr_rules
    ]


def _perf_what(plan: Plan) -> str:
    p = plan.perf
    return f"bench_parity.py's verdict: speedup (baseline / ported time) with a {p.confidence:.0%} interval against margin {p.margin:g}; peak memory ratio against {p.memory_margin:g}"


def _checkpoint_what(plan: Plan) -> str:
    outputs = "outputs close" if plan.op_tolerances else "outputs finite (op-level closeness is the wrong oracle here)"
    return f"a checkpoint saved with the feature off loads strictly with it on, {outputs}"


def _op(plan: Plan) -> bool:
    return bool(_dtypes(plan))


def _op_backward(plan: Plan) -> bool:
    return _op(plan) and plan.backward


CATALOGUE: tuple[CheckSpec, ...] = (
    # --- correctness ------------------------------------------------------------------------------------------------
    CheckSpec("test_forward_matches_feature_off", "correctness", "the port must compute what upstream computes",
              _once(_op, _dtypes, lambda p: "outputs close to the feature-off module"), OP_HOOKS),
    CheckSpec("test_forward_error_ratio", "correctness", "closeness passes a port that lost precision; this does not",
              _once(lambda p: _op(p) and bool(_ratio_dtypes(p)), _ratio_dtypes,
                    lambda p: "output error against fp32 at most the naive error times the factor"), (*OP_HOOKS, "reference")),
    CheckSpec("test_gradients_reach_the_same_parameters", "correctness",
              "a detached router or a dropped path leaves a parameter untrained while the loss barely moves",
              _once(lambda p: _op_backward(p) and p.port_kind == "full_replacement", _compute,
                    lambda p: "every parameter that receives a gradient with the feature off receives one with it on, and none more"), OP_HOOKS),
    CheckSpec("test_backward_matches_feature_off", "correctness", "an all-ones cotangent (out.sum()) hides gradient bugs",
              _once(_op_backward, _dtypes, lambda p: "input and weight gradients close to the feature-off module, fixed random cotangent"), OP_HOOKS),
    CheckSpec("test_backward_error_ratio", "correctness", "a backward that accumulates in low precision passes plain closeness",
              _once(lambda p: _op_backward(p) and bool(_ratio_dtypes(p)), _ratio_dtypes,
                    lambda p: "gradient error against fp32 at most the naive error times the factor"), (*OP_HOOKS, "reference")),
    CheckSpec("test_forward_on_varied_inputs", "correctness", "the user wires one shape at unit scale; epsilons, tail tiles and layouts hide behind it",
              _once(lambda p: _op(p) and p.variation is not None, _case_names, _varied_what), OP_HOOKS),
    CheckSpec("test_backward_on_varied_inputs", "correctness", "a backward has tails and epsilons of its own",
              _once(lambda p: _op_backward(p) and p.variation is not None, _case_names,
                    lambda p: "input and weight gradients close to the feature-off module on the same cases"), OP_HOOKS),
    CheckSpec("test_error_ratio_on_varied_sizes", "correctness",
              "a row's tail dropped at a size a case builds or cuts can hide inside bf16 closeness, not inside the error ratio",
              _once(lambda p: _op(p) and bool(_ratio_dtypes(p)) and bool(p.sized_cases), lambda p: p.sized_cases,
                    lambda p: "outputs and gradients no further from the high-precision reference than the feature-off module's, per error-ratio dtype, on the cases that change a size"),
              (*OP_HOOKS, "reference")),
    CheckSpec("test_matches_primus_reference", "correctness", 'answers "does my port match Primus", not only "did I change results"',
              _once(lambda p: _op(p) and p.scaffold == "pytorch", _dtypes,
                    lambda p: "outputs and gradients close to Primus's own, on Primus's weights and inputs (dump_reference.py); skips until the file exists"),
              OP_HOOKS),
    # Determinism and "feature off is upstream" run in the compute dtype, so a port whose dtypes are all
    # low-precision formats keeps them too (the closeness rows are not what they hang on).
    CheckSpec("test_ported_path_is_deterministic", "correctness", "nondeterminism makes every other comparison noisy",
              _once(lambda p: _op(p) or bool(p.snr_rules), _determinism, lambda p: f"{p.determinism_runs} ported runs bitwise equal"), OP_HOOKS),
    CheckSpec("test_feature_off_is_upstream_bitwise", "correctness", "turning the feature off must give upstream back",
              _once(lambda p: (_op(p) or bool(p.snr_rules)) and bool(p.sites), _compute,
                    lambda p: "feature off equals the pristine upstream objects bit for bit"), OP_HOOKS),
    CheckSpec("test_low_precision_snr", "correctness",
              "low precision is judged by signal-to-noise, not element-wise tolerances; a tile left unwritten hides in a global average, not in its own rows",
              _snr_cases, (*OP_HOOKS, "set_precision")),
    CheckSpec("test_loss_curve_matches_baseline", "correctness",
              "training must agree even where op outputs legitimately differ; a relative band is blind at a language model's loss",
              _once(lambda p: p.step is not None, _none, _step_what), ("make_train_step",)),
    CheckSpec("test_ported_training_is_deterministic", "correctness",
              "a nondeterministic reduction (atomics) makes every loss comparison noisy and exact mode impossible",
              _once(lambda p: p.step is not None, _none, lambda p: f"two ported runs of {p.smoke_steps} steps give bitwise-equal losses"),
              ("make_train_step",)),
    # --- integration --------------------------------------------------------------------------------------------------
    CheckSpec("test_port_active_at_site", "integration", "",
              lambda p: [((s.path,), "bound to the port after set_feature(True)", f"a missed {s.role} keeps upstream at that call site") for s in p.sites],
              config_independent=True),
    CheckSpec("test_feature_off_restores_site", "integration", "the feature off must be upstream again",
              lambda p: [((s.path,), "bound to the pristine upstream object after set_feature(False)") for s in p.sites], config_independent=True),
    CheckSpec("test_no_loaded_module_keeps_upstream", "integration", "an alias no site list names keeps upstream at its call site",
              _once(lambda p: bool(p.sites), _none,
                    lambda p: "no loaded module of the framework or the port binds a replaced upstream object after set_feature(True)"),
              config_independent=True),
    CheckSpec("test_no_loaded_module_keeps_port_after_feature_off", "integration", "a binding the port made and never restored keeps the port on",
              _once(lambda p: bool(p.sites), _none, lambda p: "no loaded module binds the port after set_feature(False)"), config_independent=True),
    CheckSpec("test_transient_binding_restored", "integration", "a swap undone outside `finally` leaks the port's binding into every later call",
              lambda p: [((path,), "bound to the pristine upstream object after a wrapped call returns and after one raises") for path in p.transient_sites],
              ("call_wrapped",), config_independent=True),
    CheckSpec("test_output_sharding", "integration", "a port that changes sharding annotations can compute the right values on the wrong layout",
              _once(lambda p: p.changes_sharding, _none, lambda p: "each output of the ported function sharded as expected_sharding() says"),
              (*OP_HOOKS, "expected_sharding")),
    CheckSpec("test_side_effect_applied", "integration", "the patch sets this value itself",
              lambda p: [((key,), f"run_config()[{key!r}] == {value!r} with the feature on") for key, value in p.side_effects], ("run_config",),
              config_independent=True),
    CheckSpec("test_side_effect_reverted", "integration", "turning the feature off must undo the rewrite",
              lambda p: [((key,), f"run_config()[{key!r}] is back to its own value after the feature is off again") for key, _ in p.side_effects],
              ("run_config",), config_independent=True),
    CheckSpec("test_env_applied", "integration", "the feature needs this environment",
              lambda p: [((var,), f"os.environ[{var!r}] == {value!r} with the feature on") for var, value in p.env], config_independent=True),
    CheckSpec("test_training_steps_have_finite_loss", "integration", "a port can be right op by op and still blow up training",
              _once(lambda p: True, _none, lambda p: f"{p.smoke_steps} training steps with the feature on, every loss finite"), ("make_train_step",)),
    CheckSpec("test_port_is_called", "integration", "without it, upstream compared with upstream passes every test",
              lambda p: [((path,), f"{path} ({field}) called at least once while the port runs") for field, path in p.call_counted]),
    CheckSpec("test_ported_module_is_built", "integration",
              "a module built from a config made before the port was on, or through a name it does not rebind, is upstream, "
              "and every comparison then pits upstream against upstream",
              _once(lambda p: p.port_built_check, _none, lambda p: "build_module(ported=True) with the feature on holds the port"), ("build",)),
    CheckSpec("test_checkpoint_round_trip", "integration", "checkpoints must survive the port",
              _once(lambda p: p.has_module, _none, lambda p: "a ported module saves and loads bitwise"), CHECKPOINT_HOOKS),
    CheckSpec("test_feature_off_checkpoint_loads_with_feature_on", "integration", "users turn a port on in the middle of a run",
              _once(lambda p: p.has_module, _none, _checkpoint_what), CHECKPOINT_HOOKS),
    # --- performance ----------------------------------------------------------------------------------------------------
    CheckSpec("test_port_is_at_least_as_fast_as_the_baseline", "performance",
              "throughput parity is a relative check, so baseline and port run interleaved in one process",
              _once(lambda p: True, _none, _perf_what)),
)
TIERS = ("correctness", "integration", "performance")
SPECS = {spec.test: spec for spec in CATALOGUE}


def decide_checks(plan: Plan) -> Mapping[str, tuple[Check, ...]]:
    """The generated tests of each tier: every catalogue entry that applies, one Check per case.

    Read-only, as the frozen Plan that holds it: a caller cannot add a check the templates never generate.
    """
    made: dict[str, list[Check]] = {tier: [] for tier in TIERS}
    for spec in CATALOGUE:
        for case in spec.cases(plan):
            params, what, why = case if len(case) == 3 else (*case, spec.why)
            made[spec.tier].append(Check(spec.tier, spec.test, params, what, why))
    return MappingProxyType({tier: tuple(checks) for tier, checks in made.items()})


def decide_config_independent(plan: Plan) -> tuple[str, ...]:
    """The generated tests that constraints do not skip: binding, side-effect and environment checks."""
    generated = {c.test for tier in plan.checks.values() for c in tier}
    return tuple(spec.test for spec in CATALOGUE if spec.config_independent and spec.test in generated)


def tests_using(plan: Plan, hook: str) -> tuple[str, ...]:
    """The plan's tests that call ``hook`` (a logical hook name), in catalogue order, each once."""
    generated = [c.test for tier in plan.checks.values() for c in tier]
    return tuple(dict.fromkeys(test for test in generated if hook in SPECS[test].hooks))
