"""Round 869: a findings sheet as a European-locale spreadsheet saves it as CSV (a byte-order mark, ";" between cells, quoted
cells over several lines, decimal commas): neighbour rows naming `fully_shard` and `SDMA_ALL_GATHER=1`, the
config dataclass's file, the kernel's hard-coded `num_splits=4`, rebinding assignments in cells."""

from __future__ import annotations

from .case import Case
from .names import ASYNC_TP_ALLOWED

REPORT = "eight_hundred_sixty_ninth_semicolon_csv_turbo_async_tp.md"

TITLE = "eight-hundred-and-sixty-ninth-round report (a findings sheet saved with semicolons)"
CASES = {
    REPORT: Case(
        allowed={
            **ASYNC_TP_ALLOWED,
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': 'Use Primus-Turbo async tensor-parallel collectives',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'enable.phase': 'setup',
        },
        nowhere=(
            'fully_shard', 'SDMA_ALL_GATHER', 'config_extension', 'num_splits', 'Float8LinearConverter', 'MXLinearConverter',
            'async_tp_comm_method',
        ),
        mentioned=(),
    ),
}
