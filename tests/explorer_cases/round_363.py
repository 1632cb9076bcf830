"""Round 363: a Mastodon thread exported as ActivityPub JSON (an OrderedCollection of Create activities whose Notes
carry HTML content, the same HTML again in contentMap, replies, mentions, a content warning): numbered posts, a post
that claims two more sites and a later "Correction to 4/ ... Please ignore 4/", a companion patch and the gate."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixty_third_activitypub_thread_deepseek_v4_flops.md"

SITE = "megatron.training.training.num_floating_point_operations"

TITLE = "three-hundred-and-sixty-third-round report (a Mastodon thread as ActivityPub JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.flops_reporting",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_flops_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "deepseek_v4")},
        },
        # Each post read once (its contentMap repeats its content); post 4/ taken back by post 7/.
        required={"feature.id": "megatron.deepseek_v4.flops_reporting", "enable.phase": "before_train", "upstream.sites": {SITE}},
        nowhere=("get_forward_backward_func", "'megatron.core.pipeline_parallel'", "get_batch", "kimi_k3"),
        mentioned=(SITE, "model_type", "line 240"),
    ),
}
