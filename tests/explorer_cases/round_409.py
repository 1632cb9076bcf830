"""Round 409: a Jira issue exported to Word-compatible HTML: the metadata table, the description and comments as HTML,
"Registered with `@register_patch` as `x`", a third site one comment claims and the next says "stays upstream", a
companion patch, struck text and Jira's versions."""

from __future__ import annotations

from .case import Case
from .names import ASYNC_TP_ALLOWED

REPORT = "four_hundred_ninth_jira_word_export_turbo_async_tp.md"

TITLE = "four-hundred-and-ninth-round report (a Jira issue exported to Word HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.fused_all_gather_matmul"}),
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
            **ASYNC_TP_ALLOWED,
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_async_tp", "enable.phase": "setup"},
        # The site a comment says stays upstream; the companion's converter and flag.
        nowhere=("_fused_scaled_matmul_reduce_scatter_impl", "Float8LinearConverter", "use_turbo_float8_linear"),
        mentioned=("_fused_scaled_matmul_reduce_scatter_impl", "use_turbo_float8_linear"),
    ),
}
