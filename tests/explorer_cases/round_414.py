"""Round 414: a note exported from Apple Notes as HTML: the whole note one HTML document, its head a style sheet, each
paragraph a <div> of its own under a bold label, a struck phase, a bullet a later paragraph calls wrong, the companion
patch the same flags turn on, and an open question."""

from __future__ import annotations

from .case import Case
from .names import LINEAR_GRAD_SPLIT_ALLOWED, LINEAR_GRAD_SPLIT_CLASS

REPORT = "four_hundred_fourteenth_apple_notes_html_linear_grad_split.md"

TITLE = "four-hundred-and-fourteenth-round report (an Apple Notes HTML export)"
CASES = {
    REPORT: Case(
        allowed={**LINEAR_GRAD_SPLIT_ALLOWED, "feature.summary": None},
        required={
            "feature.id": "megatron.pp.linear_grad_split",
            "upstream.symbols": {f"megatron.core.tensor_parallel.layers.{LINEAR_GRAD_SPLIT_CLASS}"},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # The struck phase; the re-export the correction takes back; the companion's sites and package; the style sheet.
        nowhere=("after_build_args", f"tensor_parallel.{LINEAR_GRAD_SPLIT_CLASS}", "WeightGradStore", "transformer_engine", "Menlo"),
        mentioned=("patch_primus_pipeline", "patch_zero_bubble", "gradient_accumulation_fusion", "fused_weight_gradient_mlp_cuda", "te_wgrad_split"),
    ),
}
