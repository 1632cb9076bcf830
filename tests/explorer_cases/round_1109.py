"""Round 1109: the explorer's deep-dive written in Alemannic (Swiss German): "Es git kei ROCm-only-Pfad" (there is no
ROCm-only path: "kei" negates), a claimed `get_megatron_optimizer` site a later line takes back, neighbours and a
made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninth_alemannic_deep_dive_precision_aware_fp8_tensorwise.md"

TITLE = "one-thousand-one-hundred-and-ninth-round report (a deep-dive in Alemannic)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.summary': frozenset({'Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path (no BF16-to-FP32 gradient cast).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/optimizer_patches.py', None}),
            'requires.platform': frozenset({'any', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_megatron_optimizer', 'rocm',
        ),
        mentioned=(),
    ),
}
