"""Round 816: a note opening with the facts as first understood (a YAML block) and the explorer's deep-dive correcting two of
them: a site and a flag that are other patches', an alias taken back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixteenth_first_facts_yaml_corrected_moe_bf16_combine.md"

TITLE = "eight-hundred-and-sixteenth-round report (first facts in YAML, corrected in prose)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.summary': 'MoE expert combine in bf16 (avoid fp32 bmm activation retention)',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'implementation.primus': frozenset({None, 'primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.summary': 'MoE expert combine in bf16 (avoid fp32 bmm activation retention)',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'enable.phase': 'setup',
        },
        nowhere=('_run_experts_grouped_mm', 'compile.enable', 'moe_bf16_combine:', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
