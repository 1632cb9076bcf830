"""Round 1088: a Neorg (.norg) note: "* " headings with their text indented, "-- " sub-bullets, "~ " numbered steps, "$ "
terms, @code ... @end, a struck "-My first pass had this as a binding replacement of `train`.-", a neighbour section
with its own phase and flags, a made-up smoke-run config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eighty_eighth_neorg_note_torch_profiler.md"

TITLE = "one-thousand-and-eighty-eighth-round report (a Neorg note)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.torch_profiler',
            'feature.summary': frozenset({"Makes Megatron's built-in PyTorch profiler produce Primus-style traces: the profiler that megatron.training.training.train() creates is rebuilt with Primus options (activities, schedule, tensorboard trace handler with a per-rank worker name, shapes/stack recording).", 'Patch torch.profiler.profile with Primus profiler options (trainer.py L1277-1298)', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'torch.profiler.profile'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/torch_profiler_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.torch_profiler',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.training.train', 'tensorboard', 'build_args', 'PROFILER', 'PROF_', 'profile_step',
            'use_pytorch_profiler', 'gzip', 'pretrain', 'mlperf', '2.6',
        ),
        mentioned=(),
    ),
}
