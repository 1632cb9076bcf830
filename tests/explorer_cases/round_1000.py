"""Round 1000: the explorer's deep-dive written in Hawaiian: a context-patch switch a correction takes back, the FP8 context
companion and its sites, a hypothetical block-scaling config, recipe and GEMM settings named as unread."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousandth_hawaiian_deep_dive_te_fp8.md"

TITLE = "one-thousandth-round report (a deep-dive in Hawaiian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/fp8.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',
            'enable.phase': 'before_train',
        },
        nowhere=('disable_fp8_context_patches', 'get_fp8_context', 'use_turbo_fp8_block_scaling', 'turbo_gemm_backend'),
        mentioned=(),
    ),
}
