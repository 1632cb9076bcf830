"""Round 842: the explorer's deep-dive as an Org-mode document (drawers, TODO keywords, source blocks, =verbatim= and ~code~):
a FLOPs site taken back, two neighbours, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_second_org_mode_deep_dive_mtp_num_layers.md"

TITLE = "eight-hundred-and-forty-second-round report (an Org-mode deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('num_floating_point_operations', 'enable_k3_mtp_mirror', 'num_nextn_predict_layers', 'primus_turbo'),
        mentioned=(),
    ),
}
