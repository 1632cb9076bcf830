"""Round 171: a design note in Catalan: an assert "Quan Turbo està actiu" (when Turbo is on) that holds in one mode, the sibling patches
"no és el nostre" (not ours), a TP gate retracted with "Rectifico", and a reviewer's wrong phase refuted."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_first_catalan_design_note_fp8_context.md"

TITLE = "hundred-and-seventy-first-round report (a design note in Catalan)"
SITES = {f"megatron.core.{m}.get_fp8_context" for m in ("fp8_utils", "transformer.transformer_block", "ssm.mamba_block", "transformer.multi_token_prediction")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fp8.context",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fp8_utils.get_fp8_context"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fp8_utils.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.core.low_precision.Float8QuantConfig"}),
            "enable.flags": {("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fp8.context", "framework.name": "megatron-lm"},
        nowhere=("fp8_available", "tensor_model_parallel_size", "build_args", "check_fp8_block_scaling_support", "fp4"),
        mentioned=("megatron.core.fp8_utils.get_fp8_context", "enable_primus_turbo", "disable_fp8_context_patches"),
    ),
}
