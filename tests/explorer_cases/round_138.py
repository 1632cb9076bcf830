"""Round 138: a tech blog post in Thai: a wrapped `GPTModel._postprocess`, a flag or a gate variable that turns it
on, a chunk size the feature reads while it runs, a phase an errata section corrects, and two sibling patches."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_eighth_thai_blog_fused_linear_ce.md"

TITLE = "hundred-and-thirty-eighth-round report (a blog post in Thai)"
SITE = "megatron.core.models.gpt.gpt_model.GPTModel._postprocess"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_linear_ce",
            "feature.summary": frozenset({None, "Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq)."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/fused_linear_ce_patches.py"}),
            "enable.flags": {("enable_fused_linear_ce", True)},
            "enable.env": {("FUSED_CE_CHUNK", "4096")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fused_linear_ce", "upstream.symbols": {SITE}},
        # The gate variable (not a need); the retracted phase and checkpointing; the sibling patches.
        nowhere=("FUSED_LINEAR_CE", "build_args", "torch.utils.checkpoint", "fla_fused_ce", "odc_torch_fsdp2"),
        mentioned=(SITE, "enable_fused_linear_ce", "FUSED_LINEAR_CE", "FUSED_CE_CHUNK", "mtp_num_layers"),
    ),
}
