"""Round 313: a Foswiki topic in its raw markup: %META lines, "---++" headings, tables of "| *Header* |" rows, fixed-font
names between equals signs, a %TWISTY% holding a %CODE% block of the handler's imports, a struck env var taken back,
and a related patch in a section of its own."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirteenth_foswiki_topic_turbo_async_tp.md"

TITLE = "three-hundred-and-thirteenth-round report (a Foswiki topic in raw markup)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {
                "torch.distributed._symmetric_memory._fused_all_gather_matmul_impl",
                "torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl",
            },
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.ops.fused_all_gather_matmul", "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("primus_turbo", None), ("torch", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "upstream.symbols": {
                "torch.distributed._symmetric_memory._fused_all_gather_matmul_impl",
                "torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl",
            },
        },
        # A module the handler imports for a helper; the struck env var; the related patch's gate and sites.
        nowhere=("distributed_c10d", "PRIMUS_TURBO_ASYNC_TP", "SDMA_ALL_GATHER", "fully_shard"),
        mentioned=("parallelism.enable_async_tensor_parallel", "primus_turbo.use_turbo_async_tp"),
    ),
}
