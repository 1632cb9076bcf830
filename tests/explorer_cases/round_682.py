"""Round 682: a pdoc page of the porting team's module (its docstrings as HTML, the View Source listings with line
anchors): an alias a correction takes back ("Primus does not rebind"), an item under a lead ending in a colon where a
summary was looked for, a neighbouring patch's phase in the source listing."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_second_pdoc_html_torch_profiler.md"

TITLE = "six-hundred-and-eighty-second-round report (a pdoc HTML page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.torch_profiler',
            'feature.summary': frozenset({None, 'The wrapper only takes over when the call stack holds a frame whose file path contains both megatron and training and whose function is train (L20-28, L92).'}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/torch_profiler_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.torch_profiler',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
        },
        nowhere=('torch.autograd.profiler.profile', 'build_args', 'disable_profiler_activity_cpu'),
        mentioned=('torch.profiler.profile', 'torch.autograd.profiler.profile'),
    ),
}
