"""The agent's loop: the port's side apart from Primus's, unknowns that stay unknown, runnable-here that is
true, multi-rank plans, commands that work where they are printed, and facts that mean what the user means."""

from __future__ import annotations

import pytest
from helpers import make_facts
from portval.common.errors import FactsError
from portval.plan.decide import decide
from portval.render.report import format_decisions
from portval.render.scaffold import render_files

PRIMUS_NORM = "transformer_engine.pytorch.RMSNorm"
FORK_NORM = "megatron.core.extensions.transformer_engine.TENorm"

# A Megatron fork whose port wraps TENorm (not TE's RMSNorm, as Primus does) and reads its own flag.
FORK_PORT = {
    "upstream": {"symbols": [PRIMUS_NORM]},
    "enable": {"flags": {"enable_primus_turbo": True, "use_turbo_rms_norm": True}, "phase": "build_args"},
    "port": {"sites": [FORK_NORM], "flags": {"fork_fused_norm": True}},
    "notes": ["The fork's port also replaces LayerNorm through the same wrapper."],
}


def plan_for(tables, **changes):
    return decide(make_facts(**changes), tables)


def fields(plan):
    return [q.field for q in plan.questions]


def hook_lines(plan, name):
    return next(h for h in plan.hooks if h.name == name).guidance


# --- 1. Primus's side and the port's side --------------------------------------


def test_port_sites_replace_primus_sites_in_the_tests(tables):
    plan = plan_for(tables, **FORK_PORT)
    assert [(s.path, s.role) for s in plan.sites] == [(FORK_NORM, "port site")]


def test_differences_name_sites_only_one_side_rebinds_and_how_each_is_turned_on(tables):
    text = "\n".join(plan_for(tables, **FORK_PORT).differences)
    assert f"Sites only your port rebinds (checked): {FORK_NORM}" in text
    assert f"Sites only Primus rebinds (not checked): {PRIMUS_NORM}" in text
    assert "your port by the flag(s) fork_fused_norm=True; Primus by enable_primus_turbo=True" in text


def test_set_feature_todo_quotes_the_ports_flag_and_never_says_primus_enables_it_with_it(tables):
    lines = hook_lines(plan_for(tables, **FORK_PORT), "set_feature")
    assert "Your port is turned on by the flag(s) fork_fused_norm=True." in lines
    assert not any("Primus enables it with" in line for line in lines)
    assert not any("fork_fused_norm" in line and "Primus" in line for line in lines)


def test_notes_reach_the_plan_and_check_facts(tables):
    plan = plan_for(tables, **FORK_PORT)
    assert plan.notes == ("The fork's port also replaces LayerNorm through the same wrapper.",)
    assert "also replaces LayerNorm" in render_files(plan, "f.yaml")["VALIDATION_PLAN.md"]
    assert "also replaces LayerNorm" in format_decisions(plan)


def test_primus_sites_without_port_sites_are_used_and_the_plan_asks(tables):
    plan = plan_for(tables, upstream={"symbols": [PRIMUS_NORM]})
    assert [s.path for s in plan.sites] == [PRIMUS_NORM]
    assert "port.sites" in fields(plan)
    assert any("the port's own are not given yet" in line for line in plan.differences)


# --- 2. unknown is not none ------------------------------------------------------


def test_sites_not_given_read_not_given_yet_not_none(tables):
    plan = plan_for(tables)
    rendered = render_files(plan, "f.yaml")["VALIDATION_PLAN.md"]
    assert "not given yet (see the open questions)" in rendered
    assert "none: the port rebinds no upstream symbol" not in rendered
    assert "sites checked: not given yet" in format_decisions(plan)


def test_port_sites_given_empty_read_none(tables):
    plan = plan_for(tables, port={"sites": []})
    assert plan.sites_note.startswith("none:")


def test_skip_conditions_not_given_read_not_given_yet_not_never(tables):
    plan = plan_for(tables)
    rendered = render_files(plan, "f.yaml")["VALIDATION_PLAN.md"]
    assert "Skip conditions" in rendered and "- never" not in rendered
    assert "skip conditions: not given yet" in format_decisions(plan)
    assert {"requires.platform", "requires.packages"} <= set(fields(plan))


