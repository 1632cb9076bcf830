"""Round 358: a Robot Framework suite (Settings with Documentation and Metadata, Variables, Test Cases with
[Documentation] and [Tags], Keywords, comments): the sites in a documentation table under "bound at two places", a
third site a comment takes back and a test commented out, keyword calls with settings, conditional checks, two
companion patches under a "not this patch" rule and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_eighth_robot_suite_validate_args.md"

SITES = ("megatron.training.arguments.validate_args", "megatron.training.initialize.validate_args")

TITLE = "three-hundred-and-fifty-eighth-round report (a Robot Framework suite)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.validate_args",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": set(SITES),
            "upstream.aliases": set(SITES),
            "implementation.primus": frozenset({None, "validate_args_on_rocm"}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/patches/args/validate_args_patches.py",
                    "primus/backends/megatron/patches/args/rocm_arg_validation.py",
                }
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.validate_args", "enable.phase": "before_train", "upstream.sites": set(SITES)},
        # The site the comment takes back; a condition as a constraint; the companions' ids and gates.
        nowhere=("megatron.training.training.validate_args", "turbo_sync_free_moe_stage", "fp4_te_version", "decoder_pipeline_manual_split"),
        mentioned=(*SITES, "use_turbo_parallel_linear", "use_turbo_grouped_mlp", "line 75"),
    ),
}
