"""Round 1185: an email thread saved as an mbox: a first mail's "Style: function wrapping" a reply denies ("Not a
wrapper.", the style now a TODO), a forwarded note about the `sdma_symm_mem_collectives` patch whose subjectless "Needs
PyTorch >= 2.12 for SymmMemAllGather." is that patch's (no requirement), quoted replies, the enable flags, a smoke run's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_fifth_email_thread_turbo_async_tp.md"

TITLE = "one-thousand-one-hundred-and-eighty-fifth-round report (an email thread)"
CASES = {
    f"{REPORT}@torchtitan.primus_turbo.turbo_async_tp": Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.summary": frozenset({"Use Primus-Turbo async tensor-parallel collectives", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"torchtitan", None}),
            "upstream.symbols": {
                "torch.distributed._symmetric_memory._fused_all_gather_matmul_impl",
                "torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl",
            },
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/turbo/async_tp_patches.py", None}),
            "implementation.turbo": frozenset(
                {"primus_turbo.pytorch.ops.fused_all_gather_matmul", "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter", None}
            ),
            "enable.flags": {
                ("parallelism.enable_async_tensor_parallel", True),
                ("primus_turbo.enable_primus_turbo", True),
                ("primus_turbo.use_turbo_async_tp", True),
            },
            "enable.phase": frozenset({"setup", None}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "upstream.symbols": {
                "torch.distributed._symmetric_memory._fused_all_gather_matmul_impl",
                "torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl",
            },
            "enable.phase": "setup",
        },
        nowhere=(
            "function_wrapping",
            "SDMA_ALL_GATHER",
            "fully_shard",
            "SymmMemAllGather",
            "2.12",
        ),
        mentioned=(
            "SDMA_ALL_GATHER",
            "torch.distributed.fsdp.fully_shard",
            "primus_turbo.use_turbo_async_tp",
        ),
    ),
}
