"""Round 1106: the explorer's deep-dive written in Sorani (Arabic script): a taken-back `moe_utils.pad_routing_map` site,
the neighbour `megatron.validate_args` with its own flags and phase, a `token_dispatcher` alias rebound only when
already imported, a triton fallback version and tested versions, a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixth_sorani_deep_dive_fused_pad_routing_map.md"

TITLE = "one-thousand-one-hundred-and-sixth-round report (a deep-dive in Central Kurdish (Sorani))"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': frozenset({'Replace Megatron fused_pad_routing_map with the Primus Triton implementation', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'requires.packages': {('packaging', None), ('torch', None), ('triton', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
        },
        nowhere=(
            'moe_utils', 'validate_args', 'token_dispatcher', '3.4.0', '2.0.0', '3.3.1', 'core_v0.14.0',
            'PRIMUS_PATCHES',
        ),
        mentioned=(),
    ),
}
