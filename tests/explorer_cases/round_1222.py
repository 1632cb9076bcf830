"""Round 1222: a review that quotes the explorer's own output in blockquotes and disagrees with some of it between the
quotes: "It is a mix: ... plain binding replacements, but `gemm` and `fp8_gemm` are function wrapping" (now a TODO: no
single style), a wrong `layernorm_linear.gemm` bullet struck, the explorer's `setup` phase and priority, the
neighbouring `tp_overlap_te2` patch, a claimed Turbo flag, a variable and the versions of one run."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_second_review_of_quoted_explorer_output_tp_overlap_te1.md"

TITLE = "one-thousand-two-hundred-and-twenty-second-round report (a review quoting the explorer's output)"
CASES = {
    f"{REPORT}@megatron.te.tp_overlap_te1": Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te1",
            "feature.summary": frozenset(
                {
                    "Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)",
                    'The registered description is literally "Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)".',
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("primus_turbo", None), ("transformer_engine", "<2.0"), ("transformer_engine", None)},
            "requires.platform": frozenset({"rocm", None}),
        },
        required={
            "feature.id": "megatron.te.tp_overlap_te1",
            "enable.phase": "before_train",
        },
        nowhere=(
            "binding_replacement",
            "layernorm_linear",
            "setup",
            "tp_overlap_te2",
            "NVTE_UB_WITH_MPI",
            "enable_primus_turbo",
        ),
        mentioned=(
            "transformer_engine.pytorch.module.layernorm_linear.gemm",
            "NVTE_UB_WITH_MPI",
        ),
    ),
}