def test_skip_conditions_given_as_empty_read_never(tables):
    plan = plan_for(tables, requires={"platform": "any"}, constraints=[])
    assert plan.skips_note.startswith("never:")
    assert "requires.platform" not in fields(plan)


def test_function_wrapping_port_is_asked_for_its_transient_binding(tables):
    asked = plan_for(tables, feature={"patch_style": "function_wrapping"})
    answered = plan_for(tables, feature={"patch_style": "function_wrapping"}, upstream={"transient": []})
    assert "upstream.transient" in fields(asked)
    assert "upstream.transient" not in fields(answered)


def test_tensor_input_without_a_shape_is_asked(tables):
    plan = plan_for(tables, module={"constructor": "Norm(h)", "forward_inputs": [{"name": "x"}, {"name": "y", "shape": [4]}]})
    assert "module.forward_inputs.x.shape" in fields(plan)
    assert "module.forward_inputs.y.shape" not in fields(plan)


def test_constraint_keys_from_primus_argument_validation_are_asked_and_an_answer_drops_them(tables):
    constraint = {"param": "turbo_sync_free_moe_stage", "op": "in", "value": [0, 1], "source": "primus/backends/megatron/patches/args/rocm_arg_validation.py:47"}
    asked = plan_for(tables, constraints=[constraint])
    question = next(q for q in asked.questions if q.field == "port.config_keys")
    assert "turbo_sync_free_moe_stage" in question.text and "argument validation" in question.text
    answered = plan_for(tables, constraints=[constraint], port={"config_keys": ["tensor_model_parallel_size"]})
    assert answered.constraints == ()
    assert any("no turbo_sync_free_moe_stage" in line for line in answered.differences)
    assert "port.config_keys" not in fields(answered)


# --- 3. runnable here -------------------------------------------------------------


@pytest.mark.parametrize("package", ["transformer_engine", "primus_turbo", "deep_ep"])
def test_gpu_only_packages_make_every_tier_need_a_gpu(tables, package):
    plan = plan_for(tables, requires={"packages": {package: None}}, user={"gpu": False})
    assert {t.name: t.runnable_here for t in plan.tiers} == {"correctness": "no", "integration": "no", "performance": "no"}


def test_port_needs_gpu_is_not_runnable_on_a_cpu_machine(tables):
    plan = plan_for(tables, port={"needs_gpu": True}, user={"gpu": False})
    assert plan.tiers[0].runnable_here == "no"
    assert "port.needs_gpu" in plan.tiers[0].device_reason


def test_a_cpu_port_stays_runnable_on_a_cpu_machine(tables):
    plan = plan_for(tables, requires={"packages": {"numpy": None}}, user={"gpu": False})
    assert plan.tiers[0].runnable_here == "yes"


# --- 5. multi-rank ports ------------------------------------------------------------

DEEPEP_CONSTRAINT = {"param": "tensor_model_parallel_size * expert_model_parallel_size", "op": ">", "value": 1, "source": "primus_turbo.py:2320"}


def test_user_parallel_sizes_give_the_torchrun_command_with_n(tables):
    plan = plan_for(tables, constraints=[DEEPEP_CONSTRAINT], user={"parallel": {"expert_model_parallel_size": 8}})
    assert plan.world_size == 8
    rendered = render_files(plan, "f.yaml")["VALIDATION_PLAN.md"]
    assert "torchrun --nproc-per-node=8 -m pytest -q" in rendered
    assert "A one-process run (`python -m pytest`) cannot check" in rendered


def test_constraints_alone_give_the_smallest_world_that_meets_them(tables):
    plan = plan_for(tables, constraints=[DEEPEP_CONSTRAINT])
    assert plan.world_size == 2


def test_world_size_holds_dense_and_expert_layouts():
    from portval.plan.port_side import decide_world_size

    assert decide_world_size({"TP": 2, "EP": 4, "PP": 2, "CP": 1}) == 16
    assert decide_world_size({"TP": 1, "EP": 4, "PP": 1, "CP": 2}) == 4
    assert decide_world_size({"TP": 1, "EP": 1, "PP": 1, "CP": 1}) == 1


