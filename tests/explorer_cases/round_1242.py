"""Round 1242: a design doc comparing three pipeline schedules in one table (two Megatron patches and the TorchTitan
fallback being ported), then a section for each: the failure the patch is there for opening What it does ("Some
PyTorch builds ... do not have that class, and the import fails."), a wrong first guess, `dualpipe` and Primus-Turbo
not needed, a setting that reads like the switch, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_second_schedule_comparison_dualpipev.md"

ID = "torchtitan.torch.pipelining_schedules_dualpipev"
SUMMARY = "The patch makes sure the name exists: when it is missing, it installs a stand-in class under that name."
TITLE = "one-thousand-two-hundred-and-forty-second-round report (a design doc comparing three pipeline schedules)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "binding_replacement",
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "megatron",
            "zero_bubble",
            "enable_1f1b_v",
            "patch_primus_pipeline",
            "pp_algorithm",
            "v_schedule",
            "before_train",
            "pipeline_parallel_schedule",
            "dualpipe ",
            "primus_turbo",
            "2.9.0",
            "Some PyTorch builds",
        ),
        mentioned=("torch.distributed.pipelining.schedules.ScheduleDualPipeV",),
    ),
}
