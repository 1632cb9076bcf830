"""Round 42: a Confluence page.

A Confluence page, a cheat sheet of ALL-CAPS labels and arrows, a page whose footnotes carry the conditions.
"""

from __future__ import annotations

from .case import Case
from .names import CONFLUENCE, LINEAR_GRAD_SPLIT_ALLOWED

TITLE = "forty-second-round report (a Confluence page)"
CASES = {
    CONFLUENCE: Case(
        allowed={
            **LINEAR_GRAD_SPLIT_ALLOWED,
            "feature.summary": frozenset({None, "Patch Linear layer to split d_w and d_input for PP optimization"}),
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.pp.linear_grad_split",
            "feature.summary": "Patch Linear layer to split d_w and d_input for PP optimization",  # "|Description|...|", a table row
            "upstream.symbols": {"megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"},
            "implementation.primus_file": "primus/backends/megatron/core/tensor_parallel/layers.py",
            "enable.phase": "before_train",
        },
        nowhere=(
            "'megatron'",  # backend="megatron" in the Backend / phase row is no summary
            "wgrad_adapter.py",  # the helper that routes the closure, not the replacement's file
            "requires_grad",  # "when weight.requires_grad is False": a tensor's attribute
            "apex",  # "needed for the split path": one path's requirement
            ">=1.13",  # "torch >= 1.13 picks all_gather_into_tensor": a branch on the version
            "patch_zero_bubble",  # one of two ways in
        ),
        mentioned=(
            "megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "gradient_accumulation_fusion",
        ),
    ),
}
