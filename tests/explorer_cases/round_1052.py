"""Round 1052: a man page in man(7) roff (.TH, .SH, .TP, .B/.I/.BR, .nf/.fi) documenting the patch: a for-loop site an ERRATA
section takes back, made-up FP8 keys, the companion patches in SEE ALSO, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_fifty_second_man_page_roff_moe_grouped_mm.md"

TITLE = "one-thousand-and-fifty-second-round report (a man page's roff source)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.moe_grouped_mm',
            'feature.summary': 'Use Primus-Turbo grouped_mm for TorchTitan MoE experts',
            'upstream.symbols': {'torchtitan.models.moe.moe._run_experts_grouped_mm'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.grouped_gemm'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.flags': {('primus_turbo.use_turbo_grouped_mm', True)},
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.moe_grouped_mm',
            'feature.summary': 'Use Primus-Turbo grouped_mm for TorchTitan MoE experts',
            'upstream.symbols': {'torchtitan.models.moe.moe._run_experts_grouped_mm'},
            'enable.phase': 'setup',
        },
        nowhere=(
            '_run_experts_for_loop', 'moe_fp8_granularity', 'moe_fp8_format', 'PRIMUS_TURBO_GROUPED_GEMM_BACKEND', 'use_deepep',
            'transformer_engine',
        ),
        mentioned=(),
    ),
}
