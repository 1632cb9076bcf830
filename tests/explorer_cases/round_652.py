"""Round 652: a OneNote page from the Graph API (its HTML with data-absolute-enabled, absolutely placed divs, code in
Consolas spans, struck spans, to-do tags): a struck variable in code font, a retracted site, a retracted version, the
compile skipping patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_second_onenote_graph_html_fused_kernels_noop.md"

TITLE = "six-hundred-and-fifty-second-round report (a OneNote page from the Graph API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'feature.summary': frozenset({None, 'Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion (weights are only reshaped on CPU; the kernels are never run).'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.legacy.fused_kernels.load'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'convert',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'upstream.symbols': {'megatron.legacy.fused_kernels.load'},
            'enable.phase': 'convert',
        },
        nowhere=('PRIMUS_FUSED_KERNELS_NOOP', '_compile_dependencies', 'skip_fused_kernels', '0.13', 'before_train', 'NVTE_'),
        mentioned=('megatron.legacy.fused_kernels.load',),
    ),
}
