"""Round 48: HTML <details> blocks.

A report hiding its detail in HTML <details>, a Jira ticket, a whiteboard of ASCII boxes and arrows.
"""

from __future__ import annotations

from .case import Case
from .names import HTML_DETAILS

TITLE = "forty-eighth-round report (HTML <details> blocks)"
CASES = {
    HTML_DETAILS: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            # The first sentence of What it does: what the ZB runtime does, true, though not the patch's description.
            "feature.summary": frozenset(
                {
                    None,
                    "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
                    (
                        "When ZeroBubble PP is on, the ZB runtime hands the class DataLoaderStore (not an iterator) to forward_step as its "
                        "data_iterator argument (primus/backends/megatron/core/pipeline_parallel/zerobubble/runtime.py:550)."
                    ),
                }
            ),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            # "patch_zero_bubble must be true": the gate, true to the code, though filed as a constraint.
            "constraints": {("patch_zero_bubble", "==", True)},
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": "function_wrapping",  # "<b>Style:</b> function wrapping", inside a <details> block
            "enable.phase": "before_train",
        },
        nowhere=(
            "('patch_zero_bubble', False)",  # "skipped entirely when patch_zero_bubble is false": never the negation
            "overlap_moe_expert_parallel_comm",  # "so that is not a constraint of this patch"
            "packed_seq_params",
            "zero_bubble_optimizer",
        ),
        mentioned=(
            "patch_zero_bubble",
            "create_attention_mask_in_dataloader",
            "num_seq_splits",
        ),
    ),
}
