"""Round 752: a Notion page exported as Markdown (properties under the title, toggles and callouts as HTML blocks) holding
the explorer's deep-dive: a phase a correction callout takes back, the Kimi K3 companions, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifty_second_notion_export_kimi_k3_moe_latent_size.md"

TITLE = "seven-hundred-and-fifty-second-round report (a Notion page exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.summary': frozenset({None, 'Kimi K3 calls the latent width of its routed experts routed_expert_hidden_size'}),
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('before_train', 'k3_mirror_latent_to_args', 'latent_moe_use_norm', 'primus_turbo'),
        mentioned=('k3_mirror_latent_to_args',),
    ),
}
