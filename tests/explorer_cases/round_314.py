"""Round 314: a Joplin note in Joplin's raw export: the title line, the body in Markdown with links to other notes
("[label](:/<id>)"), a struck phase, a first claim about Transformer Engine's class taken back, a related patch in a
section of its own, and the metadata trailer (times, coordinates, application names) below the body."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fourteenth_joplin_note_fmha_bshd_layout.md"

TITLE = "three-hundred-and-fourteenth-round report (a Joplin note in raw export form)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "enable.phase": "before_train",
        },
        # The class first named and taken back; the related patch's site and flags; the trailer's times and coordinates.
        nowhere=("transformer_engine.pytorch.DotProductAttention", "FusedAttnFunc", "disable_dpa_prologue_patch", "17.305", "0.0000"),
        mentioned=("NVTE_FMHA_USE_BSHD",),
    ),
}
