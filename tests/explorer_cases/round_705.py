"""Round 705: a deep-dive in the explorer's format whose writer corrects it in place (phrases struck through inside
sentences, "Update:" paragraphs): a struck Turbo probe, a TE version a later line denies, the FP8 context patch's
sites, supposed keys."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifth_self_correcting_deep_dive_te_fp8.md"

TITLE = "seven-hundred-and-fifth-round report (a self-correcting deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': frozenset({None, 'On a Megatron run with FP8 turned on and Primus-Turbo enabled, this patch swaps Transformer Engine\'s FP8 block-scaling capability probe, check_fp8_block_scaling_support(), for a Primus version that also answers "yes" on ROCm.'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/fp8.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None), ('transformer_engine', None)},
            'requires.platform': frozenset({None, 'any'}),
            'constraints': {('enable_primus_turbo', '==', True)},
        },
        required={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',
            'enable.phase': 'before_train',
        },
        nowhere=('check_fp8_support', '2.12', 'get_fp8_context', 'fp4'),
        mentioned=('transformer_engine.pytorch.fp8.check_fp8_block_scaling_support',),
    ),
}
