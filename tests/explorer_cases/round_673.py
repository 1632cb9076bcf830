"""Round 673: an Etherpad pad exported as .etherpad JSON (the pad's text with its attribute pool, ninety-nine
revisions typed in bursts, the chat): a site struck through and corrected on the next line, a batch helper's file
under "batch cache", a supposed config, an assert inside a data function, companion patches on the same flag."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_third_etherpad_export_forward_step_zero_bubble.md"

TITLE = "six-hundred-and-seventy-third-round report (an Etherpad export)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "implementation.primus_file": "primus/backends/megatron/patches/parallelism/forward_step_patches.py",
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "implementation.primus_file": "primus/backends/megatron/patches/parallelism/forward_step_patches.py",
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron.training.training.forward_step",
            "data_loader_store",
            "zb_forward_step",
            "enable_zero_bubble",
            "PRIMUS_ZB_FWD_STEP",
            "transformer_engine",
            "primus_turbo",
            "attention_mask",
            "h2d_stream",
        ),
        mentioned=("patch_zero_bubble", "megatron.training.training.forward_step", "attention_mask"),
    ),
}
