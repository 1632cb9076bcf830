"""Round 147: a design note in Arabic (right-to-left prose, identifiers in Latin script): a summary table whose Turbo
row reads "لا شيء" (nothing), a section headed "ما ليس من هذه الرقعة" (what is not this patch's) naming the sibling
prologue patch, and the phase of the table corrected in a closing section."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_seventh_arabic_design_note_bshd_layout.md"

TITLE = "hundred-and-forty-seventh-round report (a design note in Arabic)"
SITE = "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.te_patches.bshd_layout_patches._make_wrapped_forward"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.fmha_bshd_layout", "framework.name": "megatron-lm", "enable.phase": "before_train"},
        # Turbo "none" read as a requirement; the sibling's FusedAttnFunc site and its flags; the gate variable of
        # Primus's own patch, which the port does not need while it runs.
        nowhere=("primus_turbo", "FusedAttnFunc", "disable_dpa_prologue_patch", "NVTE_FMHA_USE_BSHD", "build_args"),
        mentioned=(SITE, "NVTE_FMHA_USE_BSHD", "qkv_format"),
    ),
}
