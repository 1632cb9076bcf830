"""Round 870: the explorer's deep-dive written in Sinhala: a block site rebound "only when" the V2 variable is true ("... සත්‍ය වූ
විට පමණි"), a gate a correction ("නිවැරදි කිරීම") takes back, the RMSNorm neighbour, a supposed config
("උපකල්පිත")."""

from __future__ import annotations

from .case import Case
from .names import FUSED_RESIDUAL_NORM_ALLOWED

REPORT = "eight_hundred_seventieth_sinhala_deep_dive_fused_residual_norm.md"
PATCH = "megatron.turbo.fused_residual_norm"

TITLE = "eight-hundred-and-seventieth-round report (a deep-dive in Sinhala)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            **FUSED_RESIDUAL_NORM_ALLOWED,
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
        },
        nowhere=('TransformerBlock.__init__', 'use_fused_residual_norm', 'fused_residual_norm_version', 'enable_primus_turbo'),
        mentioned=(),
    ),
}
