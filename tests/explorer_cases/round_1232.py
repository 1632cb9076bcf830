"""Round 1232: a deep-dive in Japanese (identifiers in code, prose, caveats and corrections in Japanese): "パッチ ID は
`x`。" opening What it does, the registered description after "`description=` の原文は", "`use_turbo_rms_norm=false`
のままだと" (if it stays false), the RMSNorm patch beside it, "`apex` は不要" and "一切使っていない" (not used at all),
and one run's versions "最小要件ではない" (no minimum)."""

from __future__ import annotations

from .case import Case
from .names import FUSED_RESIDUAL_NORM_ALLOWED

REPORT = "one_thousand_two_hundred_thirty_second_japanese_deep_dive_fused_residual_norm.md"

ID = "megatron.turbo.fused_residual_norm"
SUMMARY = "Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2)."
SITES = {
    "megatron.core.transformer.transformer_layer.TransformerLayer.forward",
    "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward",
}
TITLE = "one-thousand-two-hundred-and-thirty-second-round report (a deep-dive in Japanese)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            **FUSED_RESIDUAL_NORM_ALLOWED,
            "feature.summary": frozenset({None, SUMMARY}),
            # The report calls it binding_replacement; the new forwards call the originals they keep
            # (fused_residual_rmsnorm.py:112-176), so the earlier rounds' function_wrapping is as true.
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "upstream.symbols": SITES,
            # fused_residual_norm_patches.py:37-38: either variable turns it on; V2 includes V1.
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1"), ("PRIMUS_FUSED_RESIDUAL_NORM_V2", "1")},
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None), ("megatron-core", None)},
        },
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
        },
        nowhere=(
            "megatron.turbo.rms_norm",
            "rms_norm_patches",
            "is_primus_turbo_can_patch",
            "enable_primus_turbo",
            "use_turbo_rms_norm",
            "TransformerBlock.forward",
            "build_args",
            "apex",
            "FusedRMSNorm",
            "6.4.1",
            "2.7.1",
            "0.14.0",
            "パッチ ID",
        ),
        mentioned=(*sorted(SITES), "PRIMUS_FUSED_RESIDUAL_NORM"),
    ),
}
