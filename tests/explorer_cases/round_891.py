"""Round 891: a HackMD note (front matter, [TOC], :::info / :::warning containers, checkboxes): the condition's code with a
return annotation ("-> bool:" before "args = ..."), a FP8 state-manager site a correction takes back, a made-up
blockwise config, the FP8 context neighbour and its switch, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninety_first_hackmd_note_te_fp8_block_scaling.md"

TITLE = "eight-hundred-and-ninety-first-round report (a HackMD note)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation",
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/fp8.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation",
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'bool', 'is_fp8_block_scaling_available', 'use_turbo_fp8_block_scaling', 'get_fp8_context',
            'disable_fp8_context_patches',
        ),
        mentioned=(),
    ),
}