def test_setup_framework_guidance_names_every_parallel_size_including_ep(tables):
    plan = plan_for(tables, constraints=[DEEPEP_CONSTRAINT], user={"parallel": {"expert_model_parallel_size": 8, "tensor_model_parallel_size": 1}})
    text = " ".join(hook_lines(plan, "setup_framework"))
    for name in ("tensor_model_parallel_size=1", "pipeline_model_parallel_size=1", "context_parallel_size=1", "expert_model_parallel_size=8"):
        assert name in text


def test_one_rank_run_has_no_torchrun_line(tables):
    rendered = render_files(plan_for(tables), "f.yaml")["VALIDATION_PLAN.md"]
    assert "--nproc-per-node" not in rendered


# --- 7. commands that work where they are printed ------------------------------------


def test_not_step_level_line_only_with_step_level_tests(tables):
    op = render_files(plan_for(tables), "f.yaml")["VALIDATION_PLAN.md"]
    step = render_files(plan_for(tables, feature={"port_kind": "full_replacement"}), "f.yaml")["VALIDATION_PLAN.md"]
    assert '-m "not step_level"' not in op
    assert '-m "not step_level"' in step


def test_compare_losses_command_uses_the_scripts_path_from_the_scaffold(tables):
    plan = decide(make_facts(feature={"port_kind": "full_replacement"}), tables, scripts_path="../skill/scripts")
    assert "python ../skill/scripts/compare_losses.py baseline.log ported.log" in render_files(plan, "f.yaml")["VALIDATION_PLAN.md"]


def test_existing_tests_after_command_turns_the_port_on_through_the_plugin(tables):
    plan = plan_for(tables, user={"existing_tests": ["tests/unit_tests/test_norm.py"]})
    after = plan.existing_tests[0].after
    assert "-p portval_enable" in after and "PYTHONPATH=" in after
    assert "portval_enable.py" in plan.files
    plugin = render_files(plan, "f.yaml")["portval_enable.py"]
    assert "port_adapter.set_feature(True)" in plugin
    compile(plugin, "portval_enable.py", "exec")


def test_existing_tests_after_command_uses_the_ports_env_var(tables):
    plan = plan_for(tables, port={"env": {"FORK_FUSED_NORM": "1"}}, user={"existing_tests": ["t.py"]})
    assert plan.existing_tests[0].after.startswith("FORK_FUSED_NORM=1 python -m pytest t.py -q")
    assert "portval_enable.py" not in plan.files


# --- 8. facts that mean what the user means --------------------------------------------


@pytest.mark.parametrize(("name", "value"), [("perf_margin", 0.03), ("perf_margin", 3), ("memory_margin", 5), ("step_rtol_max", 5)])
def test_a_percentage_threshold_is_refused_saying_what_was_meant(name, value):
    with pytest.raises(FactsError) as error:
        make_facts(user={"thresholds": {name: value}})
    assert f"user.thresholds.{name}" in str(error.value) and "percentage" in str(error.value)


def test_a_three_percent_margin_written_as_a_ratio_is_accepted(tables):
    assert plan_for(tables, user={"thresholds": {"perf_margin": 0.97}}).perf.margin == 0.97


def test_one_snr_figure_applies_to_every_low_precision_format(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "mxfp8", "bf16"]}, user={"thresholds": {"snr_db": 25}})
    assert {(r.fmt, r.min_db) for r in plan.snr_rules} == {("fp8", 25.0), ("mxfp8", 25.0)}
    assert len([line for line in plan.overrides if line.startswith("snr_db")]) == 2


