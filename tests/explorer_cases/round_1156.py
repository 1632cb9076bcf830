"""Round 1156: the explorer's deep-dive written in Veps: a `TEGroupedMLP.forward` rebinding a later line takes back, the
neighbour `megatron.pp.te_wgrad_split`, a hypothetical Turbo grouped GEMM, and a constraint that holds "vaiše siloi, ku"
(only when) `moe_apply_probs_on_input=True`."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_sixth_veps_deep_dive_legacy_grouped_mlp_wgrad.md"

TITLE = "one-thousand-one-hundred-and-fifty-sixth-round report (a deep-dive in Veps)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'feature.summary': frozenset({'Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP.forward'},
            'enable.phase': frozenset({'before_train', None}),
            'constraints': {('bf16', '==', True)},
        },
        required={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'enable.phase': 'before_train',
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP.forward'},
        },
        nowhere=(
            'moe_router_topk', 'TEGroupedMLP', 'WeightGradStore', 'delay_wgrad_compute', 'primus_turbo',
            'grouped_gemm_impl',
        ),
        mentioned=(),
    ),
}
