"""Round 851: the explorer's deep-dive written in Esperanto: two sites bound "nur se" (only if) and "krom se" (unless) the
fallback runs, an assert's message quoted after a dash (no description), a site a later line takes back, a
hypothetical config ("Hipoteza agordo")."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifty_first_esperanto_deep_dive_legacy_grouped_mlp_wgrad.md"

TITLE = "eight-hundred-and-fifty-first-round report (a deep-dive in Esperanto)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'constraints': {('bf16', '==', True), ('permuted_probs', '!=', None)},
        },
        required={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'moe_module_specs.GroupedMLP', 'moe_layer.GroupedMLP', 'Currently GroupedMLP', 'te_min_version',
            'use_turbo_grouped_gemm', 'enable_primus_turbo', 'moe_use_legacy_grouped_gemm',
        ),
        mentioned=(),
    ),
}
