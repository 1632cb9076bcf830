"""Round 628: a Vanilla Forums discussion with its comments from its API v2 (each body the HTML the API renders, tables
and a quote of another comment): a Requires bullet a comment takes back, a settings table whose row is another
patch's switch ("not read by this patch"), the rms_norm patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_twenty_eighth_vanilla_forums_json_fused_residual_norm.md"

TITLE = "six-hundred-and-twenty-eighth-round report (a Vanilla Forums discussion)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.summary': 'Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2).',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.summary': 'Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2).',
            'enable.phase': 'before_train',
        },
        nowhere=('use_turbo_rms_norm', 'tensor_model_parallel_size', 'TENorm', 'FORK_FUSED', 'transformer_engine.pytorch.RMSNorm'),
        mentioned=('PRIMUS_FUSED_RESIDUAL_NORM_V2', 'use_turbo_rms_norm'),
    ),
}
