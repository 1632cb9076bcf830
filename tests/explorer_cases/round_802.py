"""Round 802: an agent's answer opening with a Field | First draft | Final table (the draft column wrong, the final one
right), then the explorer's deep-dive: two neighbours, a line taken back, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_second_first_draft_final_table_fmha_bshd_layout.md"

TITLE = "eight-hundred-and-second-round report (a first draft set beside the final answer)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.summary': frozenset({None, 'Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1.'}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/bshd_layout_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'binding_replacement', 'primus_turbo', 'PrimusBSHDAttention', 'build_args', 'use_turbo_attention',
            'TEDotProductAttention.__init__',
        ),
        mentioned=(),
    ),
}
