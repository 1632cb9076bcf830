"""Round 1111: a reference manager's RIS export of the team's findings: a record a title, its abstract and "N1" notes, a
"First pass (v1 of this record):" note that also names `TEGroupedMLP` (an earlier draft's claim), an Erratum record
withdrawing it, a neighbour's record, a made-up smoke-test config in nested notes."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eleventh_ris_export_legacy_grouped_mlp_wgrad_split.md"

TITLE = "one-thousand-one-hundred-and-eleventh-round report (an RIS citation export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'feature.summary': frozenset({'Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP.forward'},
            'upstream.aliases': {'megatron.core.models.gpt.moe_module_specs.GroupedMLP', 'megatron.core.transformer.moe.experts.GroupedMLP'},
            'requires.packages': {('grouped_gemm', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'feature.summary': 'Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TEGroupedMLP', 'te_wgrad_split', 'WeightGradStore', 'PRIMUS_LEGACY_GG_WGRAD', 'moe_router_topk',
            '2caa681a1', '6.4', '2.7',
        ),
        mentioned=(),
    ),
}
