"""Round 712: a deep-dive in the explorer's format after a long investigation: What it does opening with what the
model does, a "Things I checked and ruled out" section naming the sibling patch's site, a verified-facts checklist, a
retracted file, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twelfth_ruled_out_deep_dive_kimi_k3_latent_size.md"

TITLE = "seven-hundred-and-twelfth-round report (a deep-dive with hypotheses ruled out)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('num_floating_point_operations', 'kimi_k3_mirror_latent_to_args', 'primus_turbo', 'flops_reporting'),
        mentioned=('megatron.training.training.num_floating_point_operations',),
    ),
}
