"""Decisions: Facts and the tolerance tables in, a Plan out."""

from __future__ import annotations

import pytest
from helpers import EXAMPLES, make_facts
from portval.facts.load import load_facts
from portval.plan.decide import decide
from portval.plan.files import scaffold_files
from portval.plan.numerics import allowed_step_failures, decide_oracle


def plan_for(tables, **changes):
    return decide(make_facts(**changes), tables)


def hook(plan, name):
    return next((h for h in plan.hooks if h.name == name), None)


def question_fields(plan):
    return [q.field for q in plan.questions]


# --- port kind, level, oracle ---------------------------------------------------


@pytest.mark.parametrize(
    ("feature", "port_kind", "level"),
    [
        ({"patch_style": "binding_replacement"}, "drop_in", "op"),
        ({"patch_style": "function_wrapping"}, "drop_in", "op"),
        ({"patch_style": "source_rewrite", "port_kind": "drop_in"}, "drop_in", "op"),
        ({"patch_style": "binding_replacement", "port_kind": "full_replacement"}, "full_replacement", "both"),
        ({"patch_style": "config_rewrite"}, "config", "none"),
        ({"patch_style": "env_or_lifecycle"}, "env", "none"),
    ],
)
def test_port_kind_and_level_defaults(tables, feature, port_kind, level):
    plan = decide(make_facts(feature=feature), tables)
    assert (plan.port_kind, plan.level) == (port_kind, level)


def test_config_rewrite_ignores_a_declared_full_replacement(tables):
    assert plan_for(tables, feature={"patch_style": "config_rewrite", "port_kind": "full_replacement"}).port_kind == "config"


def test_explicit_numerics_level_wins(tables):
    assert plan_for(tables, numerics={"level": "both"}).level == "both"
    assert plan_for(tables, feature={"port_kind": "full_replacement"}, numerics={"level": "op"}).level == "op"


@pytest.mark.parametrize(
    ("changes", "kind"),
    [
        ({}, "op_level"),
        ({"numerics": {"level": "step"}}, "step_level"),
        ({"feature": {"port_kind": "full_replacement"}}, "op_and_step"),
        ({"feature": {"port_kind": "full_replacement"}, "numerics": {"level": "step"}}, "step_level"),
        ({"numerics": {"level": "both"}}, "op_and_step"),
        ({"feature": {"patch_style": "config_rewrite"}}, "config_values"),
        ({"feature": {"patch_style": "env_or_lifecycle"}}, "env_and_hooks"),
    ],
)
def test_oracle_kind_per_case(tables, changes, kind):
    plan = plan_for(tables, **changes)
    assert plan.oracle.kind == kind
    assert plan.oracle.title and plan.oracle.why


def test_full_replacement_oracle_says_only_bitwise_equality_is_wrong(tables):
    oracle = plan_for(tables, feature={"port_kind": "full_replacement"}).oracle
    assert "Bitwise equality is the wrong oracle" in oracle.not_this
    assert "op-level" not in oracle.not_this.lower()
    assert "every gradient" in oracle.title
    assert decide_oracle("drop_in", "op").not_this == ""


def test_full_replacement_at_step_level_is_a_schedule_change_and_points_to_op_level(tables):
    oracle = plan_for(tables, feature={"port_kind": "full_replacement"}, numerics={"level": "step"}).oracle
    assert "no layer to compare" in oracle.why
    assert "Only bitwise equality is wrong" in oracle.not_this


def test_full_replacement_tolerance_is_derived_from_the_reordered_sum(tables):
    plan = plan_for(tables, feature={"port_kind": "full_replacement"}, numerics={"dtypes": ["bf16", "fp32"], "reordered_sum_length": 64})
    tolerances = {t.dtype: t for t in plan.op_tolerances}
    safety = tables.settings["reorder_safety"].value
    assert tolerances["bf16"].rtol == 2 * 2.0**-8
    assert tolerances["fp32"].atol == pytest.approx(safety * (2 * 2.0**-24 + 64 * 2.0**-24))
    assert "n = 64" in tolerances["fp32"].source and "gamma_n" in tolerances["fp32"].source
    assert "numerics.reordered_sum_length" in plan.reorder_derivation
    assert plan.error_ratios == ()
    assert plan.checkpoint_tolerance.source == tolerances["bf16"].source


def test_longer_reordered_sums_get_looser_tolerances(tables):
    short = plan_for(tables, feature={"port_kind": "full_replacement"}, numerics={"dtypes": ["fp32"], "reordered_sum_length": 8})
    long = plan_for(tables, feature={"port_kind": "full_replacement"}, numerics={"dtypes": ["fp32"], "reordered_sum_length": 8192})
    assert short.op_tolerances[0].atol < long.op_tolerances[0].atol


