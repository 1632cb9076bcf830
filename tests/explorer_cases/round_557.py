"""Round 557: a txt2tags source (.t2t: three header lines, %! settings one of which quotes a <table> tag, % comments,
= headings =, ``code``, || header rows of tables, a tab-indented quote of the description): a version range said in
words ("older than 2.0"), the TE 2.x twin patch, a retracted floor, a variable that only appears in a docstring."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_fifty_seventh_txt2tags_tp_overlap_te1.md"

TITLE = "five-hundred-and-fifty-seventh-round report (a txt2tags source)"
PATCH = "megatron.te.tp_overlap_te1"
SUMMARY = (
    "In plain words: with Transformer Engine 1.x, Primus replaces TE's gemm and fp8_gemm entry points, the userbuffers "
    "communicator classes and enums in transformer_engine_torch, and TE's initialize_ub / get_workspace with its own "
    "versions, so that the tensor-parallel all-gather / reduce-scatter overlap runs through Primus's CommOverlap objects."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY, "Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/tp_overlap_patches.py"}),
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", "<2.0"), ("primus_turbo", None), ("hip-python", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # "Transformer Engine older than 2.0": the range in words; the style and phase the headings' sections give.
        required={
            "feature.id": PATCH,
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", "<2.0")},
        },
        # The twin's id and general_gemm; the retracted floor; the variable only a docstring mentions.
        nowhere=("tp_overlap_te2", "general_gemm", "1.8", "NVTE_UB_WITH_MPI"),
        mentioned=("tp_comm_overlap", "NVTE_UB_WITH_MPI"),
    ),
}
