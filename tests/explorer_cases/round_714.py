"""Round 714: the explorer's inventory of nine checkpoint and environment patches, a caveats list under it, and two
deep-dives in bold-numbered parts, the second a neighbour's under "### Deep-dive: `megatron.mamba.rocm_chunk_state_bwd_db`
(neighbour, for comparison)": without --patch its parts are that patch's; the patch's own row, its cells cut at a
semicolon, gives the summary; a module alias a correction takes back."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fourteenth_explorer_inventory_fused_kernels_rocm_noop.md"

TITLE = "seven-hundred-and-fourteenth-round report (an explorer inventory with two deep-dives)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'feature.summary': 'Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.legacy.fused_kernels.load'},
            'implementation.primus_file': 'primus/backends/megatron/patches/checkpoint_convert_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': frozenset({None, 'convert'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'feature.summary': 'Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion',
            'upstream.symbols': {'megatron.legacy.fused_kernels.load'},
            'implementation.primus_file': 'primus/backends/megatron/patches/checkpoint_convert_patches.py',
        },
        nowhere=('triton', 'mamba_ssm', 'use_buffer_ops', "'rocm'", 'native_convert_common.fused_kernels', 'no nvcc'),
        mentioned=('megatron.legacy.fused_kernels.load',),
    ),
}