def test_full_replacement_checks_that_gradients_reach_the_same_parameters(tables):
    checks = [c.test for c in plan_for(tables, feature={"port_kind": "full_replacement"}).tiers[0].checks]
    assert "test_gradients_reach_the_same_parameters" in checks and "test_backward_matches_feature_off" in checks
    assert "test_gradients_reach_the_same_parameters" not in [c.test for c in plan_for(tables).tiers[0].checks]


@pytest.mark.parametrize(
    ("thresholds", "detector"),
    [({}, "noise"), ({"step_exact": True}, "exact"), ({"step_rtol_max": 0.05}, "band"), ({"step_rtol_mean": 0.01}, "band")],
)
def test_step_detector_is_the_noise_calibration_unless_the_user_asks(tables, thresholds, detector):
    plan = plan_for(tables, feature={"port_kind": "full_replacement"}, user={"thresholds": thresholds})
    assert plan.step.detector == detector
    assert plan.step.noise_ratio == tables.settings["step_noise_ratio"].value


def test_step_noise_ratio_override_is_the_users(tables):
    plan = plan_for(tables, feature={"port_kind": "full_replacement"}, user={"thresholds": {"step_noise_ratio": 0.1}})
    assert plan.step.noise_ratio == 0.1 and "user's threshold" in plan.step.sources["noise_ratio"]
    assert any(line.startswith("step_noise_ratio: 0.1") for line in plan.overrides)


def test_named_port_is_call_counted_and_an_unnamed_one_is_asked_for(tables):
    named = plan_for(tables, implementation={"ported": "my.port.fn", "turbo": "primus_turbo.pytorch.ops.fn"})
    assert named.call_counted == (("implementation.ported", "my.port.fn"), ("implementation.turbo", "primus_turbo.pytorch.ops.fn"))
    assert [c.params for c in named.tiers[1].checks if c.test == "test_port_is_called"] == [("my.port.fn",), ("primus_turbo.pytorch.ops.fn",)]
    unnamed = plan_for(tables)
    assert unnamed.call_counted == ()
    assert any("Nothing proves the port ran" in q.text for q in unnamed.questions)
    config = plan_for(tables, feature={"patch_style": "config_rewrite"}, implementation={"ported": "my.rewrite"})
    assert config.call_counted == ()


def test_a_wrapper_judged_at_step_level_is_not_called_a_replacement(tables):
    oracle = plan_for(tables, feature={"patch_style": "function_wrapping"}, numerics={"level": "step"}).oracle
    assert oracle.kind == "step_level"
    assert "wraps an entry point" in oracle.why and "full replacement" not in oracle.why
    assert "nothing to compare" in oracle.not_this


def test_step_level_plan_has_a_loss_curve_check_and_no_op_tolerances(tables):
    plan = plan_for(tables, feature={"port_kind": "full_replacement"}, numerics={"level": "step"})
    assert plan.has_step_level and plan.step is not None
    assert plan.op_tolerances == () and plan.snr_rules == ()
    assert "test_loss_curve_matches_baseline" in [c.test for c in plan.tiers[0].checks]
    assert plan.perf.level == "step"


# --- tolerances, error ratios, SNR -----------------------------------------------------


def test_op_tolerances_only_for_high_precision_dtypes_in_facts_order(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "bf16", "mxfp4", "fp32"]})
    assert [t.dtype for t in plan.op_tolerances] == ["bf16", "fp32"]
    for tol in plan.op_tolerances:
        row = tables.closeness[tol.dtype]
        assert (tol.rtol, tol.atol, tol.source) == (row.rtol, row.atol, row.source)


def test_error_ratio_rules_exist_for_bf16_but_not_fp32(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp32", "bf16"]})
    assert [r.dtype for r in plan.error_ratios] == ["bf16"]
    rule, row = plan.error_ratios[0], tables.error_ratio["bf16"]
    assert (rule.factor, rule.floor_eps, rule.source) == (row.factor, row.floor_eps, row.source)
    assert plan_for(tables, numerics={"dtypes": ["fp32"]}).error_ratios == ()


def test_snr_rules_for_low_precision_formats_use_table_thresholds(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "mxfp4", "bf16"]})
    assert [r.fmt for r in plan.snr_rules] == ["fp8", "mxfp4"]
    for rule in plan.snr_rules:
        assert rule.min_db == tables.snr[rule.fmt].min_db
        assert rule.source == tables.snr[rule.fmt].source
    assert plan.snr_rules[0].min_db == 20 and plan.snr_rules[1].min_db == 10
    assert plan.snr_reference == "bf16"
    assert [c.params for c in plan.tiers[0].checks if c.test == "test_low_precision_snr"] == [("fp8",), ("mxfp4",)]


