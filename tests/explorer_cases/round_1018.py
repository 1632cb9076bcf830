"""Round 1018: a YouTrack issue as its REST API returns it (compact JSON, the description and comments in YouTrack Markdown, read
as the summary, the description, then each comment): a ROCm gate a later comment says belongs to the companion no-op patch,
a config key the patch does not read, a hypothetical switch."""

from __future__ import annotations

from .case import Case
from .names import SKIP_COMPILE_ALLOWED

REPORT = "one_thousand_eighteenth_youtrack_rest_json_skip_compile_dependencies.md"

TITLE = "one-thousand-and-eighteenth-round report (a YouTrack issue from its REST API)"
CASES = {
    REPORT: Case(
        allowed={
            **SKIP_COMPILE_ALLOWED,
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
        },
        required={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'enable.phase': 'before_train',
        },
        nowhere=('_is_rocm', 'disable_compile_dependencies', 'fused_kernels_rocm_noop', 'torch.version.hip', 'rocm'),
        mentioned=(),
    ),
}
