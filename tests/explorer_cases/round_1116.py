"""Round 1116: the explorer's deep-dive written in Xitsonga: a taken-back `TransformerBlock.forward`, a
`TransformerBlock.__init__` rebinding only with V2 on, the neighbour `megatron.turbo.rms_norm` with its flags, a "does
not need `enable_primus_turbo`" line, "if you ever" and "unless" lines, a made-up config and versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixteenth_tsonga_deep_dive_fused_residual_norm.md"

TITLE = "one-thousand-one-hundred-and-sixteenth-round report (a deep-dive in Xitsonga)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.summary': frozenset({'Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
            'implementation.turbo': frozenset({'primus_turbo.pytorch.ops.normalization.rmsnorm_residual', None}),
            'requires.packages': {('megatron-core', None), ('primus_turbo', None), ('transformer_engine', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
        },
        nowhere=(
            'TransformerBlock', 'rms_norm.', 'enable_primus_turbo', '0.16.0', '6.4',
        ),
        mentioned=(),
    ),
}
