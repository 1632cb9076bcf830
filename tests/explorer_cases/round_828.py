"""Round 828: the explorer's deep-dive as tables of Claim | Evidence | Status: the before_train companion's wrapped schedule
functions, which a correction row says the handler does not wrap (shortened paths), Refuted and Unclear rows."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_eighth_claim_tables_dump_pp_data.md"

TITLE = "eight-hundred-and-twenty-eighth-round report (a deep-dive of claim tables)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.pipeline_parallel.pp_visualizer.dump_pp_data'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None)},
            # "| ROCm-only | no platform check in `pp_dump_data_patches.py:123-126`; `torch.cuda.*` works on ROCm and CUDA |
            # Refuted |": the file has no platform check, so any platform is a fact the row states.
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=('forward_step', 'backward_step', 'set_dump_pp_data_patch'),
        mentioned=('megatron.core.pipeline_parallel.schedules.forward_step',),
    ),
}