def test_no_snr_rules_at_step_level(tables):
    assert plan_for(tables, numerics={"dtypes": ["fp8"], "level": "step"}).snr_rules == ()


def test_compute_dtype_is_the_lowest_high_precision_listed(tables):
    assert plan_for(tables, numerics={"dtypes": ["fp32", "fp16", "bf16"]}).compute_dtype == "bf16"
    assert plan_for(tables, numerics={"dtypes": ["fp32", "fp16"]}).compute_dtype == "fp16"
    assert plan_for(tables, numerics={"dtypes": ["fp8"]}).compute_dtype == "bf16"


# --- user overrides --------------------------------------------------------------------


def test_user_overrides_replace_table_values_and_say_so(tables):
    plan = plan_for(
        tables,
        numerics={"dtypes": ["bf16", "fp8"], "level": "both"},
        user={
            "thresholds": {
                "tolerances": {"bf16": {"rtol": 0.125, "atol": 0.25}},
                "snr_db": {"fp8": 15},
                "perf_margin": 0.9,
                "step_count": 250,
            }
        },
    )
    (tol,) = plan.op_tolerances
    assert (tol.rtol, tol.atol) == (0.125, 0.25)
    assert "user.thresholds.tolerances" in tol.source
    (snr,) = plan.snr_rules
    assert snr.min_db == 15.0 and "user.thresholds.snr_db" in snr.source
    assert plan.perf.margin == 0.9 and "user.thresholds.perf_margin" in plan.perf.sources["margin"]
    assert plan.perf.memory_margin == tables.settings["memory_margin"].value
    assert plan.step.steps == 250 and "user.thresholds.step_count" in plan.step.sources["steps"]
    assert plan.step.allowed_failures == 2
    assert plan.step.rtol_max == tables.settings["step_rtol_max"].value
    assert plan.step.sources["rtol_max"] == tables.settings["step_rtol_max"].source

    overrides = "\n".join(plan.overrides)
    assert len(plan.overrides) == 4
    assert f"perf_margin: 0.9 (table default: {tables.settings['perf_margin'].value!r})" in overrides
    assert f"step_count: 250 (table default: {tables.settings['step_count'].value!r})" in overrides
    assert "tolerances.bf16: rtol 0.125, atol 0.25" in overrides
    assert "snr_db.fp8: 15" in overrides
    assert "user.thresholds" not in question_fields(plan)


def test_partial_tolerance_override_keeps_the_table_atol(tables):
    plan = plan_for(tables, numerics={"dtypes": ["bf16"]}, user={"thresholds": {"tolerances": {"bf16": {"rtol": 0.5}}}})
    (tol,) = plan.op_tolerances
    assert tol.rtol == 0.5 and tol.atol == tables.closeness["bf16"].atol


def test_error_ratio_factor_override(tables):
    plan = plan_for(tables, numerics={"dtypes": ["bf16"]}, user={"thresholds": {"error_ratio_factor": 4}})
    (rule,) = plan.error_ratios
    assert rule.factor == 4 and "user.thresholds.error_ratio_factor" in rule.source
    assert rule.floor_eps == tables.error_ratio["bf16"].floor_eps


def test_without_overrides_the_plan_lists_none_and_asks_about_thresholds(tables):
    plan = plan_for(tables)
    assert plan.overrides == ()
    assert "user.thresholds" in question_fields(plan)
    assert plan.perf.sources["margin"] == tables.settings["perf_margin"].source


