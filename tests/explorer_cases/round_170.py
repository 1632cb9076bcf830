"""Round 170: an Outlook e-mail chain, top-posted: each reply above an "-----Original Message-----" block, so the
corrections (a site taken back, the phase) stand above the lines they correct; the sibling te1 patch in the same file."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventieth_outlook_chain_tp_overlap_te2.md"

TITLE = "hundred-and-seventieth-round report (an Outlook e-mail chain)"
TE = "transformer_engine.pytorch"
SITES = {
    f"{TE}.module.base.initialize_ub",
    f"{TE}.module.base.get_workspace",
    f"{TE}.cpp_extensions.CommOverlapType",
    f"{TE}.cpp_extensions.general_gemm",
    f"{TE}.module.linear.general_gemm",
    f"{TE}.module.layernorm_linear.general_gemm",
    "transformer_engine_torch.CommOverlap",
    "transformer_engine_torch.CommOverlapP2P",
    "transformer_engine_torch.CommOverlapType",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te2",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "Primus replaces TE's userbuffers comm+GEMM overlap (which doesn't exist on ROCm in the form TE expects) "
                        "with a torch/Primus-Turbo implementation."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.transformer_engine.transformer_engine_torch.CommOverlap"}),
            "implementation.primus_file": frozenset({None, "primus/backends/transformer_engine/pytorch/cpp_extensions/gemm.py"}),
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
        },
        required={"feature.id": "megatron.te.tp_overlap_te2", "framework.name": "megatron-lm", "enable.flags": {("tp_comm_overlap", True)}},
        # The site taken back; the proposed Megatron name; the sibling workspace patch's site; the wrong phase.
        nowhere=("layernorm_mlp", "megatron.core.extensions.transformer_engine.general_gemm", "_get_workspace", "build_args"),
        mentioned=(f"{TE}.module.base.initialize_ub", f"{TE}.cpp_extensions.general_gemm", "tp_comm_overlap"),
    ),
}
