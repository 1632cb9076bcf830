"""Round 1048: a notebook saved in jupytext's light format (a YAML header in comments, Markdown cells as comment runs, code cells
bare or between "# +" and "# -"): a TE version assert a later cell takes back, a made-up config, the compile neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_forty_eighth_jupytext_light_notebook_dpa_consolidated_prologue.md"

TITLE = "one-thousand-and-forty-eighth-round report (a jupytext light-format notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.dpa_consolidated_prologue',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.te.dpa_consolidated_prologue',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'dpa_prologue', 'use_turbo_attention', 'NVTE_FMHA_USE_BSHD', 'primus_turbo', '2.12', 'setup_model_and_optimizer',
        ),
        mentioned=(),
    ),
}