@pytest.mark.parametrize(("steps", "allowed"), [(2, 1), (99, 1), (100, 1), (199, 1), (250, 2), (4999, 49), (5000, 50), (10000, 50)])
def test_allowed_step_failures_follows_megatron(steps, allowed):
    assert allowed_step_failures(steps) == allowed == min(max(steps // 100, 1), 50)


def test_default_step_rule_comes_from_the_table(tables):
    step = plan_for(tables, numerics={"level": "step"}).step
    assert step.steps == tables.settings["step_count"].value
    assert step.allowed_failures == allowed_step_failures(step.steps)
    assert step.exact is tables.settings["step_exact"].value


# --- sites and constraints ----------------------------------------------------------


def test_sites_are_symbols_then_aliases(tables):
    plan = plan_for(
        tables,
        upstream={"symbols": ["pkg.mod.fn", "pkg.other.Cls"], "aliases": ["pkg.user.fn", "pkg.mod.fn"]},
        implementation={"ported": "mine.fn"},
    )
    assert [(s.path, s.role) for s in plan.sites] == [
        ("pkg.mod.fn", "symbol"),
        ("pkg.other.Cls", "symbol"),
        ("pkg.user.fn", "alias"),
    ]
    assert {s.ported for s in plan.sites} == {"mine.fn"}
    assert [c.params for c in plan.tiers[1].checks if c.test == "test_port_active_at_site"] == [(s.path,) for s in plan.sites]


def test_a_port_binding_its_own_object_at_each_site_is_checked_site_by_site(tables):
    # A port of an autograd Function's forward and backward binds two functions, one per site.
    forward, backward = "up.ops.SwiGLU.forward", "up.ops.SwiGLU.backward"
    plan = plan_for(
        tables,
        upstream={"symbols": [forward, backward], "aliases": ["up.layer.SwiGLU.forward"]},
        implementation={"ported": "mine.ops.swiglu_forward", "ported_at": {backward: "mine.grads.swiglu_backward"}},
    )
    assert {s.path: s.ported for s in plan.sites} == {
        forward: "mine.ops.swiglu_forward",
        backward: "mine.grads.swiglu_backward",
        "up.layer.SwiGLU.forward": "mine.ops.swiglu_forward",  # a site ported_at leaves out binds implementation.ported
    }
    assert {"mine.ops", "mine.grads"} <= set(plan.sweep.skip) and "mine" in plan.sweep.packages
    assert plan.call_counted == (("implementation.ported", "mine.ops.swiglu_forward"), ("implementation.ported_at", "mine.grads.swiglu_backward"))
    assert plan.port_shown == (("mine.ops.swiglu_forward", ""), ("mine.grads.swiglu_backward", backward))
    assert "implementation.ported" not in question_fields(plan)


def test_a_site_without_an_object_is_asked_for_by_name(tables):
    forward, backward = "up.ops.SwiGLU.forward", "up.ops.SwiGLU.backward"
    plan = plan_for(tables, upstream={"symbols": [forward, backward]}, implementation={"ported_at": {backward: "mine.swiglu_backward"}})
    asked = next(q.text for q in plan.questions if q.field == "implementation.ported")
    assert asked.startswith(f"Which object of your port does each of {forward} bind?")
    assert plan.port_shown == (("mine.swiglu_backward", backward),)
    none = plan_for(tables, upstream={"symbols": [forward]})
    assert none.port_shown == () and none.port_missing.startswith("not given yet")
    assert plan_for(tables, feature={"patch_style": "config_rewrite"}).port_missing == "not given; no site is checked, so none is needed"


def test_constraint_rules_carry_source_and_python_text(tables):
    plan = plan_for(
        tables,
        constraints=[
            {"param": "tensor_model_parallel_size * expert_model_parallel_size", "op": ">", "value": 1, "source": "primus_turbo.py:2320"},
            {"param": "turbo_sync_free_moe_stage", "op": "not_in", "value": [4, 5], "source": "rocm_arg_validation.py:47"},
        ],
    )
    first, second = plan.constraints
    assert first.text == "tensor_model_parallel_size * expert_model_parallel_size > 1"
    assert first.names == ("tensor_model_parallel_size", "expert_model_parallel_size")
    assert first.python == "(config['tensor_model_parallel_size'] * config['expert_model_parallel_size'])"
    assert (first.op, first.value, first.source) == (">", 1, "primus_turbo.py:2320")
    assert second.text == "turbo_sync_free_moe_stage not in [4, 5]"
    assert (second.op, second.value, second.source) == ("not_in", (4, 5), "rocm_arg_validation.py:47")


# --- hooks -------------------------------------------------------------------------------


def test_run_config_not_required_without_constraints_or_side_effects(tables):
    plan = plan_for(tables)
    assert hook(plan, "run_config").required is False
    assert hook(plan, "set_feature").required is True


def test_run_config_required_with_a_constraint(tables):
    plan = plan_for(tables, constraints=[{"param": "tp * ep", "op": ">", "value": 1, "source": "s"}])
    run_config = hook(plan, "run_config")
    assert run_config.required is True
    assert "tp, ep" in run_config.guidance[0]


def test_run_config_required_with_a_side_effect(tables):
    plan = plan_for(tables, feature={"patch_style": "config_rewrite"}, enable={"side_effects": {"sequence_parallel": False}})
    assert hook(plan, "run_config").required is True
    assert [c.params for c in plan.tiers[1].checks if c.test == "test_side_effect_applied"] == [("sequence_parallel",)]


def test_set_precision_absent_without_low_precision(tables):
    assert hook(plan_for(tables, numerics={"dtypes": ["bf16"]}), "set_precision") is None


def test_set_precision_required_with_one_low_precision_format(tables):
    # The feature-off run must be upstream's own low-precision path: a no-op would leave it in high precision.
    set_precision = hook(plan_for(tables, numerics={"dtypes": ["fp8", "bf16"]}), "set_precision")
    assert set_precision is not None and set_precision.required is True
    assert "feature on and off" in set_precision.doc


def test_set_precision_required_with_several_low_precision_formats(tables):
    set_precision = hook(plan_for(tables, numerics={"dtypes": ["fp8", "mxfp8"]}), "set_precision")
    assert set_precision.required is True


def test_module_hooks_only_for_module_ports(tables):
    assert hook(plan_for(tables), "build_module").required is True
    assert hook(plan_for(tables, feature={"patch_style": "config_rewrite"}), "build_module") is None


def test_required_hooks_are_the_hooks_marked_required(tables):
    plan = plan_for(tables)
    assert plan.required_hooks == tuple(h for h in plan.hooks if h.required)
    assert all(h.unwired_message.startswith(f"port_adapter.{h.name}() is not wired yet") for h in plan.hooks)


# --- questions -----------------------------------------------------------------------------


def test_questions_ask_for_framework_version_and_gpu_when_missing(tables):
    fields = question_fields(plan_for(tables))
    assert "framework.version" in fields
    assert "user.gpu" in fields


def test_questions_do_not_ask_what_the_facts_give(tables):
    for gpu in (True, False):
        fields = question_fields(plan_for(tables, framework={"version": "0.2.2"}, user={"gpu": gpu}))
        assert "framework.version" not in fields
        assert "user.gpu" not in fields


def test_question_for_gpu_when_explicitly_null(tables):
    assert "user.gpu" in question_fields(plan_for(tables, user={"gpu": None}))


# --- scaffold kind and tiers -------------------------------------------------------------


def test_maxtext_gives_the_jax_scaffold_without_a_primus_dump(tables):
    plan = plan_for(tables, framework={"name": "maxtext"})
    assert plan.scaffold == "jax"
    # MaxText patches wrap functions: there are no Primus kernel outputs to dump, so no dump_reference.py.
    assert plan.files == scaffold_files("jax", ())
    assert "portval_jax.py" in plan.files and "portval_checks.py" not in plan.files
    assert "test_matches_primus_reference" not in [c.test for c in plan.tiers[0].checks]
    assert "framework.name" not in question_fields(plan)


def test_platform_skip_is_said_in_the_runtime_s_words(tables):
    assert plan_for(tables, requires={"platform": "rocm"}).platform_skip == "torch is not a ROCm build"
    assert plan_for(tables, framework={"name": "maxtext"}, requires={"platform": "rocm"}).platform_skip == "JAX does not run on ROCm"
    assert plan_for(tables, requires={"platform": "any"}).platform_skip == ""


def test_other_framework_may_say_it_is_jax(tables):
    assert plan_for(tables, framework={"name": "other", "runtime": "jax"}).scaffold == "jax"
    assert plan_for(tables, framework={"name": "other"}).scaffold == "pytorch"


def test_jax_hooks_build_a_function_and_its_parameters(tables):
    plan = plan_for(tables, framework={"name": "maxtext"})
    names = [h.name for h in plan.hooks]
    assert "build_fn" in names and "build_module" not in names and "copy_weights" not in names
    assert hook(plan, "build_fn").signature == "build_fn(*, ported: bool, dtype: jnp.dtype) -> tuple[Callable[..., object], object]"
    assert hook(plan, "make_inputs").signature == "make_inputs(*, dtype: jnp.dtype, seed: int) -> dict[str, object]"
    assert hook(plan, "make_train_step").signature == "make_train_step(*, ported: bool, seed: int = 0) -> Callable[[], float | tuple[float, float]]"
    assert [h.name for h in plan.hooks if not h.required] == ["run_config", "make_bench_inputs", "reference_fn", "convert_params", "save_checkpoint", "load_checkpoint", "tokens_per_step"]
    assert "jax.random.PRNGKey(seed)" in " ".join(hook(plan, "make_inputs").guidance)


def test_transient_bindings_get_a_restore_check_and_the_call_wrapped_hook(tables):
    for framework in ("maxtext", "megatron-lm"):
        plan = plan_for(tables, framework={"name": framework}, upstream={"symbols": ["m.train.initialize"], "transient": ["m.pyconfig.initialize"]})
        checks = [(c.test, c.params) for c in plan.tiers[1].checks]
        assert ("test_transient_binding_restored", ("m.pyconfig.initialize",)) in checks
        assert hook(plan, "call_wrapped").required
        assert plan.pristine_paths == ("m.train.initialize", "m.pyconfig.initialize")
        assert "During a call it swaps, and must restore: m.pyconfig.initialize." in hook(plan, "set_feature").guidance


def test_sharding_check_only_for_jax_ports_that_change_sharding(tables):
    jax_plan = plan_for(tables, framework={"name": "maxtext"}, feature={"changes_sharding": True})
    assert "test_output_sharding" in [c.test for c in jax_plan.tiers[1].checks]
    assert hook(jax_plan, "expected_sharding").required
    assert hook(plan_for(tables, framework={"name": "maxtext"}), "expected_sharding") is None
    torch_plan = plan_for(tables, feature={"changes_sharding": True})
    assert not torch_plan.changes_sharding and hook(torch_plan, "expected_sharding") is None


def test_step_level_wrapper_has_no_module_under_test(tables):
    plan = plan_for(tables, numerics={"level": "step"})
    assert not plan.has_module
    assert hook(plan, "build_module") is None
    assert "test_checkpoint_round_trip" not in [c.test for c in plan.tiers[1].checks]
    # A full replacement keeps its module: its checkpoints must still load.
    assert plan_for(tables, feature={"port_kind": "full_replacement"}).has_module


@pytest.mark.parametrize("framework", ["megatron-lm", "torchtitan", "other"])
def test_pytorch_frameworks_get_the_full_scaffold(tables, framework):
    plan = plan_for(tables, framework={"name": framework})
    assert plan.scaffold == "pytorch"
    # An op-level module port (the default) also gets dump_reference.py, for Primus as the golden reference.
    assert plan.files == scaffold_files("pytorch", ("primus_reference",))
    assert "dump_reference.py" in plan.files


@pytest.mark.parametrize(("gpu", "runnable"), [(True, "yes"), (False, "no"), (None, "unknown")])
def test_rocm_platform_makes_correctness_need_a_gpu_and_runnable_follows_user_gpu(tables, gpu, runnable):
    plan = plan_for(tables, requires={"platform": "rocm"}, user={"gpu": gpu})
    correctness, integration, performance = plan.tiers
    assert correctness.name == "correctness" and correctness.needs_gpu is True
    assert "ROCm" in correctness.device_reason
    assert correctness.runnable_here == runnable
    assert integration.needs_gpu is True and integration.runnable_here == runnable
    assert performance.needs_gpu is True and performance.runnable_here == runnable


@pytest.mark.parametrize("gpu", [True, False, None])
def test_any_platform_high_precision_runs_correctness_anywhere(tables, gpu):
    correctness, integration, performance = plan_for(tables, user={"gpu": gpu}).tiers
    assert correctness.needs_gpu is False and correctness.runnable_here == "yes"
    assert integration.needs_gpu is False and integration.runnable_here == "yes"
    assert performance.needs_gpu is True


def test_microscaling_formats_make_correctness_need_a_gpu_on_any_platform(tables):
    plan = plan_for(tables, numerics={"dtypes": ["mxfp8", "bf16"]}, user={"gpu": False})
    correctness, integration, _ = plan.tiers
    assert correctness.needs_gpu is True and correctness.runnable_here == "no"
    assert "mxfp8" in correctness.device_reason
    assert integration.needs_gpu is False
    assert plan.gpu_reason and plan.snr_rules[0].needs_gpu is True


def test_fp8_on_any_platform_is_judged_on_the_cpu(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "bf16"]}, user={"gpu": False})
    correctness = plan.tiers[0]
    assert correctness.needs_gpu is False and correctness.runnable_here == "yes"
    assert plan.snr_rules[0].needs_gpu is False and plan.gpu_reason == ""
    assert plan.snr_rules[0].margin_db == 1.0


