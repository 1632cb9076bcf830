"""What the real frameworks need from a scaffold: process group, setup hooks, config guidance, the port-built check."""

from __future__ import annotations

import pytest
from helpers import make_facts
from portval.plan.decide import decide

SITES = {"upstream": {"symbols": ["pkg.mod.Thing"], "aliases": ["pkg.other.Thing"]}}


def plan_for(tables, framework, **changes):
    return decide(make_facts(framework={"name": framework}, **changes), tables)


def hook(plan, name):
    return next(h for h in plan.hooks if h.name == name)


def test_megatron_joins_a_one_rank_process_group_and_says_why(tables):
    plan = plan_for(tables, "megatron-lm")
    assert "megatron-core's parallel state needs torch.distributed" in plan.process_group


@pytest.mark.parametrize("framework", ["torchtitan", "other"])
def test_other_frameworks_need_no_process_group(tables, framework):
    assert plan_for(tables, framework).process_group == ""


def test_megatron_must_fill_setup_and_teardown_with_model_parallel_state(tables):
    plan = plan_for(tables, "megatron-lm")
    setup, teardown = hook(plan, "setup_framework"), hook(plan, "teardown_framework")
    assert setup.required and teardown.required
    assert {"setup_framework", "teardown_framework"} <= set(plan.required_hook_names)
    assert any("initialize_model_parallel" in line for line in setup.guidance)
    assert any("destroy_model_parallel" in line for line in teardown.guidance)


@pytest.mark.parametrize("framework", ["torchtitan", "other"])
def test_setup_and_teardown_default_to_nothing_elsewhere(tables, framework):
    plan = plan_for(tables, framework)
    assert not hook(plan, "setup_framework").required and not hook(plan, "teardown_framework").required
    assert "setup_framework" not in plan.required_hook_names


def test_megatron_build_guidance_names_the_transformer_config_and_tuple_outputs(tables):
    guidance = " ".join(hook(plan_for(tables, "megatron-lm"), "build_module").guidance)
    assert "TransformerConfig" in guidance and "use_cpu_initialization=True" in guidance
    assert "(output, bias)" in guidance


def test_torchtitan_build_guidance_says_the_config_builds_its_own_class(tables):
    plan = plan_for(tables, "torchtitan")
    assert any("Config.build() builds the class the Config belongs to" in line for line in hook(plan, "build_module").guidance)
    assert any("Config" in line for line in hook(plan, "make_train_step").guidance)


def test_port_built_check_needs_a_module_sites_and_the_ported_path(tables):
    with_port = plan_for(tables, "torchtitan", implementation={"ported": "mine.Port"}, **SITES)
    assert with_port.port_built_check
    assert "test_ported_module_is_built" in [c.test for t in with_port.tiers for c in t.checks]
    assert not plan_for(tables, "torchtitan", **SITES).port_built_check
    assert not plan_for(tables, "torchtitan", implementation={"ported": "mine.Port"}).port_built_check
    config_rewrite = plan_for(tables, "torchtitan", feature={"patch_style": "config_rewrite"}, implementation={"ported": "mine.rewrite"}, **SITES)
    assert not config_rewrite.port_built_check
