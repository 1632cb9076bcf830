"""Round 937: the explorer's deep-dive written in Yiddish, right to left: a scan site a correction takes back, three Mamba and
GDN neighbours, a hypothetical config and variable, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_seventh_yiddish_deep_dive_rocm_chunk_state_bwd.md"

TITLE = "nine-hundred-and-thirty-seventh-round report (a deep-dive in Yiddish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.mamba.rocm_chunk_state_bwd_db',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('triton', None)},
        },
        required={
            'feature.id': 'megatron.mamba.rocm_chunk_state_bwd_db',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('ssd_chunk_scan', 'PRIMUS_FUSED_CE', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
