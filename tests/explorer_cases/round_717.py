"""Round 717: a Redmine issue as its REST API returns it in XML (Textile description, journals with notes and property
changes) about the example patch of the registry's docstring: a version bound a journal takes back, a router class a
colleague guesses, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_SUMMARY

REPORT = "seven_hundred_seventeenth_redmine_issue_xml_deepseek_v3_fix_moe.md"

TITLE = "seven-hundred-and-seventeenth-round report (a Redmine issue's XML)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': FIX_MOE_SUMMARY,
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': FIX_MOE_SUMMARY,
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('TopKRouter', 'moe_layer_specs', 'fix_deepseek_moe', 'PRIMUS_DSV3_FIX_MOE', '0.8.0', 'aux_loss'),
        mentioned=('moe_aux_loss_coeff',),
    ),
}
