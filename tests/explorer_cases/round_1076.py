"""Round 1076: the explorer's deep-dive written in Karakalpak: `TransformerBlock.__init__` wrapped "tek
`PRIMUS_FUSED_RESIDUAL_NORM_V2=1` bolǵanda ǵana" (only when V2 is set), the RMSNorm neighbour, a made-up `_V3` variable,
versions that are no requirement."""

from __future__ import annotations

from .case import Case
from .names import FUSED_RESIDUAL_NORM_ALLOWED

REPORT = "one_thousand_seventy_sixth_karakalpak_deep_dive_fused_residual_norm.md"

TITLE = "one-thousand-and-seventy-sixth-round report (a deep-dive in Karakalpak)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_RESIDUAL_NORM_ALLOWED,
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TransformerBlock', 'PRIMUS_FUSED_RESIDUAL_NORM_V3', 'rms_norm', '0.16.0',
        ),
        mentioned=(),
    ),
}
