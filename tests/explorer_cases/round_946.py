"""Round 946: a docs platform's page exported as Markdown (hint, tabs and code blocks, a description in front matter): a TENorm
site a hint takes back, a hypothetical variable tab, the fused-residual and spec-provider neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_sixth_gitbook_page_turbo_rms_norm.md"

TITLE = "nine-hundred-and-forty-sixth-round report (a docs platform page exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.rms_norm',
            'feature.summary': frozenset({None, "megatron.turbo.rms_norm replaces Transformer Engine's RMSNorm class with PrimusTurboRMSNorm, a thin subclass whose forward calls the Primus-Turbo rmsnorm kernel instead of TE's own."}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.RMSNorm'},
            'implementation.primus': 'primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/primus_turbo.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.normalization.rmsnorm'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True), ('use_turbo_rms_norm', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.turbo.rms_norm',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.RMSNorm'},
            'implementation.primus': 'primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm',
            'enable.flags': {('enable_primus_turbo', True), ('use_turbo_rms_norm', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('TENorm', 'PRIMUS_TURBO_RMS_NORM', 'rmsnorm_residual', 'TESpecProvider', 'use_turbo_norm_te_linear'),
        mentioned=(),
    ),
}
