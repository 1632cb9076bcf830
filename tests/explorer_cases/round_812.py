"""Round 812: the explorer's deep-dive as one HTML table of part and content: a struck gate with its erratum row, a
second-version hook, two neighbours, supposed keys, apex and aiter named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twelfth_html_two_column_table_fused_residual_norm.md"

TITLE = "eight-hundred-and-twelfth-round report (an HTML page of one two-column table)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.summary': 'Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2).',
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None), ('triton', None)},
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.summary': 'Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2).',
            'upstream.symbols': {'megatron.core.transformer.transformer_layer.TransformerLayer.forward'},
            'implementation.turbo': 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual',
        },
        nowhere=('is_primus_turbo_can_patch', 'use_turbo_fused_residual_norm', 'fused_residual_norm_mode', 'apex', 'aiter'),
        mentioned=(),
    ),
}