def test_fp8_of_a_rocm_only_port_still_needs_the_gpu(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "bf16"]}, requires={"platform": "rocm"})
    assert plan.snr_rules[0].needs_gpu is True


# --- what the scaffold varies that the adapter does not ------------------------------------


def test_sizes_vary_along_named_dimensions_that_are_not_config_fields(tables):
    plan = plan_for(
        tables,
        module={"config_fields": {"hidden_size": 64}, "forward_inputs": [{"name": "x", "shape": ["batch", "seq", "hidden_size"]}]},
    )
    variation = plan.variation
    assert variation.variable_dims == {"x": {"batch": 0, "seq": 1}}
    assert variation.scaled_inputs == ("x",)
    assert {c.name for c in variation.cases} == {
        "small_magnitude", "outlier_rows", "non_contiguous", "odd_sizes", "single_row", "zero_size", "config_tail", "config_odd"
    }
    assert variation.parameter_perturbation == 0.25
    assert any(c.test == "test_forward_on_varied_inputs" for c in plan.tiers[0].checks)


def test_integer_inputs_keep_sizes_as_the_adapter_makes_them(tables):
    plan = plan_for(
        tables,
        module={"forward_inputs": [{"name": "x", "shape": ["tokens", "dim"]}, {"name": "counts", "shape": ["experts"], "dtype": "int64", "requires_grad": False}]},
    )
    assert plan.variation.variable_dims == {}
    assert "counts hold integers" in plan.variation.sizes_note
    assert {c.name for c in plan.variation.cases} == {"small_magnitude", "outlier_rows", "non_contiguous"}


