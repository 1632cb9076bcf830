"""Round 642: a Craft document from its API (a tree of blocks: styled text runs, code and table blocks, a to-do): a
tensor-parallel bullet taken back by its topic ("Correction to the tensor-parallel bullet above"), a struck platform,
a site a review comment takes back, the fp8 context patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_second_craft_api_json_te_fp8.md"

TITLE = "six-hundred-and-forty-second-round report (a Craft document from its API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation",
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': frozenset({None, 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/fp8.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None), ('transformer_engine', None)},
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation",
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'enable.phase': 'before_train',
        },
        nowhere=('FP8GlobalStateManager', 'tensor_model_parallel_size', 'disable_fp8_context_patches', 'get_fp8_context', "'hybrid'"),
        mentioned=('transformer_engine.pytorch.fp8.check_fp8_block_scaling_support', 'enable_primus_turbo'),
    ),
}
