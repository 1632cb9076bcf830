"""Round 217: an issue tracker's CSV export: a column row, two tickets whose Description and Comment cells run over many
quoted lines in Jira markup (``h3.``, ``{{code}}``, ``{noformat}``), a phase a later comment corrects, and the
companion prologue patch in a spin-off ticket."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventeenth_tracker_csv_bshd_layout.md"

TITLE = "two-hundred-and-seventeenth-round report (an issue tracker's CSV export)"
SITE = "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": frozenset({None}),
            # `cls.forward = _make_wrapped_forward(cls.forward)`: the new forward calls the original.
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.fmha_bshd_layout", "upstream.sites": {SITE}},
        # The phase the comment takes back; the companion patch; the module the handler imports; Primus's gate, which
        # only its condition reads; Jira's braces.
        nowhere=("build_args", "dpa_consolidated_prologue", "FusedAttnFunc", "NVTE_FMHA_USE_BSHD", "}}", "torch_compile"),
        mentioned=(SITE, "NVTE_FMHA_USE_BSHD"),
    ),
}
