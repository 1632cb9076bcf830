"""Round 1092: the explorer's deep-dive written in Chechen (Cyrillic): a taken-back wrap of `__post_init__`, the neighbours
`megatron.transformer.hybrid_output_init` and `megatron.fla_runtime_knobs`, a hypothetical `PRIMUS_GDN_CONFIG`, a
made-up config, a conditional `ImportError` of a consumer, and a loss figure that is no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_second_chechen_deep_dive_gdn_config.md"

TITLE = "one-thousand-and-ninety-second-round report (a deep-dive in Chechen)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.summary': frozenset({'Monkey-patch TransformerConfig with linear-attention fields (linear_conv_kernel_dim, linear_key_head_dim, etc.) and FLA Triton flags required by GatedDeltaNet and KimiDeltaAttention without modifying third-party code.', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/gdn_config_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.transformer.gdn_config',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            '__post_init__', 'hybrid_output_init', 'fla_runtime_knobs', 'PRIMUS_GDN_CONFIG', 'ImportError',
            '4.7281', 'core_r0.14.0',
        ),
        mentioned=(),
    ),
}
