"""Round 756: a pull request's description holding the explorer's five parts in collapsed <details> blocks, a checklist, and a
review reply taking back a bullet by its class ("The `TopKRouter` bullet in *Patch logic* is wrong")."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_SUMMARY

REPORT = "seven_hundred_fifty_sixth_pull_request_details_deepseek_v3_fix_moe.md"

TITLE = "seven-hundred-and-fifty-sixth-round report (a pull request with the deep-dive in <details>)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': FIX_MOE_SUMMARY,
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': FIX_MOE_SUMMARY,
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('TopKRouter', 'fix_deepseek_moe:', 'primus_turbo'),
        mentioned=('megatron.core.transformer.moe.router.TopKRouter',),
    ),
}
