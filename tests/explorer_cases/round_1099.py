"""Round 1099: the explorer's deep-dive written in Udmurt (Cyrillic): a taken-back `finish_grad_sync` claim, the neighbour
`empty_cache_interval` with its `train_step` and `PRIMUS_EMPTY_CACHE_INTERVAL`, a made-up YAML example and the version
it was tried on."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_ninth_udmurt_deep_dive_sft_grad_sanitize.md"

TITLE = "one-thousand-and-ninety-ninth-round report (a deep-dive in Udmurt)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.summary': frozenset({'Replace NaN/Inf entries in DDP grad buckets with 0 before the Megatron grad-NaN check. Used to keep benchmark runs with moe_router_force_load_balancing=True from crashing on the rare bf16 + random-routing grad-NaN.', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/sft_grad_sanitize_patches.py', None}),
            'enable.flags': {('sft_sanitize_nan_grads', True)},
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'finish_grad_sync', 'empty_cache', 'train_step', 'PRIMUS_EMPTY_CACHE_INTERVAL', 'core_r0.13.0',
        ),
        mentioned=(),
    ),
}
