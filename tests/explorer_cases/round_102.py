"""Round 102: a report written in Turkish ("yalnızca ... olduğunda", "bu yamaya ait değil", "muhtemelen"), its patch id
after a Turkish label (so the draft is asked for with --patch), and an assert on an argument of the replaced function."""

from __future__ import annotations

from .case import Case

TURKISH = "hundred_second_turkish_async_tp.md@torchtitan.primus_turbo.turbo_async_tp"
MEMORY = "torch.distributed._symmetric_memory"

TITLE = "hundred-and-second-round report (in Turkish)"
CASES = {
    TURKISH: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.summary": frozenset({None, "Use Primus-Turbo async tensor-parallel collectives"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {f"{MEMORY}._fused_all_gather_matmul_impl", f"{MEMORY}._fused_matmul_reduce_scatter_impl"},
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.ops.fused_all_gather_matmul", "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "upstream.sites": {f"{MEMORY}._fused_all_gather_matmul_impl", f"{MEMORY}._fused_matmul_reduce_scatter_impl"},
        },
        nowhere=(
            "A_scale",  # an argument of the replaced function, asserted there: no setting
            "ColwiseParallel",  # the retracted guess
            "SDMA_ALL_GATHER",  # another patch's variable
            "comm_method",
        ),
        mentioned=(
            f"{MEMORY}._fused_all_gather_matmul_impl",
            "PRIMUS_PATCHES",
            "A_scale",
        ),
    ),
}
