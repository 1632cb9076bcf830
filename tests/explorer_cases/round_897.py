"""Round 897: `git log --notes=review -p -1` on the port's commit: the deep-dive in the notes, indented, a Mamba site a
correction takes back, the TE spec provider and fused-kernels neighbours, a hypothetical switch, then the diff."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninety_seventh_git_log_notes_rocm_safe_attention.md"

TITLE = "eight-hundred-and-ninety-seventh-round report (a commit with review notes as git log prints it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.summary': frozenset({None, 'The patch makes the selected backend win over the baked vars instead of asserting.'}),
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/attention_backend_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('MambaModel', 'rocm_safe_attention_backend', 'TESpecProvider', 'fused_kernels', 'primus_turbo'),
        mentioned=(),
    ),
}
