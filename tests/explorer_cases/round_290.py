"""Round 290: a Q&A from a Stack Exchange data dump's Posts.xml: each post one row of attributes with its HTML escaped
into ``Body``, a wrong answer struck through and retracted, and the accepted answer describing a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninetieth_stack_exchange_posts_triton_autotune_print.md"

TITLE = "two-hundred-and-ninetieth-round report (a Stack Exchange dump's Posts.xml)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.triton.silence_autotune_print",
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/triton_autotune_print_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("triton", None)},
        },
        required={"feature.id": "megatron.triton.silence_autotune_print"},
        # The struck answer's site and gate; the companion's sites; the posts' dates and licence.
        nowhere=("Autotuner", "moe_permute_fusion", "fused_permute", "HAVE_TE", "2025", "CC BY-SA"),
        mentioned=("PRIMUS_VERBOSE_TRITON", "TRITON_PRINT_AUTOTUNING"),
    ),
}
