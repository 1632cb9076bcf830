"""Round 803: the explorer's deep-dive as a terminal library renders it: the inventory row as a box table, each part a
panel with its title in the top border, a companion panel whose wrapped bullets name another patch's site."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_third_rich_panels_torch_profiler.md"

TITLE = "eight-hundred-and-third-round report (a terminal rendering with panels)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.torch_profiler',
            'feature.summary': "Replaces the profiler that Megatron's train() creates with one built from Primus options: CUDA (+ CPU) activities, the profile_step_start/profile_step_end schedule, a TensorBoard trace handler with a per-experiment, per-rank worker_name (primus-megatron-exp[<exp_name>]-rank[<rank>]), optional gzip, and record_shapes/with_stack switches.",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/torch_profiler_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.torch_profiler',
            'feature.summary': "Replaces the profiler that Megatron's train() creates with one built from Primus options: CUDA (+ CPU) activities, the profile_step_start/profile_step_end schedule, a TensorBoard trace handler with a per-experiment, per-rank worker_name (primus-megatron-exp[<exp_name>]-rank[<rank>]), optional gzip, and record_shapes/with_stack switches.",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
            'enable.phase': 'before_train',
        },
        nowhere=('train_step', 'torch.profiler.profiler.profile', 'primus_torch_profiler', 'tensorboard_dir'),
        mentioned=('megatron.training.training.train_step',),
    ),
}
