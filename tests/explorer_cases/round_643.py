"""Round 643: a Mattermost bulk export (JSON lines: the export's version, team, channel and users, then each post with
its replies nested): the top-k router patch in a numbered reply, a correction quoting the sentence it takes back, the
runner's variable in a table and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_SUMMARY

REPORT = "six_hundred_forty_third_mattermost_bulk_export_fix_moe.md"

TITLE = "six-hundred-and-forty-third-round report (a Mattermost bulk export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': frozenset({None, FIX_MOE_SUMMARY}),
            'feature.patch_style': 'config_rewrite',
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('TopKRouter', 'get_moe_module_spec_for_backend', 'moe_layer_freq_patches', 'deepseek_v2', 'PRIMUS_PATCHES', 'disable_primus_topk_router'),
        mentioned=('megatron.core.transformer.moe.router.TopKRouter', 'PRIMUS_PATCHES'),
    ),
}
