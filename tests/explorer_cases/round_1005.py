"""Round 1005: an engineering blog's feed as its XML serves it (two items, the post's HTML in character data; the second item
corrects the first, the first strikes a requirement with <del>): a hedged second site taken back, a hypothetical
config, the bias-update and FLOPs neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_fifth_rss_feed_items_expert_load_probe.md"

TITLE = "one-thousand-and-fifth-round report (a blog's feed items as XML)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'feature.summary': frozenset({None, 'Once per optimizer step it all-reduces every MoE router’s local_tokens_per_expert buffer and appends one JSON line to a file: per-layer entropy (natural log, so the ceiling is ln(num_experts)), the max/min load ratio, a pooled-over-layers entropy and ratio, the number of dead experts (zero tokens), total tokens routed, and a margin_clamped count.'}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.core.distributed.reset_model_temporary_tensors', 'moe_router_bias_update_rule', 'every_n_steps',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
