"""Round 428: a Google Doc downloaded as plain text: paragraphs, "*" and "○" bullets, comment anchors and the comments
at the end, a suggestion shown inline, a paragraph taken back by the next, and two companion patches."""

from __future__ import annotations

from .case import Case
from .names import TORCH_NORM_NEW

REPORT = "four_hundred_twenty_eighth_gdocs_plain_text_fla_rmsnorm.md"

TITLE = "four-hundred-and-twenty-eighth-round report (a Google Doc as plain text)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_norm.fla_rmsnorm",
            # Not "..., which is the patch that fills in args.use_fla_fused_rmsnorm": the companion's definition.
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {TORCH_NORM_NEW},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_norm_fla_rmsnorm_patches.py"}),
            "enable.flags": {("use_fla_fused_rmsnorm", True)},
            # Read by the companion knobs patch, which sets the flag from it.
            "enable.env": {("PRIMUS_FLA_NORM", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("flash-linear-attention", None), ("fla", None)},
        },
        required={"feature.id": "megatron.torch_norm.fla_rmsnorm", "enable.flags": {("use_fla_fused_rmsnorm", True)}, "enable.phase": "before_train"},
        # The wrong claim's module; the companions' settings.
        nowhere=("hybrid_mamba_mla_layer_specs", "use_fla_fused_gated_norm", "fla_swiglu"),
        mentioned=("use_fla_fused_rmsnorm", "PRIMUS_FLA_NORM", "fla_runtime_knobs", "fla_swiglu"),
    ),
}
