"""Round 1008: the explorer's deep-dive written in Manx: a phase a correction takes back, the router and grouped-MLP
neighbours, a hypothetical config and variable, settings named as unused."""

from __future__ import annotations

from .case import Case
from .names import DEPRECATED_ALLOWED

REPORT = "one_thousand_eighth_manx_deep_dive_moe_deprecated_20241209.md"

TITLE = "one-thousand-and-eighth-round report (a deep-dive in Manx)"
CASES = {
    REPORT: Case(
        allowed={
            **DEPRECATED_ALLOWED,
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/moe/deprecated_20251209/moe_layer.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': 'Replace MoELayer/experts with deprecated 20241209 versions',
            'feature.patch_style': 'binding_replacement',
            'enable.flags': {('use_deprecated_20241209_moe_layer', True)},
        },
        nowhere=('build_args', 'moe_grouped_gemm_backend', 'PRIMUS_USE_DEPRECATED_MOE', 'primus_turbo'),
        mentioned=(),
    ),
}
