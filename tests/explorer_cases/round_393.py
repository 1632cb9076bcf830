"""Round 393: a Trac ticket's change history as its RSS 2.0 feed, its descriptions escaped HTML: a router swap comment:1
claims and comment:3 takes back ("Correction to comment:1"), the companion router patch, the constraints the replacement
classes enforce (one of them only when TP > 1), and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_third_trac_rss_deprecated_moe_layer.md"

TITLE = "three-hundred-and-ninety-third-round report (a Trac ticket's RSS feed)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.moe.deprecated_20241209",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/deprecated_layer_patches.py"}),
            "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.moe.deprecated_20241209",
            "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
            "enable.phase": "before_train",
        },
        # The router swap comment:3 takes back; TP > 1 as a constraint; the feed's markup as a summary.
        nowhere=("TopKRouter", "tensor_model_parallel_size", "&lt;"),
        mentioned=("megatron.core.transformer.moe.router.TopKRouter", "moe_token_dispatcher_type"),
    ),
}
