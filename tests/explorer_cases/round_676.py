"""Round 676: a Pagure issue as its API returns it (the Markdown content, the comments, one of them Pagure's own
metadata notification): a layer-spec bullet a comment takes back, the torch.compile prologue patch beside it, a
supposed config key."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_sixth_pagure_issue_fmha_bshd_layout.md"

TITLE = "six-hundred-and-seventy-sixth-round report (a Pagure issue)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.summary': frozenset({None, 'Some TE fused-attention (FMHA) kernels run faster with a bshd memory layout than with the sbhd layout Megatron hands them.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/bshd_layout_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.env': {('NVTE_FMHA_USE_BSHD', '1')},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward'},
            'enable.env': {('NVTE_FMHA_USE_BSHD', '1')},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'gpt_layer_specs', 'dpa_consolidated_prologue', 'FusedAttnFunc', 'fmha_use_bshd', 'torch_compile',
            'disable_dpa_prologue_patch',
        ),
        mentioned=('megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention', 'NVTE_FMHA_USE_BSHD'),
    ),
}
