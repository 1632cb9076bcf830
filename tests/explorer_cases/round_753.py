"""Round 753: the explorer's deep-dive written in Galician: a phase a "Corrección" takes back, the Kimi K3 FLOPs companion and
its rebound symbol, a supposed switch ("Exemplo hipotético")."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifty_third_galician_deep_dive_kimi_k3_mtp_num_layers.md"

TITLE = "seven-hundred-and-fifty-third-round report (a deep-dive in Galician)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('before_train', 'kimi_k3_mirror_mtp', 'num_floating_point_operations', 'primus_turbo'),
        mentioned=('megatron.training.training.num_floating_point_operations',),
    ),
}
