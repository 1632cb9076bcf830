"""Round 109: a spreadsheet pasted as tab-separated values (Aspect, Finding, Evidence, Confidence, Notes), rows that
continue the row above with an empty first cell, a site of medium confidence a Correction row takes back, a note on
what the code does at each Transformer Engine version, and rows about the TE < 2.0 sibling patch."""

from __future__ import annotations

from .case import Case

SHEET = "hundred_ninth_tsv_sheet_tp_overlap_te2.md"

TE = "transformer_engine.pytorch"
TITLE = "hundred-and-ninth-round report (a tab-separated spreadsheet)"
CASES = {
    SHEET: Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te2",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                f"{TE}.cpp_extensions.general_gemm",
                f"{TE}.cpp_extensions.CommOverlapType",
                f"{TE}.module.base.initialize_ub",
                f"{TE}.module.base.get_workspace",
                f"{TE}.module.linear.general_gemm",
                f"{TE}.module.layernorm_linear.general_gemm",
                # The classes of TE's compiled extension the handler rebinds (tp_overlap_patches.py:71-73).
                *(f"transformer_engine_torch.{name}" for name in ("CommOverlap", "CommOverlapP2P", "CommOverlapType")),
            },
            "upstream.aliases": {
                f"{TE}.module.linear.general_gemm",
                f"{TE}.module.layernorm_linear.general_gemm",
                f"{TE}.cpp_extensions.CommOverlapType",
            },
            # Primus's replacements live in several files; base.py holds initialize_ub and get_workspace.
            "implementation.primus_file": frozenset({None, "primus/backends/transformer_engine/pytorch/module/base.py"}),
            "implementation.turbo": frozenset(
                {
                    None,
                    "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter",
                    "primus_turbo.pytorch.ops.fused_all_gather_matmul",
                    "primus_turbo.pytorch.ops.fused_all_gather_scaled_matmul",
                }
            ),
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("transformer_engine", ">=2.0")},
        },
        required={
            "feature.id": "megatron.te.tp_overlap_te2",
            "upstream.sites": {f"{TE}.cpp_extensions.general_gemm", f"{TE}.module.linear.general_gemm"},
            "enable.flags": {("tp_comm_overlap", True)},
        },
        nowhere=(
            "layernorm_mlp",  # the row the Correction row takes back
            ">2.3",  # what the code does on TE > 2.3, no requirement
            "fp8_gemm",  # the TE < 2.0 sibling's sites
            "CommOverlapAlgo",
            "general_gemm_workspace",
            "tp_comm_overlap_rs",  # with fp8 it turns the patch off
        ),
        mentioned=(
            f"{TE}.cpp_extensions.general_gemm",
            f"{TE}.module.linear.general_gemm",
            f"{TE}.module.layernorm_linear.general_gemm",
            "transformer_engine_torch.CommOverlap",
            f"{TE}.module.base.initialize_ub",
            "tp_comm_overlap",
            "tp_comm_overlap_rs",
            "PRIMUS_PATCHES",
            "line 23",
        ),
    ),
}
