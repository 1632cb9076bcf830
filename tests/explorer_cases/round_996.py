"""Round 996: the explorer's deep-dive written in Scots: a block site bound "ainly whan V2 is on", "It disna need `aiter`", a
Turbo gate a correction calls wrang, the cases the layer falls back in "whan ony o thir is true", the norm and TE spec
neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import FUSED_RESIDUAL_NORM_ALLOWED

REPORT = "nine_hundred_ninety_sixth_scots_deep_dive_fused_residual_norm.md"

TITLE = "nine-hundred-and-ninety-sixth-round report (a deep-dive in Scots)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_RESIDUAL_NORM_ALLOWED,
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
            'implementation.turbo': 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual',
            'enable.phase': 'before_train',
        },
        nowhere=('TransformerBlock', 'enable_primus_turbo', 'aiter', 'hidden_dropout', 'use_turbo_rms_norm'),
        mentioned=(),
    ),
}
