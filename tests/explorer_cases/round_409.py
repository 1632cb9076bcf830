"""Round 409: a Jira issue exported to Word-compatible HTML: the metadata table, the description and comments as HTML,
"Registered with `@register_patch` as `x`", a third site one comment claims and the next says "stays upstream", a
companion patch, struck text and Jira's versions."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninth_jira_word_export_turbo_async_tp.md"
SYMM = "torch.distributed._symmetric_memory"

TITLE = "four-hundred-and-ninth-round report (a Jira issue exported to Word HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.summary": frozenset({None, "Use Primus-Turbo async tensor-parallel collectives"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {f"{SYMM}._fused_all_gather_matmul_impl", f"{SYMM}._fused_matmul_reduce_scatter_impl"},
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.fused_all_gather_matmul"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_async_tp", "enable.phase": "setup"},
        # The site a comment says stays upstream; the companion's converter and flag.
        nowhere=("_fused_scaled_matmul_reduce_scatter_impl", "Float8LinearConverter", "use_turbo_float8_linear"),
        mentioned=("_fused_scaled_matmul_reduce_scatter_impl", "use_turbo_float8_linear"),
    ),
}
