"""Round 134: a design note in Hebrew, right to left: the id after "עם המזהה" (with the id), a phase the note gets
wrong and a later line corrects, and a "לא שייך לטלאי הזה" (not this patch's) section naming the TE 1.x twin."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_fourth_hebrew_design_note_tp_overlap_te2.md"

TITLE = "hundred-and-thirty-fourth-round report (a design note in Hebrew)"
SITES = {
    "transformer_engine_torch.CommOverlap",
    "transformer_engine_torch.CommOverlapP2P",
    "transformer_engine_torch.CommOverlapType",
    "transformer_engine.pytorch.cpp_extensions.general_gemm",
    "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
    "transformer_engine.pytorch.module.linear.general_gemm",
    "transformer_engine.pytorch.module.layernorm_linear.general_gemm",
    "transformer_engine.pytorch.module.base.initialize_ub",
    "transformer_engine.pytorch.module.base.get_workspace",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te2",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/tp_overlap_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.tp_overlap_te2", "framework.name": "megatron-lm"},
        # The note's phase; the TE 1.x twin's sites; a module the note says is not rebound.
        nowhere=("build_args", "tp_overlap_te1", "fp8_gemm", "CommOverlapAlgo", "layernorm_mlp"),
        mentioned=("tp_comm_overlap", "tp_comm_overlap_rs", "tp_comm_bulk_dgrad", "tp_comm_bulk_wgrad", "general_gemm", "initialize_ub"),
    ),
}
