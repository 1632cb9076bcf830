"""Round 162: a Python type stub (.pyi) documenting the patch as an API: a title naming the stub's file, the id and
the description as typed constants (`PATCH_ID: Final = "..."`, `DESCRIPTION: Final = "..."`), docstrings and comments,
and a phase constant corrected in a later comment."""

from __future__ import annotations

from .case import Case
from .names import ASYNC_TP_ALLOWED

REPORT = "hundred_sixty_second_pyi_stub_async_tp.md"

TITLE = "hundred-and-sixty-second-round report (a .pyi stub)"
SITES = {f"torch.distributed._symmetric_memory.{name}" for name in ("_fused_all_gather_matmul_impl", "_fused_matmul_reduce_scatter_impl")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "enable.phase": frozenset({None, "setup"}),
            **ASYNC_TP_ALLOWED,
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.summary": "Use Primus-Turbo async tensor-parallel collectives",
            "framework.name": "torchtitan",
        },
        # The stub's file name as an id, the typed constant's syntax, the retracted phase, the other patch's variable.
        nowhere=(".pyi", "Final", "before_train", "SDMA_ALL_GATHER"),
        mentioned=(*sorted(SITES),),
    ),
}
