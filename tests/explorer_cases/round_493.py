"""Round 493: a Contentful entry whose body is a Rich Text field, as the Delivery API returns it (heading, list, table
and blockquote nodes; text nodes with code and bold marks): a retracted site and phase, the zero-bubble optimizer
patch beside it, a settings table of keys the patch does not read, a supposed config and a conditional requirement."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninety_third_contentful_rich_text_json_zero_bubble_forward_step.md"

TITLE = "four-hundred-and-ninety-third-round report (a Contentful Rich Text entry)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": frozenset({None, "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/zero_bubble_patches.py"}),
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble", "enable.flags": {("patch_zero_bubble", True)}},
        # The retracted site and phase; the companion's sites; the settings the patch does not read; the supposed config.
        nowhere=("training.forward_step", "after_build_args", "ChainedOptimizer", "get_forward_backward_func", "enable_zero_bubble", "zero_bubble_v_schedule"),
        mentioned=("megatron.training.training.forward_step", "enable_zero_bubble"),
    ),
}
