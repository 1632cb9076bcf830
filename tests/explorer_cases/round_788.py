"""Round 788: a Slack thread as conversations.replies returns it, the explorer's deep-dive in mrkdwn with a person's reply
taking back the llama3 site; a supposed switch, the neighbours' settings."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_eighth_slack_api_thread_fsdp_weight_tying.md"

TITLE = "seven-hundred-and-eighty-eighth-round report (a Slack thread from its API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=('llama3', 'use_fsdp_weight_tying', 'SDMA_ALL_GATHER', 'enable_embedding_autocast'),
        mentioned=(),
    ),
}
