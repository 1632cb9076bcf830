"""Round 775: the explorer's inventory of the TE patches, some patches going on over rows whose first cell is empty, then the
deep-dive: a GPT-spec alias a correction takes back, a supposed key, the consolidated-prologue neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_fifth_continuation_rows_inventory_fmha_bshd_layout.md"

TITLE = "seven-hundred-and-seventy-fifth-round report (an inventory with continuation rows)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.summary': 'Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/bshd_layout_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.summary': 'Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1.',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward'},
            'enable.phase': 'before_train',
        },
        nowhere=('gpt_layer_specs', 'use_te_bshd_layout', 'primus_turbo'),
        mentioned=(),
    ),
}
