"""Round 1019: the explorer's deep-dive written in Aymara: "janiw ROCm-only thakhi utjkiti" (there is no ROCm-only path), a
moe_layer alias a correction ("Chiqanchawi ... pantjatawa") takes back, the reduce-amax neighbour under its own subsection
heading (so the title's id is the report's), a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_nineteenth_aymara_deep_dive_delayed_scaling_save_original_input.md"

TITLE = "one-thousand-and-nineteenth-round report (a deep-dive in Aymara)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.delayed_scaling_save_original_input',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('transformer_engine', '>=2.6.0')},
        },
        required={
            'feature.id': 'megatron.te.delayed_scaling_save_original_input',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__'},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_layer.SharedExpertMLP', 'rocm', 'reduce_amax', 'TEDelayedScaling', 'PRIMUS_'),
        mentioned=(),
    ),
}
