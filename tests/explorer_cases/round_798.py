"""Round 798: a Jira comment in wiki markup (h4. headings, ||tables||, {code} and {noformat}) holding the explorer's
inventory and deep-dive: the experiment yaml "we would actually put" in, a supposed opt-in, an EDIT taking back a cell."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_eighth_jira_wiki_comment_wandb_config.md"

TITLE = "seven-hundred-and-ninety-eighth-round report (a Jira comment in wiki markup)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.wandb_config',
            'feature.summary': 'Configure W&B project and experiment names',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.args.wandb_config_patches.patch_wandb_config'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/wandb_config_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': frozenset({None, 'build_args'}),
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.wandb_config',
            'feature.summary': 'Configure W&B project and experiment names',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('disable_wandb', 'enable_wandb', 'llama3-70b-mi300'),
        mentioned=('disable_wandb',),
    ),
}
