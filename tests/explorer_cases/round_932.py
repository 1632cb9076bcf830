"""Round 932: a model hub's discussion thread copied from the browser as text (opened-by line, edited marks, reactions, a status
event): a layer-norm linear site a later comment takes back, a hypothetical config, the neighbours, packages named as
unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_second_hf_discussion_page_text_linear_fp8_cache.md"

TITLE = "nine-hundred-and-thirty-second-round report (a model hub discussion copied as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.linear_fp8_cache',
            'feature.summary': 'Disables the FP8 weight transpose cache in TELinear to reduce memory usage.',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/linear_fp8_cache_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('no_fp8_weight_transpose_cache', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.linear_fp8_cache',
            'feature.summary': 'Disables the FP8 weight transpose cache in TELinear to reduce memory usage.',
            'feature.patch_style': 'function_wrapping',
            'enable.flags': {('no_fp8_weight_transpose_cache', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('TELayerNormColumnParallelLinear', 'primus_turbo', 'enable_primus_turbo'),
        mentioned=(),
    ),
}
