"""Round 470: a Bluesky thread as app.bsky.feed.getPostThread returns it: posts of at most 300 characters nested as
replies, each numbered "N/" at its end; a post a later one takes back ("Correction to 9/: wrong ... Please ignore
9/."), companion patches, a list of three settings "checked together" only one of which is written as a value, a
supposed config and a question a reply answers. The thread names its patch only in its first post: --patch reads it."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_seventieth_bluesky_thread_json_precision_aware_fp8.md"
PATCH = "megatron.optimizer.precision_aware_fp8_tensorwise"
SUMMARY = (
    "Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path "
    "(no BF16-to-FP32 gradient cast)."
)

TITLE = "four-hundred-and-seventieth-round report (a Bluesky thread as JSON)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.optimizer_patches.patch_precision_aware_for_tensorwise"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/optimizer_patches.py"}),
            "enable.flags": {("use_precision_aware_optimizer", True), ("fp8_recipe", "tensorwise"), ("transformer_impl", "local")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": PATCH, "enable.phase": "before_train"},
        # The retracted post's site; the companions' gates; the supposed config; the question's env var; TE.
        nowhere=("get_megatron_optimizer", "use_torch_fsdp2", "main_params_dtype", "PRIMUS_TENSORWISE", "transformer_engine'", "'fp8'"),
        mentioned=("get_megatron_optimizer", "use_precision_aware_optimizer", "fp8_recipe", "transformer_impl", "PRIMUS_TENSORWISE_DECOUPLED_GRAD"),
    ),
}
