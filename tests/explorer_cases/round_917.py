"""Round 917: the explorer's deep-dive written in isiXhosa: a second loader site a correction takes back, the attention-backend
neighbour and two helpers, a hypothetical switch and variable, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventeenth_xhosa_deep_dive_fused_kernels_rocm_noop.md"

TITLE = "nine-hundred-and-seventeenth-round report (a deep-dive in isiXhosa)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.legacy.fused_kernels.load'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'convert',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.legacy.fused_kernels.load'},
            'enable.phase': 'convert',
        },
        nowhere=(
            'native_convert_common', '_set_attention_backend', 'skip_legacy_fused_kernels', 'PRIMUS_SKIP_FUSED_KERNELS',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
