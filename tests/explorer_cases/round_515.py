"""Round 515: an iMessage conversation exported as text by imessage-exporter (time lines with read receipts, senders,
tapbacks, replies indented under the message they answer and printed again, an edited message with its edit): an
edit that takes back the TE RMSNorm site (the rms_norm patch's), a correction of a supposed side effect, a retracted
version floor, a settings table and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import NARRATIVE_SUMMARY

REPORT = "five_hundred_fifteenth_imessage_export_fused_residual_norm.md"

TITLE = "five-hundred-and-fifteenth-round report (an iMessage chat exported as text)"
SITES = {
    "megatron.core.transformer.transformer_layer.TransformerLayer.forward",
    "megatron.core.transformer.transformer_block.TransformerBlock.__init__",
    "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": frozenset({None, NARRATIVE_SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": SITES,
            "upstream.aliases": set(),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.normalization.rmsnorm_residual"}),
            "enable.flags": set(),
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1"), ("PRIMUS_FUSED_RESIDUAL_NORM_V2", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.turbo.fused_residual_norm", "enable.phase": "before_train"},
        # The edit's retracted TE site (the rms_norm patch's) and its flags; the corrected side effect; the dropped floor.
        nowhere=("transformer_engine.pytorch.RMSNorm", "use_turbo_rms_norm", "enable_primus_turbo", "0.12", "hidden_dropout"),
        mentioned=(*sorted(SITES), "PRIMUS_FUSED_RESIDUAL_NORM", "use_turbo_rms_norm"),
    ),
}
