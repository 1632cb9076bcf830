"""Round 475: an X archive's tweets.js ("window.YTD.tweets.part0 = [...]"): a self-reply thread stored newest first,
code names auto-linked to t.co (their words only in the link's display_url), an edited post with its first version
kept beside it, a post "9b/" going on with "9/" about another patch, a retracted post and a supposed config. The thread
names its patch only in its first post: --patch reads it."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_seventy_fifth_x_archive_tweets_js_disable_second_ddp.md"
PATCH = "megatron.training.training.get_model.disable_second_ddp"

TITLE = "four-hundred-and-seventy-fifth-round report (an X archive's tweets.js)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset(
                {None, "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream()."}
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.training.get_model"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.build_model_patches.patch_megatron_get_model_disable_second_ddp"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": PATCH, "upstream.sites": {"megatron.training.training.get_model"}, "enable.phase": "before_train"},
        # The companion's sites (post 9b/); the swap during the call; the retracted gate; the superseded priority.
        nowhere=("Float16Module", "torch.cuda.stream", "disable_build_model_patches", "use_torch_fsdp2", "t.co"),
        mentioned=("get_model", "Float16Module", "disable_build_model_patches", "PRIMUS_PATCHES"),
    ),
}
