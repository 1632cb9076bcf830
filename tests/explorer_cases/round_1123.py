"""Round 1123: the explorer's deep-dive written in Kalmyk: a retracted `start_grad_sync` site, the neighbour
`empty_cache_interval` patch with `PRIMUS_EMPTY_CACHE_INTERVAL`, a hypothetical bucket-group site, the use-case flag
`moe_router_force_load_balancing`, tested-on versions and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_third_kalmyk_deep_dive_sft_grad_sanitize.md"

TITLE = "one-thousand-one-hundred-and-twenty-third-round report (a deep-dive in Kalmyk)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'start_grad_sync', 'empty_cache_interval', 'PRIMUS_EMPTY_CACHE_INTERVAL',
            'moe_router_force_load_balancing', 'core_r0.13.0',
        ),
        mentioned=(),
    ),
}
