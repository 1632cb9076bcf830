"""Round 1042: a PDF report as `pdftotext -layout` writes it (running headers and footers, form feeds, hyphenated line ends,
tables laid out with spaces, numbered titles "1   What it does"): the neighbours' section under "7   Neighbouring
patches" (PRIMUS_TORCH_OPTIM is the fused-Adam patch's), the wrapper's private mark `_primus_rocm_wrapped`, an errata
box."""

from __future__ import annotations

from .case import Case
from .names import FUSED_KERNELS_NOOP_ALLOWED

REPORT = "one_thousand_forty_second_pdftotext_layout_report_fused_kernels_rocm_noop.md"

TITLE = "one-thousand-and-forty-second-round report (a PDF report as pdftotext -layout writes it)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_KERNELS_NOOP_ALLOWED,
            'feature.summary': 'Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion (weights are only reshaped on CPU; the kernels are never run).',
        },
        required={
            'feature.id': 'megatron.checkpoint_convert.fused_kernels_rocm_noop',
            'feature.summary': 'Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion (weights are only reshaped on CPU; the kernels are never run).',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'convert',
        },
        nowhere=('PRIMUS_TORCH_OPTIM', '_primus_rocm_wrapped', '_compile_dependencies', 'attention_backend', 'before_train'),
        mentioned=(),
    ),
}
