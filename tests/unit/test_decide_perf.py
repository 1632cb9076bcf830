"""Decisions of the performance tier: what the benchmark flushes and which settings of a training run it applies."""

from __future__ import annotations

from helpers import make_facts
from portval.plan.decide import decide
from portval.plan.perf import PRODUCTION_SETTINGS


def test_op_level_timing_flushes_the_l2_cache_and_step_level_does_not(tables):
    op = decide(make_facts(numerics={"level": "op"}), tables).perf
    step = decide(make_facts(numerics={"level": "step"}), tables).perf
    assert op.flush_l2 is True and step.flush_l2 is False
    assert "triton.testing.do_bench" in op.sources["flush_l2"]


def test_the_benchmark_names_the_production_settings_of_its_runtime(tables):
    torch_plan = decide(make_facts(), tables)
    jax_plan = decide(make_facts(framework={"name": "maxtext"}), tables)
    assert torch_plan.perf.production == PRODUCTION_SETTINGS["pytorch"]
    assert any("use_deterministic_algorithms(False)" in s for s in torch_plan.perf.production)
    assert jax_plan.perf.production == PRODUCTION_SETTINGS["jax"]
    assert any("--xla_gpu_deterministic_ops" in s for s in jax_plan.perf.production)


def test_production_inputs_are_an_optional_hook_with_make_inputs_signature(tables):
    plan = decide(make_facts(numerics={"level": "op"}), tables)
    bench, inputs = plan.hook("make_bench_inputs"), plan.hook("make_inputs")
    assert not bench.required and bench.used_by == ("bench_parity.py --level op",)
    assert bench.signature == inputs.signature.replace("make_inputs", "make_bench_inputs")
