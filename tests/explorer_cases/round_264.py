"""Round 264: a page in Creole wiki markup (MoinMoin 2): processing instructions, "= headings =", code in "{{{ }}}",
tables with "|=" header cells, a switch first written down wrong and corrected, numbered constraints written "#", the
FSDP patch set apart, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_fourth_creole_page_turbo_async_tp.md"

TITLE = "two-hundred-and-sixty-fourth-round report (a Creole wiki page)"
_SYMM = "torch.distributed._symmetric_memory"
_SITES = {f"{_SYMM}._fused_all_gather_matmul_impl", f"{_SYMM}._fused_matmul_reduce_scatter_impl"}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "framework.name": "torchtitan",
            "upstream.symbols": _SITES,
            # One of the two Turbo ops the replacements call.
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.ops.fused_all_gather_matmul", "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
            "enable.flags": {
                ("primus_turbo.enable_primus_turbo", True),
                ("primus_turbo.use_turbo_async_tp", True),
                ("parallelism.enable_async_tensor_parallel", True),
            },
            "enable.phase": "setup",
            "requires.packages": {("torch", None), ("primus_turbo", None)},
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_async_tp", "upstream.sites": _SITES, "enable.phase": "setup"},
        # The helper module's file; the shipped config's values; the checked-against versions as pins.
        nowhere=("tools/utils.py", "'torchtitan', None", "2.13.0", "0.3.0"),
        mentioned=("primus_turbo.use_turbo_async_tp", "parallelism.enable_async_tensor_parallel"),
    ),
}
