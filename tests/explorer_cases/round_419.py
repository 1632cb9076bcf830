"""Round 419: a Logseq page: page properties, tab-nested blocks, headings written as "- ## ...", block properties
under the site, a struck site a DONE block takes back, the gate as a list of conditions joined by "or", an example
config block that takes one of them, and a companion patch under its own heading."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_nineteenth_logseq_page_train_step_seq_split.md"

TITLE = "four-hundred-and-nineteenth-round report (a Logseq page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.train_step_seq_split",
            # Not "When num_seq_splits > 1, vanilla Megatron train_step hands ...": upstream's behaviour.
            "feature.summary": frozenset({None, "The patch wraps train_step so that those two kwargs are scaled, same as the legacy Primus trainer did."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/train_step_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("megatron-lm", None)},
        },
        # The site under the heading "What the patch rebinds".
        required={"upstream.symbols": {"megatron.training.training.train_step"}, "enable.phase": "before_train"},
        # The example config's choice of one way in; the struck site; the companion's sites.
        nowhere=("patch_zero_bubble", "num_seq_splits", "get_forward_backward_func", "ChainedOptimizer", "forward_step"),
        mentioned=("num_seq_splits", "patch_zero_bubble", "patch_primus_pipeline", "zero_bubble_optimizer"),
    ),
}
