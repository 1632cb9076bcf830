"""Round 233: an issue as `gh issue view --json` prints it: the body's Markdown (a table of sites, the registration in
a code block, a checklist) and four comments in JSON strings: one taking back two sites named with a slash, a bot's
summary with the wrong phase, a correction of the bot, and a guess."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_third_gh_issue_json_mp_sync_skip.md"

TITLE = "two-hundred-and-thirty-third-round report (an issue as gh's JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.training.training.logical_and_across_model_parallel_group",
                "megatron.training.training.reduce_max_stat_across_model_parallel_group",
            },
            "upstream.aliases": {
                "megatron.training.training.logical_and_across_model_parallel_group",
                "megatron.training.training.reduce_max_stat_across_model_parallel_group",
            },
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.skip_redundant_mp_sync", "framework.name": "megatron-lm"},
        # The sites taken back; the bot's phase; the condition's locals; the variable called unrelated.
        nowhere=("megatron.training.utils", "build_args", "TORCH_NCCL_ASYNC_ERROR_HANDLING"),
        mentioned=("logical_and_across_model_parallel_group", "tensor_model_parallel_size"),
    ),
}
