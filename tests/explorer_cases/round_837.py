"""Round 837: the explorer's deep-dive written in Korean: a package-level alias a correction takes back, the FP8 context
neighbour, a supposed config, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_seventh_korean_deep_dive_te_fp8.md"

TITLE = "eight-hundred-and-thirty-seventh-round report (a deep-dive in Korean)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation",
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': frozenset({None, 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/fp8.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation",
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'enable.phase': 'before_train',
        },
        nowhere=('transformer_engine.pytorch.check_fp8_block_scaling_support', 'primus_turbo.pytorch'),
        mentioned=(),
    ),
}
