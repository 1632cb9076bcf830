"""Round 356: a Jenkins pipeline's console log (time stamps, [Pipeline] stage markers, shell steps and their output, a
training run's own log, the engineer's echo notes): the facts in the echoes, a wrapped function and an aborted launch
both corrected, the run's overrides and git's "timeout=10" in the output, and a companion patch's "Patched X -> Y"."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_sixth_jenkins_console_hsdp_args.md"

TITLE = "three-hundred-and-fifty-sixth-round report (a Jenkins console log)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.hsdp",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/hsdp_args_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.hsdp"},
        # What the commands printed (the companion's site, the run's overrides, git's timeout), the gate as a
        # constraint, and the style from "does not wrap ... (or rebind any upstream symbol at all)".
        nowhere=(
            "torch_FSDP",
            "'timeout'",
            "'replicate'",
            "'train_iters'",
            "('data_parallel_replicate_degree'",
            "'param': 'data_parallel_replicate_degree'",
            "binding_replacement",
            "initialize_model_parallel'",
        ),
        mentioned=("use_torch_fsdp2", "ckpt_format", "data_parallel_replicate_degree", "line 70"),
    ),
}
