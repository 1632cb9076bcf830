"""Round 238: an Asana task exported as JSON: the task's name, its notes (with an HTML copy), custom fields ("Phase",
"Patch style", "Upstream symbol") and stories: comments that take back a site and a phase, a system event changing the
Phase field, and another patch's site under a "Not this patch" line of the notes."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_eighth_asana_task_json_torch_profiler.md"

TITLE = "two-hundred-and-thirty-eighth-round report (an Asana task as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.profiler.profile"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.torch_profiler", "upstream.symbols": {"torch.profiler.profile"}},
        # Another patch's site; the phase and site taken back; another patch's variable.
        nowhere=("setup_model_and_optimizer", "setup", "torch.profiler.schedule", "PROFILER"),
        mentioned=("torch.profiler.profile", "disable_profiler_activity_cpu"),
    ),
}