def test_jax_has_no_layout_case(tables):
    plan = plan_for(tables, framework={"name": "maxtext"})
    assert "non_contiguous" not in {c.name for c in plan.variation.cases}


def test_without_forward_inputs_every_floating_input_is_scaled_and_sizes_stay(tables):
    plan = plan_for(tables)
    assert plan.variation.scaled_inputs is None and plan.variation.variable_dims == {}
    assert "lists no tensor input" in plan.variation.sizes_note


def test_a_step_level_port_varies_nothing(tables):
    assert plan_for(tables, numerics={"level": "step"}).variation is None


def test_a_full_replacement_compared_at_op_level_is_varied_like_a_drop_in(tables):
    plan = plan_for(tables, feature={"port_kind": "full_replacement"}, module={"forward_inputs": [{"name": "hidden", "shape": ["tokens", "hidden_size"]}]})
    assert {"small_magnitude", "outlier_rows", "odd_sizes"} <= {c.name for c in plan.variation.cases}


def test_the_last_dimension_named_by_a_config_field_is_built_at_a_tail_size(tables):
    plan = plan_for(
        tables,
        module={"config_fields": {"hidden_size": 1024, "num_heads": 8}, "forward_inputs": [{"name": "x", "shape": ["seq", "num_heads", "hidden_size"]}]},
    )
    cases = {c.name: c for c in plan.variation.cases}
    assert plan.variation.config_sizes == {"hidden_size": 1024}
    assert cases["config_tail"].config == (("hidden_size", 1032),) and cases["config_odd"].config == (("hidden_size", 1033),)
    assert cases["config_tail"].optional and cases["config_odd"].optional
    build = next(h for h in plan.hooks if h.name == "build_module")
    inputs = next(h for h in plan.hooks if h.name == "make_inputs")
    assert "sizes: dict[str, int] | None = None) ->" in build.signature and "sizes: dict[str, int] | None = None) ->" in inputs.signature
    assert any("hidden_size=1032" in line for line in build.guidance)


