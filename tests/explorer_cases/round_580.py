"""Round 580: a Sourcegraph notebook exported as Markdown (search queries in sourcegraph fences, file and symbol blocks
as blob URLs pinned to a commit, prose between): the SDMA collectives patch beside it, a rebinding a correction takes
back, a table of three settings under "runs only when all three are true", a made-up config and version words."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_eightieth_sourcegraph_notebook_turbo_async_tp.md"

TITLE = "five-hundred-and-eightieth-round report (a Sourcegraph notebook)"
PATCH = "torchtitan.primus_turbo.turbo_async_tp"
SITES = {f"torch.distributed._symmetric_memory.{name}" for name in ("_fused_all_gather_matmul_impl", "_fused_matmul_reduce_scatter_impl")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Use Primus-Turbo async tensor-parallel collectives"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": SITES,
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.ops.fused_all_gather_matmul", "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter"}
            ),
            "enable.flags": {
                ("primus_turbo.enable_primus_turbo", True),
                ("primus_turbo.use_turbo_async_tp", True),
                ("parallelism.enable_async_tensor_parallel", True),
            },
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("primus_turbo", None), ("torch", None), ("torchtitan", None)},
        },
        # The notebook read as Markdown: the two symmetric-memory sites and the Turbo op.
        required={"feature.id": PATCH, "upstream.symbols": SITES, "enable.phase": "setup"},
        # The SDMA patch's id and variable; the retracted third site.
        nowhere=("sdma", "SDMA", "_low_contention"),
        mentioned=("sdma_symm_mem_collectives",),
    ),
}
