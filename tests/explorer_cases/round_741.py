"""Round 741: the explorer's deep-dive as an MkDocs Material page (front matter, "!!!" and "???" admonitions, content
tabs for Primus and the user's fork): a legacy profiler site taken back, the tensorboard and MLPerf companions, a
supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_first_mkdocs_admonitions_torch_profiler.md"

TITLE = "seven-hundred-and-forty-first-round report (an MkDocs page with admonitions and tabs)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.torch_profiler',
            'feature.summary': 'Patch torch.profiler.profile with Primus profiler options (trainer.py L1277-1298)',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/torch_profiler_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.torch_profiler',
            'feature.summary': 'Patch torch.profiler.profile with Primus profiler options (trainer.py L1277-1298)',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('torch.profiler.profiler.profile', 'PROFILER', 'tensorboard_path', 'primus_turbo'),
        mentioned=('megatron.args.tensorboard_path',),
    ),
}
