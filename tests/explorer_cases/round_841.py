"""Round 841: a chat topic exported as Markdown (sender and time headers, quoted replies, "(edited)" marks): a phase an
edited reply corrects ("Correction, I was wrong there: ~~`before_train`~~ it's `phase="build_args"`"), the FLOPs neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_first_zulip_topic_edited_moe_latent_size.md"
PATCH = "megatron.args.kimi_k3_moe_latent_size"

TITLE = "eight-hundred-and-forty-first-round report (a chat topic with edited messages)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/kimi_k3_flops_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('before_train', 'flops_reporting'),
        mentioned=(),
    ),
}
