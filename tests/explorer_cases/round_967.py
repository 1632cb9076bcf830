"""Round 967: a Pandoc manuscript with a reviewer's CriticMarkup edits, citations and footnotes, titled in its metadata without
the id: the SDMA neighbour "the neighbouring `x` patch", a shipped false the patch "does **not** apply" under (l. 63),
a tensor-parallel degree compared in words, a priority a footnote takes back, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixty_seventh_zettlr_criticmarkup_turbo_async_tp.md"

TITLE = "nine-hundred-and-sixty-seventh-round report (a manuscript with review edits in CriticMarkup)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': frozenset({None, "The patch keeps TorchTitan's async-TP graph rewrite as it is and only changes the two Python-level implementation functions that the symmetric-memory ops dispatch to: the all-gather→matmul path and the matmul→reduce-scatter path."}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.flags': {('parallelism.enable_async_tensor_parallel', True), ('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_async_tp', True)},
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'enable.flags': {('parallelism.enable_async_tensor_parallel', True), ('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_async_tp', True)},
            'enable.phase': 'setup',
        },
        nowhere=(
            'sdma_symm_mem_collectives', 'tensor_parallel_degree', 'SDMA_ALL_GATHER', '_fused_scaled_matmul_reduce_scatter_impl',
        ),
        mentioned=(),
    ),
}
