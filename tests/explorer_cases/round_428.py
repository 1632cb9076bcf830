"""Round 428: a Google Doc downloaded as plain text: paragraphs, "*" and "○" bullets, comment anchors and the comments
at the end, a suggestion shown inline, a paragraph taken back by the next, and two companion patches."""

from __future__ import annotations

from .case import Case
from .names import FLA_RMSNORM_ALLOWED

REPORT = "four_hundred_twenty_eighth_gdocs_plain_text_fla_rmsnorm.md"

TITLE = "four-hundred-and-twenty-eighth-round report (a Google Doc as plain text)"
CASES = {
    REPORT: Case(
        allowed={**FLA_RMSNORM_ALLOWED, "feature.summary": frozenset({None}), "enable.phase": "before_train"},
        required={"feature.id": "megatron.torch_norm.fla_rmsnorm", "enable.flags": {("use_fla_fused_rmsnorm", True)}, "enable.phase": "before_train"},
        # The wrong claim's module; the companions' settings.
        nowhere=("hybrid_mamba_mla_layer_specs", "use_fla_fused_gated_norm", "fla_swiglu"),
        mentioned=("use_fla_fused_rmsnorm", "PRIMUS_FLA_NORM", "fla_runtime_knobs", "fla_swiglu"),
    ),
}
