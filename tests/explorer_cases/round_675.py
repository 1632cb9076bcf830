"""Round 675: a Launchpad bug as its REST API returns it, the bug and its messages collection as two JSON lines: a
helper "which wraps" upstream's version check, an alias a later comment takes back, an attribute set on a module
written later as a bare name, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_fifth_launchpad_bug_delayed_scaling_save_original_input.md"

TITLE = "six-hundred-and-seventy-fifth-round report (a Launchpad bug)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.delayed_scaling_save_original_input',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', '>=2.6.0')},
        },
        required={
            'feature.id': 'megatron.te.delayed_scaling_save_original_input',
            'upstream.symbols': {'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__'},
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', '>=2.6.0')},
        },
        nowhere=(
            'is_te_min_version', 'shared_expert_keep_quantized_input', 'save_original_input', 'moe_layer', 'linear_fp8_cache',
            'reduce_amax', 'primus_turbo', 'TELinear',
        ),
        mentioned=(
            'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__', 'moe_layer.SharedExpertMLP',
            'shared_expert_keep_quantized_input', 'save_original_input',
        ),
    ),
}