def test_tail_sizes_are_multiples_of_8_and_of_nothing_wider():
    from portval.plan.numerics import tail_size

    for size in (1, 8, 64, 1000, 1024, 1032, 4096, 5120):
        tail = tail_size(size)
        assert tail % 8 == 0 and tail % 16 != 0 and tail != size and abs(tail - size) <= 24


def test_without_a_config_sized_last_dimension_the_build_keeps_its_signature(tables):
    plan = plan_for(tables, module={"config_fields": {"hidden_size": 64}, "forward_inputs": [{"name": "x", "shape": ["batch", "seq", "dim"]}]})
    assert plan.variation.config_sizes == {} and "not varied" in plan.variation.config_note
    assert "sizes" not in next(h for h in plan.hooks if h.name == "build_module").signature


# --- versions in the plan ---------------------------------------------------------------


def test_packages_and_backend_versions_become_version_rules(tables):
    plan = plan_for(
        tables,
        requires={"packages": {"transformer-engine": ">=2.1.0", "primus_turbo": None}, "backend_versions": [">=0.12.0,<0.17", "==0.18.*"]},
    )
    te, turbo = plan.packages
    assert (te.package, te.import_name, te.text) == ("transformer-engine", "transformer_engine", ">=2.1.0")
    assert te.alternatives == (((">=", (2, 1, 0), False),),)
    assert turbo.alternatives == () and turbo.text == ""
    framework = plan.framework_version
    assert framework.import_name == "megatron.core"
    assert framework.alternatives == (((">=", (0, 12, 0), False), ("<", (0, 17), False)), (("==", (0, 18), True),))
    assert framework.text == ">=0.12.0,<0.17 or ==0.18.*"


# --- the examples -----------------------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_gets_a_plan(tables, path):
    plan = decide(load_facts(path), tables, path.name)
    assert plan.tiers[0].name == "correctness"
    assert path.name in plan.regenerate_command


def test_deepep_example_is_a_full_replacement_at_op_and_step_level(tables):
    plan = decide(load_facts(next(p for p in EXAMPLES if p.stem == "megatron_deepep_dispatcher")), tables)
    assert (plan.port_kind, plan.level, plan.oracle.kind) == ("full_replacement", "both", "op_and_step")
    assert [s.role for s in plan.sites] == ["symbol", "alias"]
    assert hook(plan, "run_config").required is True


def test_config_rewrite_with_op_level_numerics_gets_the_module_hooks(tables):
    plan = decide(make_facts(feature={"patch_style": "config_rewrite"}, numerics={"level": "op"}), tables)
    assert plan.has_module and plan.hook("build_module").required and plan.hook("make_inputs").required


def test_benchmark_times_steps_when_numerics_are_compared_at_step_level(tables):
    assert decide(make_facts(numerics={"level": "step"}), tables).perf.level == "step"
    assert decide(make_facts(numerics={"level": "op"}), tables).perf.level == "op"
    assert decide(make_facts(feature={"port_kind": "full_replacement"}), tables).perf.level == "step"


