"""Round 311: a Bitbucket pull request's comments as its REST API returns them: raw Markdown beside rendered HTML,
inline comments and replies, a struck gate, and a gate given as "`enable_fused_linear_ce` / `FUSED_LINEAR_CE=1`"
(either one a way in)."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eleventh_bitbucket_pr_json_fused_linear_ce.md"

TITLE = "three-hundred-and-eleventh-round report (a Bitbucket pull request's comments as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_linear_ce",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/fused_linear_ce_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.fused_linear_ce", "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"}},
        # One of two ways in as a required variable; the retracted site; the companion's flags.
        nowhere=("FUSED_LINEAR_CE", "compute_language_model_loss", "enable_odc", "use_torch_fsdp2"),
        mentioned=("enable_fused_linear_ce",),
    ),
}