def test_low_precision_only_port_keeps_determinism_and_feature_off_checks(tables):
    plan = plan_for(tables, numerics={"dtypes": ["mxfp8"]}, upstream={"symbols": ["a.b.c"]})
    tests = [c.test for c in plan.tiers[0].checks]
    assert "test_ported_path_is_deterministic" in tests and "test_feature_off_is_upstream_bitwise" in tests
    assert plan.compute_checks_need_gpu
    source = render_files(plan, "f.yaml")["test_correctness.py"]
    assert "@pytest.mark.gpu\ndef test_ported_path_is_deterministic" in source
    # fp8 is emulated on the CPU: an fp8-only port keeps both checks, unmarked.
    fp8_only = plan_for(tables, numerics={"dtypes": ["fp8"]}, upstream={"symbols": ["a.b.c"]})
    assert not fp8_only.compute_checks_need_gpu
    assert "@pytest.mark.gpu\ndef test_ported_path_is_deterministic" not in render_files(fp8_only, "f.yaml")["test_correctness.py"]


def test_env_var_tied_to_one_format_selects_it_before_the_env_test(tables):
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "mxfp8", "bf16"]}, enable={"env": {"NVTE_ROCM_ENABLE_MXFP8": "1"}, "env_formats": {"NVTE_ROCM_ENABLE_MXFP8": "mxfp8"}})
    assert plan.env_formats == (("NVTE_ROCM_ENABLE_MXFP8", "mxfp8"),)
    source = render_files(plan, "f.yaml")["test_integration.py"]
    assert "ENV_FORMATS = {\n    'NVTE_ROCM_ENABLE_MXFP8': 'mxfp8'," in source
    assert "adapter.set_precision(ENV_FORMATS[var])" in source
    assert "(only for mxfp8)" in " ".join(hook_lines(plan, "set_feature"))


def test_env_format_for_a_variable_not_in_env_is_refused():
    with pytest.raises(FactsError, match=r"enable\.env_formats\.X"):
        make_facts(enable={"env_formats": {"X": "mxfp8"}})


def test_rebound_function_gets_a_todo_about_the_enclosing_block(tables):
    plan = plan_for(tables, upstream={"symbols": ["megatron.core.fp8_utils.get_fp8_context"]})
    assert any("does not call them itself" in line for line in hook_lines(plan, "build_module"))
    assert not any("does not call them itself" in line for line in hook_lines(plan_for(tables, **FORK_PORT), "build_module"))


def test_plan_names_only_generated_files_and_each_user_once(tables):
    # A schedule change compares no layer: no op level, so Primus has no outputs to dump.
    plan = plan_for(tables, numerics={"dtypes": ["fp8", "mxfp8", "bf16"], "level": "step"}, feature={"port_kind": "full_replacement"})
    assert "dump_reference.py" not in plan.files
    assert "dump_reference.py" not in render_files(plan, "f.yaml")["VALIDATION_PLAN.md"]
    for h in plan.hooks:
        assert len(h.used_by) == len(set(h.used_by)), h.name
        assert "dump_reference.py" not in h.used_by, h.name


def test_ported_object_not_given_reads_not_given_yet_in_the_header(tables):
    rendered = render_files(plan_for(tables, upstream={"symbols": [PRIMUS_NORM]}), "f.yaml")["VALIDATION_PLAN.md"]
    assert "| your port | not given yet (see the open questions) |" in rendered
    assert "implementation.ported" in fields(plan_for(tables, upstream={"symbols": [PRIMUS_NORM]}))


def test_the_plans_header_prints_a_fact_the_file_leaves_out_as_not_given_and_one_it_gives_empty_as_none(tables):
    header = [line for line in render_files(plan_for(tables), "f.yaml")["VALIDATION_PLAN.md"].splitlines() if line.startswith("| ")]
    shown = {row.split(" | ")[0][2:]: row.split(" | ")[1].strip(" |") for row in header}
    for fact in ("Primus-Turbo", "Primus's enable flags", "environment", "side effects"):
        assert shown[fact] == "not given", (fact, shown[fact])
    assert shown["Primus implementation"].startswith("not given")
    assert shown["platform"] == "any (requires.platform not given: no platform skip until it is)"
    given = plan_for(tables, enable={"flags": {}, "env": {}}, requires={"platform": "any"})
    shown = {row.split(" | ")[0][2:]: row.split(" | ")[1].strip(" |") for row in render_files(given, "f.yaml")["VALIDATION_PLAN.md"].splitlines() if row.startswith("| ")}
    assert (shown["Primus's enable flags"], shown["environment"], shown["platform"]) == ("none", "none", "any")