def test_an_empty_or_unused_tolerance_override_is_not_listed(tables):
    facts = make_facts(numerics={"dtypes": ["bf16"]}, user={"thresholds": {"tolerances": {"bf16": {}, "fp16": {"rtol": 0.5}}}})
    plan = decide(facts, tables)
    assert plan.overrides == ()
    assert any(q.field == "user.thresholds" for q in plan.questions)


def test_step_level_and_config_ports_get_no_primus_reference_dump(tables):
    for changes in ({"feature": {"port_kind": "full_replacement"}, "numerics": {"level": "step"}}, {"feature": {"patch_style": "config_rewrite"}}):
        plan = decide(make_facts(**changes), tables)
        assert "dump_reference.py" not in plan.files
        assert not any(c.test == "test_matches_primus_reference" for c in plan.tiers[0].checks)


def test_constraints_do_not_gate_binding_side_effect_and_env_checks(tables):
    plan = plan_for(
        tables,
        feature={"patch_style": "config_rewrite"},
        enable={"side_effects": {"sequence_parallel": False}, "env": {"NVTE_FLAG": "1"}},
        constraints=[{"param": "tensor_model_parallel_size", "op": "==", "value": 1, "source": "args.py:10"}],
    )
    assert plan.config_independent_tests == ("test_side_effect_applied", "test_side_effect_reverted", "test_env_applied")
    assert plan.guarded_side_effects
    assert "test_training_steps_have_finite_loss" not in plan.config_independent_tests


def test_a_replacements_constraints_are_requirements_not_guards_of_its_side_effects(tables):
    plan = plan_for(
        tables,
        feature={"port_kind": "full_replacement"},
        upstream={"symbols": ["a.b.C"]},
        enable={"side_effects": {"moe_token_dispatcher_type": "sorted"}},
        constraints=[{"param": "expert_model_parallel_size", "op": "==", "value": 1, "source": "port.py:3"}],
    )
    assert not plan.guarded_side_effects
    assert {"test_port_active_at_site", "test_feature_off_restores_site"} <= set(plan.config_independent_tests)


def test_default_precision_is_the_first_low_precision_format(tables):
    assert plan_for(tables, numerics={"dtypes": ["bf16", "mxfp8", "fp8"]}).default_precision == "mxfp8"
    assert plan_for(tables, numerics={"dtypes": ["bf16"]}).default_precision == ""


def test_a_plan_with_an_error_ratio_offers_an_optional_reference_hook(tables):
    pytorch = {h.name: h for h in plan_for(tables).hooks}
    assert "reference_forward" in pytorch and not pytorch["reference_forward"].required
    jax = {h.name: h for h in plan_for(tables, framework={"name": "maxtext"}).hooks}
    assert "reference_fn" in jax and not jax["reference_fn"].required
    assert "reference_forward" not in {h.name for h in plan_for(tables, numerics={"dtypes": ["fp32"]}).hooks}


def test_production_sizes_become_cases_built_at_each_size(tables):
    plan = plan_for(
        tables,
        module={"config_fields": {"hidden_size": 1024}, "forward_inputs": [{"name": "x", "shape": ["s", "hidden_size"]}], "production_sizes": {"hidden_size": [8192]}},
    )
    case = next(c for c in plan.variation.cases if c.name == "config_hidden_size_8192")
    assert case.config == (("hidden_size", 8192),) and case.optional
    assert "module.production_sizes" not in {q.field for q in plan.questions}


def test_without_production_sizes_the_plan_asks_for_them(tables):
    plan = plan_for(tables, module={"config_fields": {"hidden_size": 1024}, "forward_inputs": [{"name": "x", "shape": ["s", "hidden_size"]}]})
    assert "module.production_sizes" in {q.field for q in plan.questions}


def test_how_the_port_is_turned_on_is_asked_whether_or_not_primus_has_flags(tables):
    # A gate variable --primus keeps out of enable.env leaves Primus with no flags; the port still needs a way in.
    plan = plan_for(tables, upstream={"symbols": ["pkg.mod.fn"]})
    asked = next(q.text for q in plan.questions if q.field == "port.flags")
    assert asked.startswith("How is your port turned on: a flag of your own (port.flags)")
    assert any("Turned on: how your port is turned on is not given yet" in line and "its patch registration" in line for line in plan.differences)
    flagged = plan_for(tables, enable={"flags": {"use_x": True}})
    assert next(q.text for q in flagged.questions if q.field == "port.flags").startswith("How is your port turned on: Primus's flags (use_x), ")
    assert "port.flags" not in question_fields(plan_for(tables, port={"flags": {"mine": True}}))
