"""Round 221: a Word document saved as "Web Page, Filtered": its head a style sheet, each paragraph and each tag in it
wrapped at eighty columns (a name in the code font cut into two spans), a table of facts whose cells hold paragraphs,
list paragraphs opened by a Symbol-font bullet, a reviewer's comment that corrects a phase, the upstream wrapper
function named beside the class it rebinds (and taken back), and two companion patches under "not part of this one"."""

from __future__ import annotations

from .case import Case
from .names import LINEAR_GRAD_SPLIT_ALLOWED

REPORT = "two_hundred_twenty_first_word_filtered_html_linear_grad_split.md"

TITLE = "two-hundred-and-twenty-first-round report (Word's filtered HTML)"
CASES = {
    REPORT: Case(
        allowed=LINEAR_GRAD_SPLIT_ALLOWED,
        required={
            "feature.id": "megatron.pp.linear_grad_split",
            "framework.name": "megatron-lm",
            "implementation.primus_file": "primus/backends/megatron/core/tensor_parallel/layers.py",
        },
        # The wrapper function taken back; apex, needed only with gradient_accumulation_fusion; the companions' sites;
        # the phase the reviewer corrected.
        nowhere=("linear_with_grad_accumulation_and_async_allreduce", "apex", "ChainedOptimizer", "WeightGradStore", "build_args"),
        mentioned=("LinearWithGradAccumulationAndAsyncCommunication", "patch_zero_bubble", "allreduce_dgrad"),
    ),
}
