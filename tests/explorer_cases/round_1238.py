"""Round 1238: a deep-dive in Korean (identifiers in code; prose, caveats, negations and corrections in Korean): the
Turbo FP8 linear patch beside it, a `function_wrapping` guess and a tensor-parallel module taken back, Transformer
Engine not needed, settings that are not the gate, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_eighth_korean_deep_dive_turbo_async_tp.md"

ID = "torchtitan.primus_turbo.turbo_async_tp"
SITES = {
    "torch.distributed._symmetric_memory._fused_all_gather_matmul_impl",
    "torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl",
}
FLAGS = {
    ("primus_turbo.enable_primus_turbo", True),
    ("primus_turbo.use_turbo_async_tp", True),
    ("parallelism.enable_async_tensor_parallel", True),
}
TITLE = "one-thousand-two-hundred-and-thirty-eighth-round report (a deep-dive in Korean)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Use Primus-Turbo async tensor-parallel collectives"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
            "implementation.turbo": frozenset(
                {
                    None,
                    "primus_turbo.pytorch.ops.fused_all_gather_matmul",
                    "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter",
                }
            ),
            "enable.flags": FLAGS,
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
        },
        required={
            "feature.id": ID,
            "feature.summary": "Use Primus-Turbo async tensor-parallel collectives",
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
        },
        nowhere=(
            "float8_linear",
            "Float8LinearConverter",
            "PrimusTubroFP8Converter",
            "_registry_model_converter_cls",
            "transformer_engine",
            "torchtitan.distributed.tensor_parallel",
            "function_wrapping",
            "rocm7.0",
            "MI300X",
            "tensor_parallel_degree",
            "current_stream",
            "torch.cuda.Stream",
        ),
        mentioned=(*sorted(SITES), "primus_turbo.use_turbo_async_tp"),
    ),
}
